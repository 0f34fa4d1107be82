import { type AlertLog, buildTopic, Topic, userAlertTopic } from '@linli/contracts';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/index.ts';
import { appClient, connectSim, mqttUrl, ownerWithDevice, until } from '../../../test/support/mqtt.ts';
import { createScene, runsOf } from '../../../test/support/scenes.ts';
import { shareAccepted } from '../../../test/support/shares.ts';
import { signIn } from '../../../test/support/social-services.ts';

describe('scenes live: real broker, real devices', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { broker: true });
  });
  afterAll(() => t.close());

  /** A plug that records commands and echoes only when told to: shows serial vs parallel. */
  async function slowPlug(d: Awaited<ReturnType<typeof ownerWithDevice>>) {
    const client = await mqtt.connectAsync(mqttUrl(t), {
      clientId: d.connect.clientId,
      username: d.connect.username,
      password: d.connect.passwd,
      reconnectPeriod: 0,
    });
    const commands: { id: string; value: string; remark: string }[] = [];
    client.on('message', (_to, payload) => commands.push(...JSON.parse(payload.toString())));
    await client.subscribeAsync(buildTopic(d.productId, d.serialNumber, Topic.functionGet));
    await until(() => t.container.iot.mqtt.sessions.isConnected(d.deviceId));
    const echo = (index: number) =>
      client.publishAsync(
        buildTopic(d.productId, d.serialNumber, Topic.functionPost),
        JSON.stringify([commands[index]]),
      );
    return { client, commands, echo };
  }

  it('serial waits for each echo before the next action; parallel sends all at once', async () => {
    const plug = await ownerWithDevice(t, 'smart-plug');
    const device = await slowPlug(plug);
    const actions = [
      { source: 1, deviceId: plug.deviceId, type: 2, id: 'switch', value: '1' },
      { source: 1, deviceId: plug.deviceId, type: 2, id: 'countdown', value: '30' },
    ];
    const trigger = { source: 1, deviceId: plug.deviceId, type: 5 };
    try {
      const serial = await createScene(t, plug.token, {
        sceneName: '串行',
        executeMode: 1,
        triggers: [trigger],
        actions,
      });
      const run = t.call('POST', '/iot/runtime/runScene', {
        token: plug.token,
        query: { sceneId: String(serial) },
      });
      await until(() => device.commands.length === 1);
      // The second command waits for the first echo.
      await new Promise((r) => setTimeout(r, 200));
      expect(device.commands.map((c) => c.id)).toEqual(['switch']);
      await device.echo(0);
      await until(() => device.commands.length === 2);
      await device.echo(1);
      expect((await run).body).toMatchObject({
        data: { status: 'done', actions: [{ result: 'replied' }, { result: 'replied' }] },
      });

      device.commands.length = 0;
      const parallel = await createScene(t, plug.token, {
        sceneName: '并行',
        executeMode: 2,
        triggers: [trigger],
        actions,
      });
      const run2 = t.call('POST', '/iot/runtime/runScene', {
        token: plug.token,
        query: { sceneId: String(parallel) },
      });
      await until(() => device.commands.length === 2);
      expect(device.commands.map((c) => c.id).sort()).toEqual(['countdown', 'switch']);
      await device.echo(0);
      await device.echo(1);
      expect((await run2).body).toMatchObject({ data: { status: 'done' } });
    } finally {
      device.client.end(true);
    }
  });

  it('fall detected → critical alarm + hall light on; alert pushed live to owner and shared user, SMS, handled', async () => {
    const radar = await ownerWithDevice(t, 'fall-radar', '卫生间跌倒雷达');
    const product = (await t.container.iot.products.findByCode('smart-plug'))!;
    const created = await t.call<{ data: { deviceId: number } }>('POST', '/iot/device', {
      token: radar.token,
      body: { productId: product.id, deviceName: '客厅灯插座' },
    });
    const lightId = created.body.data.deviceId;
    const light = await t.call<{ data: { serialNumber: string } }>('GET', `/iot/device/${lightId}`, {
      token: radar.token,
    });
    const lightConnect = (
      await t.call<{ data: { clientId: string; username: string; passwd: string } }>(
        'GET',
        '/iot/device/getMqttConnectData',
        { token: radar.token, query: { deviceId: String(lightId) } },
      )
    ).body.data;
    const lightSim = await connectSim(t, {
      productId: product.id,
      serialNumber: light.body.data.serialNumber,
      userId: radar.userId,
      model: product.thingsModels,
      connect: lightConnect as never,
    });
    const radarSim = await connectSim(t, radar);
    const family = await signIn(t);
    await shareAccepted(t, {
      token: radar.token,
      body: { deviceId: radar.deviceId, userId: family.userId, perms: ['alert'] },
    });
    const stranger = await signIn(t);
    const sceneId = await createScene(t, radar.token, {
      sceneName: '跌倒报警',
      // A posture the radar reports, not its fall event: that event raises the radar's own alarm besides.
      triggers: [{ source: 1, deviceId: radar.deviceId, type: 1, id: 'posture', operator: '=', value: '4' }],
      actions: [
        { source: 4, alertName: '检测到跌倒', alertLevel: 3 },
        { source: 1, deviceId: lightId, type: 2, id: 'switch', value: '1' },
      ],
      executeMode: 2,
      silentPeriod: 5,
    });
    const ownerApp = await appClient(t, radar.token);
    const familyApp = await appClient(t, family.token);
    const strangerApp = await appClient(t, stranger.token);
    const pushed: Record<string, AlertLog[]> = { owner: [], family: [], stranger: [] };
    for (const [name, client, userId] of [
      ['owner', ownerApp, radar.userId],
      ['family', familyApp, family.userId],
      ['stranger', strangerApp, stranger.userId],
    ] as const) {
      client.on('message', (_to, payload) => pushed[name]!.push(JSON.parse(payload.toString())));
      await client.subscribeAsync(userAlertTopic(userId));
    }
    try {
      await radarSim.report([{ id: 'posture', value: '4' }]);
      await until(() => pushed.owner!.length === 1 && pushed.family!.length === 1);
      expect(pushed.owner![0]).toMatchObject({
        alertName: '检测到跌倒',
        alertLevel: 3,
        status: 1,
        serialNumber: radar.serialNumber,
        deviceName: '卫生间跌倒雷达',
        sceneId,
        origin: 'scene',
        detail: [{ id: 'posture', value: '4' }],
      });
      expect(pushed.stranger).toEqual([]);
      await until(() => lightSim.values.get('switch') === '1');
      await t.container.automation.engine.idle();
      const [run] = await runsOf(t, radar.token, sceneId);
      expect(run).toMatchObject({
        cause: 'device',
        status: 'done',
        conditions: [{ index: 0, held: true, value: '4' }],
        actions: [{ result: 'alert' }, { result: 'replied' }],
      });
      // Critical: an SMS to each member with a phone (development outbox).
      const phone = (await t.container.users.findById(family.userId))!.phonenumber!;
      const texts = await t.container.smsRepository.outbox(phone);
      expect(texts.map((m) => m.template)).toEqual(['alert-critical']);

      // Alert list, filters, unread count, handling.
      const unread = () =>
        t.call<{ data: { count: number } }>('GET', '/iot/alertLog/unread', { token: family.token });
      expect((await unread()).body.data.count).toBe(1);
      const list = await t.call<{ rows: AlertLog[]; total: number }>('GET', '/iot/alertLog/list', {
        token: family.token,
        query: { status: '1', alertLevel: '3' },
      });
      expect(list.body.total).toBe(1);
      expect(
        (
          await t.call<{ total: number }>('GET', '/iot/alertLog/list', {
            token: family.token,
            query: { status: '3' },
          })
        ).body.total,
      ).toBe(0);
      expect(
        (await t.call<{ total: number }>('GET', '/iot/alertLog/list', { token: stranger.token })).body.total,
      ).toBe(0);
      const id = list.body.rows[0]!.alertLogId;
      expect((await t.call('GET', `/iot/alertLog/${id}`, { token: stranger.token })).body.errorCode).toBe(
        'ALERT_NOT_FOUND',
      );
      expect(
        (await t.call<{ data: AlertLog }>('GET', `/iot/alertLog/${id}`, { token: family.token })).body.data
          .isRead,
      ).toBe(1);
      expect((await unread()).body.data.count).toBe(0);
      const bad = await t.call('PUT', '/iot/alertLog', {
        token: radar.token,
        body: { alertLogId: id, status: 1 },
      });
      expect(bad.body).toMatchObject({ code: 500, field: 'status' });
      const handled = await t.call('PUT', '/iot/alertLog', {
        token: radar.token,
        body: { alertLogId: id, status: 3, remark: '已电话确认，老人无碍' },
      });
      expect(handled.body.code).toBe(200);
      const after = await t.call<{ data: AlertLog }>('GET', `/iot/alertLog/${id}`, { token: radar.token });
      expect(after.body.data).toMatchObject({
        status: 3,
        remark: '已电话确认，老人无碍',
        handledBy: radar.userId,
      });

      // Device events: the owner sees them; the shared user needs the log permission.
      const events = await t.call<{ rows: { identifier: string }[] }>('GET', '/iot/event/list', {
        token: radar.token,
        query: { deviceId: String(radar.deviceId) },
      });
      expect(events.body.rows.map((r) => r.identifier)).toContain('online');
      const familyEvents = await t.call('GET', '/iot/event/list', {
        token: family.token,
        query: { serialNumber: radar.serialNumber },
      });
      expect(familyEvents.body.code).toBe(403);

      // Handling reached everyone's open app as a change to the same alert.
      await until(() => pushed.family!.some((a) => a.alertLogId === id && a.status === 3));
      // Silence: a second fall within 5 minutes raises nothing new (the run log counts it).
      await radarSim.report([{ id: 'posture', value: '4' }]);
      await until(async () => (await runsOf(t, radar.token, sceneId))[0]?.silenced === 1);
      expect(pushed.owner!.filter((a) => a.status === 1)).toHaveLength(1);
    } finally {
      for (const c of [ownerApp, familyApp, strangerApp]) c.end(true);
      await radarSim.stop();
      await lightSim.stop();
    }
  });
});
