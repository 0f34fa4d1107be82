import { buildTopic, SHARE_SYSTEM_PERMS, Topic, userAlertTopic } from '@linli/contracts';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/index.ts';
import {
  appClient,
  canSubscribe,
  mqttUrl,
  ownerWithDevice,
  publishRefused,
  until,
} from '../../../test/support/mqtt.ts';
import { shareAccepted } from '../../../test/support/shares.ts';
import { signIn } from '../../../test/support/social-services.ts';

const NOT_FOUND_ZH = '找不到用户信息，或者该用户已经是设备用户';
const NOT_FOUND_EN = 'cannot find user info or user is already a device user';

async function phoneOf(t: TestApp, userId: number): Promise<string> {
  return (await t.container.users.findById(userId))!.phonenumber!;
}

describe('sharing: REST', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('finds a user by phone; a wrong phone, an unknown user, the owner or a device user get one answer', async () => {
    const d = await ownerWithDevice(t, 'health-watch', '奶奶的手表');
    const family = await signIn(t);
    const phone = await phoneOf(t, family.userId);
    const find = (phonenumber: string, language?: 'en-US') =>
      t.call<{ data: { userId: number } }>('GET', '/iot/share/shareUser', {
        token: d.token,
        query: { deviceId: String(d.deviceId), phonenumber },
        ...(language ? { language } : {}),
      });
    expect((await find(phone)).body.data.userId).toBe(family.userId);
    for (const bad of ['12345', '13900000000', await phoneOf(t, d.userId)]) {
      const answer = await find(bad);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ code: 500, msg: NOT_FOUND_ZH, errorCode: 'SHARE_USER_NOT_FOUND' });
    }
    expect((await find('12345', 'en-US')).body.msg).toBe(NOT_FOUND_EN);
    const shared = await shareAccepted(t, {
      token: d.token,
      body: { deviceId: d.deviceId, userId: family.userId, perms: 'monitor,reminder', remark: '女儿' },
    });
    expect(shared.body.code).toBe(200);
    expect((await find(phone)).body.msg).toBe(NOT_FOUND_ZH);
    // Sharing twice is refused; nothing changes.
    const twice = await shareAccepted(t, {
      token: d.token,
      body: { deviceId: d.deviceId, userId: family.userId, perms: [] },
    });
    expect(twice.body.errorCode).toBe('SHARE_EXISTS');
  });

  it('only the owner shares, edits and deletes; permissions are the five keys plus shareable items', async () => {
    const d = await ownerWithDevice(t, 'health-watch', '奶奶的手表');
    const family = await signIn(t);
    const other = await signIn(t);
    const stranger = await signIn(t);
    const perms = await t.call<{ data: { identifier: string }[] }>(
      'GET',
      `/iot/model/permList/${d.deviceId}`,
      {
        token: d.token,
      },
    );
    // The system permissions first, then the watch's own shareable items.
    expect(perms.body.data.map((p) => p.identifier)).toEqual([...SHARE_SYSTEM_PERMS, 'measure', 'reminder']);
    // A read-only property is not shareable: refused, naming it, nothing written.
    const badPerm = await shareAccepted(t, {
      token: d.token,
      body: { deviceId: d.deviceId, userId: family.userId, perms: ['monitor', 'heart_rate'] },
    });
    expect(badPerm.body).toMatchObject({ code: 500, errorCode: 'SHARE_PERM_UNKNOWN', field: 'heart_rate' });
    const badBody = await shareAccepted(t, { token: d.token, body: { deviceId: d.deviceId } });
    expect(badBody).toMatchObject({ status: 200, body: { code: 500, field: 'userId' } });
    expect(
      (
        await t.call<{ total: number }>('GET', '/iot/share/list', {
          token: d.token,
          query: { deviceId: String(d.deviceId) },
        })
      ).body.total,
    ).toBe(1);

    await shareAccepted(t, {
      token: d.token,
      body: { deviceId: d.deviceId, userId: family.userId, perms: ['monitor'], remark: '女儿' },
    });
    // The shared user may not share further, edit or delete.
    const reshare = await shareAccepted(t, {
      token: family.token,
      body: { deviceId: d.deviceId, userId: other.userId, perms: [] },
    });
    expect(reshare.body).toMatchObject({ code: 403, errorCode: 'SHARE_OWNER_ONLY' });
    const selfEdit = await t.call('PUT', '/iot/share', {
      token: family.token,
      body: { deviceId: d.deviceId, userId: family.userId, perms: ['monitor', 'timer'] },
    });
    expect(selfEdit.body.code).toBe(403);
    const editDevice = await t.call('PUT', `/iot/device/${d.deviceId}`, {
      token: family.token,
      body: { deviceName: '改名', locationWay: 1 },
    });
    expect(editDevice.body.code).toBe(403);
    const deleteDevice = await t.call('DELETE', `/iot/device/${d.deviceId}`, { token: family.token });
    expect(deleteDevice.body.code).toBe(403);
    // A stranger learns nothing.
    const strangerList = await t.call('GET', '/iot/share/list', {
      token: stranger.token,
      query: { deviceId: String(d.deviceId) },
    });
    expect(strangerList.body.errorCode).toBe('DEVICE_NOT_FOUND');

    const list = await t.call<{
      rows: { userId: number; isOwner: number; perms: string[]; remark: string }[];
    }>('GET', '/iot/share/list', { token: d.token, query: { deviceId: String(d.deviceId) } });
    expect(list.body.rows.map((r) => [r.userId, r.isOwner])).toEqual([
      [d.userId, 1],
      [family.userId, 0],
    ]);
    expect(list.body.rows[1]).toMatchObject({ perms: ['monitor'], remark: '女儿' });
    const users = await t.call<{ data: { userId: number }[] }>('GET', `/iot/deviceUser/${d.deviceId}`, {
      token: family.token,
    });
    expect(users.body.data.map((r) => r.userId)).toEqual([d.userId, family.userId]);

    // The shared device appears in the family member's list, marked as not theirs.
    const theirs = await t.call<{ rows: { deviceId: number; isOwner: number }[] }>(
      'GET',
      '/iot/device/shortList',
      {
        token: family.token,
      },
    );
    expect(theirs.body.rows).toEqual([expect.objectContaining({ deviceId: d.deviceId, isOwner: 0 })]);

    // Timing needs the timer permission: refused on the server.
    const timer = {
      jobName: '提醒吃药',
      deviceId: d.deviceId,
      time: '08:00',
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      actions: [{ id: 'reminder', value: '吃药' }],
    };
    expect((await t.call('POST', '/iot/job', { token: family.token, body: timer })).body.code).toBe(403);
    await t.call('PUT', '/iot/share', {
      token: d.token,
      body: { deviceId: d.deviceId, userId: family.userId, perms: ['monitor', 'timer', 'reminder'] },
    });
    expect((await t.call('POST', '/iot/job', { token: family.token, body: timer })).body.code).toBe(200);
    // …and each action identifier must be shared too.
    const measure = await t.call('POST', '/iot/job', {
      token: family.token,
      body: { ...timer, actions: [{ id: 'measure', value: 'spo2' }] },
    });
    expect(measure.body.code).toBe(403);

    const removed = await t.call('DELETE', '/iot/share', {
      token: d.token,
      body: { deviceId: d.deviceId, userId: family.userId },
    });
    expect(removed.body.code).toBe(200);
    const after = await t.call('GET', `/iot/device/${d.deviceId}`, { token: family.token });
    expect(after.body.errorCode).toBe('DEVICE_NOT_FOUND');
  });
});

describe('sharing: MQTT ACL and revocation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { broker: true });
  });
  afterAll(() => t.close());

  it('owner, shared with and without monitor/identifier, stranger, another device: subscribe and publish', async () => {
    const d = await ownerWithDevice(t, 'health-watch', '奶奶的手表');
    const elsewhere = await ownerWithDevice(t, 'health-watch', '别人的手表');
    const withMonitor = await signIn(t);
    const withoutMonitor = await signIn(t);
    const stranger = await signIn(t);
    for (const [who, perms] of [
      [withMonitor, ['monitor', 'reminder']],
      [withoutMonitor, ['measure']],
    ] as const) {
      const shared = await shareAccepted(t, {
        token: d.token,
        body: { deviceId: d.deviceId, userId: who.userId, perms },
      });
      expect(shared.body.code).toBe(200);
    }
    const topic = (suffix: Parameters<typeof buildTopic>[2]) =>
      buildTopic(d.productId, d.serialNumber, suffix);
    const device = await mqtt.connectAsync(mqttUrl(t), {
      clientId: d.connect.clientId,
      username: d.connect.username,
      password: d.connect.passwd,
      reconnectPeriod: 0,
    });
    const got: string[] = [];
    device.on('message', (_to, payload) => got.push(payload.toString()));
    await device.subscribeAsync([topic(Topic.functionGet), topic(Topic.monitorGet)]);
    const clients: mqtt.MqttClient[] = [device];
    const client = async (token: string) => {
      const c = await appClient(t, token);
      clients.push(c);
      return c;
    };
    try {
      const owner = await client(d.token);
      const a = await client(withMonitor.token);
      const b = await client(withoutMonitor.token);
      const s = await client(stranger.token);
      // Subscribe.
      expect(await canSubscribe(owner, topic(Topic.monitorPost))).toBe(true);
      expect(await canSubscribe(a, topic(Topic.statusPost))).toBe(true);
      expect(await canSubscribe(a, topic(Topic.monitorPost))).toBe(true);
      expect(await canSubscribe(b, topic(Topic.statusPost))).toBe(true);
      expect(await canSubscribe(b, topic(Topic.wsService))).toBe(true);
      expect(await canSubscribe(b, topic(Topic.monitorPost))).toBe(false);
      expect(await canSubscribe(s, topic(Topic.statusPost))).toBe(false);
      expect(
        await canSubscribe(a, buildTopic(elsewhere.productId, elsewhere.serialNumber, Topic.statusPost)),
      ).toBe(false);
      expect(await canSubscribe(a, userAlertTopic(withMonitor.userId))).toBe(true);
      expect(await canSubscribe(a, userAlertTopic(d.userId))).toBe(false);
      expect(await canSubscribe(a, '/user/+/alert')).toBe(false);

      // Publish: allowed commands reach the device; a refused one is dropped, the publisher kept.
      const cmd = (id: string, value: string) => JSON.stringify([{ id, value, remark: `${id}-${value}` }]);
      const refused = async (c: mqtt.MqttClient, payload: string, to = topic(Topic.functionGet)) => {
        expect(await publishRefused(t, c, to, payload)).toEqual({ disconnected: false });
      };
      await a.publishAsync(topic(Topic.functionGet), cmd('reminder', '喝水'));
      await until(() => got.includes(cmd('reminder', '喝水')));
      await b.publishAsync(topic(Topic.functionGet), cmd('measure', 'spo2'));
      await until(() => got.includes(cmd('measure', 'spo2')));
      await owner.publishAsync(topic(Topic.monitorGet), '{"count":5,"interval":1000}');
      await until(() => got.includes('{"count":5,"interval":1000}'));
      await refused(a, cmd('measure', 'heart_rate'));
      await refused(b, cmd('reminder', 'x'));
      await refused(
        await client(withoutMonitor.token),
        '{"count":5,"interval":1000}',
        topic(Topic.monitorGet),
      );
      await refused(s, cmd('reminder', 'y'));
      const a2 = await client(withMonitor.token);
      await refused(
        a2,
        cmd('reminder', 'z'),
        buildTopic(elsewhere.productId, elsewhere.serialNumber, Topic.functionGet),
      );
      expect(got).not.toContain(cmd('measure', 'heart_rate'));
      expect(got).not.toContain(cmd('reminder', 'x'));
      expect(got).not.toContain(cmd('reminder', 'y'));
      expect(got).not.toContain(cmd('reminder', 'z'));
    } finally {
      for (const c of clients) c.end(true);
    }
  });

  it('revoking a share cuts live subscriptions at once; a reconnect may not subscribe again', async () => {
    const d = await ownerWithDevice(t, 'health-watch', '奶奶的手表');
    const family = await signIn(t);
    await shareAccepted(t, {
      token: d.token,
      body: { deviceId: d.deviceId, userId: family.userId, perms: ['monitor'] },
    });
    const topic = buildTopic(d.productId, d.serialNumber, Topic.statusPost);
    // A persistent session (clean: false) must not get its subscription back either.
    const clientId = `phone-${Math.random().toString(36).slice(2)}`;
    const options = { clientId, username: 'linli', password: family.token, reconnectPeriod: 0, clean: false };
    const live = await mqtt.connectAsync(mqttUrl(t), options);
    const seen: string[] = [];
    live.on('message', (to) => seen.push(to));
    expect(await canSubscribe(live, topic)).toBe(true);
    await t.container.iot.mqtt.sessions.publish(topic, '{"status":3}');
    await until(() => seen.length === 1);

    const started = Date.now();
    const revoked = await t.call('DELETE', '/iot/share', {
      token: d.token,
      body: { deviceId: d.deviceId, userId: family.userId },
    });
    expect(revoked.body.code).toBe(200);
    await until(() => !live.connected, 1000);
    expect(Date.now() - started).toBeLessThan(1000);
    live.end(true);

    const again = await mqtt.connectAsync(mqttUrl(t), options);
    const after: string[] = [];
    again.on('message', (to) => after.push(to));
    try {
      const watcher = await appClient(t, d.token);
      await watcher.subscribeAsync(topic);
      const ownerSaw: string[] = [];
      watcher.on('message', (to) => ownerSaw.push(to));
      await t.container.iot.mqtt.sessions.publish(topic, '{"status":4}');
      await until(() => ownerSaw.length === 1);
      expect(after).toEqual([]);
      expect(await canSubscribe(again, topic)).toBe(false);
      watcher.end(true);
    } finally {
      again.end(true);
    }
  });
});
