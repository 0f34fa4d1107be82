/**
 * The SQLite ingest thread's helper (started by ingest-thread.worker.ts): copies the WAL back into the
 * database file every CHECKPOINT_INTERVAL_MS on a connection and thread of its own, beside the ingest
 * thread's commits instead of between them. A checkpoint syncs the WAL and the database file to disk (two
 * fsyncs, 10-60 ms on a busy disk); run between batches it held every report that arrived meanwhile, which
 * was the tail of device → app latency (bench/RESULTS.md, 2026-11-27).
 *
 * PASSIVE: it never takes the write lock nor waits for readers. What it cannot do is start the WAL over: a
 * checkpoint beside a writer that commits every few milliseconds never catches up with the last commit. So
 * it tells the ingest thread how many frames the WAL holds (`walFrames`, shared memory), and the ingest
 * thread runs a short catch-up checkpoint of its own between two batches once the WAL has grown
 * (ingest-thread.worker.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import { CHECKPOINT_INTERVAL_MS, type CopierOptions } from './ingest-thread.protocol.ts';

const options = workerData as CopierOptions;
const walFrames = new Int32Array(options.walFrames);
const db = new SQLite(options.file);
db.pragma(`busy_timeout = ${options.busyTimeoutMs}`);
db.pragma('wal_autocheckpoint = 0');
// It reads WAL frames and writes pages; it never looks anything up, so a small page cache does.
db.pragma('cache_size = -256');

const checkpoint = db.prepare('PRAGMA wal_checkpoint(PASSIVE)');
const timer = setInterval(() => {
  try {
    const result = checkpoint.get() as { busy: number; log: number; checkpointed: number };
    Atomics.store(walFrames, 0, result.log);
  } catch {
    // The file locked by a backup, say: the next pass copies what this one could not.
  }
}, CHECKPOINT_INTERVAL_MS);

parentPort!.on('message', (message: 'close') => {
  if (message !== 'close') return;
  clearInterval(timer);
  db.close();
  parentPort!.close();
});
