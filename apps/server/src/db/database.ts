import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** The PostgreSQL schema this connection works in, when not the default. */
  schema?: string;
  /** On SQLite: the database file, for the ingest thread's own connection (modules/devices/ingest-thread.ts). */
  sqlite?: SqliteFileAccess;
  close(): Promise<void>;
}

// node-pg returns BIGINT (count(*)) as strings; every count we take fits a JS number.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));

export interface SqliteFileAccess {
  file: string;
  /**
   * The ingest thread (modules/devices/ingest-thread.ts) is the busy writer; it and its WAL copier thread
   * copy the WAL back into the database file: while it runs, the server's connection does no checkpoints of
   * its own (`wal_autocheckpoint = 0`), so a commit on the event loop never stops to copy pages.
   */
  handOverCheckpoints(): void;
  /** The ingest thread stopped: the server's connection checkpoints by itself again (SQLite's default). */
  takeBackCheckpoints(): void;
}

export interface DbOptions {
  /** postgres://… ; when absent, SQLite at sqliteFile. */
  databaseUrl?: string | undefined;
  sqliteFile: string;
  /** PostgreSQL schema to use (tests run each app in a schema of its own). */
  pgSchema?: string;
  /** Told when an idle pooled PostgreSQL connection fails (server restarted, connection killed, network). */
  onConnectionLost?: (error: Error) => void;
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Statements with more bound parameters than this are prepared each time, not kept: multi-row writes
 * (history compaction's 500-row chunks) and long IN lists. A prepared statement holds about 90 bytes per
 * parameter (a 500-row upsert ~470 kB) and such a text seldom comes again with the same row count: kept,
 * they would fill the cache with statements run once (up to 500 × ~470 kB). Below the bound the cache
 * holds at most ~5 MB.
 */
const STATEMENT_CACHE_MAX_PARAMETERS = 100;

/** Kysely's SQLite queries mark every parameter with `?` (a `?` inside a literal only overcounts). */
function parameterCount(source: string): number {
  let count = 0;
  for (let i = source.indexOf('?'); i !== -1; i = source.indexOf('?', i + 1)) count += 1;
  return count;
}

/** SQLite's own `wal_autocheckpoint` (pages), in force while the ingest thread does not run. */
const SQLITE_DEFAULT_AUTOCHECKPOINT = 1000;

/** How long a SQLite write waits for another connection's write lock before it fails as "busy". */
export const SQLITE_BUSY_TIMEOUT_MS = 5000;

/**
 * Kysely prepares every query anew; a prepared better-sqlite3 statement can be run again and again, which
 * saves most of a small query's cost (bench/RESULTS.md). Bounded, oldest out first. Safe because Kysely runs
 * one statement to completion before the next (we do not stream results).
 */
function withStatementCache(sqlite: SQLite.Database): SQLite.Database {
  const cache = new Map<string, SQLite.Statement>();
  const prepare = sqlite.prepare.bind(sqlite);
  sqlite.prepare = ((source: string) => {
    let statement = cache.get(source);
    if (!statement) {
      statement = prepare(source);
      if (parameterCount(source) > STATEMENT_CACHE_MAX_PARAMETERS) return statement;
      if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
      cache.set(source, statement);
    }
    return statement;
  }) as typeof sqlite.prepare;
  return sqlite;
}

export function openDatabase(options: DbOptions): Db {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    // A client whose connection dies emits 'error'. While it is idle the pool listens and re-emits it on the
    // pool; while it is checked out (a query or transaction running) nobody listens, and an unheard 'error'
    // event crashes the process (found by security/reliability/database-trouble.test.ts). In both cases
    // the query in flight is already rejected (answered "busy" by the error handler) and the pool drops the
    // broken client when it comes back, so hearing the event is all there is to do.
    pool.on('error', (error) => options.onConnectionLost?.(error));
    pool.on('connect', (client) => {
      client.on('error', () => {});
    });
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      kysely,
      dialect: 'postgres',
      ...(options.pgSchema ? { schema: options.pgSchema } : {}),
      close: () => kysely.destroy(),
    };
  }
  fs.mkdirSync(path.dirname(options.sqliteFile), { recursive: true });
  const sqlite = new SQLite(options.sqliteFile);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  const kysely = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  });
  return {
    kysely,
    dialect: 'sqlite',
    sqlite: {
      file: options.sqliteFile,
      handOverCheckpoints: () => {
        if (sqlite.open) sqlite.pragma('wal_autocheckpoint = 0');
      },
      takeBackCheckpoints: () => {
        if (sqlite.open) sqlite.pragma(`wal_autocheckpoint = ${SQLITE_DEFAULT_AUTOCHECKPOINT}`);
      },
    },
    close: async () => {
      await kysely.destroy();
    },
  };
}
