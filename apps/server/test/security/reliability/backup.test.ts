import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, multipart, type TestApp, testDatabase } from '../../support/index.ts';
import { ownerWithDevice } from '../../support/mqtt.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../../../..');

/**
 * Runs `npm run backup` / `npm run restore` as a person would, against this test app's data. Asynchronous,
 * so the app under test keeps serving (and writing) while the backup runs.
 */
async function run(
  script: 'backup' | 'restore',
  t: { dataDir: string; pgSchema: string | undefined },
  dir: string,
) {
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [path.join(repoRoot, 'scripts', `${script}.mjs`), dir],
      {
        cwd: repoRoot,
        encoding: 'utf8',
        env: {
          ...process.env,
          INIT_CWD: repoRoot,
          DATA_DIR: t.dataDir,
          DATABASE_URL: testDatabase === 'postgres' ? (process.env.DATABASE_URL ?? '') : '',
          LINLI_PG_SCHEMA: t.pgSchema ?? '',
        },
      },
    );
    return stdout;
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${script} failed:\n${stdout}\n${stderr}`);
  }
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe(`backup and restore (${testDatabase})`, () => {
  const backups = fs.mkdtempSync(path.join(os.tmpdir(), 'linli-backups-'));
  let restored: TestApp | undefined;
  afterAll(async () => {
    await restored?.close();
    fs.rmSync(backups, { recursive: true, force: true });
  });

  it('backs up a running server and brings it back exactly as it was at the backup', async () => {
    const t = await createTestApp();
    const kept = await ownerWithDevice(t, 'smart-plug', '备份前的插座');
    const form = multipart('file', 'photo.png', PNG, 'image/png');
    const upload = await t.call<{ url: string }>('POST', '/common/upload', {
      token: kept.token,
      payload: form.payload,
      headers: form.headers,
    });
    expect(upload.body.code).toBe(200);

    // Online: the server stays open (and keeps writing) while the backup is taken.
    const dir = path.join(backups, 'one');
    const writing = (async () => {
      for (let i = 0; i < 20; i += 1) await ownerWithDevice(t, 'smart-plug', `并发写入${i}`);
    })();
    await Promise.all([run('backup', t, dir), writing]);
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({ format: 'linli-backup/1', database: testDatabase });
    expect(manifest.extras).toEqual(['uploads', 'jwt-secret', 'secrets-key']);
    expect(fs.statSync(dir).mode & 0o077).toBe(0);

    // After the backup: the kept device is deleted and a device is added; both must be undone.
    expect((await t.call('DELETE', `/iot/device/${kept.deviceId}`, { token: kept.token })).body.code).toBe(
      200,
    );
    const later = await ownerWithDevice(t, 'smart-plug', '备份后的插座');
    await t.close({ keepData: true });

    await run('restore', t, dir);
    restored = await createTestApp({}, {}, { dataDir: t.dataDir, pgSchema: t.pgSchema });
    // The old login token still works: its session row and the signing key came back together.
    const device = await restored.call<{ data: { deviceName: string } }>(
      'GET',
      `/iot/device/${kept.deviceId}`,
      {
        token: kept.token,
      },
    );
    expect(device.body).toMatchObject({ code: 200, data: { deviceName: '备份前的插座' } });
    expect(
      (await restored.call('GET', `/iot/device/${later.deviceId}`, { token: later.token })).body.code,
    ).toBe(401);
    const served = await restored.app.inject({ method: 'GET', url: upload.body.url });
    expect(served.statusCode).toBe(200);
    expect(Buffer.compare(served.rawPayload, PNG)).toBe(0);
  }, 60_000);

  it('refuses a folder that is not a backup, and a SQLite backup that is damaged', async () => {
    const empty = fs.mkdtempSync(path.join(backups, 'empty-'));
    const target = { dataDir: fs.mkdtempSync(path.join(backups, 'data-')), pgSchema: undefined };
    await expect(run('restore', target, empty)).rejects.toThrow(/not a Linli backup/);
    if (testDatabase !== 'sqlite') return;
    fs.writeFileSync(
      path.join(empty, 'manifest.json'),
      JSON.stringify({ format: 'linli-backup/1', database: 'sqlite' }),
    );
    fs.writeFileSync(path.join(empty, 'linli.db'), 'not a database');
    fs.writeFileSync(path.join(target.dataDir, 'linli.db'), 'the live file');
    await expect(run('restore', target, empty)).rejects.toThrow(/restore failed/);
    expect(fs.readFileSync(path.join(target.dataDir, 'linli.db'), 'utf8')).toBe('the live file');
  });
});
