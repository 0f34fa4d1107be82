import type { Writable } from 'node:stream';
import { buildTopic, Topic } from '@linli/contracts';
import type { SimDevice } from '@linli/device-sim';
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/index.ts';
import {
  appClient,
  connectSim,
  mqttUrl,
  ownerWithDevice,
  publishRefused,
  until,
} from '../../support/mqtt.ts';
import { shareAccepted } from '../../support/shares.ts';
import { signIn } from '../../support/social-services.ts';

/**
 * Attacks on the broker (SECURITY.md "MQTT"): what an app publishes is never kept for later (no retained
 * commands replayed to a device after the sender lost the right), a device's command topics carry only what
 * its thing model allows, nothing retained outlives a deleted device, and an order-control count holds
 * against a burst of commands sent in one go.
 */
describe('attacks on the broker: nothing kept that should not be, limits that hold', () => {
  let t: TestApp;
  const clients: MqttClient[] = [];
  const sims: SimDevice[] = [];
  beforeAll(async () => {
    t = await createTestApp({}, { broker: true });
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.endAsync(true)));
    await Promise.all(sims.splice(0).map((s) => s.stop()));
  });
  afterAll(() => t.close());

  const app = async (token: string) => {
    const client = await appClient(t, token);
    clients.push(client);
    return client;
  };
  const online = async (d: Awaited<ReturnType<typeof ownerWithDevice>>) => {
    const sim = await connectSim(t, d);
    sims.push(sim);
    await until(() => t.container.iot.mqtt.sessions.isConnected(d.deviceId));
    return sim;
  };
  const sharedPlug = async (perms: string[]) => {
    const d = await ownerWithDevice(t, 'smart-plug', '被共享的插座');
    const member = await signIn(t);
    await shareAccepted(t, { token: d.token, body: { deviceId: d.deviceId, userId: member.userId, perms } });
    return { d, member };
  };

  it('a retained command from a shared user is not replayed to the device when it reconnects', async () => {
    const { d, member } = await sharedPlug(['switch']);
    const first = await online(d);
    const sender = await app(member.token);
    await sender.publishAsync(
      buildTopic(d.productId, d.serialNumber, Topic.functionGet),
      JSON.stringify([{ id: 'switch', value: '1', remark: '' }]),
      { retain: true, qos: 1 },
    );
    await until(() => first.received.length === 1);
    await first.stop();
    sims.splice(sims.indexOf(first), 1);
    await t.call('DELETE', '/iot/share', {
      token: d.token,
      body: { deviceId: d.deviceId, userId: member.userId },
    });

    const again = await online(d);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(again.received).toEqual([]);
  });

  it('a read-only user cannot park junk on a device’s property/get: only a list of its identifiers passes', async () => {
    const { d, member } = await sharedPlug([]);
    const device = await online(d);
    const topic = buildTopic(d.productId, d.serialNumber, Topic.propertyGet);
    for (const junk of ['{"a":1}', '[{"id":"no_such_item","value":""}]']) {
      const client = await app(member.token);
      const refused = await publishRefused(t, client, topic, junk, { retain: true });
      expect(refused).toEqual({ disconnected: false });
    }
    // Over the packet limit the connection is closed before any check.
    const big = await app(member.token);
    big.publish(topic, 'x'.repeat(256 * 1024), { retain: true });
    await until(() => !big.connected);
    const fine = await app(member.token);
    // QoS 1: answered once the broker has handled it, so it cannot reach the listener subscribed below as if
    // it had been kept (at QoS 0 a loaded machine delivered it to that listener while still in flight).
    await fine.publishAsync(topic, JSON.stringify([{ id: 'switch', value: '', remark: '' }]), { qos: 1 });
    expect(fine.connected).toBe(true);
    // A fresh listener with every right sees nothing retained on the topic.
    const owner = await app(d.token);
    const heard: string[] = [];
    owner.on('message', (_topic, payload) => heard.push(payload.toString()));
    await owner.subscribeAsync(topic);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard).toEqual([]);
    expect(device.received).toEqual([]);
  });

  it('what a deleted device left retained is gone when its serial gets a new owner', async () => {
    const d = await ownerWithDevice(t, 'smart-plug', '要删掉的插座');
    const device = await mqtt.connectAsync(mqttUrl(t), {
      clientId: d.connect.clientId,
      username: d.connect.username,
      password: d.connect.passwd,
      reconnectPeriod: 0,
    });
    clients.push(device);
    const topic = buildTopic(d.productId, d.serialNumber, Topic.propertyPost);
    await device.publishAsync(topic, JSON.stringify([{ id: 'switch', value: '1', remark: '' }]), {
      retain: true,
    });
    // Retained indeed: a listener arriving later is given it.
    const before = await app(d.token);
    const retained: string[] = [];
    before.on('message', (_topic, payload) => retained.push(payload.toString()));
    await before.subscribeAsync(topic);
    await until(() => retained.length === 1);
    expect((await t.call('DELETE', `/iot/device/${d.deviceId}`, { token: d.token })).body.code).toBe(200);

    const buyer = await signIn(t);
    await t.call('POST', '/iot/device', {
      token: buyer.token,
      body: { productId: d.productId, deviceName: '新主人的插座', serialNumber: d.serialNumber },
    });
    const listener = await app(buyer.token);
    const heard: string[] = [];
    listener.on('message', (_topic, payload) => heard.push(payload.toString()));
    await listener.subscribeAsync(topic);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard).toEqual([]);
  });

  /** A shared plug whose member is under an order-control rule of `count` switch commands, live now. */
  const underRule = async (count: number) => {
    const { d, member } = await sharedPlug(['switch']);
    const device = await online(d);
    const now = Date.now();
    const rule = await t.call('POST', '/order/control', {
      token: d.token,
      body: {
        deviceId: d.deviceId,
        userId: member.userId,
        selectOrder: ['switch'],
        startTime: new Date(now - 60_000).toISOString(),
        endTime: new Date(now + 3_600_000).toISOString(),
        count,
      },
    });
    expect(rule.body.code).toBe(200);
    return { d, member, device };
  };

  it('an order-control rule of "count 2" lets exactly two MQTT commands through, one alone and one of a burst', async () => {
    const { d, member, device } = await underRule(2);
    const sender = await app(member.token);
    // One command on its own uses one of the two, not both (the broker's check takes it; logging does not).
    await sender.publishAsync(
      buildTopic(d.productId, d.serialNumber, Topic.functionGet),
      JSON.stringify([{ id: 'switch', value: '1', remark: '' }]),
    );
    await until(() => device.received.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Corked: fifteen QoS 0 commands leave in one write and reach the broker's checks together.
    const socket = sender.stream as unknown as Writable;
    socket.cork();
    for (let i = 0; i < 15; i += 1)
      sender.publish(
        buildTopic(d.productId, d.serialNumber, Topic.functionGet),
        JSON.stringify([{ id: 'switch', value: String(i % 2), remark: '' }]),
      );
    socket.uncork();
    await until(() => !sender.connected || device.received.length > 2, 5000).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Each command that went out used one, and only one.
    expect(device.received).toHaveLength(2);
  });

  it('the same rule holds for commands sent over REST at once', async () => {
    const { d, member, device } = await underRule(1);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.call('POST', '/iot/runtime/service/invokeReply', {
          token: member.token,
          body: {
            deviceId: d.deviceId,
            identifier: 'switch',
            remoteCommand: { switch: String(i % 2) },
            timeOut: 5,
          },
        }),
      ),
    );
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(1);
    expect(answers.every((a) => a.status < 500)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(device.received).toHaveLength(1);
  });
});
