import { buildTopic, Topic } from '@linli/contracts';
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../support/index.ts';
import {
  appClient,
  canSubscribe,
  mqttUrl,
  ownerWithDevice,
  publishRefused,
  until,
} from '../../support/mqtt.ts';
import { shareAccepted } from '../../support/shares.ts';

/**
 * Attacks on sessions (SECURITY.md "Sessions"): a login that ended must take its live MQTT connections with it
 * — logout, a new password, the account deleted, a session ended on another node — and a deleted device must
 * take the subscriptions made under its owner's and sharers' rights. Each attack holds a real MQTT client
 * open on the real broker and checks it is cut.
 */
describe('attacks on sessions: a login that ended ends everywhere at once', () => {
  let t: TestApp;
  const clients: MqttClient[] = [];
  beforeAll(async () => {
    t = await createTestApp({}, { broker: true });
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.endAsync(true)));
  });
  afterAll(() => t.close());

  const connect = async (token: string) => {
    const client = await appClient(t, token);
    clients.push(client);
    return client;
  };
  const login = async (account: { username: string; password: string }) =>
    (await t.call('POST', '/login', { body: account })).body.token as string;
  const topicOf = (d: { productId: number; serialNumber: string }) =>
    buildTopic(d.productId, d.serialNumber, Topic.propertyPost);

  it('logout cuts the MQTT connection made with that login, and the token cannot connect again', async () => {
    const d = await ownerWithDevice(t);
    const client = await connect(d.token);
    expect(await canSubscribe(client, topicOf(d))).toBe(true);
    await t.call('POST', '/logout', { token: d.token });
    await until(() => !client.connected);
    const again = mqtt.connect(mqttUrl(t), {
      clientId: 'phone-after-logout',
      username: 'linli',
      password: d.token,
      reconnectPeriod: 0,
    });
    clients.push(again);
    const refused = await new Promise<boolean>((resolve) => {
      again.once('connect', () => resolve(false));
      again.once('error', () => resolve(true));
    });
    expect(refused).toBe(true);
  });

  it('a new password ends every other login of the account, REST and MQTT, and keeps the one that changed it', async () => {
    const { account, token: thief } = await signUp(t);
    const owner = await login(account);
    const thiefClient = await connect(thief);
    const ownerClient = await connect(owner);
    const changed = await t.call('PUT', '/system/user/profile/updatePwd', {
      token: owner,
      query: { oldPassword: account.password, newPassword: 'Fresh#Pass2026' },
    });
    expect(changed.body.code).toBe(200);
    await until(() => !thiefClient.connected);
    expect((await t.call('GET', '/system/user/profile', { token: thief })).body.code).toBe(401);
    expect((await t.call('GET', '/system/user/profile', { token: owner })).body.code).toBe(200);
    expect(ownerClient.connected).toBe(true);
  });

  it("a deleted account's connections are cut", async () => {
    const { account, token } = await signUp(t);
    const client = await connect(token);
    const gone = await t.call('POST', '/unsubscribe', { token, body: { password: account.password } });
    expect(gone.body.code).toBe(200);
    await until(() => !client.connected);
  });

  it('a session ended where this node did not hear of it: nothing more is allowed, and the sweep cuts it', async () => {
    const d = await ownerWithDevice(t);
    const listener = await connect(d.token);
    const publisher = await connect(d.token);
    expect(await canSubscribe(listener, topicOf(d))).toBe(true);
    // Revoked in the database only, as another node's logout would: no event reaches this one.
    await t.db.kysely
      .updateTable('sessions')
      .set({ revoked_at: new Date().toISOString() })
      .where('user_id', '=', d.userId)
      .execute();
    expect(await canSubscribe(listener, buildTopic(d.productId, d.serialNumber, Topic.eventPost))).toBe(
      false,
    );
    const refused = await publishRefused(
      t,
      publisher,
      buildTopic(d.productId, d.serialNumber, Topic.propertyGet),
      '[]',
    );
    expect(refused).toEqual({ disconnected: false });
    expect(listener.connected).toBe(true);
    const cut = await t.container.iot.mqtt.sessions.sweepEndedSessions((id) =>
      t.container.sessions.liveUser(id),
    );
    expect(cut).toBeGreaterThanOrEqual(1);
    await until(() => !listener.connected);
  });

  it("a deleted device takes its owner's and sharer's subscriptions with it; its serial under a new owner stays theirs", async () => {
    const d = await ownerWithDevice(t);
    const { account: relative, token: relativeToken } = await signUp(t);
    const relativeId = (await t.container.users.findByUsername(relative.username))!.id;
    await shareAccepted(t, {
      token: d.token,
      body: { deviceId: d.deviceId, userId: relativeId, perms: ['monitor'] },
    });
    const ownerClient = await connect(d.token);
    const relativeClient = await connect(relativeToken);
    for (const client of [ownerClient, relativeClient])
      expect(await canSubscribe(client, topicOf(d))).toBe(true);
    const bystander = await connect((await ownerWithDevice(t)).token);

    const removed = await t.call('DELETE', `/iot/device/${d.deviceId}`, { token: d.token });
    expect(removed.body.code).toBe(200);
    await until(() => !ownerClient.connected && !relativeClient.connected);
    expect(bystander.connected).toBe(true);

    // The serial is claimed by someone else: the former owner cannot listen to it.
    const buyer = await ownerWithDevice(t);
    await t.call('POST', '/iot/device', {
      token: buyer.token,
      body: { productId: d.productId, deviceName: '新主人的插座', serialNumber: d.serialNumber },
    });
    const formerOwner = await connect(d.token);
    expect(await canSubscribe(formerOwner, topicOf(d))).toBe(false);
  });

  it('an app connection cannot keep a session: subscriptions made with an old login never come back', async () => {
    const d = await ownerWithDevice(t);
    const options = {
      clientId: 'phone-persistent1',
      username: 'linli',
      password: d.token,
      reconnectPeriod: 0,
      clean: false,
    };
    const first = await mqtt.connectAsync(mqttUrl(t), options);
    expect(await canSubscribe(first, topicOf(d))).toBe(true);
    await first.endAsync();
    const second = await mqtt.connectAsync(mqttUrl(t), options);
    clients.push(second);
    const heard: string[] = [];
    second.on('message', (topic) => heard.push(topic));
    await t.container.iot.mqtt.sessions.publish(topicOf(d), '[]');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard).toEqual([]);
  });
});
