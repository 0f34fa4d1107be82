import type { FollowUpMethod, RecordKind, ServiceCategory, ServiceRecord } from '@linli/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { parseList } from './access.ts';
import type { ServiceRecordsTable } from './tables.ts';

/** A record as stored: its check-in place in three columns, the category's name left to the caller's language. */
export type RecordRow = Omit<ServiceRecord, 'categoryName' | 'location'> & {
  latitude: number | null;
  longitude: number | null;
  locationAddress: string | null;
};

export type NewRecord = Omit<RecordRow, 'id' | 'personName'>;

export interface RecordFilter {
  personIds?: number[] | undefined;
  workerId?: number | undefined;
  kind?: RecordKind | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

function toRecordRow(row: Selectable<ServiceRecordsTable> & { person_name: string }): RecordRow {
  return {
    id: row.id,
    kind: row.kind as RecordKind,
    personId: row.person_id,
    personName: row.person_name,
    category: row.category as ServiceCategory,
    projectId: row.project_id,
    workerId: row.worker_id,
    workerName: row.worker_name,
    serviceDate: row.service_date,
    durationMinutes: row.duration_minutes,
    content: row.content,
    outcome: row.outcome,
    latitude: row.latitude === null ? null : Number(row.latitude),
    longitude: row.longitude === null ? null : Number(row.longitude),
    locationAddress: row.location_address,
    checkInAt: row.check_in_at,
    photos: parseList(row.photos),
    followUpMethod: row.follow_up_method as FollowUpMethod | null,
    nextFollowUpDate: row.next_follow_up_date,
    createdAt: row.created_at,
  };
}

export class RecordsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private filtered(filter: RecordFilter) {
    let query = this.db
      .selectFrom('service_records as r')
      .innerJoin('service_persons as p', 'p.id', 'r.person_id');
    if (filter.personIds) {
      if (filter.personIds.length === 0) query = query.where('r.id', '=', -1);
      else query = query.where('r.person_id', 'in', filter.personIds);
    }
    if (filter.workerId !== undefined) query = query.where('r.worker_id', '=', filter.workerId);
    if (filter.kind) query = query.where('r.kind', '=', filter.kind);
    if (filter.from) query = query.where('r.service_date', '>=', filter.from);
    if (filter.to) query = query.where('r.service_date', '<=', filter.to);
    return query;
  }

  async listRecords(filter: RecordFilter, offset: number, limit: number) {
    const query = this.filtered(filter);
    const count = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const rows = await query
      .selectAll('r')
      .select('p.name as person_name')
      .orderBy('r.service_date', 'desc')
      .orderBy('r.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute();
    return { rows: rows.map(toRecordRow), total: Number(count.n) };
  }

  async findRecord(id: number): Promise<RecordRow | undefined> {
    const row = await this.db
      .selectFrom('service_records as r')
      .innerJoin('service_persons as p', 'p.id', 'r.person_id')
      .selectAll('r')
      .select('p.name as person_name')
      .where('r.id', '=', id)
      .executeTakeFirst();
    return row && toRecordRow(row);
  }

  async insertRecord(record: NewRecord): Promise<number> {
    const row = await this.db
      .insertInto('service_records')
      .values({
        person_id: record.personId,
        kind: record.kind,
        category: record.category,
        project_id: record.projectId,
        worker_id: record.workerId,
        worker_name: record.workerName,
        service_date: record.serviceDate,
        duration_minutes: record.durationMinutes,
        content: record.content,
        outcome: record.outcome,
        latitude: record.latitude,
        longitude: record.longitude,
        location_address: record.locationAddress,
        check_in_at: record.checkInAt,
        photos: JSON.stringify(record.photos),
        follow_up_method: record.followUpMethod,
        next_follow_up_date: record.nextFollowUpDate,
        created_at: record.createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Counts and minutes grouped by kind and category, and how many people were served. */
  async stats(filter: RecordFilter) {
    const groups = await this.filtered(filter)
      .select(['r.kind', 'r.category'])
      .select((eb) => [
        eb.fn.countAll<number>().as('n'),
        eb.fn.sum<number>('r.duration_minutes').as('minutes'),
      ])
      .groupBy(['r.kind', 'r.category'])
      .execute();
    const persons = await this.filtered(filter)
      .select((eb) => eb.fn.count<number>('r.person_id').distinct().as('n'))
      .executeTakeFirstOrThrow();
    return {
      groups: groups.map((g) => ({
        kind: g.kind as RecordKind,
        category: g.category as ServiceCategory,
        count: Number(g.n),
        minutes: Number(g.minutes ?? 0),
      })),
      persons: Number(persons.n),
    };
  }

  async countPersons(): Promise<number> {
    const row = await this.db
      .selectFrom('service_persons')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
