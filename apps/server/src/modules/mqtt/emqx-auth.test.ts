import {
  ApiPath,
  BROKER_SECRET_HEADER,
  buildTopic,
  DEVICE_STATUS,
  NODE_CLIENT_PREFIX,
  Topic,
} from '@linli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/index.ts';
import { ownerWithDevice, until } from '../../../test/support/mqtt.ts';
import { signIn } from '../../../test/support/social-services.ts';

/**
 * The HTTP authentication, authorization and client events an EMQX cluster asks a node, in the
 * shapes of EMQX 5, with the embedded broker's rules. No broker is needed for these answers: the node's
 * connection to MQTT_URL keeps retrying in the background (nothing listens on port 9).
 */
const SECRET = 'emqx-shared-secret-0123456789';
const NODE = { username: 'linli-node', password: 'node-password-42' };

describe('EMQX HTTP auth endpoints (scale-out)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      MQTT_URL: `mqtt://${NODE.username}:${NODE.password}@127.0.0.1:9`,
      MQTT_AUTH_SECRET: SECRET,
      JWT_SECRET: 'scale-out-test-secret-0123456789abcdef',
    });
  });
  afterAll(() => t.close());

  /** `secret` '' sends no header at all. */
  const ask = async (path: string, body: unknown, secret = SECRET) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api${path}`,
      headers: secret ? { [BROKER_SECRET_HEADER]: secret } : {},
      payload: body as object,
    });
    return { status: response.statusCode, body: response.json() };
  };
  const authn = (body: unknown, secret?: string) => ask(ApiPath.emqxAuthn, body, secret);
  const authz = (body: unknown, secret?: string) => ask(ApiPath.emqxAuthz, body, secret);

  it('authentication: a device with its own secret is allowed, as at the embedded broker', async () => {
    const d = await ownerWithDevice(t);
    const device = { clientid: d.connect.clientId, username: d.connect.username, peerhost: '10.0.0.7' };
    expect(await authn({ ...device, password: d.connect.passwd })).toEqual({
      status: 200,
      body: { result: 'allow', is_superuser: false },
    });
    const denied = { status: 200, body: { result: 'deny', is_superuser: false } };
    expect(await authn({ ...device, password: 'wrong' })).toEqual(denied);
    expect(
      await authn({ ...device, clientid: `S&NOSUCH1&${d.productId}&1`, password: d.connect.passwd }),
    ).toEqual(denied);
    // The right answer without the shared secret, or with a body EMQX would not send: still an explicit deny.
    expect(await authn({ ...device, password: d.connect.passwd }, '')).toEqual(denied);
    expect(await authn({ ...device, password: d.connect.passwd }, 'not-the-secret')).toEqual(denied);
    expect(await authn({ username: 'x' })).toEqual(denied);
  });

  it('authentication: nodes with the MQTT_URL credentials are superusers; apps go through a node', async () => {
    const node = { clientid: `${NODE_CLIENT_PREFIX}b-in`, ...NODE };
    expect((await authn(node)).body).toEqual({ result: 'allow', is_superuser: true });
    expect((await authn({ ...node, password: 'guess' })).body).toEqual({
      result: 'deny',
      is_superuser: false,
    });
    const user = await signIn(t);
    // A valid login token is not enough at EMQX: authorization could not tell which user it was.
    expect(
      (await authn({ clientid: 'phone-0123abcd', username: 'linli', password: user.token })).body,
    ).toEqual({
      result: 'deny',
      is_superuser: false,
    });
  });

  it('authorization: a device publishes and subscribes in its own topic tree only', async () => {
    const d = await ownerWithDevice(t);
    const other = await ownerWithDevice(t, 'smart-plug', '别人的插座');
    const own = (suffix: Parameters<typeof buildTopic>[2]) => buildTopic(d.productId, d.serialNumber, suffix);
    const request = (topic: string, action: string) => ({ clientid: d.connect.clientId, topic, action });
    const allow = { status: 200, body: { result: 'allow' } };
    const deny = { status: 200, body: { result: 'deny' } };
    expect(await authz(request(own(Topic.propertyPost), 'publish'))).toEqual(allow);
    expect(await authz(request(own(Topic.functionGet), 'subscribe'))).toEqual(allow);
    // Commands go to devices, never from them; another device's tree and wildcards are out.
    expect(await authz(request(own(Topic.functionGet), 'publish'))).toEqual(deny);
    expect(
      await authz(request(buildTopic(other.productId, other.serialNumber, Topic.propertyPost), 'publish')),
    ).toEqual(deny);
    expect(await authz(request('#', 'subscribe'))).toEqual(deny);
    expect(await authz(request(`$share/linli//+/+/${Topic.propertyPost}`, 'subscribe'))).toEqual(deny);
    expect(
      await authz({ clientid: 'S&NOSUCH1&1&1', topic: own(Topic.propertyPost), action: 'publish' }),
    ).toEqual(deny);
    expect(await authz(request(own(Topic.propertyPost), 'publish'), 'not-the-secret')).toEqual(deny);

    // Disabled while connected: the broker keeps the session, but nothing it asks is allowed any more.
    const disabled = await t.call('PUT', `/iot/device/${d.deviceId}`, {
      token: d.token,
      body: { deviceName: '客厅插座', locationWay: 1, isDisabled: 1 },
    });
    expect(disabled.body.code).toBe(200);
    expect(await authz(request(own(Topic.propertyPost), 'publish'))).toEqual(deny);
  });

  it('client events: a device session coming and going at EMQX sets the device online and offline', async () => {
    const d = await ownerWithDevice(t);
    const status = async () => (await t.container.iot.devices.devices.findById(d.deviceId))?.status;
    const event = (name: string, secret?: string) =>
      ask(
        ApiPath.emqxEvents,
        { event: name, clientid: d.connect.clientId, username: d.connect.username },
        secret,
      );

    expect((await event('client.connected', 'not-the-secret')).status).toBe(403);
    expect(await status()).toBe(DEVICE_STATUS.notActive);

    expect(await event('client.connected')).toEqual({ status: 200, body: { result: 'ok' } });
    expect(await status()).toBe(DEVICE_STATUS.online);
    // Every node learns it from the status push; this node at once.
    await until(() => t.container.iot.mqtt.sessions.isConnected(d.deviceId));

    expect((await event('client.disconnected')).status).toBe(200);
    expect(await status()).toBe(DEVICE_STATUS.offline);
    expect(t.container.iot.mqtt.sessions.isConnected(d.deviceId)).toBe(false);
  });
});
