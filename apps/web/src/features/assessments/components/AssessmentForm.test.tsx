import { ApiPath, scoreAssessment } from '@linli/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderInRouter } from '../../../test/render.tsx';
import { COMPLETE_BASIC_INFO, draftRecord, ELDERLY, elderlyAnswers } from '../fixtures.test-helpers.ts';
import { AssessmentForm } from './AssessmentForm.tsx';

const LOWER = { 'B.1.3': 1, 'B.2.4': 0, 'B.3.4': 1, 'B.4.4': 0 };

function almostDone() {
  const answers = elderlyAnswers(LOWER);
  delete answers['B.4.5'];
  return draftRecord({ answers, basicInfo: COMPLETE_BASIC_INFO });
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

  it('submitting with a required A field empty jumps to it first, and A answers set the C.4 grounds', async () => {
    const { 'A.2.3': _birth, ...withoutBirth } = COMPLETE_BASIC_INFO;
    renderInRouter(
      <AssessmentForm record={{ ...almostDone(), basicInfo: withoutBirth }} template={ELDERLY} />,
    );
    // Opens on the first part with a gap: A.2, which says how many required fields are left.
    expect(screen.getByTestId('part-A.2')).toBeTruthy();
    expect(screen.getByTestId('part-tab-A.2').textContent).toContain('必填还差 1 项');
    fireEvent.click(screen.getByTestId('part-tab-grounds'));
    await act(async () => {
      fireEvent.click(screen.getByTestId('assessment-submit'));
    });
    const field = screen.getByTestId('basic-A.2.3');
    expect(field.className).toContain('as-item--flagged');
    expect(field.textContent).toContain('基本信息 A.2.3“出生日期”尚未填写');
    await waitFor(() => expect(document.activeElement).toBe(field));
    fireEvent.change(screen.getByTestId('basic-input-A.2.3'), { target: { value: '1946-05-01' } });
    expect(screen.getByTestId('part-tab-A.2').textContent).toContain('✓');

    // Coma (A.5.11) and dementia (A.4.1) answered in Appendix A show up as the C.4 grounds.
    fireEvent.click(screen.getByTestId('part-tab-A.5'));
    fireEvent.click(screen.getByTestId('basic-A.5.11-opt-1').querySelector('input') as HTMLInputElement);
    fireEvent.click(screen.getByTestId('part-tab-A.4'));
    const dementia =
      ELDERLY.type === 'elderly-ability' ? (ELDERLY.basicInfo[3]?.items[0]?.options ?? []) : [];
    const f00 = dementia.findIndex((o) => o.textZh.includes('F00'));
    fireEvent.click(screen.getByTestId(`basic-A.4.1-opt-${f00}`).querySelector('input') as HTMLInputElement);
    fireEvent.click(screen.getByTestId('part-tab-grounds'));
    // Shown in words, not editable: each follows its Appendix A item and leads back to it.
    expect(screen.getByTestId('ground-coma').getAttribute('data-state')).toBe('comaYes');
    expect(screen.getByTestId('ground-dementia').getAttribute('data-state')).toBe('dementiaYes');
    expect(screen.getByTestId('ground-riskEvents').getAttribute('data-state')).toBe('riskRaises');
    expect(screen.getByTestId('ground-riskEvents').textContent).toContain('共 2 次');
    expect(screen.getByTestId('grounds-card').querySelector('input')).toBeNull();
    fireEvent.click(screen.getByTestId('ground-coma-go'));
    expect(screen.getByTestId('part-A.5')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('basic-A.5.11')));
  });

  it('an F04–F99 disorder asks who diagnosed it; only a psychiatric specialist makes it a ground', () => {
    renderInRouter(<AssessmentForm record={almostDone()} template={ELDERLY} />);
    fireEvent.click(screen.getByTestId('part-tab-A.4'));
    expect(screen.queryByTestId('basic-A.4.1.diagnosedby')).toBeNull();
    const options = ELDERLY.type === 'elderly-ability' ? (ELDERLY.basicInfo[3]?.items[0]?.options ?? []) : [];
    const f04 = options.findIndex((o) => o.textZh.includes('F04'));
    fireEvent.click(screen.getByTestId(`basic-A.4.1-opt-${f04}`).querySelector('input') as HTMLInputElement);
    expect(screen.getByTestId('basic-A.4.1.diagnosedby').textContent).toContain('必填');
    fireEvent.click(
      screen.getByTestId('basic-A.4.1.diagnosedby-opt-1').querySelector('input') as HTMLInputElement,
    );
    fireEvent.click(screen.getByTestId('part-tab-grounds'));
    expect(screen.getByTestId('ground-dementia').getAttribute('data-state')).toBe('dementiaOtherDoctor');
    fireEvent.click(screen.getByTestId('part-tab-A.4'));
    fireEvent.click(
      screen.getByTestId('basic-A.4.1.diagnosedby-opt-0').querySelector('input') as HTMLInputElement,
    );
    fireEvent.click(screen.getByTestId('part-tab-grounds'));
    expect(screen.getByTestId('ground-dementia').getAttribute('data-state')).toBe('dementiaYes');
  });

  it('the live preview shows the level scoreAssessment gives, once the last item is answered', () => {
    const record = almostDone();
    renderInRouter(<AssessmentForm record={record} template={ELDERLY} />);
    expect(screen.queryByTestId('preview-level')).toBeNull();
    // The 26 B items and the 13 required Appendix A items (all filled here).
    expect(screen.getByTestId('assessment-progress').textContent).toContain('38 / 39');
    fireEvent.click(screen.getByTestId('option-B.4.5-4').querySelector('input') as HTMLInputElement);
    expect(screen.getByTestId('assessment-progress').textContent).toContain('39 / 39');
    // COMPLETE_BASIC_INFO has two falls (A.2.14.1): a ground that raises the level.
    const expected = scoreAssessment(ELDERLY, {
      answers: { ...record.answers, 'B.4.5': 4 },
      riskEvents30d: 2,
    });
    expect(screen.getByTestId('preview-level').getAttribute('data-outcome')).toBe(expected.outcome);
    expect(screen.getByTestId('preview-total').textContent).toBe(String(expected.total));
  });
});
