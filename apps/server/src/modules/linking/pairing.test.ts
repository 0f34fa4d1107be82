import {
  buildDeviceClientId,
  DEVICE_SECRET_USERNAME,
  PAIRING_USERNAME,
  type PairingStatus,
  type PairingToken,
  provisioningQuery,
} from '@linli/contracts';
import { startProvisionableDevice } from '@linli/device-sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/index.ts';
import { mqttUrl, ownerWithDevice, tryConnect, until } from '../../../test/support/mqtt.ts';
import { signIn } from '../../../test/support/social-services.ts';
import { FakeClock, MINUTE, SECOND } from '../../platform/clock.ts';
import { PAIRING_FAILURES_PER_ADDRESS } from './pairing.service.ts';

/**
 * Wi-Fi provisioning with a pairing token. The device becomes the user's only when it connects to
 * the broker with the token; an expired or reused token is refused, and nobody's device is taken over.
 */
describe('linking: pairing tokens at the broker', () => {
  const clock = new FakeClock();
  let t: TestApp;
  let sensor: { id: number; thingsModels: Parameters<typeof startProvisionableDevice>[0]['model'] };
  beforeAll(async () => {
    t = await createTestApp({}, { broker: true, clock });
    sensor = (await t.container.iot.products.findByCode('th-sensor'))!;
  });
  afterAll(() => t.close());

  const issue = async (token: string, body: Record<string, unknown> = {}) => {
    const answer = await t.call<{ data: PairingToken }>('POST', '/iot/device/pairingToken', { token, body });
    expect(answer.body.code).toBe(200);
    return answer.body.data;
  };
  const status = async (token: string, pairingId: number) =>
    (await t.call<{ data: PairingStatus }>('GET', `/iot/device/pairingStatus/${pairingId}`, { token })).body;
  const pairAs = (serial: string, userId: number, password: string, productId = sensor.id) =>
    tryConnect(t, buildDeviceClientId(serial, productId, userId), PAIRING_USERNAME, password);
  const device = (serial: string) => t.container.iot.devices.devices.findBySerial(serial);

  it('a device connecting with the token becomes the user’s and is online; the token then is its secret', async () => {
    const me = await signIn(t);
    const pairing = await issue(me.token);
    expect(new Date(pairing.expiresAt).getTime() - clock.now().getTime()).toBe(10 * MINUTE);
    expect((await status(me.token, pairing.pairingId)).data).toMatchObject({ used: false, deviceId: null });
    expect(await device('PAIR-1')).toBeUndefined();

    expect(await pairAs('PAIR-1', me.userId, pairing.token)).toBe('connected');
    const paired = await device('PAIR-1');
    expect(paired).toMatchObject({ userId: me.userId, productId: sensor.id });
    expect((await status(me.token, pairing.pairingId)).data).toMatchObject({
      used: true,
      deviceId: paired!.id,
    });
    // Somebody else cannot read my pairing.
    const other = await signIn(t);
    expect((await status(other.token, pairing.pairingId)).code).toBe(500);

    // Reconnecting as the device (any other user name) works with the token as its secret...
    const clientId = buildDeviceClientId('PAIR-1', sensor.id, me.userId);
    expect(await tryConnect(t, clientId, DEVICE_SECRET_USERNAME, pairing.token)).toBe('connected');
    // ...but the token does not pair again, for this device or another.
    expect(await pairAs('PAIR-1', me.userId, pairing.token)).toBe('refused');
    expect(await pairAs('PAIR-2', me.userId, pairing.token)).toBe('refused');
    expect(await device('PAIR-2')).toBeUndefined();
  });

  it('an expired token is refused (fake clock) and creates nothing', async () => {
    const me = await signIn(t);
    const pairing = await issue(me.token);
    clock.advance(10 * MINUTE + SECOND);
    expect(await pairAs('PAIR-3', me.userId, pairing.token)).toBe('refused');
    expect(await device('PAIR-3')).toBeUndefined();
    expect((await status(me.token, pairing.pairingId)).data).toMatchObject({ used: false, expired: true });
    // A fresh token just before its expiry still works.
    const fresh = await issue(me.token);
    clock.advance(10 * MINUTE - SECOND);
    expect(await pairAs('PAIR-3', me.userId, fresh.token)).toBe('connected');
  });

  it("never takes over someone else's device; a pinned product must match", async () => {
    const owner = await ownerWithDevice(t, 'th-sensor');
    const thief = await signIn(t);
    const pairing = await issue(thief.token);
    expect(await pairAs(owner.serialNumber, thief.userId, pairing.token, owner.productId)).toBe('refused');
    expect((await device(owner.serialNumber))?.userId).toBe(owner.userId);
    // The refused attempt did not use the token up.
    const plug = (await t.container.iot.products.findByCode('smart-plug'))!.id;
    const pinned = await issue(thief.token, { productId: plug });
    expect(await pairAs('PAIR-4', thief.userId, pinned.token, sensor.id)).toBe('refused');
    expect(await pairAs('PAIR-4', thief.userId, pairing.token)).toBe('connected');
    expect((await device('PAIR-4'))?.userId).toBe(thief.userId);
  });

  it('wrong tokens are counted per address: a flooding address is refused, a right token elsewhere is not', async () => {
    const me = await signIn(t);
    const { pairing } = t.container.linking;
    const clientId = (serial: string) => buildDeviceClientId(serial, sensor.id, me.userId);
    const tryAt = (address: string, serial: string, token: string) =>
      pairing.authenticate(clientId(serial), PAIRING_USERNAME, token, address);
    for (let i = 0; i < PAIRING_FAILURES_PER_ADDRESS.limit + 85; i++) {
      expect(await tryAt('10.5.0.66', `FLOOD-${i}`, `guess-${i}`)).toBeNull();
    }
    // The flood's own address is refused even a right token, until its window ends; a real device pairing
    // from anywhere else gets in at once.
    expect(await tryAt('10.5.0.66', 'PAIR-5', (await issue(me.token)).token)).toBeNull();
    expect(await pairAs('PAIR-5', me.userId, (await issue(me.token)).token)).toBe('connected');
    clock.advance(PAIRING_FAILURES_PER_ADDRESS.windowMs);
    expect(await tryAt('10.5.0.66', 'PAIR-6', (await issue(me.token)).token)).toMatchObject({
      kind: 'device',
    });
  });

  it('the simulated device: URL-encoded /config (a password with & # and spaces), then online and mine', async () => {
    const me = await signIn(t);
    const ap = await startProvisionableDevice({
      productId: sensor.id,
      serialNumber: 'PAIR-SIM',
      model: sensor.thingsModels,
      brokerUrl: mqttUrl(t),
    });
    try {
      expect(await (await fetch(`${ap.address}/status`)).text()).toBe('AP ready');
      const missing = await fetch(`${ap.address}/config?SSID=home`, { method: 'POST' });
      expect(missing.status).toBe(500);
      const pairing = await issue(me.token);
      const form = { ssid: 'Home Wi-Fi #2', password: 'p&ss #word 1+1=2', userId: String(me.userId) };
      const sent = await fetch(`${ap.address}/config?${provisioningQuery(form, pairing.token)}`, {
        method: 'POST',
      });
      expect(sent.status).toBe(200);
      expect(ap.lastConfig()).toMatchObject({
        ssid: form.ssid,
        password: form.password,
        userId: form.userId,
      });
      await ap.joined();
      const joined = await until(async () => {
        const d = await device('PAIR-SIM');
        return d?.status === 3 ? d : undefined;
      });
      expect(joined.userId).toBe(me.userId);
      expect((await status(me.token, pairing.pairingId)).data).toMatchObject({ used: true, deviceStatus: 3 });
    } finally {
      await ap.stop();
    }
  });
});
