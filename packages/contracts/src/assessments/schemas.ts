import { z } from 'zod';
import { UPLOADS_PREFIX } from '../api-paths.ts';
import { ErrorCode } from '../common/error-codes.ts';
import { pageQuery } from '../common/page-query.ts';
import { basicInfoField } from './basic-info.ts';
import { conditionAnswersField, orgTypeField } from './conditions.ts';
import { assessmentResult } from './results.ts';
import { type AssessmentType, assessmentTypeField } from './templates.ts';

/** Request and answer shapes of the assessment API. */

const itemId = z.string().min(1).max(64);
/** Scores by item id; the template decides which ids and scores are valid (checked by the scoring). */
export const answersField = z.record(itemId, z.number().finite());

const templateVersion = z.number().int().min(1).max(100_000);

/** POST /assessment/score: scores without storing anything (open to other tools). */
export const scoreBody = z.object({
  type: assessmentTypeField,
  /** Defaults to the current version of the type's template. */
  version: templateVersion.optional(),
  answers: answersField,
  /**
   * GB/T 42195 C.4 grounds (elderly ability only): A.5.11 coma, A.4.1 diagnosis, A.2.14 risk events. With
   * `basicInfo` they are derived from it (a ground sent must agree); without, taken as sent (none: no).
   */
  coma: z.boolean().optional(),
  dementiaOrMentalDisorder: z.boolean().optional(),
  riskEvents30d: z.number().int().min(0).max(1000).optional(),
  basicInfo: basicInfoField.optional(),
  /** Social organisations: the type whose table applies, and the checklist the vetoes read. */
  orgType: orgTypeField.optional(),
  conditions: conditionAnswersField.optional(),
});
export type ScoreBody = z.input<typeof scoreBody>;

export const SUBJECT_TYPES = ['person', 'organisation', 'institution'] as const;
export type SubjectType = (typeof SUBJECT_TYPES)[number];

/** Who each assessment type is about. */
export const SUBJECT_TYPE_OF: Record<AssessmentType, SubjectType> = {
  'elderly-ability': 'person',
  'social-org': 'organisation',
  institution: 'institution',
};

export const subjectSchema = z.object({
  subjectType: z.enum(SUBJECT_TYPES),
  subjectName: z.string().trim().min(1).max(100),
  /** A person's userId (as text) or any stable reference the centre uses; persons match on it. */
  subjectRef: z.string().trim().max(64).optional(),
});
export type AssessmentSubjectInput = z.infer<typeof subjectSchema>;

/** GB/T 42195 Appendix C is signed by two assessors: the creator and the staff member they name here. */
export const secondAssessorField = z.number().int().min(1);
export const ASSESSMENT_PLACE_MAX = 100;
export const assessmentPlaceField = z.string().trim().max(ASSESSMENT_PLACE_MAX);

export const createAssessmentBody = z
  .object({
    type: assessmentTypeField,
    version: templateVersion.optional(),
    subject: subjectSchema,
    /** Social organisations: the type, which decides the indicator table (民政部令第39号). */
    orgType: orgTypeField.optional(),
    secondAssessorId: secondAssessorField.optional(),
    assessmentPlace: assessmentPlaceField.optional(),
  })
  .refine((b) => SUBJECT_TYPE_OF[b.type] === b.subject.subjectType, {
    message: ErrorCode.FIELD_INVALID,
    path: ['subject', 'subjectType'],
  });
export type CreateAssessmentBody = z.infer<typeof createAssessmentBody>;

/** Evidence files are uploads made with POST /common/upload: only their /uploads/ URLs are kept. */
export const evidenceUrl = z
  .string()
  .max(300)
  .refine((v) => v.startsWith(UPLOADS_PREFIX) && !v.includes('..'), ErrorCode.FIELD_INVALID);
export const EVIDENCE_PER_ITEM_MAX = 10;
export const evidenceField = z.record(itemId, z.array(evidenceUrl).max(EVIDENCE_PER_ITEM_MAX));

/**
 * PUT /assessment/records/:id: save as you go. Each field given replaces the stored one (send the whole
 * answer set so far); partial answers are fine in a draft, but every answer given must be valid.
 */
export const saveAssessmentBody = z.object({
  subject: subjectSchema.optional(),
  answers: answersField.optional(),
  /** The C.4 grounds the server derives from Appendix A: a client may send them, but only as derived. */
  coma: z.boolean().optional(),
  dementiaOrMentalDisorder: z.boolean().optional(),
  riskEvents30d: z.number().int().min(0).max(1000).optional(),
  /** Appendix A answers (elderly ability): typed here, checked against the pinned template on save. */
  basicInfo: basicInfoField.optional(),
  evidence: evidenceField.optional(),
  /** The eligibility / precondition checklist (social organisations, institutions). */
  conditions: conditionAnswersField.optional(),
  /** null takes the second assessor off again (a draft may be saved without one, not submitted). */
  secondAssessorId: secondAssessorField.nullable().optional(),
  assessmentPlace: assessmentPlaceField.optional(),
});
export type SaveAssessmentBody = z.infer<typeof saveAssessmentBody>;

/** POST /assessment/templates: any object; the template schemas check it and name what is wrong. */
export const loadTemplateBody = z.record(z.string(), z.unknown());

export const REVIEW_COMMENT_MAX = 500;
export const approveBody = z.object({ comment: z.string().trim().max(REVIEW_COMMENT_MAX).optional() });
export const returnBody = z.object({ comment: z.string().trim().min(1).max(REVIEW_COMMENT_MAX) });
export type ReviewBody = z.infer<typeof approveBody>;

export const ASSESSMENT_STATUSES = ['draft', 'submitted', 'returned', 'approved'] as const;
export type AssessmentStatus = (typeof ASSESSMENT_STATUSES)[number];

export const assessmentIdParams = z.object({ id: z.coerce.number().int().min(1) });
export const templateTypeParams = z.object({ type: assessmentTypeField });
export const templateVersionQuery = z.object({ version: z.coerce.number().int().min(1).optional() });
export const templateListQuery = z.object({ type: assessmentTypeField.optional() });

/** GET /assessment/records: staff see the ones they assess; admins may ask for `scope=all`. */
export const assessmentListQuery = pageQuery.extend({
  scope: z.enum(['mine', 'all']).default('mine'),
  status: z.enum(ASSESSMENT_STATUSES).optional(),
  type: assessmentTypeField.optional(),
});
export type AssessmentListQuery = z.infer<typeof assessmentListQuery>;

/** A staff member who can be named as the second assessor (GET /assessment/assessors). */
export const assessorChoice = z.object({ userId: z.number().int(), nickName: z.string() });
export type AssessorChoice = z.infer<typeof assessorChoice>;

export const subjectListQuery = pageQuery.extend({ type: assessmentTypeField.optional() });
export type SubjectListQuery = z.infer<typeof subjectListQuery>;

/** GET /assessment/latest: the latest approved result about one subject (health-record summary). */
export const latestQuery = z.object({
  type: assessmentTypeField,
  subjectType: z.enum(SUBJECT_TYPES),
  subjectRef: z.string().trim().min(1).max(64),
});
export type LatestQuery = z.infer<typeof latestQuery>;

/** A subject as stored: a reference only when the centre has one. */
export const assessmentSubject = z.object({
  subjectType: z.enum(SUBJECT_TYPES),
  subjectName: z.string(),
  subjectRef: z.string().nullable(),
});
export type AssessmentSubject = z.infer<typeof assessmentSubject>;

/** One assessment in a list: who, what, where it stands, and the outcome once scored. */
export const assessmentSummary = z.object({
  id: z.number().int(),
  type: assessmentTypeField,
  templateVersion: z.number().int(),
  status: z.enum(ASSESSMENT_STATUSES),
  subject: assessmentSubject,
  /** Set once submitted: the total and the level/grade the server computed. */
  total: z.number().nullable(),
  outcome: z.string().nullable(),
  assessorId: z.number().int().nullable(),
  assessorName: z.string(),
  /** The second assessor who signs the report beside the first; null on records made before it was asked. */
  secondAssessorId: z.number().int().nullable(),
  secondAssessorName: z.string(),
  /** 评估地点 on the report's signature block; null when not given. */
  assessmentPlace: z.string().nullable(),
  reviewerId: z.number().int().nullable(),
  reviewComment: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  /** Set on approval (validity.ts): the centre days the result holds from and to (the re-assessment date). */
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
});
export type AssessmentSummary = z.infer<typeof assessmentSummary>;

/** The whole assessment: the answers so far, Appendix A, the evidence and, once submitted, the result. */
export const assessmentRecord = assessmentSummary.extend({
  answers: answersField,
  coma: z.boolean(),
  dementiaOrMentalDisorder: z.boolean(),
  riskEvents30d: z.number().int(),
  basicInfo: basicInfoField,
  evidence: evidenceField,
  /** Social organisations: the type chosen at creation (null for other types and older records). */
  orgType: orgTypeField.nullable(),
  /** The eligibility / precondition checklist answers. */
  conditions: conditionAnswersField,
  result: assessmentResult.nullable(),
});
export type AssessmentRecord = z.infer<typeof assessmentRecord>;

/** The previous approved assessment of the same subject and type, and how the parts moved. */
export const assessmentComparison = z.object({
  current: assessmentRecord,
  previous: assessmentRecord.nullable(),
  totalChange: z.number().nullable(),
  /** Section / category score changes, by id (only parts both results have). */
  partChanges: z.record(z.string(), z.number()),
});
export type AssessmentComparison = z.infer<typeof assessmentComparison>;

/** One stored template version (the definition itself is read on its own). */
export const assessmentTemplateSummary = z.object({
  id: z.number().int(),
  type: assessmentTypeField,
  version: z.number().int(),
  nameZh: z.string(),
  nameEn: z.string(),
  standard: z.string(),
  createdAt: z.string(),
  /** The version new assessments of this type use (the highest). */
  current: z.boolean(),
});
export type AssessmentTemplateSummary = z.infer<typeof assessmentTemplateSummary>;
