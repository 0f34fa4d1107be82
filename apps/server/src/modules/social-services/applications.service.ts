import {
  APPLICATION_TRANSITIONS,
  type ApplicationActionBody,
  type ApplicationActor,
  type ApplicationBody,
  type ApplicationDetail,
  type ApplicationStatus,
  type ApplicationSummary,
  type ApplicationsQuery,
  allowedActions,
  appointmentDateRange,
  canRate,
  centreDate,
  ErrorCode,
  isWithinRange,
  type Language,
  type MyApplicationsQuery,
  OPEN_STATUSES,
  type RateBody,
  type Role,
  transition,
} from '@linli/contracts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, forbidden } from '../../platform/errors.ts';
import type { AuthUser } from '../../platform/request-context.ts';
import { isStaff, notFound, pageOf, requireStaff } from './access.ts';
import type { ApplicationRecord, ApplicationsRepository } from './applications.repository.ts';
import type { CatalogService } from './catalog.service.ts';
import type { ProjectsRepository } from './projects.repository.ts';

/** The accounts module, as far as this one needs it (UsersService satisfies it). */
export interface AccountLookup {
  findById(
    id: number,
  ): Promise<{ nickName: string; username: string; roles: Role[]; disabled: boolean } | undefined>;
  /** The centre's staff accounts (caseworker choices). */
  staff(): Promise<{ id: number; nickName: string; username: string }[]>;
}

const LATEST_ON_HOME = 3;

/**
 * Service demand applications and their one state machine (contracts social-services/state-machine.ts):
 * residents apply, follow, cancel and rate; social workers move them along. Every status change is kept
 * as a timeline entry with who, when and why.
 */
export class ApplicationsService {
  constructor(
    private readonly applications: ApplicationsRepository,
    private readonly projects: ProjectsRepository,
    private readonly catalog: CatalogService,
    private readonly accounts: AccountLookup,
    private readonly clock: Clock,
  ) {}

  async submit(caller: AuthUser, body: ApplicationBody): Promise<{ id: number }> {
    const project = await this.catalog.visible(caller, body.projectId);
    if (project.status !== 'published')
      throw new AppError(ErrorCode.PROJECT_NOT_OPEN, { field: 'projectId' });
    if (project.remaining <= 0) throw new AppError(ErrorCode.PROJECT_FULL, { field: 'projectId' });
    const now = this.clock.now();
    const range = appointmentDateRange(centreDate(now));
    if (!isWithinRange(body.preferredDate, range)) {
      throw new AppError(ErrorCode.FIELD_OUT_OF_RANGE, { field: 'preferredDate', ...range });
    }
    if (await this.applications.hasOpen(project.id, caller.userId, OPEN_STATUSES)) {
      throw new AppError(ErrorCode.APPLICATION_DUPLICATE, { field: 'projectId' });
    }
    const account = await this.accounts.findById(caller.userId);
    const applicantName = account?.nickName || caller.username;
    const self = body.servedType === 'self';
    const at = now.toISOString();
    const id = await this.applications.transaction(async (trx) => {
      const id = await this.applications.insert(trx, {
        projectId: project.id,
        applicantId: caller.userId,
        applicantName,
        servedType: body.servedType,
        servedName: self ? applicantName : (body.servedName ?? ''),
        servedRelation: self ? '' : (body.servedRelation ?? ''),
        servedPhone: self ? body.contactPhone : body.servedPhone || body.contactPhone,
        description: body.description,
        preferredDate: body.preferredDate,
        preferredSlot: body.preferredSlot,
        contactPhone: body.contactPhone,
        attachments: body.attachments,
        createdAt: at,
        updatedAt: at,
      });
      await this.applications.insertEvent(trx, {
        applicationId: id,
        action: 'submit',
        fromStatus: null,
        toStatus: 'submitted',
        actorId: caller.userId,
        actorName: applicantName,
        actorRole: 'applicant',
        note: '',
        createdAt: at,
      });
      return id;
    });
    return { id };
  }

  /** The appointment history: the caller's own applications only. */
  async mine(caller: AuthUser, query: MyApplicationsQuery, language: Language) {
    const { rows, total } = await this.applications.list({
      applicantId: caller.userId,
      status: query.status,
      statuses: query.open ? OPEN_STATUSES : undefined,
      projectId: query.projectId,
      ...pageOf(query),
    });
    return { rows: rows.map((a) => this.summaryOf(a, caller, language)), total };
  }

  /** The social workers' inbox: every application of the centre. */
  async all(caller: AuthUser, query: ApplicationsQuery, language: Language) {
    requireStaff(caller);
    const { rows, total } = await this.applications.list({
      status: query.status,
      statuses: query.open ? OPEN_STATUSES : undefined,
      projectId: query.projectId,
      keyword: query.keyword || undefined,
      ...pageOf(query),
    });
    return { rows: rows.map((a) => this.summaryOf(a, caller, language)), total };
  }

  async detail(caller: AuthUser, id: number, language: Language): Promise<ApplicationDetail> {
    const application = await this.readable(caller, id);
    return {
      ...this.summaryOf(application, caller, language),
      timeline: await this.applications.events(id),
    };
  }

  async act(caller: AuthUser, id: number, body: ApplicationActionBody): Promise<void> {
    const application = await this.readable(caller, id);
    const owner = application.applicantId === caller.userId;
    // Cancelling is the applicant's; everything else is the social workers'.
    const wantsApplicantAction = APPLICATION_TRANSITIONS[body.action].by === 'applicant';
    const actor: ApplicationActor = wantsApplicantAction
      ? owner
        ? 'applicant'
        : 'staff'
      : isStaff(caller)
        ? 'staff'
        : 'applicant';
    const result = transition(application.status, body.action, actor);
    if (!result.ok) {
      if (result.reason === 'wrong_actor') throw forbidden();
      if (result.reason === 'too_late') throw new AppError(ErrorCode.APPLICATION_CANCEL_TOO_LATE);
      throw new AppError(ErrorCode.APPLICATION_TRANSITION_REFUSED, { field: 'action' });
    }
    const now = this.clock.now();
    let schedule: { date: string; time: string } | undefined;
    if (body.action === 'schedule' && body.scheduledDate && body.scheduledTime) {
      const range = appointmentDateRange(centreDate(now));
      if (!isWithinRange(body.scheduledDate, range)) {
        throw new AppError(ErrorCode.FIELD_OUT_OF_RANGE, { field: 'scheduledDate', ...range });
      }
      schedule = { date: body.scheduledDate, time: body.scheduledTime };
    }
    const at = now.toISOString();
    const actorName = await this.nameOf(caller);
    await this.applications.transaction(async (trx) => {
      const moved = await this.applications.changeStatus(
        trx,
        id,
        application.status,
        result.to,
        schedule,
        at,
      );
      if (!moved) throw new AppError(ErrorCode.APPLICATION_TRANSITION_REFUSED, { field: 'action' });
      if (result.seatDelta !== 0) {
        const seated = await this.projects.moveSeat(trx, application.projectId, result.seatDelta, at);
        if (!seated && result.seatDelta < 0) throw new AppError(ErrorCode.PROJECT_FULL);
      }
      await this.applications.insertEvent(trx, {
        applicationId: id,
        action: body.action,
        fromStatus: application.status,
        toStatus: result.to,
        actorId: caller.userId,
        actorName,
        actorRole: actor,
        note: body.note ?? '',
        createdAt: at,
      });
    });
  }

  async rate(caller: AuthUser, id: number, body: RateBody): Promise<void> {
    const application = await this.readable(caller, id);
    if (application.applicantId !== caller.userId) throw forbidden();
    if (application.rating !== null) throw new AppError(ErrorCode.APPLICATION_ALREADY_RATED);
    if (!canRate(application.status, false)) throw new AppError(ErrorCode.APPLICATION_RATE_NOT_COMPLETED);
    const at = this.clock.now().toISOString();
    const actorName = await this.nameOf(caller);
    await this.applications.transaction(async (trx) => {
      if (!(await this.applications.rate(trx, id, body.rating, body.ratingComment ?? '', at))) {
        throw new AppError(ErrorCode.APPLICATION_ALREADY_RATED);
      }
      await this.applications.insertEvent(trx, {
        applicationId: id,
        action: 'rate',
        fromStatus: 'completed',
        toStatus: 'completed',
        actorId: caller.userId,
        actorName,
        actorRole: 'applicant',
        note: `${body.rating}★ ${body.ratingComment ?? ''}`.trim(),
        createdAt: at,
      });
    });
  }

  /** The entry page's summary of the caller's requests. */
  async summaryFor(caller: AuthUser, language: Language) {
    const counts = await this.applications.countByStatus(caller.userId);
    const byStatus: Partial<Record<ApplicationStatus, number>> = Object.fromEntries(counts);
    const open = OPEN_STATUSES.reduce((sum, status) => sum + (counts.get(status) ?? 0), 0);
    const { rows } = await this.applications.list({
      applicantId: caller.userId,
      statuses: OPEN_STATUSES,
      offset: 0,
      limit: LATEST_ON_HOME,
    });
    return { open, byStatus, latest: rows.map((a) => this.summaryOf(a, caller, language)) };
  }

  countFor(userId: number): Promise<number> {
    return this.applications.countForApplicant(userId);
  }

  /** A deleted account's requests go with it (their timelines cascade). */
  removeUserData(userId: number): Promise<void> {
    return this.applications.deleteByApplicant(userId);
  }

  /** The applicant reads their own application; social workers read any; anyone else is refused. */
  private async readable(caller: AuthUser, id: number): Promise<ApplicationRecord> {
    const application = await this.applications.findById(id);
    // Someone else's application answers as a missing one: the answer must not tell which ids exist.
    if (!application || (application.applicantId !== caller.userId && !isStaff(caller))) throw notFound();
    return application;
  }

  private async nameOf(caller: AuthUser): Promise<string> {
    return (await this.accounts.findById(caller.userId))?.nickName || caller.username;
  }

  /**
   * Written out field by field: `{ ...record, projectTitle, allowedActions, canRate }` made V8 copy each
   * record the slow way (~10 µs a row on the development VM, the inbox page's costliest JavaScript).
   */
  private summaryOf(a: ApplicationRecord, caller: AuthUser, language: Language): ApplicationSummary {
    const owner = a.applicantId === caller.userId;
    const actions = [
      ...(owner ? allowedActions(a.status, 'applicant') : []),
      ...(isStaff(caller) ? allowedActions(a.status, 'staff') : []),
    ];
    return {
      id: a.id,
      projectId: a.projectId,
      projectTitle: language === 'en-US' && a.projectTitleEn ? a.projectTitleEn : a.projectTitle,
      projectCategory: a.projectCategory,
      projectCover: a.projectCover,
      applicantId: a.applicantId,
      applicantName: a.applicantName,
      servedType: a.servedType,
      servedName: a.servedName,
      servedRelation: a.servedRelation,
      servedPhone: a.servedPhone,
      description: a.description,
      preferredDate: a.preferredDate,
      preferredSlot: a.preferredSlot,
      contactPhone: a.contactPhone,
      attachments: a.attachments,
      status: a.status,
      scheduledDate: a.scheduledDate,
      scheduledTime: a.scheduledTime,
      rating: a.rating,
      ratingComment: a.ratingComment,
      ratedAt: a.ratedAt,
      createdAt: a.createdAt,
      updatedAt: a.updatedAt,
      allowedActions: actions,
      canRate: owner && canRate(a.status, a.rating !== null),
    };
  }
}
