import type { Worker } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import { closeWorker, spawnWorker } from '../../platform/worker-thread.ts';
import { type BatchReply, packLogs, packValues, type ThreadOptions } from './ingest-thread.protocol.ts';
import type { BatchStore } from './ingest-writer.ts';
import type { LogRow, ValueRow } from './state.repository.ts';

interface Waiter {
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * On SQLite, device reports are written by a thread of their own (bench/RESULTS.md, ingest fix 4). Writing
 * the batches — B-tree inserts, page writes at commit, WAL checkpoints — took about a third of the main
 * thread per report; on its own connection and thread it runs beside MQTT and HTTP instead of between
 * them, and a database locked by another program makes this thread wait, not the event loop. The main
 * thread keeps everything else: validation, the IngestWriter's group commit ("stored before acknowledged,
 * before pushed" still holds: a batch's promise settles when the thread has committed it).
 *
 * The thread starts with the first batch (a server that gets no reports never starts it) and is started
 * again after a crash; errors come back as SqliteErrors with their codes, so a busy database is still told
 * apart from a bug (platform/database-errors.ts).
 */
export class SqliteIngestThread implements BatchStore {
  private worker: Worker | undefined;
  private nextId = 1;
  private readonly waiting = new Map<number, Waiter>();

  constructor(
    private readonly options: ThreadOptions,
    private readonly hooks: { onStart?: () => void; onStop?: () => void } = {},
  ) {}

  writeBatch(values: ValueRow[], logs: (LogRow & { createdAt: string })[]): Promise<void> {
    const worker = this.start();
    const id = this.nextId++;
    return new Promise<void>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      worker.postMessage({ id, values: packValues(values), logs: packLogs(logs) });
    });
  }

  /** Lets the thread finish what it was given, then closes its connection. */
  async close(): Promise<void> {
    const worker = this.worker;
    if (!worker) return;
    this.worker = undefined;
    await closeWorker(worker);
    this.hooks.onStop?.();
    this.failAll(new Error('the ingest thread was closed'));
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = spawnWorker(new URL('./ingest-thread.worker.ts', import.meta.url), this.options);
    // Does not keep the process alive on its own: the server's sockets do that while it runs.
    worker.unref();
    worker.on('message', (reply: BatchReply) => this.settle(reply));
    const lost = () => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      this.hooks.onStop?.();
    };
    worker.on('error', (error) => {
      lost();
      this.failAll(error);
    });
    worker.on('exit', () => {
      lost();
      this.failAll(new Error('the ingest thread stopped'));
    });
    this.worker = worker;
    this.hooks.onStart?.();
    return worker;
  }

  private settle(reply: BatchReply): void {
    const waiter = this.waiting.get(reply.id);
    if (!waiter) return;
    this.waiting.delete(reply.id);
    if (reply.error)
      waiter.reject(new SQLite.SqliteError(reply.error.message, reply.error.code ?? 'SQLITE_ERROR'));
    else waiter.resolve();
  }

  private failAll(error: unknown): void {
    for (const waiter of this.waiting.values()) waiter.reject(error);
    this.waiting.clear();
  }
}
