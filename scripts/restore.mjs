// npm run restore -- <backup directory>
// Brings a backup made by `npm run backup` back. Stop the server first. The SQLite file being replaced is
// kept beside it as linli.db.before-restore-<time>, so a restore of the wrong backup can be undone.
import fs from 'node:fs';
import Database from 'better-sqlite3';
import {
  backupLayout,
  copyExtras,
  fail,
  fileStamp,
  locations,
  readManifest,
  resolveFromCwd,
  runOrFail,
} from './backup-common.mjs';

if (!process.argv[2]) fail('Usage: npm run restore -- <backup directory>');
const source = resolveFromCwd(process.argv[2]);
const manifest = readManifest(source);
const layout = backupLayout(source);
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
  runOrFail('pg_restore', [...args, layout.pgDump]);
} else {
  const copy = layout.sqliteFile;
  // A backup that does not open and pass the integrity check never replaces the live file.
  const check = new Database(copy, { readonly: true, fileMustExist: true });
  const verdict = check.pragma('integrity_check', { simple: true });
  check.close();
  if (verdict !== 'ok') fail(`${copy} is damaged: ${verdict}`);
  if (fs.existsSync(where.sqliteFile))
    fs.renameSync(where.sqliteFile, `${where.sqliteFile}.before-restore-${fileStamp()}`);
  // The old write-ahead log belongs to the old file; applied to the restored one it would corrupt it.
  for (const suffix of ['-wal', '-shm']) fs.rmSync(`${where.sqliteFile}${suffix}`, { force: true });
  const incoming = `${where.sqliteFile}.restoring`;
  fs.copyFileSync(copy, incoming);
  fs.renameSync(incoming, where.sqliteFile);
}

copyExtras(source, where.dataDir);
console.log(`Restored ${manifest.database} backup of ${manifest.createdAt} into ${where.dataDir}`);
