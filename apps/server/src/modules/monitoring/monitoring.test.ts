import { buildTopic, Topic } from '@linli/contracts';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/index.ts';
import {
  appClient,
  canSubscribe,
  connectSim,
  ownerWithDevice,
  publishRefused,
  until,
} from '../../../test/support/mqtt.ts';
import { shareAccepted } from '../../../test/support/shares.ts';
import { signIn } from '../../../test/support/social-services.ts';

describe('real-time monitoring: bounds on REST and MQTT, start and stop, the monitor permission', () => {
  let t: TestApp;
  const clients: MqttClient[] = [];
  const stops: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    t = await createTestApp({}, { broker: true });
  });
  afterAll(async () => {
    for (const c of clients) c.end(true);
    for (const stop of stops) await stop();
    await t.close();
  });

  /** An owner's plug with a connected simulated device that records the monitor requests it receives. */
  async function connectedPlug() {
    const d = await ownerWithDevice(t, 'smart-plug', '监测插座');
    const sim = await connectSim(t, d);
    stops.push(() => sim.stop());
    const requests: string[] = [];
    const monitorGet = buildTopic(d.productId, d.serialNumber, Topic.monitorGet);
    sim.client.on('message', (topic, payload) => {
      if (topic === monitorGet) requests.push(payload.toString());
    });
    await until(() => t.container.iot.mqtt.sessions.isConnected(d.deviceId));
    return {
      ...d,
      sim,
      requests,
      topic: (s: Parameters<typeof buildTopic>[2]) => buildTopic(d.productId, d.serialNumber, s),
    };
  }

  const start = (token: string, body: Record<string, unknown>, language?: 'en-US') =>
    t.call<{ data: { interval: number; count: number } }>('POST', '/iot/runtime/monitor/start', {
      token,
      body,
      ...(language ? { language } : {}),
    });

  it('REST: interval 500–10000 ms and count 1–300; a refused request sends nothing to the device', async () => {
    const d = await connectedPlug();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ interval: 499, count: 10 }, 'NUMBER_TOO_SMALL', 'interval'],
      [{ interval: 10_001, count: 10 }, 'NUMBER_TOO_LARGE', 'interval'],
      [{ interval: 1000, count: 0 }, 'NUMBER_TOO_SMALL', 'count'],
      [{ interval: 1000, count: 301 }, 'NUMBER_TOO_LARGE', 'count'],
      [{ interval: 'fast', count: 10 }, 'FIELD_INVALID', 'interval'],
      [{ interval: 1000 }, 'FIELD_REQUIRED', 'count'],
    ];
    for (const [body, errorCode, field] of cases) {
      const answer = await start(d.token, { deviceId: d.deviceId, ...body });
      expect(answer.status).toBe(200);
      expect(answer.body, JSON.stringify(body)).toMatchObject({ code: 500, errorCode, field });
    }
    expect((await start(d.token, { deviceId: d.deviceId, interval: 499, count: 10 })).body.msg).toBe(
      '监测间隔不能小于500',
    );
    expect(
      (await start(d.token, { deviceId: d.deviceId, interval: 1000, count: 301 }, 'en-US')).body.msg,
    ).toBe('Count cannot be more than 300');

    // The bounds themselves pass; the device streams exactly what it was asked for, then is stopped.
    const owner = await appClient(t, d.token);
    clients.push(owner);
    const samples: string[] = [];
    owner.on('message', (_topic, payload) => samples.push(payload.toString()));
    await owner.subscribeAsync(d.topic(Topic.monitorPost));
    const ok = await start(d.token, { deviceId: d.deviceId, interval: 500, count: 3 });
    expect(ok.body.data).toMatchObject({ interval: 500, count: 3 });
    await until(() => samples.length >= 3, 10_000);
    expect(JSON.parse(samples[0]!).map((i: { id: string }) => i.id)).toEqual(['power', 'voltage']);
    expect(
      (await t.call('POST', '/iot/runtime/monitor/stop', { token: d.token, body: { deviceId: d.deviceId } }))
        .body.code,
    ).toBe(200);
    await until(() => d.requests.length >= 2);
    expect(d.requests).toEqual(['{"count":3,"interval":500}', '{"count":0,"interval":1000}']);
    expect((await start(d.token, { deviceId: d.deviceId, interval: 10_000, count: 300 })).body.code).toBe(
      200,
    );
  });

  it('a shared user needs the monitor permission; a stranger learns nothing; an offline device is refused', async () => {
    const d = await connectedPlug();
    const watcher = await signIn(t);
    const reader = await signIn(t);
    const stranger = await signIn(t);
    for (const [user, perms] of [
      [watcher, ['monitor']],
      [reader, ['log']],
    ] as const) {
      await shareAccepted(t, {
        token: d.token,
        body: { deviceId: d.deviceId, userId: user.userId, perms },
      });
    }
    const body = { deviceId: d.deviceId, interval: 1000, count: 5 };
    expect((await start(reader.token, body)).body).toMatchObject({ code: 403, errorCode: 'FORBIDDEN' });
    expect((await start(stranger.token, body)).body.errorCode).toBe('DEVICE_NOT_FOUND');
    expect(d.requests).toEqual([]);
    expect((await start(watcher.token, body)).body.code).toBe(200);
    await until(() => d.requests.length === 1);

    const offline = await ownerWithDevice(t, 'smart-plug', '离线插座');
    expect((await start(offline.token, { ...body, deviceId: offline.deviceId })).body.errorCode).toBe(
      'DEVICE_OFFLINE',
    );
  });

  it('MQTT: an app publishing an out-of-bounds /monitor/get is refused (dropped); in bounds and stop pass', async () => {
    const d = await connectedPlug();
    const reader = await signIn(t);
    await shareAccepted(t, {
      token: d.token,
      body: { deviceId: d.deviceId, userId: reader.userId, perms: ['log'] },
    });
    const refused = async (token: string, payload: string) => {
      const client = await appClient(t, token);
      clients.push(client);
      const answer = await publishRefused(t, client, d.topic(Topic.monitorGet), payload);
      expect(answer).toEqual({ disconnected: false });
    };
    for (const payload of [
      '{"count":301,"interval":1000}',
      '{"count":5,"interval":499}',
      '{"count":5,"interval":10001}',
      '{"count":-1,"interval":1000}',
      '{"count":5}',
      'garbage',
    ]) {
      await refused(d.token, payload);
    }
    // Without the monitor permission: neither asking nor listening.
    await refused(reader.token, '{"count":5,"interval":1000}');
    const readerClient = await appClient(t, reader.token);
    clients.push(readerClient);
    expect(await canSubscribe(readerClient, d.topic(Topic.monitorPost))).toBe(false);

    const owner = await appClient(t, d.token);
    clients.push(owner);
    await owner.publishAsync(d.topic(Topic.monitorGet), '{"count":300,"interval":10000}');
    await owner.publishAsync(d.topic(Topic.monitorGet), '{"count":0,"interval":1000}');
    await until(() => d.requests.length >= 2);
    expect(d.requests).toEqual(['{"count":300,"interval":10000}', '{"count":0,"interval":1000}']);
    expect(owner.connected).toBe(true);
  });
});
