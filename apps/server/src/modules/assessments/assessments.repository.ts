import type {
  AssessmentInput,
  AssessmentRecord,
  AssessmentStatus,
  AssessmentSubject,
  AssessmentSummary,
  AssessmentTemplate,
  AssessmentTemplateSummary,
  AssessmentType,
  SubjectType,
} from '@linli/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { type DueFilter, selectDueReassessments } from './reassessments.ts';
import type { AssessmentsTable, AssessmentTemplatesTable } from './tables.ts';
import { onlyWordingDiffers } from './template-refresh.ts';

/** A stored template version: its summary (less `current`, which depends on the others) and the definition. */
export type TemplateRow = Omit<AssessmentTemplateSummary, 'current'> & { definition: AssessmentTemplate };

/** A stored assessment: the API's record less the assessors' names, with its template and its scoring input. */
export type AssessmentRow = Omit<AssessmentSummary, 'assessorName' | 'secondAssessorName'> &
  Pick<AssessmentRecord, 'basicInfo' | 'evidence' | 'result' | 'orgType' | 'conditions'> & {
    templateId: number;
    input: Required<AssessmentInput>;
  };

export type NewAssessment = Pick<
  AssessmentRow,
  'type' | 'templateId' | 'templateVersion' | 'subject' | 'input'
> &
  Partial<Pick<AssessmentRow, 'secondAssessorId' | 'assessmentPlace' | 'orgType'>> & {
    assessorId: number;
    at: string;
  };

export type AssessmentChanges = Partial<
  Pick<
    AssessmentRow,
    | 'subject'
    | 'input'
    | 'basicInfo'
    | 'evidence'
    | 'status'
    | 'reviewComment'
    | 'secondAssessorId'
    | 'assessmentPlace'
    | 'conditions'
  >
> & {
  result?: NonNullable<AssessmentRow['result']>;
  reviewerId?: number;
  updatedAt: string;
  submittedAt?: string;
  reviewedAt?: string;
  /** Set together on approval (reassessments.ts). */
  validFrom?: string;
  validUntil?: string;
};

export type AssessmentFilter = Partial<Pick<AssessmentRow, 'status' | 'type'>> & {
  assessorId?: number;
  /** Records the account assesses as first or second assessor. */
  participantId?: number;
  subjectType?: SubjectType;
  subjectRef?: string;
};

function toTemplate(row: Selectable<AssessmentTemplatesTable>): TemplateRow {
  return {
    id: row.id,
    type: row.type as AssessmentType,
    version: row.version,
    nameZh: row.name_zh,
    nameEn: row.name_en,
    standard: row.standard,
    definition: JSON.parse(row.definition) as AssessmentTemplate,
    createdAt: row.created_at,
  };
}

function toAssessment(row: Selectable<AssessmentsTable>): AssessmentRow {
  return {
    id: row.id,
    type: row.type as AssessmentType,
    templateId: row.template_id,
    templateVersion: row.template_version,
    subject: {
      subjectType: row.subject_type as SubjectType,
      subjectName: row.subject_name,
      subjectRef: row.subject_ref,
    },
    status: row.status as AssessmentStatus,
    input: JSON.parse(row.input) as Required<AssessmentInput>,
    basicInfo: JSON.parse(row.basic_info) as AssessmentRow['basicInfo'],
    evidence: JSON.parse(row.evidence) as AssessmentRow['evidence'],
    result: row.result === null ? null : (JSON.parse(row.result) as AssessmentRow['result']),
    total: row.total === null ? null : Number(row.total),
    outcome: row.outcome,
    assessorId: row.assessor_id,
    secondAssessorId: row.second_assessor_id,
    assessmentPlace: row.assessment_place,
    orgType: row.org_type as AssessmentRow['orgType'],
    conditions: JSON.parse(row.conditions) as AssessmentRow['conditions'],
    reviewerId: row.reviewer_id,
    reviewComment: row.review_comment,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    submittedAt: row.submitted_at,
    reviewedAt: row.reviewed_at,
    validFrom: row.valid_from,
    validUntil: row.valid_until,
  };
}

export class AssessmentsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  // ------------------------------------------------------------------------------- templates

  /** Stores a template version; false when that (type, version) already exists. */
  async insertTemplate(template: AssessmentTemplate, createdBy: number | null, at: string): Promise<boolean> {
    const result = await this.db
      .insertInto('assessment_templates')
      .values({
        type: template.type,
        version: template.version,
        name_zh: template.nameZh,
        name_en: template.nameEn,
        standard: template.standard,
        definition: JSON.stringify(template),
        created_by: createdBy,
        created_at: at,
      })
      .onConflict((oc) => oc.columns(['type', 'version']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /**
   * Stores a shipped template version when missing, or brings the stored one's wording up to date when
   * only wording differs (same ids and scores: see template-refresh.ts). Never changes what scores.
   */
  async storeShippedTemplate(template: AssessmentTemplate, at: string): Promise<void> {
    if (await this.insertTemplate(template, null, at)) return;
    const stored = await this.findTemplate(template.type, template.version);
    if (!stored || !onlyWordingDiffers(stored.definition, template)) return;
    await this.db
      .updateTable('assessment_templates')
      .set({
        name_zh: template.nameZh,
        name_en: template.nameEn,
        standard: template.standard,
        definition: JSON.stringify(template),
      })
      .where('id', '=', stored.id)
      .execute();
  }

  async findTemplate(type: AssessmentType, version?: number): Promise<TemplateRow | undefined> {
    let query = this.db.selectFrom('assessment_templates').selectAll().where('type', '=', type);
    query =
      version === undefined
        ? query.orderBy('version', 'desc').limit(1)
        : query.where('version', '=', version);
    const row = await query.executeTakeFirst();
    return row && toTemplate(row);
  }

  async findTemplateById(id: number): Promise<TemplateRow | undefined> {
    const row = await this.db
      .selectFrom('assessment_templates')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row && toTemplate(row);
  }

  async listTemplates(type?: AssessmentType): Promise<TemplateRow[]> {
    let query = this.db.selectFrom('assessment_templates').selectAll();
    if (type) query = query.where('type', '=', type);
    const rows = await query.orderBy('type').orderBy('version', 'desc').execute();
    return rows.map(toTemplate);
  }

  // ------------------------------------------------------------------------------ assessments

  async insert(a: NewAssessment): Promise<AssessmentRow> {
    const row = await this.db
      .insertInto('assessments')
      .values({
        type: a.type,
        template_id: a.templateId,
        template_version: a.templateVersion,
        subject_type: a.subject.subjectType,
        subject_name: a.subject.subjectName,
        subject_ref: a.subject.subjectRef,
        status: 'draft',
        input: JSON.stringify(a.input),
        basic_info: '{}',
        evidence: '{}',
        assessor_id: a.assessorId,
        second_assessor_id: a.secondAssessorId ?? null,
        assessment_place: a.assessmentPlace ?? null,
        org_type: a.orgType ?? null,
        conditions: '{}',
        created_at: a.at,
        updated_at: a.at,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toAssessment(row);
  }

  async findById(id: number): Promise<AssessmentRow | undefined> {
    const row = await this.db.selectFrom('assessments').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toAssessment(row);
  }

  /**
   * Applies changes only while the record is in one of `from` (so two reviewers, or a save racing a
   * submit, cannot both win). Returns whether the row changed.
   */
  async update(id: number, from: readonly AssessmentStatus[], changes: AssessmentChanges): Promise<boolean> {
    const values = {
      updated_at: changes.updatedAt,
      ...(changes.subject && {
        subject_type: changes.subject.subjectType,
        subject_name: changes.subject.subjectName,
        subject_ref: changes.subject.subjectRef,
      }),
      ...(changes.input && { input: JSON.stringify(changes.input) }),
      ...(changes.basicInfo && { basic_info: JSON.stringify(changes.basicInfo) }),
      ...(changes.evidence && { evidence: JSON.stringify(changes.evidence) }),
      ...(changes.conditions && { conditions: JSON.stringify(changes.conditions) }),
      ...(changes.status && { status: changes.status }),
      ...(changes.result && {
        result: JSON.stringify(changes.result),
        total: changes.result.total,
        outcome: changes.result.outcome,
      }),
      ...(changes.secondAssessorId !== undefined && { second_assessor_id: changes.secondAssessorId }),
      ...(changes.assessmentPlace !== undefined && { assessment_place: changes.assessmentPlace }),
      ...(changes.reviewerId !== undefined && { reviewer_id: changes.reviewerId }),
      ...(changes.reviewComment !== undefined && { review_comment: changes.reviewComment }),
      ...(changes.submittedAt && { submitted_at: changes.submittedAt }),
      ...(changes.reviewedAt && { reviewed_at: changes.reviewedAt }),
      ...(changes.validUntil && { valid_from: changes.validFrom, valid_until: changes.validUntil }),
    };
    const result = await this.db
      .updateTable('assessments')
      .set(values)
      .where('id', '=', id)
      .where('status', 'in', [...from])
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async deleteDraft(id: number): Promise<boolean> {
    const result = await this.db
      .deleteFrom('assessments')
      .where('id', '=', id)
      .where('status', '=', 'draft')
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async list(
    filter: AssessmentFilter,
    page: { pageNum: number; pageSize: number },
  ): Promise<{ rows: AssessmentRow[]; total: number }> {
    let query = this.db.selectFrom('assessments');
    if (filter.assessorId !== undefined) query = query.where('assessor_id', '=', filter.assessorId);
    const participant = filter.participantId;
    if (participant !== undefined) {
      query = query.where((eb) =>
        eb.or([eb('assessor_id', '=', participant), eb('second_assessor_id', '=', participant)]),
      );
    }
    if (filter.status) query = query.where('status', '=', filter.status);
    if (filter.type) query = query.where('type', '=', filter.type);
    if (filter.subjectType) query = query.where('subject_type', '=', filter.subjectType);
    if (filter.subjectRef !== undefined) query = query.where('subject_ref', '=', filter.subjectRef);
    const count = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const rows = await query
      .selectAll()
      .orderBy('id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNum - 1) * page.pageSize)
      .execute();
    return { rows: rows.map(toAssessment), total: Number(count.n) };
  }

  /**
   * The newest approved assessment of a subject and type, optionally older than `beforeId`. A subject is
   * its reference when it has one, else its name (organisations are often known by name only).
   */
  async latestApproved(
    type: AssessmentType,
    subject: AssessmentSubject,
    beforeId?: number,
  ): Promise<AssessmentRow | undefined> {
    let query = this.db
      .selectFrom('assessments')
      .selectAll()
      .where('type', '=', type)
      .where('status', '=', 'approved')
      .where('subject_type', '=', subject.subjectType);
    query = subject.subjectRef
      ? query.where('subject_ref', '=', subject.subjectRef)
      : query.where('subject_ref', 'is', null).where('subject_name', '=', subject.subjectName);
    if (beforeId !== undefined) query = query.where('id', '<', beforeId);
    const row = await query.orderBy('id', 'desc').limit(1).executeTakeFirst();
    return row && toAssessment(row);
  }

  /** The latest approved results falling due, soonest first (reassessments.ts). */
  async dueForReassessment(
    filter: DueFilter,
    page: { pageNum: number; pageSize: number },
  ): Promise<{ rows: AssessmentRow[]; total: number }> {
    const found = await selectDueReassessments(this.db, filter, page);
    return { rows: found.rows.map(toAssessment), total: found.total };
  }
}
