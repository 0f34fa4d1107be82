import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from './database.ts';

async function until(check: () => boolean, timeoutMs = 5000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return check();
}

describe('WAL checkpoints on SQLite', () => {
  let db: Db | undefined;
  let dir: string | undefined;
  afterEach(async () => {
    await db?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('after the hand-over the checkpointer thread, not the committing connection, copies the WAL into the database file', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'linli-wal-'));
    const file = path.join(dir, 'linli.db');
    db = openDatabase({ sqliteFile: file });
    const k = db.kysely;
    await sql`create table notes (id integer primary key, body text not null)`.execute(k);
    const autoCheckpoint = async () =>
      (await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(k)).rows[0]
        ?.wal_autocheckpoint;
    expect(await autoCheckpoint()).toBe(1000);

    db.sqlite!.handOverCheckpoints();
    expect(await autoCheckpoint()).toBe(0);
    const sizeBefore = fs.statSync(file).size;
    const body = 'x'.repeat(500);
    for (let i = 0; i < 20; i++) {
      const rows = Array.from({ length: 100 }, () => ({ body }));
      await sql`insert into notes (body) select value from json_each(${JSON.stringify(rows.map((r) => r.body))})`.execute(
        k,
      );
    }
    // ~1 MB went to the WAL; the committing connection copies nothing back, the checkpointer does.
    expect(fs.statSync(`${file}-wal`).size).toBeGreaterThan(500_000);
    expect(await until(() => fs.statSync(file).size > sizeBefore + 500_000)).toBe(true);
  });
});
