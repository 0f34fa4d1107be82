import {
  buildTopic,
  COMMAND_RESULT,
  DEVICE_STATUS,
  type StatusMessage,
  type ThingItem,
  Topic,
} from '@linli/contracts';
import mqtt from 'mqtt';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDatabase } from '../../support/index.ts';
import { ownerWithDevice, until } from '../../support/mqtt.ts';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.ts';

type Owned = Awaited<ReturnType<typeof ownerWithDevice>>;

/** mqtt.js retries this often (ms); the web app uses 3 s, devices vary: short keeps the test quick. */
const RECONNECT_MS = 100;

const linkUrl = (link: TcpProxy) => `mqtt://127.0.0.1:${link.port}`;

/**
 * A device as firmware behaves: connects through `link`, subscribes to its commands (mqtt.js subscribes
 * again after every reconnect), applies each command and echoes it on `/function/post`.
 */
async function startDevice(link: TcpProxy, d: Owned) {
  const commands: ThingItem[][] = [];
  const client = await mqtt.connectAsync(linkUrl(link), {
    clientId: d.connect.clientId,
    username: d.connect.username,
    password: d.connect.passwd,
    reconnectPeriod: RECONNECT_MS,
    // It subscribes itself on every connect (below), so the test knows when it listens again.
    resubscribe: false,
  });
  client.on('error', () => {});
  client.on('message', (_topic, payload) => {
    const items = JSON.parse(payload.toString('utf8')) as ThingItem[];
    commands.push(items);
    client.publish(buildTopic(d.productId, d.serialNumber, Topic.functionPost), JSON.stringify(items));
  });
  const listen = () =>
    client.subscribeAsync(buildTopic(d.productId, d.serialNumber, Topic.functionGet), { qos: 1 });
  await listen();
  let connects = 1;
  let listens = 1;
  client.on('connect', () => {
    connects += 1;
    // A command published before the device subscribes again is not for this session (QoS 0, clean start).
    void listen().then(() => {
      listens += 1;
    });
  });
  return {
    client,
    commands,
    /** How many times this device has (re)connected. */
    connects: () => connects,
    /** How many times it has subscribed to its commands (once per connection, after the connect). */
    listens: () => listens,
    /** Commands received carrying this message id. */
    received: (messageId: string) => commands.filter((items) => items.some((i) => i.remark === messageId)),
  };
}

const status = async (t: TestApp, d: Owned) =>
  (await t.call<{ data: { status: number } }>('GET', `/iot/device/${d.deviceId}`, { token: d.token })).body
    .data.status;

const invoke = (t: TestApp, d: Owned, value: number) =>
  t.call<{ data: { messageId: string; result: string } }>('POST', '/iot/runtime/service/invokeReply', {
    token: d.token,
    body: { deviceId: d.deviceId, identifier: 'switch', remoteCommand: { switch: value } },
  });

describe(`broker restart and network drops: reconnect, resubscribe, commands once (${testDatabase})`, () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('a device and an app lose their connections: both reconnect, the app hears pushes again, the device goes offline then online', async () => {
    const t = await createTestApp({}, { broker: true });
    cleanups.push(() => t.close());
    const d = await ownerWithDevice(t, 'smart-plug', '客厅插座');
    const deviceLink = await startTcpProxy(t.broker!.port);
    const appLink = await startTcpProxy(t.broker!.port);
    cleanups.push(
      () => deviceLink.close(),
      () => appLink.close(),
    );
    const device = await startDevice(deviceLink, d);
    cleanups.push(() => void device.client.end(true));
    await until(async () => (await status(t, d)) === DEVICE_STATUS.online);

    // The app, as the phone does: a phone- client with the login token, listening to the device.
    const appId = `phone-${d.deviceId}-${Date.now()}`;
    const app = await mqtt.connectAsync(linkUrl(appLink), {
      clientId: appId,
      username: 'linli',
      password: d.token,
      reconnectPeriod: RECONNECT_MS,
    });
    app.on('error', () => {});
    cleanups.push(() => void app.end(true));
    const statusTopic = buildTopic(d.productId, d.serialNumber, Topic.statusPost);
    const serviceTopic = buildTopic(d.productId, d.serialNumber, Topic.wsService);
    const heard: { topic: string; body: unknown }[] = [];
    app.on('message', (topic, payload) => heard.push({ topic, body: JSON.parse(payload.toString('utf8')) }));
    await app.subscribeAsync([statusTopic, serviceTopic]);

    // The network drops both connections, and stays down for a while.
    deviceLink.down();
    appLink.down();
    deviceLink.cut();
    appLink.cut();
    await until(async () => (await status(t, d)) === DEVICE_STATUS.offline);
    expect(t.container.iot.mqtt.sessions.isConnected(d.deviceId)).toBe(false);

    // The app's network returns first: it reconnects and subscribes again (the broker checks the ACL again).
    const resubscribed = new Promise<void>((resolve) => {
      t.broker!.aedes.on('subscribe', (subscriptions, client) => {
        if (client.id === appId && subscriptions.some((s) => s.topic === statusTopic)) resolve();
      });
    });
    appLink.up();
    await resubscribed;

    // Then the device's: it reconnects, the app hears it come online, and hears its reports again.
    const heardBefore = heard.length;
    deviceLink.up();
    await until(() =>
      heard
        .slice(heardBefore)
        .some(
          (m) =>
            m.topic === statusTopic && (m.body as StatusMessage).status === (DEVICE_STATUS.online as number),
        ),
    );
    expect(await status(t, d)).toBe(DEVICE_STATUS.online);
    expect(device.connects()).toBe(2);
    await device.client.publishAsync(
      buildTopic(d.productId, d.serialNumber, Topic.propertyPost),
      JSON.stringify([{ id: 'power', value: '123.4' }]),
      { qos: 1 },
    );
    await until(() =>
      heard.some((m) => m.topic === serviceTopic && JSON.stringify(m.body).includes('"value":"123.4"')),
    );

    // The device subscribed again too: a command reaches it and its echo answers the call.
    const command = await invoke(t, d, 1);
    expect(command.body.data.result).toBe(COMMAND_RESULT.replied);
    expect(device.received(command.body.data.messageId)).toHaveLength(1);
  }, 60_000);

  it('a shadow command queued for an offline device reaches it exactly once after a server restart', async () => {
    const first = await createTestApp({}, { broker: true });
    let running: TestApp | undefined = first;
    cleanups.push(() => running?.close());
    const d = await ownerWithDevice(first, 'smart-plug', '卧室插座');
    const shadowOn = await first.call('PUT', '/iot/device', {
      token: d.token,
      body: { deviceId: d.deviceId, deviceName: '卧室插座', locationWay: 1, isShadow: 1 },
    });
    expect(shadowOn.body.code).toBe(200);
    const link = await startTcpProxy(first.broker!.port);
    cleanups.push(() => link.close());
    const device = await startDevice(link, d);
    cleanups.push(() => void device.client.end(true));
    await until(async () => (await status(first, d)) === DEVICE_STATUS.online);

    // The device drops off the network; the owner switches it on meanwhile: stored as a shadow command.
    link.down();
    link.cut();
    await until(async () => (await status(first, d)) === DEVICE_STATUS.offline);
    const queued = await invoke(first, d, 1);
    expect(queued.body.data.result).toBe(COMMAND_RESULT.shadow);
    const { messageId } = queued.body.data;

    // The server restarts on the same data (a new broker, on a new port behind the same address).
    await first.close({ keepData: true });
    running = undefined;
    const second = await createTestApp(
      {},
      { broker: true },
      { dataDir: first.dataDir, pgSchema: first.pgSchema },
    );
    running = second;
    link.retarget(second.broker!.port);
    link.up();

    await until(() => device.received(messageId).length > 0);
    await until(async () => {
      const commands = await second.container.iot.devices.stateRepository.commands(d.deviceId);
      return commands.find((c) => c.messageId === messageId)?.status === 'delivered';
    });

    // Once more off and on: a delivered command is not sent again.
    const listensBefore = device.listens();
    link.cut();
    await until(() => device.listens() > listensBefore && device.client.connected);
    await until(async () => (await status(second, d)) === DEVICE_STATUS.online);

    // A fresh command on the same connection is the barrier: anything sent before it has arrived first.
    const barrier = await invoke(second, d, 0);
    expect(barrier.body.data.result).toBe(COMMAND_RESULT.replied);
    expect(device.received(messageId)).toHaveLength(1);
    expect(device.received(messageId)[0]).toEqual([{ id: 'switch', value: '1', remark: messageId }]);
  }, 60_000);

  it('two deliveries of the stored commands at once (a device subscribing twice, a reconnect mid-delivery) send each command once', async () => {
    const t = await createTestApp({}, { broker: true });
    cleanups.push(() => t.close());
    const d = await ownerWithDevice(t, 'smart-plug', '书房插座');
    const link = await startTcpProxy(t.broker!.port);
    cleanups.push(() => link.close());
    const device = await startDevice(link, d);
    cleanups.push(() => void device.client.end(true));
    await until(() => t.container.iot.mqtt.sessions.isConnected(d.deviceId));

    // A command stored while the device was away (the row shadow mode writes), then the broker reports the
    // device's command subscription twice at once: each report starts a delivery.
    const { devices, commands, stateRepository } = t.container.iot.devices;
    const messageId = 'stored-while-away';
    await stateRepository.insertCommand({
      deviceId: d.deviceId,
      messageId,
      userId: d.userId,
      funType: 1,
      payload: JSON.stringify([{ id: 'switch', value: '1' }]),
      status: 'shadow',
      createdAt: t.container.clock.now().toISOString(),
      origin: { kind: 'app', name: '' },
    });
    const record = (await devices.findById(d.deviceId))!;
    await Promise.all([commands.deliverPending(record), commands.deliverPending(record)]);

    const barrier = await invoke(t, d, 0);
    expect(barrier.body.data.result).toBe(COMMAND_RESULT.replied);
    expect(device.received(messageId)).toHaveLength(1);
    const stored = await stateRepository.commands(d.deviceId);
    expect(stored.find((c) => c.messageId === messageId)?.status).toBe('delivered');
  }, 60_000);
});
