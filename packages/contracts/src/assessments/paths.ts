/** REST paths of the assessments domain; spread into ApiPath. `:id`, `:type` via fillPath. */
export const assessmentPaths = {
  assessmentScore: '/assessment/score',
  assessmentTemplates: '/assessment/templates',
  assessmentTemplate: '/assessment/templates/:type',
  assessmentRecords: '/assessment/records',
  assessmentRecord: '/assessment/records/:id',
  assessmentSubmit: '/assessment/records/:id/submit',
  assessmentApprove: '/assessment/records/:id/approve',
  assessmentReturn: '/assessment/records/:id/return',
  assessmentComparison: '/assessment/records/:id/comparison',
  assessmentReviewQueue: '/assessment/review',
  assessmentAboutMe: '/assessment/about-me',
  assessmentLatest: '/assessment/latest',
  assessmentDue: '/assessment/due',
  assessmentAssessors: '/assessment/assessors',
} as const;
