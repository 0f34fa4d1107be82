/**
 * Whether an error means "the database cannot serve right now" rather than "this request is wrong" or
 * "the code is wrong": a SQLite write lock held past the busy timeout, or PostgreSQL unreachable,
 * restarting or out of connections. Such a request changed nothing (its statement or transaction failed
 * as a whole) and the same request may succeed a moment later, so it is answered HTTP 503 with a
 * translated "busy, try again" (platform/error-handler.ts) instead of a 500 "something went wrong".
 */

/** better-sqlite3 `SqliteError.code`: SQLITE_BUSY, SQLITE_BUSY_SNAPSHOT, SQLITE_LOCKED, SQLITE_LOCKED_SHAREDCACHE… */
const SQLITE_UNAVAILABLE = /^SQLITE_(BUSY|LOCKED)/;

/**
 * PostgreSQL SQLSTATEs: class 08 connection exception; 57P01-57P03 admin shutdown, crash shutdown, cannot
 * connect now (starting up / recovering); 53300 too many connections.
 */
const PG_UNAVAILABLE = /^(08...|57P0[123]|53300)$/;

/** The socket to the database server failed (refused, reset, timed out, name not resolved). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** node-postgres reports a lost or unobtainable connection with these messages and no code. */
const PG_CONNECTION_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (SQLITE_UNAVAILABLE.test(code) || PG_UNAVAILABLE.test(code) || NETWORK_CODES.has(code)) return true;
  }
  return typeof message === 'string' && PG_CONNECTION_MESSAGES.test(message);
}

/**
 * Whether the database refused the data itself — a constraint (foreign key, unique, not null) or a value it
 * cannot store — rather than being unavailable or the statement being wrong: SQLite SQLITE_CONSTRAINT_*,
 * PostgreSQL SQLSTATE classes 22 (data exception) and 23 (integrity constraint violation). The same rows
 * will fail again; other rows written with them need not.
 */
export function isDataRefused(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code } = error as { code?: unknown };
  return typeof code === 'string' && (/^SQLITE_CONSTRAINT/.test(code) || /^2[23][0-9A-Z]{3}$/.test(code));
}
