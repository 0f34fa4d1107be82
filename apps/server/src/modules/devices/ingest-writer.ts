import type { LogRow, ValueRow } from './state.repository.ts';

/** What one accepted report writes: last values (not for events) and device-log rows, at one time. */
export interface ReportWrite {
  values: ValueRow[];
  logs: (LogRow & { createdAt: string })[];
}

export interface BatchStore {
  writeBatch(values: ValueRow[], logs: (LogRow & { createdAt: string })[]): Promise<void>;
}

interface Waiter {
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** A batch is flushed at once when it holds this many reports, without waiting for the turn to end. */
export const MAX_REPORTS_PER_BATCH = 500;

/**
 * Group commit for device reports (bench/RESULTS.md, ingest fix 3). Every report written in one event-loop
 * turn — all the packets of a socket read, all devices publishing at once — goes into ONE transaction with
 * one multi-row upsert of last values and one multi-row insert of log rows. Committing per report made the
 * database, not MQTT, the ceiling. Each caller's promise settles when its rows are committed, so "stored
 * before pushed" and "stored before acknowledged" still hold. One flush runs at a time; what arrives meanwhile
 * forms the next batch, so under load batches grow instead of transactions queueing.
 */
export class IngestWriter {
  private pending: ReportWrite[] = [];
  private waiters: Waiter[] = [];
  private scheduled = false;
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

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.flush();
    });
  }

  private flush(): Promise<void> {
    if (this.flushing) return this.flushing;
    if (this.pending.length === 0) return Promise.resolve();
    const batch = this.pending;
    const waiters = this.waiters;
    this.pending = [];
    this.waiters = [];
    this.flushing = this.commit(batch, waiters).finally(() => {
      this.flushing = undefined;
      if (this.pending.length > 0) void this.flush();
    });
    return this.flushing;
  }

  private async commit(batch: ReportWrite[], waiters: Waiter[]): Promise<void> {
    try {
      await this.store.writeBatch(
        lastValues(batch),
        batch.flatMap((r) => r.logs),
      );
    } catch (error) {
      for (const waiter of waiters) waiter.reject(error);
      return;
    }
    for (const waiter of waiters) waiter.resolve();
  }
}

/** One row per device and identifier, the latest report winning (an upsert may touch a row only once). */
function lastValues(batch: ReportWrite[]): ValueRow[] {
  const latest = new Map<string, ValueRow>();
  for (const report of batch) {
    for (const row of report.values) latest.set(`${row.deviceId}\u0000${row.id}`, row);
  }
  return [...latest.values()];
}
