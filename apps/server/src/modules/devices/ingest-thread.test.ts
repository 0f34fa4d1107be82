import fs from 'node:fs';
import path from 'node:path';
import { DEVICE_LOG_TYPE } from '@linli/contracts';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyRow as history, temperatureRow as temperature } from '../../../test/support/devices.ts';
import { createTestApp, type TestApp, testDatabase } from '../../../test/support/index.ts';
import { ownerWithDevice } from '../../../test/support/mqtt.ts';
import { isDatabaseUnavailable } from '../../platform/database-errors.ts';
import { CHECKPOINT_INTERVAL_MS } from './ingest-thread.protocol.ts';
import { SqliteIngestThread } from './ingest-thread.ts';

describe('SqliteIngestThread: report batches written by a thread of their own', () => {
  let t: TestApp;
  let file: string;
  beforeAll(async () => {
    t = await createTestApp();
    file = path.join(t.dataDir, 'linli.db');
  });
  afterAll(() => t.close());

  // The ingest thread is how SQLite stores reports; PostgreSQL does that work in its own processes.
  if (testDatabase === 'postgres') {
    it('on PostgreSQL the server opens no SQLite file: reports are stored through StateRepository', async () => {
      expect(t.db.sqlite).toBeUndefined();
      const d = await ownerWithDevice(t, 'th-sensor', 'PG');
      await t.container.iot.devices.writer.write({
        values: [temperature(d.deviceId, '24.0')],
        logs: [history(d.deviceId, '24.0')],
      });
      const values = await t.container.iot.devices.stateRepository.values(d.deviceId);
      expect(values.map((v) => v.value)).toEqual(['24.0']);
    });
    return;
  }

  it("hands WAL checkpoints over from the server's connection to the ingest thread while it runs", async () => {
    const autoCheckpoint = async () =>
      (await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(t.db.kysely)).rows[0]
        ?.wal_autocheckpoint;
    const d = await ownerWithDevice(t, 'th-sensor', 'W');
    expect(await autoCheckpoint()).toBe(1000);
    await t.container.iot.devices.writer.write({
      values: [temperature(d.deviceId, '19.0')],
      logs: [history(d.deviceId, '19.0')],
    });
    expect(await autoCheckpoint()).toBe(0);
    // Closed (or lost), the thread hands them back: the server's connection checkpoints by itself again.
    await t.container.iot.devices.writer.close();
    expect(await autoCheckpoint()).toBe(1000);
  });

  it('once the WAL has grown it checkpoints between its batches, so under steady load the WAL starts over instead of growing', async () => {
    const d = await ownerWithDevice(t, 'th-sensor', 'L');
    // A threshold this small is reached within the test's second of batches (the default, 16 MiB of WAL,
    // within a few seconds at the bench's rates).
    const thread = new SqliteIngestThread({ file, busyTimeoutMs: 1000, walRestartFrames: 32 });
    // The WAL header's checkpoint sequence number goes up each time the WAL is started over.
    const walRestarts = () => {
      const header = Buffer.alloc(16);
      const fd = fs.openSync(`${file}-wal`, 'r');
      try {
        fs.readSync(fd, header, 0, 16, 0);
      } finally {
        fs.closeSync(fd);
      }
      return header.readUInt32BE(12);
    };
    try {
      await thread.writeBatch([temperature(d.deviceId, '0')], [history(d.deviceId, '0')]);
      const before = walRestarts();
      // Batches back to back until the WAL starts over (the bound only ends a failing test): the copier's
      // checkpoints beside the writer (another thread) never catch up with it, and without the catch-up the
      // WAL grew by every batch (bench/RESULTS.md, ingest fix 5). The copier thread reports the WAL's size
      // once it has started, which on a busy machine takes a few checkpoint intervals.
      const until = Date.now() + 60 * CHECKPOINT_INTERVAL_MS;
      for (let n = 1; walRestarts() === before && Date.now() < until; n++) {
        const logs = Array.from({ length: 50 }, (_, i) => history(d.deviceId, `${n}.${i}`));
        await thread.writeBatch([temperature(d.deviceId, String(n))], logs);
      }
      expect(walRestarts()).toBeGreaterThan(before);
    } finally {
      await thread.close();
    }
  });

  it('commits a batch in order (the last value of a device and identifier wins) and the server reads it at once', async () => {
    const d = await ownerWithDevice(t, 'th-sensor', 'A');
    const thread = new SqliteIngestThread({ file, busyTimeoutMs: 1000 });
    try {
      await thread.writeBatch(
        [temperature(d.deviceId, '20.1'), temperature(d.deviceId, '20.2')],
        [history(d.deviceId, '20.1'), history(d.deviceId, '20.2')],
      );
      const repository = t.container.iot.devices.stateRepository;
      expect((await repository.values(d.deviceId)).map((v) => [v.value, v.shadow])).toEqual([
        ['20.2', '20.2'],
      ]);
      const logged = await repository.logs(d.deviceId, DEVICE_LOG_TYPE.property);
      expect(logged.map((row) => row.value).sort()).toEqual(['20.1', '20.2']);
    } finally {
      await thread.close();
    }
  });

  it('a batch that breaks a constraint stores none of its rows and fails with the SQLite error; the next batch works', async () => {
    const d = await ownerWithDevice(t, 'th-sensor', 'B');
    const thread = new SqliteIngestThread({ file, busyTimeoutMs: 1000 });
    try {
      const failed = thread.writeBatch(
        [temperature(d.deviceId, '21.0')],
        [history(d.deviceId, '21.0'), history(987_654_321, '21.0')],
      );
      await expect(failed).rejects.toMatchObject({
        name: 'SqliteError',
        code: 'SQLITE_CONSTRAINT_FOREIGNKEY',
      });
      const repository = t.container.iot.devices.stateRepository;
      expect(await repository.values(d.deviceId)).toEqual([]);
      expect(await repository.logs(d.deviceId)).toEqual([]);

      await thread.writeBatch([temperature(d.deviceId, '22.0')], [history(d.deviceId, '22.0')]);
      expect((await repository.values(d.deviceId)).map((v) => v.value)).toEqual(['22.0']);
    } finally {
      await thread.close();
    }
  });

  it('a database locked past the busy timeout fails as "unavailable" (answered busy, resent), without blocking the server', async () => {
    const d = await ownerWithDevice(t, 'th-sensor', 'C');
    const thread = new SqliteIngestThread({ file, busyTimeoutMs: 300 });
    const other = new SQLite(file);
    try {
      other.exec('BEGIN IMMEDIATE');
      const started = Date.now();
      const write = thread.writeBatch([temperature(d.deviceId, '23.0')], [history(d.deviceId, '23.0')]);
      // The event loop keeps turning while the thread waits for the lock.
      let turns = 0;
      const ticking = setInterval(() => {
        turns += 1;
      }, 20);
      const error = await write.catch((e: unknown) => e);
      clearInterval(ticking);
      expect(error).toMatchObject({ code: 'SQLITE_BUSY' });
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(Date.now() - started).toBeGreaterThanOrEqual(250);
      expect(turns).toBeGreaterThanOrEqual(5);
      other.exec('ROLLBACK');

      await thread.writeBatch([temperature(d.deviceId, '23.0')], [history(d.deviceId, '23.0')]);
      expect((await t.container.iot.devices.stateRepository.values(d.deviceId)).map((v) => v.value)).toEqual([
        '23.0',
      ]);
    } finally {
      if (other.inTransaction) other.exec('ROLLBACK');
      other.close();
      await thread.close();
    }
  });
});
