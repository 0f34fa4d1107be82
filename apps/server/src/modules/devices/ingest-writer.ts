import { isDataRefused } from '../../platform/database-errors.ts';
import type { LogRow, ValueRow } from './state.repository.ts';

/** What one accepted report writes: last values (not for events) and device-log rows, at one time. */
export interface ReportWrite {
  values: ValueRow[];
  logs: (LogRow & { createdAt: string })[];
}

export interface BatchStore {
  /** Writes in one transaction, in order: a later value row of the same device and identifier wins. */
  writeBatch(values: ValueRow[], logs: (LogRow & { createdAt: string })[]): Promise<void>;
  /** Releases what the store holds (the SQLite ingest thread). */
  close?(): Promise<void>;
}

interface Waiter {
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** A batch is flushed at once when it holds this many reports, without waiting for the turn to end. */
export const MAX_REPORTS_PER_BATCH = 500;

/**
 * Under load, batches start at least this far apart. A batch then holds what arrived in 10 ms instead of
 * what arrived while the previous one committed: per report, a batch of a few hundred costs SQLite less than
 * half of what a batch of a few dozen does (bench/RESULTS.md, ingest fix 4). At most a report waits this long
 * behind the previous batch.
 */
export const MIN_BATCH_GAP_MS = 10;

/**
 * "Under load" means the previous batch held at least this many reports. After a smaller one the next batch
 * goes at the end of its turn: at the rates of a real centre nothing is gained by waiting, and a report
 * that waited behind a scene's command echoes cost scenes their 10 ms target (ingest fix 5).
 */
export const LOADED_BATCH = 20;

/**
 * Group commit for device reports (bench/RESULTS.md, ingest fixes 3 and 4). The reports of one event-loop
 * turn — all the packets of a socket read, all devices publishing at once — and, under load, of the
 * MIN_BATCH_GAP_MS since the previous batch started go to the store as ONE batch, written in one transaction
 * (SQLite: by the ingest thread, ingest-thread.ts; PostgreSQL: multi-row statements). Committing per report
 * made the database, not MQTT, the ceiling. Each caller's promise settles when its rows are committed, so
 * "stored before pushed" and "stored before acknowledged" still hold. One batch is written at a time; what
 * arrives meanwhile forms the next, so under load batches grow instead of transactions queueing.
 */
export class IngestWriter {
  private pending: ReportWrite[] = [];
  private waiters: Waiter[] = [];
  private scheduled = false;
  private lastStart = 0;
  private lastSize = 0;
  private flushing: Promise<void> | undefined;

  constructor(private readonly store: BatchStore) {}

  write(report: ReportWrite): Promise<void> {
    if (report.values.length === 0 && report.logs.length === 0) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      this.pending.push(report);
      this.waiters.push({ resolve, reject });
      if (this.pending.length >= MAX_REPORTS_PER_BATCH) void this.flush();
      else this.schedule();
    });
  }

  /** Resolves once everything written so far is committed (shutdown, tests). */
  async drain(): Promise<void> {
    while (this.flushing || this.pending.length > 0) {
      await (this.flushing ?? this.flush());
    }
  }

  /** Commits what is queued, then closes the store (server shutdown). */
  async close(): Promise<void> {
    await this.drain();
    await this.store.close?.();
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    const gap = this.lastSize >= LOADED_BATCH ? MIN_BATCH_GAP_MS : 0;
    const wait = Math.max(0, this.lastStart + gap - Date.now());
    const run = () => {
      this.scheduled = false;
      void this.flush();
    };
    if (wait > 0) setTimeout(run, wait);
    else setImmediate(run);
  }

  private flush(): Promise<void> {
    if (this.flushing) return this.flushing;
    if (this.pending.length === 0) return Promise.resolve();
    this.lastStart = Date.now();
    this.lastSize = this.pending.length;
    const batch = this.pending;
    const waiters = this.waiters;
    this.pending = [];
    this.waiters = [];
    this.flushing = this.commit(batch, waiters).finally(() => {
      this.flushing = undefined;
      if (this.pending.length > 0) this.schedule();
    });
    return this.flushing;
  }

  private async commit(batch: ReportWrite[], waiters: Waiter[]): Promise<void> {
    try {
      const values: ValueRow[] = [];
      const logs: (LogRow & { createdAt: string })[] = [];
      for (const report of batch) {
        for (const row of report.values) values.push(row);
        for (const row of report.logs) logs.push(row);
      }
      await this.store.writeBatch(values, logs);
    } catch (error) {
      if (batch.length > 1 && isDataRefused(error)) {
        // One report the database refuses (its device deleted while the report waited in the batch) must
        // not fail the others, which would all be answered "not stored" and disconnected. The two halves
        // are tried in order (later values still win), and so on down to the refused report alone.
        const half = Math.ceil(batch.length / 2);
        await this.commit(batch.slice(0, half), waiters.slice(0, half));
        await this.commit(batch.slice(half), waiters.slice(half));
        return;
      }
      for (const waiter of waiters) waiter.reject(error);
      return;
    }
    for (const waiter of waiters) waiter.resolve();
  }
}
