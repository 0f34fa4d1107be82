import { type DeviceLog, LOG_TYPE } from '@linli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/index.ts';
import { ownerWithDevice } from '../../../test/support/mqtt.ts';
import { shareAccepted } from '../../../test/support/shares.ts';
import { signIn } from '../../../test/support/social-services.ts';

type Rows = { rows: DeviceLog[]; total: number };

describe('device logs: every type, filters and object-level access', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A plug with one log of each kind: property, event, online, offline, upgrade and three commands. */
  async function plugWithLogs() {
    const d = await ownerWithDevice(t, 'smart-plug', '客厅插座');
    const state = t.container.iot.devices.stateRepository;
    const at = (minute: number) => `2026-11-20T08:${String(minute).padStart(2, '0')}:00.000Z`;
    await state.insertLogs([{ deviceId: d.deviceId, logType: 5, identifier: 'online', value: '3' }], at(0));
    await state.insertLogs([{ deviceId: d.deviceId, logType: 1, identifier: 'power', value: '12.5' }], at(1));
    await state.insertLogs(
      [{ deviceId: d.deviceId, logType: 3, identifier: 'overload', value: '3000', remark: 'hot' }],
      at(2),
    );
    await state.insertLogs(
      [{ deviceId: d.deviceId, logType: 4, identifier: 'upgrade', value: '1.1' }],
      at(3),
    );
    for (const [funType, minute] of [
      [1, 4],
      [2, 5],
      [3, 6],
    ] as const) {
      await state.insertCommand({
        deviceId: d.deviceId,
        messageId: `m${funType}`,
        userId: d.userId,
        funType,
        payload: JSON.stringify([{ id: funType === 3 ? 'ota' : 'switch', value: '1' }]),
        status: 'replied',
        createdAt: at(minute),
        origin: { kind: 'app', name: '' },
      });
    }
    await state.insertLogs([{ deviceId: d.deviceId, logType: 6, identifier: 'offline', value: '4' }], at(7));
    return d;
  }

  const list = (token: string, query: Record<string, string>, language?: 'en-US') =>
    t.call<Rows>('GET', '/iot/deviceLog/list', { token, query, ...(language ? { language } : {}) });

  it('lists the device log and the command log together, newest first, and filters by each type', async () => {
    const d = await plugWithLogs();
    const all = await list(d.token, { deviceId: String(d.deviceId), pageSize: '20' });
    expect(all.body.code).toBe(200);
    expect(all.body.total).toBe(8);
    expect(all.body.rows.map((r) => r.logType)).toEqual([
      LOG_TYPE.offline,
      LOG_TYPE.ota,
      LOG_TYPE.propertyRead,
      LOG_TYPE.function,
      LOG_TYPE.upgrade,
      LOG_TYPE.event,
      LOG_TYPE.property,
      LOG_TYPE.online,
    ]);
    const command = all.body.rows.find((r) => r.logType === LOG_TYPE.function)!;
    expect(command).toMatchObject({
      source: 'command',
      identify: 'switch',
      logValue: 'switch=1',
      modelName: '开关',
    });
    for (const type of [1, 2, 3, 4, 5, 6, 7, 9]) {
      const one = await list(d.token, { deviceId: String(d.deviceId), logType: String(type) });
      expect(one.body.total, `type ${type}`).toBe(1);
      expect(one.body.rows[0]!.logType).toBe(type);
    }
    // By serial number (FastBee apps), by identifier, by time; names in the request's language.
    const bySerial = await list(d.token, { serialNumber: d.serialNumber, identify: 'power' }, 'en-US');
    expect(bySerial.body.rows).toHaveLength(1);
    expect(bySerial.body.rows[0]).toMatchObject({ identify: 'power', modelName: 'Power', logValue: '12.5' });
    const window = await list(d.token, {
      deviceId: String(d.deviceId),
      beginTime: '2026-11-20 16:02',
      endTime: '2026-11-20T08:04:00Z',
    });
    expect(window.body.rows.map((r) => r.logType)).toEqual([
      LOG_TYPE.function,
      LOG_TYPE.upgrade,
      LOG_TYPE.event,
    ]);
    // Paging walks the same order.
    const page2 = await list(d.token, { deviceId: String(d.deviceId), pageNum: '2', pageSize: '3' });
    expect(page2.body.rows.map((r) => r.logType)).toEqual([
      LOG_TYPE.function,
      LOG_TYPE.upgrade,
      LOG_TYPE.event,
    ]);
    const backwards = await list(d.token, {
      deviceId: String(d.deviceId),
      beginTime: '2026-11-21T00:00:00Z',
      endTime: '2026-11-20T00:00:00Z',
    });
    expect(backwards.body).toMatchObject({ code: 500, errorCode: 'TIME_RANGE_INVALID', field: 'endTime' });
  });

  it('a stranger learns nothing; a shared user needs the log permission; only the owner writes', async () => {
    const d = await plugWithLogs();
    const stranger = await signIn(t);
    const withLog = await signIn(t);
    const without = await signIn(t);
    for (const [user, perms] of [
      [withLog, ['log']],
      [without, ['monitor']],
    ] as const) {
      const shared = await shareAccepted(t, {
        token: d.token,
        body: { deviceId: d.deviceId, userId: user.userId, perms },
      });
      expect(shared.body.code).toBe(200);
    }
    const q = { deviceId: String(d.deviceId) };
    expect((await list(stranger.token, q)).body).toMatchObject({ code: 500, errorCode: 'DEVICE_NOT_FOUND' });
    expect((await list(stranger.token, { serialNumber: d.serialNumber })).body.errorCode).toBe(
      'DEVICE_NOT_FOUND',
    );
    expect((await list(without.token, q)).body).toMatchObject({ code: 403, errorCode: 'FORBIDDEN' });
    expect((await list(withLog.token, q)).body.total).toBe(8);

    // One entry by id: the stranger cannot tell it exists; the shared user may read, not edit or delete.
    const logId = (await list(d.token, { ...q, logType: '3' })).body.rows[0]!.logId;
    const get = (token: string) => t.call<{ data: DeviceLog }>('GET', `/iot/deviceLog/${logId}`, { token });
    expect((await get(d.token)).body.data).toMatchObject({ logId, identify: 'overload', remark: 'hot' });
    expect((await get(stranger.token)).body).toMatchObject({ code: 500, errorCode: 'LOG_NOT_FOUND' });
    expect((await get(without.token)).body.code).toBe(403);
    expect((await get(withLog.token)).body.data.logId).toBe(logId);
    const edit = (token: string) =>
      t.call('PUT', '/iot/deviceLog', { token, body: { logId, remark: '已检查' } });
    const remove = (token: string) => t.call('DELETE', `/iot/deviceLog/${logId}`, { token });
    expect((await edit(withLog.token)).body.code).toBe(403);
    expect((await edit(stranger.token)).body.errorCode).toBe('LOG_NOT_FOUND');
    expect((await remove(withLog.token)).body.code).toBe(403);
    expect((await remove(stranger.token)).body.errorCode).toBe('LOG_NOT_FOUND');
    expect((await get(d.token)).body.data.remark).toBe('hot');
    expect((await edit(d.token)).body.code).toBe(200);
    expect((await get(d.token)).body.data.remark).toBe('已检查');

    // Writing: the owner adds a device-log entry; a command-log type, a shared user or a stranger are refused.
    const entry = {
      deviceId: d.deviceId,
      logType: 4,
      identify: 'upgrade',
      logValue: '1.2',
      remark: '人工升级',
    };
    const created = await t.call<{ data: DeviceLog }>('POST', '/iot/deviceLog', {
      token: d.token,
      body: entry,
    });
    expect(created.body.data).toMatchObject({ source: 'log', logType: 4, logValue: '1.2' });
    const refused = [
      await t.call('POST', '/iot/deviceLog', { token: d.token, body: { ...entry, logType: 2 } }),
      await t.call('POST', '/iot/deviceLog', { token: withLog.token, body: entry }),
      await t.call('POST', '/iot/deviceLog', { token: stranger.token, body: entry }),
    ];
    expect(refused.map((r) => r.body.errorCode)).toEqual(['FIELD_INVALID', 'FORBIDDEN', 'DEVICE_NOT_FOUND']);
    expect(refused[0]!.body.field).toBe('logType');
    expect((await list(d.token, q)).body.total).toBe(9);
    expect((await remove(d.token)).body.code).toBe(200);
    expect((await get(d.token)).body.errorCode).toBe('LOG_NOT_FOUND');
    expect((await list(d.token, q)).body.total).toBe(8);
  });

  it('says who or what sent each command: a person in the app, or their timer, by name', async () => {
    const d = await ownerWithDevice(t, 'smart-plug', '卧室插座');
    // From the app (REST), to the offline plug: refused, and still logged as sent from the app.
    const tapped = await t.call('POST', '/iot/runtime/service/invokeReply', {
      token: d.token,
      body: { deviceId: d.deviceId, identifier: 'switch', remoteCommand: { switch: '1' } },
    });
    expect(tapped.body.errorCode).toBe('DEVICE_OFFLINE');
    const timer = await t.call<{ data: { jobId: number } }>('POST', '/iot/job', {
      token: d.token,
      body: {
        jobName: '睡前关插座',
        deviceId: d.deviceId,
        time: '22:00',
        weekdays: [1],
        actions: [{ id: 'switch', value: '0' }],
      },
    });
    await t.call('PUT', '/iot/job/run', { token: d.token, body: { jobId: timer.body.data.jobId } });

    const { rows } = (
      await t.call<Rows>('GET', '/iot/deviceLog/list', {
        token: d.token,
        query: { deviceId: String(d.deviceId), logType: String(LOG_TYPE.function) },
      })
    ).body;
    const who = rows.map((r) => ({ origin: r.origin, originName: r.originName, byName: r.byName }));
    const user = await t.container.users.findById(d.userId);
    const name = user!.nickName || user!.username;
    expect(who).toEqual([
      { origin: 'timer', originName: '睡前关插座', byName: name },
      { origin: 'app', originName: '', byName: name },
    ]);
  });

  it('needs a device and refuses a missing login', async () => {
    const d = await ownerWithDevice(t);
    expect((await list(d.token, {})).body).toMatchObject({
      code: 500,
      errorCode: 'FIELD_REQUIRED',
      field: 'deviceId',
    });
    expect((await t.call('GET', '/iot/deviceLog/list', { query: { deviceId: '1' } })).body.code).toBe(401);
  });
});
