import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { SchedulerJobsTable } from './scheduler.tables.ts';

export interface JobRow {
  id: number;
  kind: string;
  refId: number;
  cron: string | null;
  payload: string;
  nextRunAt: string;
}

/** Queries of the persisted scheduler (platform/scheduler.ts). */
export class SchedulerRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async due(now: string, limit: number): Promise<JobRow[]> {
    const rows = await this.db
      .selectFrom('scheduler_jobs')
      .select(['id', 'kind', 'ref_id', 'cron', 'payload', 'next_run_at'])
      .where('next_run_at', '<=', now)
      .orderBy('next_run_at')
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map(toJob);
  }

  async find(kind: string, refId: number): Promise<JobRow | undefined> {
    const r = await this.db
      .selectFrom('scheduler_jobs')
      .select(['id', 'kind', 'ref_id', 'cron', 'payload', 'next_run_at'])
      .where('kind', '=', kind)
      .where('ref_id', '=', refId)
      .executeTakeFirst();
    return r && toJob(r);
  }

  /**
   * One statement, so two nodes arming the same job at once (both starting up) end with one row rather
   * than a unique-constraint failure.
   */
  async upsert(job: Omit<JobRow, 'id'>, now: string): Promise<void> {
    const values = { cron: job.cron, payload: job.payload, next_run_at: job.nextRunAt };
    await this.db
      .insertInto('scheduler_jobs')
      .values({ kind: job.kind, ref_id: job.refId, ...values, created_at: now })
      .onConflict((conflict) => conflict.columns(['kind', 'ref_id']).doUpdateSet(values))
      .execute();
  }

  async delete(kind: string, refId: number): Promise<void> {
    await this.db.deleteFrom('scheduler_jobs').where('kind', '=', kind).where('ref_id', '=', refId).execute();
  }

  /** Compare-and-set on next_run_at: true for the one caller that moved this occurrence on. */
  async claimRecurring(id: number, expected: string, next: string, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('scheduler_jobs')
      .set({ next_run_at: next, last_run_at: now })
      .where('id', '=', id)
      .where('next_run_at', '=', expected)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** A one-shot job is claimed by deleting it: true for the one caller that did. */
  async claimOnce(id: number): Promise<boolean> {
    const result = await this.db.deleteFrom('scheduler_jobs').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }
}

type JobColumns = Pick<
  Selectable<SchedulerJobsTable>,
  'id' | 'kind' | 'ref_id' | 'cron' | 'payload' | 'next_run_at'
>;

function toJob(r: JobColumns): JobRow {
  return {
    id: r.id,
    kind: r.kind,
    refId: r.ref_id,
    cron: r.cron,
    payload: r.payload,
    nextRunAt: r.next_run_at,
  };
}
