import { SCHEDULE_TIME_ZONE } from '@linli/contracts';
import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { type Clock, MINUTE, SECOND } from './clock.ts';
import { type JobRow, SchedulerRepository } from './scheduler.repository.ts';

export interface ScheduledRun {
  kind: string;
  refId: number;
  payload: unknown;
  /** When this occurrence was due. */
  scheduledFor: Date;
}

export interface JobKind {
  run(job: ScheduledRun): Promise<void>;
  /** Told when an occurrence was skipped by the misfire policy (to record it where people look). */
  misfired?(job: ScheduledRun, lateMs: number): Promise<void>;
}

/**
 * Misfire policy: an occurrence found late by at most `MISFIRE_GRACE_MS` (the server was down, busy or
 * restarting) runs once, late; several missed occurrences of one job collapse into that one run. An
 * occurrence later than that is skipped and logged (an 08:00 "switch on the heater" should not fire at
 * 14:00), and a recurring job moves on to its next time after now. One-shot jobs (a scene's delayed
 * actions) follow the same rule.
 */
export const MISFIRE_GRACE_MS = 5 * MINUTE;
/** How often the loop looks for due jobs; every occurrence runs within this of its time. */
export const SCHEDULER_POLL_MS = SECOND;

/**
 * Persisted jobs (docs/architecture.md "Scheduler"): timers, timing-triggered scenes and delayed scene
 * actions live in `scheduler_jobs`, so they survive a restart: `start()` looks for due work at once and then
 * every second. Time comes from the Clock adapter: tests move a FakeClock and call `runDue()`.
 *
 * Multi-node ready: a run is claimed with a compare-and-set on `next_run_at` (recurring) or by deleting
 * the row (one-shot), so two nodes polling the same table never run one occurrence twice. A database
 * lease per node only adds fairness, not correctness.
 */
export class Scheduler {
  private readonly repository: SchedulerRepository;
  private readonly kinds = new Map<string, JobKind>();
  private chain: Promise<number> = Promise.resolve(0);
  private timer: NodeJS.Timeout | undefined;

  constructor(
    db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly graceMs = MISFIRE_GRACE_MS,
  ) {
    this.repository = new SchedulerRepository(db);
  }

  register(kind: string, handler: JobKind): void {
    this.kinds.set(kind, handler);
  }

  /** The first time after `after` a five-field expression matches, in the centre's time zone. */
  static nextRun(cron: string, after: Date): Date | null {
    try {
      return new Cron(cron, { timezone: SCHEDULE_TIME_ZONE, paused: true, mode: '5-part' }).nextRun(after);
    } catch {
      return null;
    }
  }

  /** Arms (or re-arms) a recurring job; its next time is computed from now. */
  async arm(kind: string, refId: number, cron: string, payload: unknown = {}): Promise<Date | null> {
    const next = Scheduler.nextRun(cron, this.clock.now());
    if (!next) {
      await this.repository.delete(kind, refId);
      return null;
    }
    await this.repository.upsert(
      { kind, refId, cron, payload: JSON.stringify(payload), nextRunAt: next.toISOString() },
      this.clock.now().toISOString(),
    );
    return next;
  }

  /** A one-shot job at `at`. */
  async once(kind: string, refId: number, at: Date, payload: unknown = {}): Promise<void> {
    await this.repository.upsert(
      { kind, refId, cron: null, payload: JSON.stringify(payload), nextRunAt: at.toISOString() },
      this.clock.now().toISOString(),
    );
  }

  cancel(kind: string, refId: number): Promise<void> {
    return this.repository.delete(kind, refId);
  }

  async nextRunOf(kind: string, refId: number): Promise<string | null> {
    return (await this.repository.find(kind, refId))?.nextRunAt ?? null;
  }

  /** Runs every due job once (serialised: overlapping calls queue up). Returns how many ran. */
  runDue(): Promise<number> {
    this.chain = this.chain.then(
      () => this.runDueNow(),
      () => this.runDueNow(),
    );
    return this.chain;
  }

  private async runDueNow(): Promise<number> {
    let ran = 0;
    for (;;) {
      const now = this.clock.now();
      const due = await this.repository.due(now.toISOString(), 100);
      if (due.length === 0) return ran;
      for (const job of due) if (await this.fire(job, now)) ran += 1;
      if (due.length < 100) return ran;
    }
  }

  private async fire(job: JobRow, now: Date): Promise<boolean> {
    const scheduledFor = new Date(job.nextRunAt);
    let claimed: boolean;
    if (job.cron) {
      const next = Scheduler.nextRun(job.cron, now);
      if (!next) {
        await this.repository.delete(job.kind, job.refId);
        return false;
      }
      claimed = await this.repository.claimRecurring(
        job.id,
        job.nextRunAt,
        next.toISOString(),
        now.toISOString(),
      );
    } else {
      claimed = await this.repository.claimOnce(job.id);
    }
    if (!claimed) return false;
    const handler = this.kinds.get(job.kind);
    const run: ScheduledRun = { kind: job.kind, refId: job.refId, payload: parse(job.payload), scheduledFor };
    const late = now.getTime() - scheduledFor.getTime();
    if (!handler) {
      this.log.warn({ kind: job.kind, refId: job.refId }, 'scheduler: no handler for job kind');
      return false;
    }
    try {
      if (late > this.graceMs) {
        this.log.warn({ kind: job.kind, refId: job.refId, lateMs: late }, 'scheduler: misfire skipped');
        await handler.misfired?.(run, late);
        return false;
      }
      await handler.run(run);
      return true;
    } catch (error) {
      this.log.error({ err: error, kind: job.kind, refId: job.refId }, 'scheduler: job failed');
      return false;
    }
  }

  /** Starts the loop: due work (including what came due while the server was down) runs at once. */
  start(): void {
    if (this.timer) return;
    void this.runDue().catch((error: unknown) => this.log.error({ err: error }, 'scheduler: run failed'));
    this.timer = setInterval(() => {
      void this.runDue().catch((error: unknown) => this.log.error({ err: error }, 'scheduler: run failed'));
    }, SCHEDULER_POLL_MS);
    this.timer.unref();
  }

  /** Stops the loop and waits for a run in progress. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.chain.catch(() => 0);
  }
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}
