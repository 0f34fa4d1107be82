// npm run restore -- <backup directory>
// Brings a backup made by `npm run backup` back. Stop the server first. The SQLite file being replaced is
// kept beside it as linli.db.before-restore-<time>, so a restore of the wrong backup can be undone.
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

if (!process.argv[2]) fail('Usage: npm run restore -- <backup directory>');
const source = resolveFromCwd(process.argv[2]);
const manifestFile = path.join(source, 'manifest.json');
if (!fs.existsSync(manifestFile)) fail(`${source} is not a Linli backup (no manifest.json)`);
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
if (manifest.format !== FORMAT) fail(`Unknown backup format ${manifest.format}`);
const where = locations();
if ((manifest.database === 'postgres') !== Boolean(where.databaseUrl))
  fail(`This backup is of a ${manifest.database} database; set DATABASE_URL accordingly`);

fs.mkdirSync(where.dataDir, { recursive: true });
if (manifest.database === 'postgres') {
  const args = [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--single-transaction',
    `--dbname=${where.databaseUrl}`,
  ];
  const restored = spawnSync('pg_restore', [...args, path.join(source, PG_DUMP_FILE)], { stdio: 'inherit' });
  if (restored.error || restored.status !== 0)
    fail(`pg_restore failed${restored.error ? `: ${restored.error.message}` : ''}`);
} else {
  const copy = path.join(source, SQLITE_FILE);
  // A backup that does not open and pass the integrity check never replaces the live file.
  const check = new Database(copy, { readonly: true, fileMustExist: true });
  const verdict = check.pragma('integrity_check', { simple: true });
  check.close();
  if (verdict !== 'ok') fail(`${copy} is damaged: ${verdict}`);
  const stamp = new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  if (fs.existsSync(where.sqliteFile))
    fs.renameSync(where.sqliteFile, `${where.sqliteFile}.before-restore-${stamp}`);
  // The old write-ahead log belongs to the old file; applied to the restored one it would corrupt it.
  for (const suffix of ['-wal', '-shm']) fs.rmSync(`${where.sqliteFile}${suffix}`, { force: true });
  const incoming = `${where.sqliteFile}.restoring`;
  fs.copyFileSync(copy, incoming);
  fs.renameSync(incoming, where.sqliteFile);
}

for (const name of DATA_EXTRAS) {
  const from = path.join(source, name);
  if (!fs.existsSync(from)) continue;
  const to = path.join(where.dataDir, name);
  fs.rmSync(to, { recursive: true, force: true });
  fs.cpSync(from, to, { recursive: true, preserveTimestamps: true });
}
console.log(`Restored ${manifest.database} backup of ${manifest.createdAt} into ${where.dataDir}`);
