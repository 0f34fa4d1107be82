import { ApiPath, scoreAssessment } from '@linli/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderInRouter } from '../../../test/render.tsx';
import { draftRecord, ELDERLY, elderlyAnswers } from '../fixtures.test-helpers.ts';
import { AssessmentForm } from './AssessmentForm.tsx';

const LOWER = { 'B.1.3': 1, 'B.2.4': 0, 'B.3.4': 1, 'B.4.4': 0 };

function almostDone() {
  const answers = elderlyAnswers(LOWER);
  delete answers['B.4.5'];
  return draftRecord({ answers, riskEvents30d: 2 });
}

describe('the assessment form', () => {
  beforeEach(() => {
    const fake = fakeFetch({
      [ApiPath.assessmentRecord.replace(':id', '7')]: (init) => ({
        body: { code: 200, msg: 'ok', data: JSON.parse(String(init.body)) },
      }),
    });
    vi.stubGlobal('fetch', fake.fetch);
  });

  it('submitting with an item unanswered jumps to it and names it', async () => {
    renderInRouter(<AssessmentForm record={almostDone()} template={ELDERLY} />);
    fireEvent.click(screen.getByTestId('part-tab-B.1'));
    fireEvent.click(screen.getByTestId('part-tab-grounds'));
    expect(screen.getByTestId('grounds-card')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByTestId('assessment-submit'));
    });
    expect(screen.getByTestId('part-B.4')).toBeTruthy();
    const item = screen.getByTestId('item-B.4.5');
    expect(item.className).toContain('as-item--flagged');
    expect(item.textContent).toContain('第 B.4.5 项');
    await waitFor(() => expect(document.activeElement).toBe(item));
  });

  it('the live preview shows the level scoreAssessment gives, once the last item is answered', () => {
    const record = almostDone();
    renderInRouter(<AssessmentForm record={record} template={ELDERLY} />);
    expect(screen.queryByTestId('preview-level')).toBeNull();
    expect(screen.getByTestId('assessment-progress').textContent).toContain('25 / 26');
    fireEvent.click(screen.getByTestId('option-B.4.5-4').querySelector('input') as HTMLInputElement);
    const expected = scoreAssessment(ELDERLY, {
      answers: { ...record.answers, 'B.4.5': 4 },
      riskEvents30d: 2,
    });
    expect(screen.getByTestId('preview-level').getAttribute('data-outcome')).toBe(expected.outcome);
    expect(screen.getByTestId('preview-total').textContent).toBe(String(expected.total));
  });
});
