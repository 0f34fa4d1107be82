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
  /** The SQLite database file (the ingest thread opens a connection of its own to it). */
  sqliteFile?: string;
  close(): Promise<void>;
}

// node-pg returns BIGINT (count(*)) as strings; every count we take fits a JS number.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));

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
  return { kysely, dialect: 'sqlite', sqliteFile: options.sqliteFile, close: () => kysely.destroy() };
}
