import type { Worker } from 'node:worker_threads';
import { closeWorker, spawnTypeScriptWorker } from '../platform/typescript-worker.ts';

/** How often the checkpointer copies the WAL back into the database file. */
export const CHECKPOINT_INTERVAL_MS = 250;

/**
 * Copies SQLite's write-ahead log back into the database file from a thread of its own, every
 * CHECKPOINT_INTERVAL_MS (bench/RESULTS.md, ingest fix 4). SQLite does that by default inside a commit
 * whenever the log passes 1,000 pages; under report load that was every second or third ingest batch, on
 * the committing thread, copying the same hot index pages again and again. Here a pass copies each page
 * once however often it changed, and commits never wait for it. The connections that write turn their own
 * automatic checkpoints off (`wal_autocheckpoint = 0`) while this runs; if the thread dies, `onLost`
 * turns them back on.
 */
export class WalCheckpointer {
  private worker: Worker | undefined;

  constructor(
    private readonly file: string,
    private readonly onLost: () => void,
  ) {}

  get running(): boolean {
    return this.worker !== undefined;
  }

  start(): void {
    if (this.worker) return;
    const worker = spawnTypeScriptWorker(new URL('./wal-checkpointer.worker.ts', import.meta.url), {
      file: this.file,
      intervalMs: CHECKPOINT_INTERVAL_MS,
    });
    worker.unref();
    const lost = () => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      this.onLost();
    };
    worker.on('error', lost);
    worker.on('exit', lost);
    this.worker = worker;
  }

  async stop(): Promise<void> {
    const worker = this.worker;
    if (!worker) return;
    this.worker = undefined;
    await closeWorker(worker);
  }
}
