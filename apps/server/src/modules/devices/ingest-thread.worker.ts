/**
 * The SQLite ingest thread's body (see ingest-thread.ts): its own connection to the server's database file,
 * two prepared statements, one IMMEDIATE transaction per batch, and the WAL checkpoints between batches.
 * It runs SQL only — what a batch holds was validated on the main thread.
 */
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import {
  type BatchMessage,
  type BatchReply,
  CHECKPOINT_INTERVAL_MS,
  LOG_STRIDE,
  type ThreadOptions,
  VALUE_STRIDE,
} from './ingest-thread.protocol.ts';

const options = workerData as ThreadOptions;
const INGEST_CACHE_KIB = 4096;
const db = new SQLite(options.file);
// The same settings as the main connection (db/database.ts): WAL lets both threads read while one writes.
db.pragma('journal_mode = WAL');
db.pragma('foreign_keys = ON');
db.pragma(`busy_timeout = ${options.busyTimeoutMs}`);
// Checkpoints run on a timer between batches (below), not inside a commit.
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
 * Every CHECKPOINT_INTERVAL_MS (250 ms) the WAL is copied back into the database file, each page once
 * however often it changed (SQLite's default would do it inside every second or third commit under load).
 * It must run HERE, on the writer's own connection between its transactions: only a checkpoint that has
 * caught up with the last commit lets the next transaction start the WAL over. From a thread of its own
 * (ingest fix 4) it never caught up with a writer committing every 10-25 ms, and the WAL grew by 300 MB a
 * minute under load (bench/RESULTS.md, ingest fix 5). It also copies what the server's own connection
 * wrote (that connection leaves checkpoints to this thread while it runs). PASSIVE: never waits for readers.
 */
const checkpoint = db.prepare('PRAGMA wal_checkpoint(PASSIVE)');
const checkpoints = setInterval(() => {
  try {
    checkpoint.run();
  } catch {
    // The file locked by a backup, say: the next pass copies what this one could not.
  }
}, CHECKPOINT_INTERVAL_MS);

parentPort!.on('message', (batch: BatchMessage | 'close') => {
  if (batch === 'close') {
    clearInterval(checkpoints);
    db.close();
    parentPort!.close();
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
});
