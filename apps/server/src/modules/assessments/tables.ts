import type { Generated } from 'kysely';

/** Tables of the assessments module (migration 0003). JSON columns hold text; times are ISO-8601 UTC. */
export interface AssessmentTemplatesTable {
  id: Generated<number>;
  type: string;
  version: number;
  name_zh: string;
  name_en: string;
  standard: string;
  /** The whole template as loaded (AssessmentTemplate JSON). Rows are never changed once stored. */
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
  reviewer_id: number | null;
  review_comment: string | null;
  created_at: string;
  updated_at: string;
  submitted_at: string | null;
  reviewed_at: string | null;
}
