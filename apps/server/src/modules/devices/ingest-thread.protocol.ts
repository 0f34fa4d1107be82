import type { LogRow, ValueRow } from './state.repository.ts';

/**
 * What crosses between the server's main thread and the SQLite ingest thread (ingest-thread.ts). Rows go as
 * flat arrays of columns, which the structured clone copies far faster than arrays of objects.
 */
export interface BatchMessage {
  id: number;
  /** deviceId, identifier, value, ts — repeated (VALUE_STRIDE per row). */
  values: (string | number)[];
  /** deviceId, logType, identifier, value, remark, createdAt — repeated (LOG_STRIDE per row). */
  logs: (string | number)[];
}

export interface BatchReply {
  id: number;
  /** The SQLite error, if the batch was not committed (code: SQLITE_BUSY and the like). */
  error?: { message: string; code?: string };
}

export interface ThreadOptions {
  file: string;
  busyTimeoutMs: number;
  /** WAL frames past which the ingest thread starts the WAL over (default WAL_RESTART_FRAMES; tests set fewer). */
  walRestartFrames?: number;
}

/** How often the WAL is copied back into the database file, beside the ingest thread (wal-copier.worker.ts). */
export const CHECKPOINT_INTERVAL_MS = 250;

/**
 * Once the WAL holds this many frames (4 KiB pages: 16 MiB) the ingest thread checkpoints between two of its
 * batches, so the next batch starts the WAL over (ingest-thread.worker.ts); at most every
 * CHECKPOINT_INTERVAL_MS, as the copier reports the WAL's size.
 */
export const WAL_RESTART_FRAMES = 4096;

/** What the WAL copier thread is started with: the database file and where it writes the WAL's size. */
export interface CopierOptions extends Omit<ThreadOptions, 'walRestartFrames'> {
  /** One Int32: frames in the WAL at the copier's last checkpoint. */
  walFrames: SharedArrayBuffer;
}

export const VALUE_STRIDE = 4;
export const LOG_STRIDE = 6;

export function packValues(rows: ValueRow[]): (string | number)[] {
  const flat: (string | number)[] = new Array(rows.length * VALUE_STRIDE);
  let i = 0;
  for (const r of rows) {
    flat[i++] = r.deviceId;
    flat[i++] = r.id;
    flat[i++] = r.value;
    flat[i++] = r.ts;
  }
  return flat;
}

export function packLogs(rows: (LogRow & { createdAt: string })[]): (string | number)[] {
  const flat: (string | number)[] = new Array(rows.length * LOG_STRIDE);
  let i = 0;
  for (const r of rows) {
    flat[i++] = r.deviceId;
    flat[i++] = r.logType;
    flat[i++] = r.identifier;
    flat[i++] = r.value;
    flat[i++] = r.remark ?? '';
    flat[i++] = r.createdAt;
  }
  return flat;
}
