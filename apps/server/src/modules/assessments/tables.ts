import type { Generated } from 'kysely';

/** Tables of the assessments module (migration 0003). JSON columns hold text; times are ISO-8601 UTC. */
export interface AssessmentTemplatesTable {
  id: Generated<number>;
  type: string;
  version: number;
  name_zh: string;
  name_en: string;
  standard: string;
  /**
   * The whole template as loaded (AssessmentTemplate JSON). What scores never changes once stored; only a
   * shipped version's wording is refreshed (template-refresh.ts).
   */
  definition: string;
  created_by: number | null;
  created_at: string;
}

export interface AssessmentsTable {
  id: Generated<number>;
  type: string;
  template_id: number;
  template_version: number;
  subject_type: string;
  subject_name: string;
  subject_ref: string | null;
  status: string;
  /** AssessmentInput JSON: answers and the C.4 grounds. */
  input: string;
  basic_info: string;
  evidence: string;
  /** AssessmentResult JSON as computed by the server at submission. */
  result: string | null;
  total: number | null;
  outcome: string | null;
  assessor_id: number | null;
  /** Migration 0027: the second assessor who signs Appendix C, and where the assessment took place. */
  second_assessor_id: number | null;
  assessment_place: string | null;
  /** Migration 0028: the grading checklist (JSON condition id → met) and the social-org type. */
  conditions: string;
  org_type: string | null;
  reviewer_id: number | null;
  review_comment: string | null;
  created_at: string;
  updated_at: string;
  submitted_at: string | null;
  reviewed_at: string | null;
  /** Migration 0029: centre days (yyyy-mm-dd) an approved result holds from and to (contracts validity.ts). */
  valid_from: string | null;
  valid_until: string | null;
}
