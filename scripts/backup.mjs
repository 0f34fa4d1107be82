// npm run backup [-- <target directory>]
// A consistent copy of a running server's data: SQLite through the online backup API (a snapshot taken
// while the server keeps writing), PostgreSQL through pg_dump (one transaction snapshot), plus uploads
// and the token signing key. The target holds personal data: it is created readable by its owner only.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import {
  DATA_EXTRAS,
  FORMAT,
  fail,
  locations,
  PG_DUMP_FILE,
  resolveFromCwd,
  SQLITE_FILE,
} from './backup-common.mjs';

const where = locations();
const stamp = new Date()
  .toISOString()
  .replace(/[-:]/g, '')
  .replace(/\.\d+Z$/, 'Z');
const target = resolveFromCwd(process.argv[2] ?? path.join('backups', `linli-${stamp}`));
if (fs.existsSync(target) && fs.readdirSync(target).length > 0) fail(`${target} exists and is not empty`);
fs.mkdirSync(target, { recursive: true, mode: 0o700 });

let database;
if (where.databaseUrl) {
  database = 'postgres';
  const args = ['--format=custom', '--no-owner', `--file=${path.join(target, PG_DUMP_FILE)}`];
  if (where.pgSchema) args.push(`--schema=${where.pgSchema}`);
  const dump = spawnSync('pg_dump', [...args, where.databaseUrl], { stdio: 'inherit' });
  if (dump.error || dump.status !== 0) fail(`pg_dump failed${dump.error ? `: ${dump.error.message}` : ''}`);
} else {
  database = 'sqlite';
  if (!fs.existsSync(where.sqliteFile)) fail(`No database at ${where.sqliteFile} (set DATA_DIR)`);
  const source = new Database(where.sqliteFile, { fileMustExist: true });
  try {
    await source.backup(path.join(target, SQLITE_FILE));
  } finally {
    source.close();
  }
}

const extras = [];
for (const name of DATA_EXTRAS) {
  const from = path.join(where.dataDir, name);
  if (!fs.existsSync(from)) continue;
  fs.cpSync(from, path.join(target, name), { recursive: true, preserveTimestamps: true });
  extras.push(name);
}
const manifest = {
  format: FORMAT,
  createdAt: new Date().toISOString(),
  database,
  ...(where.pgSchema ? { pgSchema: where.pgSchema } : {}),
  extras,
};
fs.writeFileSync(path.join(target, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`, {
  mode: 0o600,
});
console.log(`Backup written to ${target} (${database}${extras.length ? ` + ${extras.join(', ')}` : ''})`);
