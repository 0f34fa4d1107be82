import { buildTopic, type OrderControl, Topic } from '@linli/contracts';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/index.ts';
import { appClient, connectSim, ownerWithDevice, publishRefused, until } from '../../../test/support/mqtt.ts';
import { shareAccepted } from '../../../test/support/shares.ts';
import { signIn } from '../../../test/support/social-services.ts';
import { FakeClock, HOUR } from '../../platform/clock.ts';

const START = new Date('2026-11-22T08:00:00Z');

describe('order control: time-boxed, count-limited commands for a shared user', () => {
  let t: TestApp;
  let clock: FakeClock;
  const stops: (() => Promise<void>)[] = [];
  const clients: MqttClient[] = [];
  beforeAll(async () => {
    clock = new FakeClock(START);
    t = await createTestApp({ TOKEN_TTL_MINUTES: String(60 * 24 * 30) }, { broker: true, clock });
  });
  afterAll(async () => {
    for (const c of clients) c.end(true);
    for (const stop of stops) await stop();
    await t.close();
  });

  async function plugSharedWith(perms: string[]) {
    const d = await ownerWithDevice(t, 'smart-plug', '机构插座');
    const sim = await connectSim(t, d);
    stops.push(() => sim.stop());
    await until(() => t.container.iot.mqtt.sessions.isConnected(d.deviceId));
    const member = await signIn(t);
    const shared = await shareAccepted(t, {
      token: d.token,
      body: { deviceId: d.deviceId, userId: member.userId, perms },
    });
    expect(shared.body.code).toBe(200);
    return { ...d, sim, member };
  }

  const judge = (token: string, deviceId: number, modelId: string) =>
    t.call('GET', '/order/control/get', { token, query: { deviceId: String(deviceId), modelId } });
  const invoke = (token: string, deviceId: number, identifier: string, value: string) =>
    t.call('POST', '/iot/runtime/service/invokeReply', {
      token,
      body: { deviceId, identifier, remoteCommand: { [identifier]: value }, timeOut: 5 },
    });
  const rules = async (token: string, deviceId: number) =>
    (
      await t.call<{ rows: OrderControl[]; total: number }>('GET', '/order/control/list', {
        token,
        query: { deviceId: String(deviceId) },
      })
    ).body;

  it('allows the listed command inside the window while commands are left; each send uses one', async () => {
    const d = await plugSharedWith(['switch', 'countdown']);
    const other = await signIn(t);
    await shareAccepted(t, {
      token: d.token,
      body: { deviceId: d.deviceId, userId: other.userId, perms: ['switch'] },
    });
    // Before any rule the member is limited by the share alone.
    expect((await judge(d.member.token, d.deviceId, 'countdown')).body.code).toBe(200);
    const created = await t.call<{ data: OrderControl }>('POST', '/order/control', {
      token: d.token,
      body: {
        deviceId: d.deviceId,
        userId: d.member.userId,
        selectOrder: 'switch',
        startTime: START.toISOString(),
        endTime: new Date(START.getTime() + HOUR).toISOString(),
        count: 2,
      },
    });
    expect(created.body.data).toMatchObject({ selectOrder: ['switch'], count: 2 });

    expect((await judge(d.member.token, d.deviceId, 'switch')).body.code).toBe(200);
    // Under order control now: a command the rule does not list is refused though the share grants it.
    const notListed = await judge(d.member.token, d.deviceId, 'countdown');
    expect(notListed.body).toMatchObject({ code: 500, errorCode: 'ORDER_NOT_ALLOWED' });
    expect((await invoke(d.member.token, d.deviceId, 'countdown', '5')).body.errorCode).toBe(
      'ORDER_NOT_ALLOWED',
    );
    // The owner and a shared user without rules are not limited.
    expect((await judge(d.token, d.deviceId, 'countdown')).body.code).toBe(200);
    expect((await judge(other.token, d.deviceId, 'switch')).body.code).toBe(200);
    // Nor is anyone told "yes" for a command the share does not grant at all.
    expect((await judge(other.token, d.deviceId, 'countdown')).body).toMatchObject({ code: 403 });

    expect((await invoke(d.member.token, d.deviceId, 'switch', '1')).body.code).toBe(200);
    expect((await invoke(d.member.token, d.deviceId, 'switch', '0')).body.code).toBe(200);
    expect((await rules(d.token, d.deviceId)).rows[0]!.count).toBe(0);
    const sent = d.sim.received.length;
    const third = await invoke(d.member.token, d.deviceId, 'switch', '1');
    expect(third.body).toMatchObject({ code: 500, errorCode: 'ORDER_NOT_ALLOWED' });
    expect((await judge(d.member.token, d.deviceId, 'switch')).body.errorCode).toBe('ORDER_NOT_ALLOWED');
    expect(d.sim.received.length).toBe(sent);
    // The owner's commands neither need nor use a rule.
    expect((await invoke(d.token, d.deviceId, 'switch', '1')).body.code).toBe(200);

    // Over MQTT the broker holds the member's app to the same rule: the publish is refused (dropped).
    const app = await appClient(t, d.member.token);
    clients.push(app);
    const refused = await publishRefused(
      t,
      app,
      buildTopic(d.productId, d.serialNumber, Topic.functionGet),
      JSON.stringify([{ id: 'switch', value: '0', remark: '' }]),
    );
    expect(refused).toEqual({ disconnected: false });
    expect(d.sim.received.length).toBe(sent + 1);
  });

  it('is time-boxed: before and after the window the command is refused', async () => {
    const d = await plugSharedWith(['switch']);
    const begin = new Date(clock.now().getTime() + HOUR);
    await t.call('POST', '/order/control', {
      token: d.token,
      body: {
        deviceId: d.deviceId,
        userId: d.member.userId,
        selectOrder: ['switch'],
        startTime: begin.toISOString(),
        endTime: new Date(begin.getTime() + HOUR).toISOString(),
        count: 10,
      },
    });
    expect((await judge(d.member.token, d.deviceId, 'switch')).body.errorCode).toBe('ORDER_NOT_ALLOWED');
    clock.advance(HOUR);
    expect((await judge(d.member.token, d.deviceId, 'switch')).body.code).toBe(200);
    expect((await invoke(d.member.token, d.deviceId, 'switch', '1')).body.code).toBe(200);
    expect((await rules(d.token, d.deviceId)).rows[0]!.count).toBe(9);
    clock.advance(HOUR + 1);
    expect((await judge(d.member.token, d.deviceId, 'switch')).body.errorCode).toBe('ORDER_NOT_ALLOWED');
  });

  it('only the owner writes rules, for a user the device is shared with and commands it has', async () => {
    const d = await plugSharedWith(['switch']);
    const stranger = await signIn(t);
    const rule = {
      deviceId: d.deviceId,
      userId: d.member.userId,
      selectOrder: ['switch'],
      startTime: '2026-11-22 16:00',
      endTime: '2026-11-22 18:00',
      count: 3,
    };
    const post = (token: string, body: Record<string, unknown>) =>
      t.call('POST', '/order/control', { token, body });
    expect((await post(d.member.token, rule)).body.code).toBe(403);
    expect((await post(stranger.token, rule)).body.errorCode).toBe('DEVICE_NOT_FOUND');
    expect((await post(d.token, { ...rule, userId: stranger.userId })).body).toMatchObject({
      errorCode: 'SHARE_NOT_FOUND',
      field: 'userId',
    });
    expect((await post(d.token, { ...rule, selectOrder: ['power'] })).body).toMatchObject({
      errorCode: 'THING_UNKNOWN',
      field: 'power',
    });
    expect((await post(d.token, { ...rule, endTime: '2026-11-22 15:00' })).body.errorCode).toBe(
      'TIME_RANGE_INVALID',
    );
    expect((await post(d.token, { ...rule, count: 0 })).body).toMatchObject({
      errorCode: 'NUMBER_TOO_SMALL',
      field: 'count',
    });
    expect((await rules(d.token, d.deviceId)).total).toBe(0);
    const created = await t.call<{ data: OrderControl }>('POST', '/order/control', {
      token: d.token,
      body: rule,
    });
    expect(created.body.data.startTime).toBe('2026-11-22T08:00:00.000Z');
    expect((await rules(d.member.token, d.deviceId)).code).toBe(403);
    const id = created.body.data.id;
    expect((await t.call('DELETE', `/order/control/${id}`, { token: d.member.token })).body.errorCode).toBe(
      'ORDER_CONTROL_NOT_FOUND',
    );
    expect((await t.call('DELETE', `/order/control/${id}`, { token: d.token })).body.code).toBe(200);
    expect((await rules(d.token, d.deviceId)).total).toBe(0);
  });
});
