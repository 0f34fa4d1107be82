// npm run backup [-- <target directory>]
// A consistent copy of a running server's data: SQLite through the online backup API (a snapshot taken
// while the server keeps writing), PostgreSQL through pg_dump (one transaction snapshot), plus uploads
// and the token signing key. The target holds personal data: it is created readable by its owner only.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import {
  backupLayout,
  copyExtras,
  fail,
  fileStamp,
  locations,
  resolveFromCwd,
  runOrFail,
  writeManifest,
} from './backup-common.mjs';

const where = locations();
const target = resolveFromCwd(process.argv[2] ?? path.join('backups', `linli-${fileStamp()}`));
if (fs.existsSync(target) && fs.readdirSync(target).length > 0) fail(`${target} exists and is not empty`);
fs.mkdirSync(target, { recursive: true, mode: 0o700 });
const layout = backupLayout(target);

let database;
if (where.databaseUrl) {
  database = 'postgres';
  const args = ['--format=custom', '--no-owner', `--file=${layout.pgDump}`];
  if (where.pgSchema) args.push(`--schema=${where.pgSchema}`);
  runOrFail('pg_dump', [...args, where.databaseUrl]);
} else {
  database = 'sqlite';
  if (!fs.existsSync(where.sqliteFile)) fail(`No database at ${where.sqliteFile} (set DATA_DIR)`);
  const source = new Database(where.sqliteFile, { fileMustExist: true });
  try {
    await source.backup(layout.sqliteFile);
  } finally {
    source.close();
  }
}

const extras = copyExtras(where.dataDir, target);
writeManifest(target, { database, ...(where.pgSchema ? { pgSchema: where.pgSchema } : {}), extras });
console.log(`Backup written to ${target} (${database}${extras.length ? ` + ${extras.join(', ')}` : ''})`);
