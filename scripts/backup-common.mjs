// Shared by backup.mjs and restore.mjs: where the data lives, resolved the way the server's config does.
import path from 'node:path';

export const FORMAT = 'linli-backup/1';
export const SQLITE_FILE = 'linli.db';
export const PG_DUMP_FILE = 'linli.dump';
/** Files beside the database that a restored server needs: uploaded files and the token signing key. */
export const DATA_EXTRAS = ['uploads', 'jwt-secret'];

/** npm runs scripts at the repository root; INIT_CWD is where the person typed the command. */
export function resolveFromCwd(p) {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), p);
}

export function locations() {
  const dataDir = resolveFromCwd(process.env.DATA_DIR || './data');
  return {
    dataDir,
    sqliteFile: path.join(dataDir, SQLITE_FILE),
    databaseUrl: process.env.DATABASE_URL || undefined,
    // One schema only (tests isolate each app in a schema of its own); the whole database otherwise.
    pgSchema: process.env.LINLI_PG_SCHEMA || undefined,
  };
}

export function fail(message) {
  console.error(message);
  process.exit(1);
}
