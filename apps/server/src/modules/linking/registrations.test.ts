import { buildTopic, type DeviceRegistration, ErrorCode, Topic } from '@linli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFastBeeProduct,
  type FastBeeProduct,
  Firmware,
  fastBeeClientId,
} from '../../../test/support/fastbee.ts';
import { freshSerial, relate } from '../../../test/support/fastbee-devices.ts';
import { createTestApp, type TestApp } from '../../../test/support/index.ts';
import { canSubscribe, until } from '../../../test/support/mqtt.ts';
import { signIn } from '../../../test/support/social-services.ts';

describe('self-registration (registrations.service.ts)', () => {
  let t: TestApp;
  let admin: string;
  let product: FastBeeProduct;
  beforeAll(async () => {
    t = await createTestApp({}, { broker: true });
    admin = (await signIn(t, ['admin'])).token;
    product = await createFastBeeProduct(t, admin, { selfRegister: 1, credentialScope: 'both' });
  });
  afterAll(() => t.close());

  /** A registrant on the broker: the product's own credentials, a serial nobody linked. */
  const register = (serial: string, on = product) =>
    Firmware.connect(t, {
      clientId: fastBeeClientId('S', serial, on.productId),
      username: on.mqttAccount,
      password: on.mqttPassword,
    });
  const listed = async (query: Record<string, string> = {}, token = admin, language?: 'en-US') =>
    t.call<{ rows: DeviceRegistration[]; total: number }>('GET', '/iot/device/registrations', {
      token,
      query,
      ...(language && { language }),
    });
  const registrationOf = (serial: string) => t.container.linking.registrations.find(serial);

  it('administrators list registrations by product, newest first, in their language; members may not', async () => {
    const other = await createFastBeeProduct(t, admin, { selfRegister: 1 });
    const first = freshSerial('REG');
    const second = freshSerial('REG');
    const a = await register(first);
    await until(() => registrationOf(first));
    const b = await register(second, other);
    await until(() => registrationOf(second));
    const mine = await listed({ productId: String(product.productId) }, admin, 'en-US');
    expect(mine.body.rows.map((r) => r.serialNumber)).toContain(first);
    expect(mine.body.rows.map((r) => r.serialNumber)).not.toContain(second);
    expect(mine.body.rows.find((r) => r.serialNumber === first)).toMatchObject({
      productName: expect.stringMatching(/^FastBee demo/),
      firmwareVersion: '',
      rssi: null,
      online: true,
    });
    const all = await listed({ pageSize: '1' });
    expect(all.body.rows).toHaveLength(1);
    expect(all.body.total).toBeGreaterThanOrEqual(2);
    const member = await signIn(t);
    expect((await listed({}, member.token)).body.code).toBe(403);
    await Promise.all([a.end(), b.end()]);
    await until(async () => (await registrationOf(first))?.online === false);
  });

  it('a registrant uses only its own topics', async () => {
    const serial = freshSerial('REG');
    const firmware = await register(serial);
    await until(() => registrationOf(serial));
    expect(
      await canSubscribe(firmware.client, buildTopic(product.productId, serial, Topic.functionGet)),
    ).toBe(true);
    expect(await canSubscribe(firmware.client, `/${product.productId}/#`)).toBe(false);
    expect(
      await canSubscribe(firmware.client, buildTopic(product.productId, 'SOMEONE', Topic.functionGet)),
    ).toBe(false);
    // Publishing outside its prefix is refused (dropped, as for any device).
    const refused: string[] = [];
    const stop = t.broker!.onPublishRefused((_clientId, topic) => refused.push(topic));
    const elsewhere = buildTopic(product.productId, 'SOMEONE', Topic.propertyPost);
    await firmware.publish(elsewhere, '[]');
    await until(() => refused.includes(elsewhere));
    stop();
    await firmware.end();
  });

  it('links through relateUser only under the product it registered with; nobody takes it over afterwards', async () => {
    const serial = freshSerial('REG');
    const firmware = await register(serial);
    await until(() => registrationOf(serial));
    const other = await createFastBeeProduct(t, admin);
    const member = await signIn(t);
    const wrong = await relate(t, member.token, { deviceNumber: serial, productId: other.productId });
    expect(wrong.body).toMatchObject({
      code: 500,
      errorCode: ErrorCode.DEVICE_PRODUCT_MISMATCH,
      field: 'productId',
    });
    expect(firmware.connected).toBe(true);
    const linked = await relate(t, member.token, { deviceNumber: serial, productId: product.productId });
    expect(linked.body.code).toBe(200);
    await until(() => !firmware.connected);
    expect(await registrationOf(serial)).toBeUndefined();
    const thief = await signIn(t);
    const takeover = await relate(t, thief.token, { deviceNumber: serial, productId: product.productId });
    expect(takeover.body).toMatchObject({ code: 500, errorCode: ErrorCode.DEVICE_BOUND_TO_OTHER });
    const device = await t.container.iot.devices.devices.findBySerial(serial);
    expect(device?.userId).toBe(member.userId);
    await firmware.end();
  });

  it('a serial made a device another way (added by hand) stops being a registrant and reconnects as that device', async () => {
    const serial = freshSerial('REG');
    const firmware = await register(serial);
    await until(() => registrationOf(serial));
    const member = await signIn(t);
    const added = await t.call<{ data: { deviceId: number } }>('POST', '/iot/device', {
      token: member.token,
      body: { productId: product.productId, deviceName: '客厅灯', serialNumber: serial },
    });
    expect(added.body.code).toBe(200);
    await until(() => !firmware.connected);
    expect(await registrationOf(serial)).toBeUndefined();
    const again = await register(serial);
    await until(() => t.container.iot.mqtt.sessions.isConnected(added.body.data.deviceId));
    await Promise.all([firmware.end(), again.end()]);
  });

  it('a registration believed online with no session is set offline when statuses are reconciled', async () => {
    const serial = freshSerial('REG');
    await t.container.linking.registrations.connected(serial, product.productId);
    expect((await registrationOf(serial))?.online).toBe(true);
    await t.container.iot.mqtt.gateway.reconcile();
    expect((await registrationOf(serial))?.online).toBe(false);
  });
});
