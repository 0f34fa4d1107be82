import { type GroupApplication, pathOf, socialServicesRoutes } from '@linli/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { fakeFetch, renderInRouter } from '../../../test/render.tsx';
import { reviewError, toReviewBody } from '../groupValidation.ts';
import { GroupReviewPanel } from './GroupReviewPanel.tsx';

const ITEM: GroupApplication = {
  id: 12,
  kind: 'join',
  groupId: 3,
  groupName: '景田北7栋楼栋互助组',
  userId: 2,
  contactName: '体验用户',
  contactPhone: '13800138009',
  content: '想加入',
  skill: '',
  availableTime: '',
  status: 'pending',
  reviewNote: '',
  reviewerName: '',
  reviewedAt: null,
  createdAt: '2026-05-01T00:00:00.000Z',
};
const REVIEW = pathOf(socialServicesRoutes.reviewGroupApplication, { id: ITEM.id });
const OK = { body: { code: 200, msg: '操作成功' } };
const t = i18n.getFixedT('zh-CN', 'socialServices');

async function click(testId: string) {
  await act(async () => {
    fireEvent.click(screen.getByTestId(testId));
  });
}

describe('review note rule (groupReviewBody)', () => {
  it('a rejection needs a reason; an approval does not', () => {
    expect(reviewError(t, 'rejected', '   ')).toBe('不通过时请填写审核意见');
    expect(reviewError(t, 'approved', '')).toBeUndefined();
    expect(reviewError(t, 'rejected', '名额已满')).toBeUndefined();
    expect(reviewError(t, 'approved', 'x'.repeat(201))).toContain('200');
    expect(toReviewBody('approved', '  ')).toEqual({ decision: 'approved' });
    expect(toReviewBody('rejected', ' 名额已满 ')).toEqual({ decision: 'rejected', note: '名额已满' });
  });

  it('rejecting without a note says why and sends nothing', async () => {
    const fake = fakeFetch({ [REVIEW]: OK });
    vi.stubGlobal('fetch', fake.fetch);
    renderInRouter(<GroupReviewPanel item={ITEM} />);
    await click('review-12-reject');
    expect(screen.getByText('不通过时请填写审核意见')).toBeTruthy();
    expect(fake.calls).toHaveLength(0);
  });

  it('rejects with the note the resident will read', async () => {
    const fake = fakeFetch({ [REVIEW]: OK });
    vi.stubGlobal('fetch', fake.fetch);
    renderInRouter(<GroupReviewPanel item={ITEM} />);
    const note = screen.getByTestId('review-12-note') as HTMLTextAreaElement;
    fireEvent.change(note, { target: { value: '本月名额已满' } });
    await click('review-12-reject');
    // Sent: the note box is emptied for the next one.
    await waitFor(() => expect(note.value).toBe(''));
    expect(fake.calls[0]?.init.method).toBe('PUT');
    expect(JSON.parse(String(fake.calls[0]?.init.body))).toEqual({
      decision: 'rejected',
      note: '本月名额已满',
    });
  });

  it('approves without a note', async () => {
    const fake = fakeFetch({ [REVIEW]: OK });
    vi.stubGlobal('fetch', fake.fetch);
    renderInRouter(<GroupReviewPanel item={ITEM} />);
    await click('review-12-approve');
    await waitFor(() => expect(fake.calls).toHaveLength(1));
    expect(JSON.parse(String(fake.calls[0]?.init.body))).toEqual({ decision: 'approved' });
  });

  it('shows the server refusal (already reviewed) in place', async () => {
    const fake = fakeFetch({ [REVIEW]: { body: { code: 500, msg: '该申请已审核' } } });
    vi.stubGlobal('fetch', fake.fetch);
    renderInRouter(<GroupReviewPanel item={ITEM} />);
    await click('review-12-approve');
    // In the panel, beside the note (the toast says it too).
    expect(await within(screen.getByTestId('review-12')).findByText('该申请已审核')).toBeTruthy();
  });
});
