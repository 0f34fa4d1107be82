import { type AssessmentRecord, SEED_SOCIAL_ORG_TEMPLATE, scoreAssessment } from '@linli/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInRouter } from '../../../test/render.tsx';
import { COMPLETE_BASIC_INFO, draftRecord, ELDERLY, elderlyAnswers } from '../fixtures.test-helpers.ts';
import { ReportDocument } from './ReportDocument.tsx';

/** An approved elderly record assessed on 2026-01-05 (A.1.2) and submitted two days later. */
function approvedElderly(overrides: Partial<AssessmentRecord> = {}): AssessmentRecord {
  const answers = elderlyAnswers({ 'B.1.3': 1, 'B.2.4': 0 });
  const input = { answers, coma: false, dementiaOrMentalDisorder: false, riskEvents30d: 2 };
  const result = scoreAssessment(ELDERLY, input);
  return draftRecord({
    ...input,
    status: 'approved',
    basicInfo: { ...COMPLETE_BASIC_INFO, 'A.3.1': '王小红', 'A.3.2': '子女' },
    result,
    total: result.total,
    outcome: result.outcome,
    submittedAt: '2026-01-07T04:00:00.000Z',
    reviewedAt: '2026-01-08T02:00:00.000Z',
    ...overrides,
  });
}

const textOf = (testId: string) => screen.getByTestId(testId).textContent ?? '';

describe('the printed report (GB/T 42195-2022 Appendix C)', () => {
  it('prints C.1 to C.5 in the standard’s order, C.4 grounds before the final level', () => {
    const record = approvedElderly();
    renderInRouter(<ReportDocument record={record} template={ELDERLY} result={record.result!} />);
    const report = screen.getByTestId('assessment-report');
    const ids = ['report-C.1', 'report-C.2', 'report-C.3', 'report-C.4', 'report-C.5', 'report-signatures'];
    const nodes = ids.map((id) => within(report).getByTestId(id));
    for (let i = 1; i < nodes.length; i += 1) {
      const order = nodes[i - 1]!.compareDocumentPosition(nodes[i]!);
      expect(order & Node.DOCUMENT_POSITION_FOLLOWING, `${ids[i - 1]} before ${ids[i]}`).toBeTruthy();
    }
  });

  it('dates the report with the A.1.2 base date, not the submission, and is signed by both assessors and the provider', () => {
    const record = approvedElderly();
    renderInRouter(<ReportDocument record={record} template={ELDERLY} result={record.result!} />);
    expect(textOf('report-date')).toContain('评估基准日期');
    expect(textOf('report-date')).toContain('2026-01-05');
    expect(textOf('report-date')).not.toContain('2026-01-07');
    expect(textOf('report-assessors')).toContain('评估员小李');
    expect(textOf('report-assessors')).toContain('评估员小王');
    expect(textOf('report-sign-assessor-1')).toContain('评估员小李');
    expect(textOf('report-sign-assessor-1')).toContain('日期');
    expect(textOf('report-sign-assessor-2')).toContain('评估员小王');
    expect(textOf('report-sign-provider')).toContain('信息提供者签名');
    expect(textOf('report-sign-provider')).toContain('王小红');
    expect(textOf('report-sign-provider')).toContain('子女');
    expect(textOf('report-place')).toContain('社区评估室');
  });

  it('shows a record from before the second assessor as not filled in', () => {
    const record = approvedElderly({ secondAssessorId: null, secondAssessorName: '', assessmentPlace: null });
    renderInRouter(<ReportDocument record={record} template={ELDERLY} result={record.result!} />);
    expect(textOf('report-sign-assessor-2')).toContain('未填写');
    expect(textOf('report-place')).toContain('未填写');
  });

  it('gives social-organisation reports their two assessors, without an information provider', () => {
    const answers = Object.fromEntries(
      SEED_SOCIAL_ORG_TEMPLATE.categories.flatMap((c) => c.indicators.map((i) => [i.id, i.maxScore])),
    );
    const result = scoreAssessment(SEED_SOCIAL_ORG_TEMPLATE, { answers });
    const record = draftRecord({
      type: 'social-org',
      subject: { subjectType: 'organisation', subjectName: '邻里社工中心', subjectRef: null },
      status: 'submitted',
      answers,
      result,
      submittedAt: '2026-02-03T04:00:00.000Z',
    });
    renderInRouter(<ReportDocument record={record} template={SEED_SOCIAL_ORG_TEMPLATE} result={result} />);
    expect(textOf('report-sign-assessor-1')).toContain('评估员小李');
    expect(textOf('report-sign-assessor-2')).toContain('评估员小王');
    expect(screen.queryByTestId('report-sign-provider')).toBeNull();
    expect(textOf('report-date')).toContain('2026-02-03');
  });
});
