import type { FastifyBaseLogger } from 'fastify';
import { type Clock, DAY, HOUR } from '../../platform/clock.ts';
import type { Scheduler } from '../../platform/scheduler.ts';
import type { HistoryRepository } from './history.repository.ts';

export const HISTORY_ROLLUP_JOB = 'history.rollup';
/** Every hour, a few minutes past, so the hour just closed is complete before it is rolled up. */
export const HISTORY_ROLLUP_CRON = '7 * * * *';
/** Readings moved per transaction: short transactions keep ingest writes flowing meanwhile. */
const BATCH = 2000;

/**
 * History retention (HISTORY_RAW_DAYS): raw property readings are kept that many days; older ones are rolled
 * up into hourly min/max/avg/count rows and deleted, so years of readings stay small and fast. Runs as a
 * persisted scheduler job (one node runs it, docs/architecture.md "Scheduler"), with time from the Clock
 * adapter.
 */
export class HistoryRetention {
  constructor(
    private readonly history: HistoryRepository,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    readonly rawDays: number,
  ) {}

  /** The retention boundary: raw rows before it are rolled up. Whole hours, so a bucket is never split. */
  boundary(): string {
    const t = this.clock.now().getTime() - this.rawDays * DAY;
    return new Date(Math.floor(t / HOUR) * HOUR).toISOString();
  }

  /** Rolls up everything older than the boundary; returns how many raw readings moved. */
  async run(): Promise<number> {
    const cutoff = this.boundary();
    let moved = 0;
    for (;;) {
      const n = await this.history.rollupBatch(cutoff, BATCH);
      moved += n;
      if (n < BATCH) break;
    }
    if (moved > 0) this.log.info({ moved, cutoff }, 'history: raw readings rolled up into hourly rows');
    return moved;
  }

  /** Registers the job with the scheduler and arms it (idempotent: re-arming keeps one row). */
  async arm(scheduler: Scheduler): Promise<void> {
    scheduler.register(HISTORY_ROLLUP_JOB, {
      run: async () => {
        await this.run();
      },
      // A skipped hour loses nothing: the next run rolls up everything older than the boundary.
      misfired: async () => {},
    });
    await scheduler.arm(HISTORY_ROLLUP_JOB, 1, HISTORY_ROLLUP_CRON);
  }
}
