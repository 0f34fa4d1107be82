// Shared by backup.mjs and restore.mjs: where the data lives, resolved the way the server's config does, and
// what a backup directory holds, and the steps both take (running a PostgreSQL tool, copying the files beside
// the database).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const FORMAT = 'linli-backup/1';
export const SQLITE_FILE = 'linli.db';
export const PG_DUMP_FILE = 'linli.dump';
/** Files beside the database that a restored server needs: uploaded files, the token signing key and the key
 * of the product credentials kept encrypted in the database (without it they cannot be read). */
export const DATA_EXTRAS = ['uploads', 'jwt-secret', 'secrets-key'];

/** npm runs scripts at the repository root; INIT_CWD is where the person typed the command. */
export function resolveFromCwd(p) {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), p);
}

/** Where the parts of a backup lie in its directory. */
export function backupLayout(dir) {
  return {
    manifest: path.join(dir, 'manifest.json'),
    sqliteFile: path.join(dir, SQLITE_FILE),
    pgDump: path.join(dir, PG_DUMP_FILE),
  };
}

/** Writes what a backup holds (its database kind, the extras), readable by its owner only. */
export function writeManifest(dir, contents) {
  const manifest = { format: FORMAT, createdAt: new Date().toISOString(), ...contents };
  fs.writeFileSync(backupLayout(dir).manifest, `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
}

/** What a backup holds; stops the script if `dir` is not a backup this version can restore. */
export function readManifest(dir) {
  const file = backupLayout(dir).manifest;
  if (!fs.existsSync(file)) fail(`${dir} is not a Linli backup (no manifest.json)`);
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (manifest.format !== FORMAT) fail(`Unknown backup format ${manifest.format}`);
  return manifest;
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

/** Now as a file-name part, e.g. 20261123T080000Z: a backup directory, the file a restore sets aside. */
export function fileStamp() {
  return new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
}

/** Runs pg_dump or pg_restore with its output shown; stops the script if it did not succeed. */
export function runOrFail(command, args) {
  const run = spawnSync(command, args, { stdio: 'inherit' });
  if (run.error || run.status !== 0) fail(`${command} failed${run.error ? `: ${run.error.message}` : ''}`);
}

/** Copies each of DATA_EXTRAS that `fromDir` holds into `toDir`, replacing what was there; answers their names. */
export function copyExtras(fromDir, toDir) {
  const copied = [];
  for (const name of DATA_EXTRAS) {
    const from = path.join(fromDir, name);
    if (!fs.existsSync(from)) continue;
    const to = path.join(toDir, name);
    fs.rmSync(to, { recursive: true, force: true });
    fs.cpSync(from, to, { recursive: true, preserveTimestamps: true });
    copied.push(name);
  }
  return copied;
}
