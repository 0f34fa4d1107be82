import type { ProjectStatus, ServiceCategory, ServiceProject } from '@linli/contracts';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { containsText } from './access.ts';
import type { ServiceProjectsTable } from './tables.ts';

/**
 * A project as stored: `title`, `summary`, `description`, `eligibility`, `provider` and `schedule` are the
 * Chinese texts, beside their English ones; the caller's language is picked when it is answered
 * (catalog.service.ts projectDto).
 */
export type ProjectRecord = Omit<
  ServiceProject,
  'categoryName' | 'titleZh' | 'summaryZh' | 'descriptionZh' | 'eligibilityZh' | 'providerZh' | 'scheduleZh'
>;

/** The English texts of a project, by field: what the demo seed fills where a centre left them empty. */
export type ProjectEnglish = Pick<
  ProjectRecord,
  'titleEn' | 'summaryEn' | 'descriptionEn' | 'eligibilityEn' | 'providerEn' | 'scheduleEn'
>;

const ENGLISH_COLUMNS = {
  titleEn: 'title_en',
  summaryEn: 'summary_en',
  descriptionEn: 'description_en',
  eligibilityEn: 'eligibility_en',
  providerEn: 'provider_en',
  scheduleEn: 'schedule_en',
} as const satisfies Record<keyof ProjectEnglish, string>;

export type ProjectValues = Omit<ProjectRecord, 'id' | 'createdAt'>;

export interface ProjectFilter {
  category?: ServiceCategory | undefined;
  keyword?: string | undefined;
  featured?: boolean | undefined;
  status?: ProjectStatus | undefined;
  offset: number;
  limit: number;
}

type Db = Kysely<Database> | Transaction<Database>;

function toRecord(row: Selectable<ServiceProjectsTable>): ProjectRecord {
  return {
    id: row.id,
    category: row.category as ServiceCategory,
    title: row.title,
    titleEn: row.title_en,
    summary: row.summary,
    summaryEn: row.summary_en,
    description: row.description,
    descriptionEn: row.description_en,
    eligibility: row.eligibility,
    eligibilityEn: row.eligibility_en,
    provider: row.provider,
    providerEn: row.provider_en,
    address: row.address,
    longitude: row.longitude === null ? null : Number(row.longitude),
    latitude: row.latitude === null ? null : Number(row.latitude),
    schedule: row.schedule,
    scheduleEn: row.schedule_en,
    capacity: row.capacity,
    remaining: row.remaining,
    contactPhone: row.contact_phone,
    cover: row.cover,
    featured: row.featured === 1,
    status: row.status as ProjectStatus,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function toRow(values: ProjectValues) {
  return {
    category: values.category,
    title: values.title,
    title_en: values.titleEn,
    summary: values.summary,
    summary_en: values.summaryEn,
    description: values.description,
    description_en: values.descriptionEn,
    eligibility: values.eligibility,
    eligibility_en: values.eligibilityEn,
    provider: values.provider,
    provider_en: values.providerEn,
    address: values.address,
    longitude: values.longitude,
    latitude: values.latitude,
    schedule: values.schedule,
    schedule_en: values.scheduleEn,
    capacity: values.capacity,
    remaining: values.remaining,
    contact_phone: values.contactPhone,
    cover: values.cover,
    featured: values.featured ? 1 : 0,
    status: values.status,
    updated_at: values.updatedAt,
  };
}

export class ProjectsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async list(filter: ProjectFilter): Promise<{ rows: ProjectRecord[]; total: number }> {
    let query = this.db.selectFrom('service_projects');
    if (filter.category) query = query.where('category', '=', filter.category);
    if (filter.status) query = query.where('status', '=', filter.status);
    if (filter.featured !== undefined) query = query.where('featured', '=', filter.featured ? 1 : 0);
    if (filter.keyword) {
      const keyword = filter.keyword;
      query = query.where((eb) =>
        eb.or([
          containsText('title', keyword),
          containsText('title_en', keyword),
          containsText('summary', keyword),
          containsText('provider', keyword),
          containsText('address', keyword),
        ]),
      );
    }
    const count = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const rows = await query
      .selectAll()
      .orderBy('featured', 'desc')
      .orderBy('id', 'desc')
      .offset(filter.offset)
      .limit(filter.limit)
      .execute();
    return { rows: rows.map(toRecord), total: Number(count.n) };
  }

  async countByCategory(status: ProjectStatus): Promise<Map<string, number>> {
    const rows = await this.db
      .selectFrom('service_projects')
      .select(['category', (eb) => eb.fn.countAll<number>().as('n')])
      .where('status', '=', status)
      .groupBy('category')
      .execute();
    return new Map(rows.map((r) => [r.category, Number(r.n)]));
  }

  async findById(id: number, db: Db = this.db): Promise<ProjectRecord | undefined> {
    const row = await db.selectFrom('service_projects').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toRecord(row);
  }

  async findByTitle(title: string): Promise<ProjectRecord | undefined> {
    const row = await this.db
      .selectFrom('service_projects')
      .selectAll()
      .where('title', '=', title)
      .executeTakeFirst();
    return row && toRecord(row);
  }

  async insert(values: ProjectValues, createdAt: string): Promise<ProjectRecord> {
    const row = await this.db
      .insertInto('service_projects')
      .values({ ...toRow(values), created_at: createdAt })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toRecord(row);
  }

  async update(id: number, values: ProjectValues): Promise<void> {
    await this.db.updateTable('service_projects').set(toRow(values)).where('id', '=', id).execute();
  }

  /** Writes the given English texts only where the project's are empty: nobody's own wording is replaced. */
  async fillEmptyEnglish(id: number, english: Partial<ProjectEnglish>): Promise<void> {
    for (const [field, column] of Object.entries(ENGLISH_COLUMNS)) {
      const text = english[field as keyof ProjectEnglish];
      if (!text) continue;
      await this.db
        .updateTable('service_projects')
        .set({ [column]: text })
        .where('id', '=', id)
        .where(column, '=', '')
        .execute();
    }
  }

  /** Whether any application or service record names the project (then it must not disappear). */
  async isReferenced(id: number): Promise<boolean> {
    const application = await this.db
      .selectFrom('service_applications')
      .select('id')
      .where('project_id', '=', id)
      .limit(1)
      .executeTakeFirst();
    if (application) return true;
    const record = await this.db
      .selectFrom('service_records')
      .select('id')
      .where('project_id', '=', id)
      .limit(1)
      .executeTakeFirst();
    return record !== undefined;
  }

  async delete(id: number): Promise<void> {
    await this.db.deleteFrom('service_projects').where('id', '=', id).execute();
  }

  /**
   * Takes (delta -1) or gives back (+1) one place. Taking is conditional on a place being left, in one
   * statement, so two social workers accepting at once cannot overbook. Answers whether it happened.
   */
  async moveSeat(db: Db, id: number, delta: -1 | 1, now: string): Promise<boolean> {
    let query = db
      .updateTable('service_projects')
      .set((eb) => ({ remaining: eb('remaining', '+', delta), updated_at: now }))
      .where('id', '=', id);
    query = delta < 0 ? query.where('remaining', '>', 0) : query.whereRef('remaining', '<', 'capacity');
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}
