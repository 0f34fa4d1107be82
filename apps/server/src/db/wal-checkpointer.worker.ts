/** The WAL checkpointer thread's body (see wal-checkpointer.ts). */
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';

const { file, intervalMs } = workerData as { file: string; intervalMs: number };
const db = new SQLite(file);
// A checkpoint copies WAL frames into the file without keeping them: no page cache worth the name needed.
db.pragma('cache_size = -256');
// One prepared statement for the life of the thread: a pragma prepared anew every pass holds native memory
// until a garbage collection, which this nearly idle thread seldom has (found by the soak).
const checkpoint = db.prepare('PRAGMA wal_checkpoint(PASSIVE)');

// PASSIVE: copies what no reader still needs and never waits for readers or writers, so commits go on
// while it runs. A failure (the file locked by a backup, say) is left for the next pass.
const timer = setInterval(() => {
  try {
    checkpoint.run();
  } catch {}
}, intervalMs);

parentPort!.on('message', (message: 'close') => {
  if (message !== 'close') return;
  clearInterval(timer);
  db.close();
  parentPort!.close();
});
