import {
  type AssessmentRecord,
  type AssessmentTemplate,
  type BasicInfo,
  SEED_ELDERLY_TEMPLATE,
} from '@linli/contracts';

/** Test data of the assessment tests: the seeded elderly template and a draft record made from it. */
export const ELDERLY: AssessmentTemplate = SEED_ELDERLY_TEMPLATE;
export const ELDERLY_ITEMS = SEED_ELDERLY_TEMPLATE.sections.flatMap((s) => s.items);

/** Best score everywhere, except the items named. */
export function elderlyAnswers(lower: Record<string, number> = {}): Record<string, number> {
  return Object.fromEntries(ELDERLY_ITEMS.map((i) => [i.id, lower[i.id] ?? i.maxScore]));
}

export function draftRecord(overrides: Partial<AssessmentRecord> = {}): AssessmentRecord {
  return {
    id: 7,
    type: 'elderly-ability',
    templateVersion: 1,
    status: 'draft',
    subject: { subjectType: 'person', subjectName: '王阿姨', subjectRef: '3' },
    total: null,
    outcome: null,
    assessorId: 2,
    assessorName: '评估员小李',
    secondAssessorId: 4,
    secondAssessorName: '评估员小王',
    assessmentPlace: '社区评估室',
    reviewerId: null,
    reviewComment: null,
    createdAt: '2026-01-05T08:00:00.000Z',
    updatedAt: '2026-01-05T08:00:00.000Z',
    submittedAt: null,
    reviewedAt: null,
    validFrom: null,
    validUntil: null,
    orgType: null,
    conditions: {},
    answers: {},
    coma: false,
    dementiaOrMentalDisorder: false,
    riskEvents30d: 0,
    basicInfo: {},
    evidence: {},
    result: null,
    ...overrides,
  };
}

/** Every required Appendix A field filled in (GB/T 42195 A.1–A.5), as submit needs. */
export const COMPLETE_BASIC_INFO: BasicInfo = {
  'A.1.2': '2026-01-05',
  'A.1.3': '首次评估',
  'A.2.1': '王阿姨',
  'A.2.2': '女',
  'A.2.3': '1946-05-01',
  'A.2.14.1': '发生过2次',
  'A.2.14.2': '无',
  'A.2.14.3': '无',
  'A.2.14.4': '无',
  'A.2.14.5': '无',
  'A.3.1': '王阿姨',
  'A.3.2': '本人',
  'A.5.11': '无',
};
