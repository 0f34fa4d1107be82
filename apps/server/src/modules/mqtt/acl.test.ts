import { buildDeviceClientId, buildTopic, Topic } from '@linli/contracts';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/index.ts';
import {
  appClient,
  canSubscribe,
  mqttUrl,
  ownerWithDevice,
  publishRefused,
  tryConnect,
  until,
} from '../../../test/support/mqtt.ts';
import { signIn } from '../../../test/support/social-services.ts';

describe('MQTT: device authentication', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { broker: true });
  });
  afterAll(() => t.close());

  it('accepts the per-device secret with the FastBee client id; refuses wrong secrets and unknown serials', async () => {
    const d = await ownerWithDevice(t);
    expect(d.connect.clientId).toBe(buildDeviceClientId(d.serialNumber, d.productId, d.userId));
    expect(await tryConnect(t, d.connect.clientId, d.connect.username, d.connect.passwd)).toBe('connected');
    expect(await tryConnect(t, d.connect.clientId, d.connect.username, 'wrong')).toBe('refused');
    expect(
      await tryConnect(
        t,
        buildDeviceClientId('NOPE1', d.productId, d.userId),
        d.connect.username,
        d.connect.passwd,
      ),
    ).toBe('refused');
    // Wrong product in the client id.
    expect(
      await tryConnect(
        t,
        buildDeviceClientId(d.serialNumber, d.productId + 1, d.userId),
        d.connect.username,
        d.connect.passwd,
      ),
    ).toBe('refused');
    // Another device's secret does not open this one.
    const other = await ownerWithDevice(t);
    expect(await tryConnect(t, d.connect.clientId, d.connect.username, other.connect.passwd)).toBe('refused');
  });

  it('accepts FastBee product credentials (with authorization code where required)', async () => {
    const d = await ownerWithDevice(t);
    const creds = await productLogin(t, d.productId);
    expect(await tryConnect(t, d.connect.clientId, creds.username, creds.password)).toBe('connected');
    expect(await tryConnect(t, d.connect.clientId, 'someone', creds.password)).toBe('refused');
    expect(await tryConnect(t, d.connect.clientId, creds.username, `${creds.password}x`)).toBe('refused');

    const cam = await ownerWithDevice(t, 'camera', '客厅摄像头');
    const camCreds = await productLogin(t, cam.productId);
    const [code] = await t.container.iot.products.createAuthCodes(cam.productId, 1);
    expect(await tryConnect(t, cam.connect.clientId, camCreds.username, camCreds.password)).toBe('refused');
    expect(await tryConnect(t, cam.connect.clientId, camCreds.username, `${camCreds.password}&WRONG`)).toBe(
      'refused',
    );
    expect(await tryConnect(t, cam.connect.clientId, camCreds.username, `${camCreds.password}&${code}`)).toBe(
      'connected',
    );
    // The code is now bound to that camera: another camera cannot use it.
    const cam2 = await ownerWithDevice(t, 'camera', '卧室摄像头');
    expect(
      await tryConnect(t, cam2.connect.clientId, camCreds.username, `${camCreds.password}&${code}`),
    ).toBe('refused');
  });

  it('refuses a disabled device and drops it when it is disabled while connected', async () => {
    const d = await ownerWithDevice(t);
    const client = await mqtt.connectAsync(mqttUrl(t), {
      clientId: d.connect.clientId,
      username: d.connect.username,
      password: d.connect.passwd,
      reconnectPeriod: 0,
    });
    await until(() => t.container.iot.mqtt.sessions.isConnected(d.deviceId));
    const disabled = await t.call('PUT', `/iot/device/${d.deviceId}`, {
      token: d.token,
      body: { deviceName: '客厅插座', locationWay: 1, isDisabled: 1 },
    });
    expect(disabled.body.code).toBe(200);
    await until(() => !client.connected);
    expect(await tryConnect(t, d.connect.clientId, d.connect.username, d.connect.passwd)).toBe('refused');
    client.end(true);
  });

  it('never takes ownership from the client id userId', async () => {
    const d = await ownerWithDevice(t);
    const stranger = await signIn(t);
    const forged = buildDeviceClientId(d.serialNumber, d.productId, stranger.userId);
    expect(await tryConnect(t, forged, d.connect.username, d.connect.passwd)).toBe('connected');
    const device = await t.call<{ data: { userId: number } }>('GET', `/iot/device/${d.deviceId}`, {
      token: d.token,
    });
    expect(device.body.data.userId).toBe(d.userId);
    const theirs = await t.call('GET', `/iot/device/${d.deviceId}`, { token: stranger.token });
    expect(theirs.body.code).toBe(500);
  });
});

describe('MQTT: topic ACL matrix', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { broker: true });
  });
  afterAll(() => t.close());

  it('owner, stranger, admin and another device on subscribe and publish', async () => {
    const d = await ownerWithDevice(t);
    const other = await ownerWithDevice(t);
    const stranger = await signIn(t);
    const admin = await signIn(t, ['admin']);
    const topic = (suffix: Parameters<typeof buildTopic>[2]) =>
      buildTopic(d.productId, d.serialNumber, suffix);

    const owner = await appClient(t, d.token);
    const strangerClient = await appClient(t, stranger.token);
    const adminClient = await appClient(t, admin.token);
    const device = await mqtt.connectAsync(mqttUrl(t), {
      clientId: d.connect.clientId,
      username: d.connect.username,
      password: d.connect.passwd,
      reconnectPeriod: 0,
    });
    const otherDevice = await mqtt.connectAsync(mqttUrl(t), {
      clientId: other.connect.clientId,
      username: other.connect.username,
      password: other.connect.passwd,
      reconnectPeriod: 0,
    });
    try {
      // Subscribe.
      for (const suffix of [Topic.statusPost, Topic.wsService, Topic.propertyPost, Topic.monitorPost]) {
        expect(await canSubscribe(owner, topic(suffix)), suffix).toBe(true);
        expect(await canSubscribe(strangerClient, topic(suffix)), suffix).toBe(false);
        expect(await canSubscribe(otherDevice, topic(suffix)), suffix).toBe(false);
      }
      expect(await canSubscribe(adminClient, topic(Topic.statusPost))).toBe(true);
      expect(await canSubscribe(owner, `/${d.productId}/+/status/post`)).toBe(false);
      expect(await canSubscribe(owner, '#')).toBe(false);
      expect(await canSubscribe(device, topic(Topic.functionGet))).toBe(true);
      expect(await canSubscribe(device, `/${d.productId}/${d.serialNumber}/#`)).toBe(true);
      expect(
        await canSubscribe(device, buildTopic(other.productId, other.serialNumber, Topic.functionGet)),
      ).toBe(false);
      expect(await canSubscribe(device, '#')).toBe(false);

      // Publish: the device listens; only accepted commands reach it. What a client may not publish is
      // dropped (acknowledged, forwarded to no one) and the client stays connected.
      const got: string[] = [];
      device.on('message', (to, payload) => {
        if (to.endsWith('/get')) got.push(payload.toString());
      });
      await device.subscribeAsync([topic(Topic.functionGet), topic(Topic.monitorGet)]);
      const command = JSON.stringify([{ id: 'switch', value: '1', remark: '' }]);
      const refused = async (client: mqtt.MqttClient, payload: string, to = topic(Topic.functionGet)) => {
        expect(await publishRefused(t, client, to, payload)).toEqual({ disconnected: false });
        expect(client.connected).toBe(true);
      };
      await refused(strangerClient, JSON.stringify([{ id: 'switch', value: '0', remark: 'stranger' }]));
      await refused(adminClient, JSON.stringify([{ id: 'switch', value: '0', remark: 'admin' }]));
      await refused(otherDevice, JSON.stringify([{ id: 'switch', value: '0', remark: 'device' }]));
      // Read-only property, out-of-range value, unknown identifier, garbage: refused even for the owner.
      for (const payload of [
        '[{"id":"power","value":"1"}]',
        '[{"id":"countdown","value":"99999"}]',
        '[{"id":"nope","value":"1"}]',
        'garbage',
      ]) {
        await refused(await appClient(t, d.token), payload);
      }
      await refused(await appClient(t, d.token), '{"count":5,"interval":10}', topic(Topic.monitorGet));
      await owner.publishAsync(topic(Topic.functionGet), command);
      await until(() => got.length >= 1);
      await owner.publishAsync(topic(Topic.monitorGet), '{"count":5,"interval":1000}');
      await until(() => got.length >= 2);
      expect(got).toEqual([command, '{"count":5,"interval":1000}']);
      expect(device.connected).toBe(true);
      expect(owner.connected).toBe(true);
      // A device publishes only its own up-topics.
      const seen: string[] = [];
      owner.on('message', (t2) => seen.push(t2));
      await owner.subscribeAsync(topic(Topic.propertyPost));
      await device.publishAsync(topic(Topic.propertyPost), '[{"id":"power","value":"12.5"}]');
      await until(() => seen.includes(topic(Topic.propertyPost)));
      await refused(device, command);
      const device2 = await mqtt.connectAsync(mqttUrl(t), {
        clientId: d.connect.clientId,
        username: d.connect.username,
        password: d.connect.passwd,
        reconnectPeriod: 0,
      });
      await refused(
        device2,
        '[{"id":"power","value":"1"}]',
        buildTopic(other.productId, other.serialNumber, Topic.propertyPost),
      );
      expect(got).toEqual([command, '{"count":5,"interval":1000}']);
    } finally {
      for (const c of [owner, strangerClient, adminClient, device, otherDevice]) c.end(true);
    }
  });
});

describe('MQTT: wildcard, shared-subscription and $SYS topics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { broker: true });
  });
  afterAll(() => t.close());

  const connectDevice = (d: Awaited<ReturnType<typeof ownerWithDevice>>) =>
    mqtt.connectAsync(mqttUrl(t), {
      clientId: d.connect.clientId,
      username: d.connect.username,
      password: d.connect.passwd,
      reconnectPeriod: 0,
    });
  /** A refused publish is dropped and the client kept (platform/refused-publishes.ts). */
  const refused = async (client: mqtt.MqttClient, topic: string) => {
    const answer = await publishRefused(t, client, topic, '[{"id":"switch","value":"1"}]');
    const kept = !answer.disconnected && client.connected;
    client.end(true);
    return kept;
  };

  it('refuses every filter that reaches past the caller own topics, for apps and devices', async () => {
    const d = await ownerWithDevice(t);
    const other = await ownerWithDevice(t);
    const own = (suffix: Parameters<typeof buildTopic>[2]) => buildTopic(d.productId, d.serialNumber, suffix);
    const app = await appClient(t, d.token);
    const device = await connectDevice(d);
    try {
      const everyoneFilters = [
        '#',
        '+',
        '+/#',
        '/#',
        '/+/+/+/post',
        `/${d.productId}/+/property/post`,
        `/${d.productId}/#`,
        '/+/+/status/post',
        `/+/${other.serialNumber}/#`,
        `/${other.productId}/${other.serialNumber}/#`,
        `$share/linli/${own(Topic.propertyPost)}`,
        '$share/linli/#',
        `$share/linli//${other.productId}/${other.serialNumber}/#`,
        '$SYS/#',
        '$SYS/broker/clients/connected',
        '$SYS/+/new/clients',
        '/user/+/alert',
        '/user/#',
        `/user/${other.userId}/alert`,
      ];
      for (const filter of everyoneFilters) {
        expect(await canSubscribe(app, filter), `app ${filter}`).toBe(false);
        expect(await canSubscribe(device, filter), `device ${filter}`).toBe(false);
      }
      // What each may have: the app its device's concrete topics and its own alerts; the device its subtree.
      expect(await canSubscribe(app, own(Topic.propertyPost))).toBe(true);
      expect(await canSubscribe(app, `/user/${d.userId}/alert`)).toBe(true);
      expect(await canSubscribe(app, `/${d.productId}/${d.serialNumber}/#`)).toBe(false);
      expect(await canSubscribe(device, `/${d.productId}/${d.serialNumber}/#`)).toBe(true);
      expect(await canSubscribe(device, `/${d.productId}/${d.serialNumber}/+/get`)).toBe(true);
      expect(app.connected && device.connected).toBe(true);
    } finally {
      app.end(true);
      device.end(true);
    }
  });

  it('refuses a client publishing to $SYS, a shared-subscription name or an alert topic', async () => {
    const d = await ownerWithDevice(t);
    const targets = [
      '$SYS/broker/uptime',
      `$share/linli/${buildTopic(d.productId, d.serialNumber, Topic.functionGet)}`,
      `$share/linli/${buildTopic(d.productId, d.serialNumber, Topic.propertyPost)}`,
      `/user/${d.userId}/alert`,
    ];
    for (const topic of targets) {
      expect(await refused(await appClient(t, d.token), topic), `app ${topic}`).toBe(true);
      expect(await refused(await connectDevice(d), topic), `device ${topic}`).toBe(true);
    }
  });
});

/** A catalogue product's FastBee account and password (its credential scope takes either kind of login). */
async function productLogin(t: TestApp, productId: number) {
  const product = (await t.container.iot.products.find(productId))!;
  return { username: product.mqttAccount, password: product.mqttPassword };
}
