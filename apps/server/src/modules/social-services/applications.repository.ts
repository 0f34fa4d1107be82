import type {
  ApplicationActor,
  ApplicationEvent,
  ApplicationStatus,
  ApplicationSummary,
  ServedType,
  ServiceCategory,
  TimeSlot,
} from '@linli/contracts';
import type { Expression, Kysely, Transaction } from 'kysely';
import { pageWithTotal, preparedPage, readPage } from '../../db/prepared-query.ts';
import type { Database } from '../../db/schema.ts';
import { containsText, parseList } from './access.ts';

/**
 * An application as stored, with its project's title in both languages: what callers see less what depends
 * on who asks (the actions open to them, the title in their language).
 */
export type ApplicationRecord = Omit<ApplicationSummary, 'allowedActions' | 'canRate'> & {
  projectTitleEn: string;
};

export type NewApplication = Omit<
  ApplicationRecord,
  | 'id'
  | 'projectTitle'
  | 'projectTitleEn'
  | 'projectCategory'
  | 'projectCover'
  | 'status'
  | 'scheduledDate'
  | 'scheduledTime'
  | 'rating'
  | 'ratingComment'
  | 'ratedAt'
>;

export type NewEvent = Omit<ApplicationEvent, 'id'> & { applicationId: number };

export interface ApplicationFilter {
  applicantId?: number | undefined;
  status?: ApplicationStatus | undefined;
  statuses?: readonly ApplicationStatus[] | undefined;
  projectId?: number | undefined;
  keyword?: string | undefined;
  offset: number;
  limit: number;
}

type Db = Kysely<Database> | Transaction<Database>;

/** An application's columns, named (a page read as JSON, db/prepared-query.ts pageWithTotal, must name them). */
const APPLICATION_COLUMNS = [
  'a.id',
  'a.project_id',
  'a.applicant_id',
  'a.applicant_name',
  'a.served_type',
  'a.served_name',
  'a.served_relation',
  'a.served_phone',
  'a.description',
  'a.preferred_date',
  'a.preferred_slot',
  'a.contact_phone',
  'a.attachments',
  'a.status',
  'a.scheduled_date',
  'a.scheduled_time',
  'a.rating',
  'a.rating_comment',
  'a.rated_at',
  'a.created_at',
  'a.updated_at',
] as const;

export class ApplicationsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  /** Applications joined to their projects (every application has one: a named project is never deleted). */
  private joined(db: Db = this.db) {
    return db
      .selectFrom('service_applications as a')
      .innerJoin('service_projects as p', 'p.id', 'a.project_id');
  }

  /** An application's columns with its project's titles, category and cover. */
  private withProject(query: ReturnType<ApplicationsRepository['joined']>) {
    return query
      .select(APPLICATION_COLUMNS)
      .select([
        'p.title as project_title',
        'p.title_en as project_title_en',
        'p.category as project_category',
      ])
      .select('p.cover as project_cover');
  }

  private select(db: Db = this.db) {
    return this.withProject(this.joined(db));
  }

  private toRecord(
    row: Awaited<ReturnType<ReturnType<ApplicationsRepository['select']>['executeTakeFirstOrThrow']>>,
  ) {
    const record: ApplicationRecord = {
      id: row.id,
      projectId: row.project_id,
      projectTitle: row.project_title,
      projectTitleEn: row.project_title_en,
      projectCategory: row.project_category as ServiceCategory,
      projectCover: row.project_cover,
      applicantId: row.applicant_id,
      applicantName: row.applicant_name,
      servedType: row.served_type as ServedType,
      servedName: row.served_name,
      servedRelation: row.served_relation,
      servedPhone: row.served_phone,
      description: row.description,
      preferredDate: row.preferred_date,
      preferredSlot: row.preferred_slot as TimeSlot,
      contactPhone: row.contact_phone,
      attachments: parseList(row.attachments),
      status: row.status as ApplicationStatus,
      scheduledDate: row.scheduled_date,
      scheduledTime: row.scheduled_time,
      rating: row.rating,
      ratingComment: row.rating_comment,
      ratedAt: row.rated_at,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    };
    return record;
  }

  async findById(id: number, db: Db = this.db): Promise<ApplicationRecord | undefined> {
    const row = await this.select(db).where('a.id', '=', id).executeTakeFirst();
    return row && this.toRecord(row);
  }

  /** The applications a filter picks, by their own columns (everything but the keyword). */
  private matching(filter: ApplicationFilter) {
    let query = this.db.selectFrom('service_applications as a');
    if (filter.applicantId !== undefined) query = query.where('a.applicant_id', '=', filter.applicantId);
    if (filter.status) query = query.where('a.status', '=', filter.status);
    if (filter.statuses) query = query.where('a.status', 'in', [...filter.statuses]);
    if (filter.projectId !== undefined) query = query.where('a.project_id', '=', filter.projectId);
    return query;
  }

  async list(filter: ApplicationFilter): Promise<{ rows: ApplicationRecord[]; total: number }> {
    const { offset, limit, applicantId } = filter;
    if (!filter.keyword && !filter.status && !filter.statuses && filter.projectId === undefined) {
      // The inbox and an appointment history without filters, the lists opened most: the page and its
      // total in one prepared statement.
      const page =
        applicantId === undefined ? this.allPage(limit, offset) : this.minePage(limit, applicantId, offset);
      const { rows, total } = readPage((await this.db.executeQuery(page)).rows[0]);
      return { rows: rows.map((r) => this.toRecord(r)), total };
    }
    let query = this.matching(filter).innerJoin('service_projects as p', 'p.id', 'a.project_id');
    if (filter.keyword) {
      const keyword = filter.keyword;
      query = query.where((eb) =>
        eb.or([
          containsText('a.applicant_name', keyword),
          containsText('a.served_name', keyword),
          containsText('a.contact_phone', keyword),
          containsText('p.title', keyword),
        ]),
      );
    }
    // Every application has its project (project_id is a required reference, and a project that
    // applications name is closed, never deleted): without a keyword on the title the total needs no join.
    const count = await (filter.keyword ? query : this.matching(filter))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const rows = await this.paged(query, offset, limit).execute();
    return { rows: rows.map((r) => this.toRecord(r)), total: Number(count.n) };
  }

  /** A page of applications with their projects, the latest changed first. */
  private paged(
    query: ReturnType<ApplicationsRepository['joined']>,
    offset: number,
    limit: number | Expression<number>,
  ) {
    return this.withProject(query)
      .orderBy('a.updated_at', 'desc')
      .orderBy('a.id', 'desc')
      .offset(offset)
      .limit(limit);
  }

  private readonly allPage = preparedPage(1, (limit, offset: number) =>
    pageWithTotal(
      this.db,
      this.paged(this.joined(), offset, limit),
      this.db.selectFrom('service_applications').select((eb) => eb.fn.countAll<number>().as('n')),
    ),
  );
  private readonly minePage = preparedPage(2, (limit, applicantId: number, offset: number) =>
    pageWithTotal(
      this.db,
      this.paged(this.joined().where('a.applicant_id', '=', applicantId), offset, limit),
      this.db
        .selectFrom('service_applications')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('applicant_id', '=', applicantId),
    ),
  );

  async countByStatus(applicantId: number): Promise<Map<ApplicationStatus, number>> {
    const rows = await this.db
      .selectFrom('service_applications')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .where('applicant_id', '=', applicantId)
      .groupBy('status')
      .execute();
    return new Map(rows.map((r) => [r.status as ApplicationStatus, Number(r.n)]));
  }

  async hasOpen(
    projectId: number,
    applicantId: number,
    open: readonly ApplicationStatus[],
  ): Promise<boolean> {
    const row = await this.db
      .selectFrom('service_applications')
      .select('id')
      .where('project_id', '=', projectId)
      .where('applicant_id', '=', applicantId)
      .where('status', 'in', [...open])
      .executeTakeFirst();
    return row !== undefined;
  }

  async insert(trx: Db, values: NewApplication): Promise<number> {
    const row = await trx
      .insertInto('service_applications')
      .values({
        project_id: values.projectId,
        applicant_id: values.applicantId,
        applicant_name: values.applicantName,
        served_type: values.servedType,
        served_name: values.servedName,
        served_relation: values.servedRelation,
        served_phone: values.servedPhone,
        description: values.description,
        preferred_date: values.preferredDate,
        preferred_slot: values.preferredSlot,
        contact_phone: values.contactPhone,
        attachments: JSON.stringify(values.attachments),
        status: 'submitted',
        scheduled_date: null,
        scheduled_time: null,
        rating: null,
        rated_at: null,
        created_at: values.createdAt,
        updated_at: values.updatedAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Moves the status only if it is still `from`: a concurrent change makes this answer false. */
  async changeStatus(
    trx: Db,
    id: number,
    from: ApplicationStatus,
    to: ApplicationStatus,
    schedule: { date: string; time: string } | undefined,
    now: string,
  ): Promise<boolean> {
    const result = await trx
      .updateTable('service_applications')
      .set({
        status: to,
        updated_at: now,
        ...(schedule ? { scheduled_date: schedule.date, scheduled_time: schedule.time } : {}),
      })
      .where('id', '=', id)
      .where('status', '=', from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Records the rating once: false when it was already there. */
  async rate(trx: Db, id: number, rating: number, comment: string, now: string): Promise<boolean> {
    const result = await trx
      .updateTable('service_applications')
      .set({ rating, rating_comment: comment, rated_at: now, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'completed')
      .where('rating', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async insertEvent(trx: Db, event: NewEvent): Promise<void> {
    await trx
      .insertInto('service_application_events')
      .values({
        application_id: event.applicationId,
        action: event.action,
        from_status: event.fromStatus,
        to_status: event.toStatus,
        actor_id: event.actorId,
        actor_name: event.actorName,
        actor_role: event.actorRole,
        note: event.note,
        created_at: event.createdAt,
      })
      .execute();
  }

  async events(applicationId: number): Promise<ApplicationEvent[]> {
    const rows = await this.db
      .selectFrom('service_application_events')
      .selectAll()
      .where('application_id', '=', applicationId)
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      action: r.action as ApplicationEvent['action'],
      fromStatus: r.from_status as ApplicationStatus | null,
      toStatus: r.to_status as ApplicationStatus,
      actorId: r.actor_id,
      actorName: r.actor_name,
      actorRole: r.actor_role as ApplicationActor,
      note: r.note,
      createdAt: r.created_at,
    }));
  }

  async deleteByApplicant(applicantId: number): Promise<void> {
    await this.db.deleteFrom('service_applications').where('applicant_id', '=', applicantId).execute();
  }

  async countForApplicant(applicantId: number): Promise<number> {
    const row = await this.db
      .selectFrom('service_applications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('applicant_id', '=', applicantId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
