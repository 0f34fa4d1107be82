import {
  type AssessmentComparison,
  type AssessmentListQuery,
  type AssessmentRecord,
  type AssessmentResult,
  type AssessmentSummary,
  type AssessmentTemplate,
  type AssessmentTemplateSummary,
  type AssessmentType,
  assessmentTemplateSchema,
  type CreateAssessmentBody,
  type DueListQuery,
  ErrorCode,
  type LatestQuery,
  type PageQuery,
  resolveTemplate,
  type SaveAssessmentBody,
  type ScoreBody,
  SEED_TEMPLATES,
  SUBJECT_TYPE_OF,
  type SubjectListQuery,
  scoreAssessment,
  templateItemIds,
  validateAnswers,
} from '@linli/contracts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, forbidden } from '../../platform/errors.ts';
import type { AuthUser } from '../../platform/request-context.ts';
import { AssessmentPresenter, type AssessorLookup } from './assessments.presenter.ts';
import type { AssessmentRow, AssessmentsRepository, TemplateRow } from './assessments.repository.ts';
import {
  assertHasSecondAssessor,
  assessorChanges,
  isAssessorOf,
  secondAssessorChoices,
} from './assessors.ts';
import { assertBasicInfo } from './basic-info.check.ts';
import { changesBetween } from './comparison.ts';
import { assertConditionAnswers, assertConditionsMet, gradingInput, orgTypeOnCreate } from './grading.ts';
import { calculatorGrounds, groundsOf, sentGrounds, submittedInput } from './grounds.ts';
import * as validity from './reassessments.ts';
import { toSubject, withScoring } from './scoring-refusal.ts';

/** Who is acting: the signed-in caller (or the demo seed acting as a named account). */
export type Actor = Pick<AuthUser, 'userId' | 'roles'>;

const EDITABLE = ['draft', 'returned'] as const;

const isAdmin = (actor: Actor) => actor.roles.includes('admin');
const isStaff = (actor: Actor) => actor.roles.includes('staff');

/** A person subject is the member whose userId is the reference (subjects see their own results). */
const isSubject = (actor: Actor, row: AssessmentRow) =>
  row.subject.subjectType === 'person' && row.subject.subjectRef === String(actor.userId);

/**
 * Assessment rules: staff assess (create, save, submit), admins review (approve, return),
 * subjects see approved results about themselves. The server scores every submission itself with the
 * template version the record pinned at creation; a client's score is never taken.
 */
export class AssessmentsService {
  private readonly presenter: AssessmentPresenter;

  constructor(
    private readonly repo: AssessmentsRepository,
    private readonly assessors: AssessorLookup,
    private readonly clock: Clock,
  ) {
    this.presenter = new AssessmentPresenter(assessors);
  }

  /** The same service on another clock: the demo files its assessments on the days they were made. */
  onClock(past: Clock): AssessmentsService {
    return new AssessmentsService(this.repo, this.assessors, past);
  }

  private now(): string {
    return this.clock.now().toISOString();
  }

  // ------------------------------------------------------------------------------- templates

  /** Stores the shipped templates (version 1 of each type), or refreshes their wording; safe on every start. */
  async ensureSeedTemplates(): Promise<void> {
    for (const template of SEED_TEMPLATES) await this.repo.storeShippedTemplate(template, this.now());
  }

  async listTemplates(type?: AssessmentType): Promise<AssessmentTemplateSummary[]> {
    const rows = await this.repo.listTemplates(type);
    const current = new Map<string, number>();
    for (const row of rows) current.set(row.type, Math.max(current.get(row.type) ?? 0, row.version));
    return rows.map((row) => ({
      id: row.id,
      type: row.type,
      version: row.version,
      nameZh: row.nameZh,
      nameEn: row.nameEn,
      standard: row.standard,
      createdAt: row.createdAt,
      current: current.get(row.type) === row.version,
    }));
  }

  async getTemplate(type: AssessmentType, version?: number): Promise<AssessmentTemplate> {
    return (await this.requireTemplate(type, version)).definition;
  }

  /**
   * Loads a locality's own table or cut-off scheme as a new version (admin). New assessments use it;
   * stored ones keep the version they pinned.
   */
  async loadTemplate(actor: Actor, definition: unknown): Promise<AssessmentTemplateSummary> {
    const parsed = assessmentTemplateSchema.safeParse(definition);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue?.path.join('.') ?? '';
      const what = issue?.code === 'custom' ? issue.message : '';
      throw new AppError(ErrorCode.ASSESSMENT_TEMPLATE_INVALID, {
        item: [where, what].filter(Boolean).join(': ') || 'template',
      });
    }
    const template = parsed.data;
    const latest = await this.repo.findTemplate(template.type);
    if (latest && latest.version >= template.version) {
      throw new AppError(ErrorCode.ASSESSMENT_TEMPLATE_VERSION_EXISTS, { version: latest.version });
    }
    if (!(await this.repo.insertTemplate(template, actor.userId, this.now()))) {
      throw new AppError(ErrorCode.ASSESSMENT_TEMPLATE_VERSION_EXISTS, { version: template.version });
    }
    const summaries = await this.listTemplates(template.type);
    return summaries.find((s) => s.version === template.version) as AssessmentTemplateSummary;
  }

  private async requireTemplate(type: AssessmentType, version?: number): Promise<TemplateRow> {
    const row = await this.repo.findTemplate(type, version);
    if (!row) throw new AppError(ErrorCode.ASSESSMENT_TEMPLATE_NOT_FOUND);
    return row;
  }

  // --------------------------------------------------------------------------------- scoring

  /** POST /assessment/score: the same scoring as a submission, nothing stored. */
  async score(body: ScoreBody): Promise<AssessmentResult> {
    const template = await this.requireTemplate(body.type, body.version);
    const input = { ...body, ...calculatorGrounds(template.definition, body) };
    return withScoring(() => scoreAssessment(template.definition, input));
  }

  // ----------------------------------------------------------------------------- the records

  async create(actor: Actor, body: CreateAssessmentBody): Promise<AssessmentRecord> {
    const template = await this.requireTemplate(body.type, body.version);
    const row = await this.repo.insert({
      type: body.type,
      templateId: template.id,
      templateVersion: template.version,
      subject: toSubject(body.subject),
      input: { answers: {}, coma: false, dementiaOrMentalDisorder: false, riskEvents30d: 0 },
      assessorId: actor.userId,
      ...(await assessorChanges(this.assessors, actor, body)),
      ...orgTypeOnCreate(template.definition, body.orgType),
      at: this.now(),
    });
    return this.presenter.toRecord(row);
  }

  /** Save as you go: partial answers are kept, but an unknown item or a score not offered is refused. */
  async save(actor: Actor, id: number, body: SaveAssessmentBody): Promise<AssessmentRecord> {
    const row = await this.requireEditable(actor, id);
    const template = await this.templateOf(row);
    if (body.answers) withScoring(() => validateAnswers(template, body.answers ?? {}, false));
    if (body.evidence) {
      const known = new Set(templateItemIds(template));
      const unknown = Object.keys(body.evidence).find((item) => !known.has(item));
      if (unknown) throw new AppError(ErrorCode.ASSESSMENT_ITEM_UNKNOWN, { item: unknown, field: unknown });
    }
    if (body.basicInfo) assertBasicInfo(template, body.basicInfo, false);
    if (body.conditions) assertConditionAnswers(template, body.conditions);
    if (body.subject && body.subject.subjectType !== SUBJECT_TYPE_OF[row.type]) {
      throw new AppError(ErrorCode.FIELD_INVALID, { field: 'subjectType' });
    }
    const input = {
      answers: body.answers ?? row.input.answers,
      ...groundsOf(body.basicInfo ?? row.basicInfo, sentGrounds(body)),
    };
    const changed = await this.repo.update(id, EDITABLE, {
      input,
      ...(body.subject && { subject: toSubject(body.subject) }),
      ...(body.basicInfo && { basicInfo: body.basicInfo }),
      ...(body.evidence && { evidence: body.evidence }),
      ...(body.conditions && { conditions: body.conditions }),
      ...(await assessorChanges(this.assessors, actor, body)),
      updatedAt: this.now(),
    });
    if (!changed) throw new AppError(ErrorCode.ASSESSMENT_NOT_EDITABLE);
    return this.get(actor, id);
  }

  /** Every required item answered, then the server scores with the pinned template and stores it. */
  async submit(actor: Actor, id: number): Promise<AssessmentRecord> {
    const row = await this.requireEditable(actor, id);
    const template = await this.templateOf(row);
    if (template.type === 'elderly-ability') assertBasicInfo(template, row.basicInfo, true);
    assertConditionsMet(template, row.conditions);
    const input = { ...submittedInput(row.basicInfo, row.input), ...gradingInput(row) };
    const result = withScoring(() => scoreAssessment(template, input));
    assertHasSecondAssessor(row);
    const at = this.now();
    const changed = await this.repo.update(id, EDITABLE, {
      status: 'submitted',
      result,
      updatedAt: at,
      submittedAt: at,
    });
    if (!changed) throw new AppError(ErrorCode.ASSESSMENT_NOT_EDITABLE);
    return this.get(actor, id);
  }

  async remove(actor: Actor, id: number): Promise<void> {
    const row = await this.requireEditable(actor, id);
    if (row.status !== 'draft' || !(await this.repo.deleteDraft(id))) {
      throw new AppError(ErrorCode.ASSESSMENT_NOT_EDITABLE);
    }
  }

  approve(actor: Actor, id: number, comment: string | undefined): Promise<AssessmentRecord> {
    return this.review(actor, id, 'approved', comment ?? null);
  }

  returnForChanges(actor: Actor, id: number, comment: string): Promise<AssessmentRecord> {
    return this.review(actor, id, 'returned', comment);
  }

  private async review(
    actor: Actor,
    id: number,
    status: 'approved' | 'returned',
    comment: string | null,
  ): Promise<AssessmentRecord> {
    if (!isAdmin(actor)) throw forbidden();
    const row = await this.requireRow(id);
    if (row.status !== 'submitted') throw new AppError(ErrorCode.ASSESSMENT_NOT_SUBMITTED);
    // Four eyes: neither of the two assessors also approves.
    if (isAssessorOf(actor, row)) throw new AppError(ErrorCode.ASSESSMENT_OWN_REVIEW);
    const at = this.now();
    const changed = await this.repo.update(id, ['submitted'], {
      status,
      reviewerId: actor.userId,
      reviewComment: comment,
      updatedAt: at,
      reviewedAt: at,
      ...(status === 'approved' && validity.onApproval(await this.templateOf(row), row, at)),
    });
    if (!changed) throw new AppError(ErrorCode.ASSESSMENT_NOT_SUBMITTED);
    return this.get(actor, id);
  }

  // ---------------------------------------------------------------------------------- reading
  assessorChoices = (actor: Actor) => secondAssessorChoices(this.assessors, actor);
  due = (actor: Actor, q: DueListQuery) => validity.listDue(this.repo, this.presenter, this.clock, actor, q);

  async get(actor: Actor, id: number): Promise<AssessmentRecord> {
    const row = await this.requireRow(id);
    if (!this.canRead(actor, row)) throw forbidden();
    return this.presenter.toRecord(row);
  }

  /** The assessor's own records; admins may list all with scope=all. */
  async list(
    actor: Actor,
    query: AssessmentListQuery,
  ): Promise<{ rows: AssessmentSummary[]; total: number }> {
    if (query.scope === 'all' && !isAdmin(actor)) throw forbidden();
    const page = await this.repo.list(
      {
        ...(query.scope === 'mine' && { participantId: actor.userId }),
        ...(query.status && { status: query.status }),
        ...(query.type && { type: query.type }),
      },
      query,
    );
    return { rows: await this.presenter.toSummaries(page.rows), total: page.total };
  }

  /** Submitted assessments waiting for a reviewer (oldest last, like every list). */
  async reviewQueue(query: PageQuery): Promise<{ rows: AssessmentSummary[]; total: number }> {
    const page = await this.repo.list({ status: 'submitted' }, query);
    return { rows: await this.presenter.toSummaries(page.rows), total: page.total };
  }

  /** Approved results about the caller as a person subject. */
  async aboutMe(
    actor: Actor,
    query: SubjectListQuery,
  ): Promise<{ rows: AssessmentSummary[]; total: number }> {
    const page = await this.repo.list(
      {
        status: 'approved',
        subjectType: 'person',
        subjectRef: String(actor.userId),
        ...(query.type && { type: query.type }),
      },
      query,
    );
    return { rows: await this.presenter.toSummaries(page.rows), total: page.total };
  }

  /** The latest approved result about a subject (e.g. the ability level on a health-record summary). */
  async latest(actor: Actor, query: LatestQuery): Promise<AssessmentRecord | null> {
    const own = query.subjectType === 'person' && query.subjectRef === String(actor.userId);
    if (!own && !isStaff(actor) && !isAdmin(actor)) throw forbidden();
    const row = await this.repo.latestApproved(query.type, {
      subjectType: query.subjectType,
      subjectName: '',
      subjectRef: query.subjectRef,
    });
    return row ? this.presenter.toRecord(row) : null;
  }

  /**
   * The health-record summary's line (/pagesC/shfw/jkdagljs): the latest approved elderly-ability level
   * of a person subject, for the social-services module's HealthSources.
   */
  async latestAbility(subjectRef: string): Promise<validity.LatestAbility | null> {
    const row = await this.repo.latestApproved('elderly-ability', {
      subjectType: 'person',
      subjectName: '',
      subjectRef,
    });
    return row?.outcome ? validity.latestAbilityOf({ ...row, outcome: row.outcome }, this.clock) : null;
  }

  /** This assessment beside the previous approved one of the same subject and type. */
  async compare(actor: Actor, id: number): Promise<AssessmentComparison> {
    const current = await this.get(actor, id);
    const previousRow = await this.repo.latestApproved(current.type, current.subject, id);
    const previous = previousRow ? await this.presenter.toRecord(previousRow) : null;
    return { current, previous, ...changesBetween(current, previous) };
  }

  // ---------------------------------------------------------------------------------- helpers

  private canRead(actor: Actor, row: AssessmentRow): boolean {
    if (isAdmin(actor)) return true;
    if (isStaff(actor) && isAssessorOf(actor, row)) return true;
    return row.status === 'approved' && isSubject(actor, row);
  }

  private async requireRow(id: number): Promise<AssessmentRow> {
    const row = await this.repo.findById(id);
    if (!row) throw new AppError(ErrorCode.ASSESSMENT_NOT_FOUND);
    return row;
  }

  /** Only the assessor changes a record, and only while it is a draft or returned. */
  private async requireEditable(actor: Actor, id: number): Promise<AssessmentRow> {
    const row = await this.requireRow(id);
    if (!isStaff(actor) || row.assessorId !== actor.userId) throw forbidden();
    if (!(EDITABLE as readonly string[]).includes(row.status))
      throw new AppError(ErrorCode.ASSESSMENT_NOT_EDITABLE);
    return row;
  }

  private async templateOf(row: AssessmentRow): Promise<AssessmentTemplate> {
    const template = await this.repo.findTemplateById(row.templateId);
    if (!template) throw new AppError(ErrorCode.ASSESSMENT_TEMPLATE_NOT_FOUND);
    return resolveTemplate(template.definition, row.orgType);
  }
}
