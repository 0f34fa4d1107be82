/**
 * The SQLite ingest thread's body (see ingest-thread.ts): its own connection to the server's database file,
 * two prepared statements, one IMMEDIATE transaction per batch, and a WAL copier thread beside it (below).
 * It runs SQL only — what a batch holds was validated on the main thread.
 */
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import { closeWorker, spawnWorker } from '../../platform/worker-thread.ts';
import {
  type BatchMessage,
  type BatchReply,
  CHECKPOINT_INTERVAL_MS,
  type CopierOptions,
  LOG_STRIDE,
  type ThreadOptions,
  VALUE_STRIDE,
  WAL_RESTART_FRAMES,
} from './ingest-thread.protocol.ts';

const options = workerData as ThreadOptions;
const INGEST_CACHE_KIB = 4096;
const db = new SQLite(options.file);
// The same settings as the main connection (db/database.ts): WAL lets both threads read while one writes.
db.pragma('journal_mode = WAL');
db.pragma('foreign_keys = ON');
db.pragma(`busy_timeout = ${options.busyTimeoutMs}`);
// Checkpoints run beside the commits and between batches (below), not inside a commit.
db.pragma('wal_autocheckpoint = 0');
// A page cache of 4 MiB instead of better-sqlite3's 16 MiB. The writer touches the index leaves of the
// devices that report; with a few hundred devices they fit in 4 MiB, and with thousands they exceed any
// cache and come from the OS's file cache either way (micro-benchmark: within noise at 200 and 1,000
// devices). The default cache filled over the first hour of a soak, which read as memory growth.
db.pragma(`cache_size = -${INGEST_CACHE_KIB}`);

// The desired (shadow) value follows what the device reports, as in StateRepository.writeBatch.
const upsertValue = db.prepare(
  `insert into device_values (device_id, identifier, value, shadow, ts) values (?, ?, ?, ?, ?)
   on conflict (device_id, identifier) do update set value = excluded.value, shadow = excluded.shadow, ts = excluded.ts`,
);
const insertLog = db.prepare(
  'insert into device_logs (device_id, log_type, identifier, value, remark, created_at) values (?, ?, ?, ?, ?, ?)',
);

const writeBatch = db.transaction((values: BatchMessage['values'], logs: BatchMessage['logs']) => {
  for (let i = 0; i < values.length; i += VALUE_STRIDE) {
    upsertValue.run(values[i], values[i + 1], values[i + 2], values[i + 2], values[i + 3]);
  }
  for (let i = 0; i < logs.length; i += LOG_STRIDE) {
    insertLog.run(logs[i], logs[i + 1], logs[i + 2], logs[i + 3], logs[i + 4], logs[i + 5]);
  }
});

/**
 * WAL checkpoints (bench/RESULTS.md, ingest fixes 5 and 2026-11-27). The copier thread copies the WAL back
 * into the database file every CHECKPOINT_INTERVAL_MS beside this thread's commits (wal-copier.worker.ts):
 * a checkpoint syncs two files to disk, and run here it held every report that arrived meanwhile for
 * 10-60 ms. Only a checkpoint that has caught up with the last commit lets the next transaction start the
 * WAL over, and one beside a busy writer never does (the WAL grew by 300 MB a minute under load when the
 * copier was all there was): so once the copier finds the WAL past `walRestartFrames`, this thread runs
 * a catch-up checkpoint between two batches — by then little is left to copy — and the next batch starts
 * the WAL over. At a real centre's rates the copier catches up by itself and the catch-up finds nothing to do.
 * It also copies what the server's own connection wrote (that connection leaves checkpoints to these threads
 * while they run). PASSIVE: never waits for readers.
 */
const walFrames = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
const copier = spawnWorker(new URL('./wal-copier.worker.ts', import.meta.url), {
  file: options.file,
  busyTimeoutMs: options.busyTimeoutMs,
  walFrames: walFrames.buffer,
} satisfies CopierOptions);
const walRestartFrames = options.walRestartFrames ?? WAL_RESTART_FRAMES;
const checkpoint = db.prepare('PRAGMA wal_checkpoint(PASSIVE)');
function checkpointHere(): void {
  try {
    const result = checkpoint.get() as { busy: number; log: number; checkpointed: number };
    // Busy: the copier is checkpointing right now; this thread tries again after its next batch.
    if (result.busy === 0) Atomics.store(walFrames, 0, 0);
  } catch {
    // The file locked by a backup, say: the copier's next pass says whether the WAL still needs it.
  }
}
function catchUpIfTheWalGrew(): void {
  if (Atomics.load(walFrames, 0) >= walRestartFrames) checkpointHere();
}
// Should the copier ever stop, this thread checkpoints on the copier's timer itself (as before it existed).
let closing = false;
let copierLost: NodeJS.Timeout | undefined;
copier.on('error', () => undefined);
copier.on('exit', () => {
  if (!closing) copierLost = setInterval(checkpointHere, CHECKPOINT_INTERVAL_MS);
});

parentPort!.on('message', (batch: BatchMessage | 'close') => {
  if (batch === 'close') {
    closing = true;
    clearInterval(copierLost);
    void closeWorker(copier).then(() => {
      db.close();
      parentPort!.close();
    });
    return;
  }
  let reply: BatchReply;
  try {
    // IMMEDIATE: take the write lock at BEGIN, so a busy database fails before any row is written.
    writeBatch.immediate(batch.values, batch.logs);
    reply = { id: batch.id };
  } catch (error) {
    const { message, code } = error as { message?: unknown; code?: unknown };
    reply = {
      id: batch.id,
      error: { message: String(message), ...(typeof code === 'string' && { code }) },
    };
  }
  parentPort!.postMessage(reply);
  catchUpIfTheWalGrew();
});
