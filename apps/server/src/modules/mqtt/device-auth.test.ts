import { AUTH_METHODS } from '@linli/contracts';
import { createSimDevice, fastBeeEncryptedPassword } from '@linli/device-sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFastBeeProduct, type FastBeeProduct, fastBeeClientId } from '../../../test/support/fastbee.ts';
import { freshSerial, linkDevice } from '../../../test/support/fastbee-devices.ts';
import { appOnClock, type TestApp } from '../../../test/support/index.ts';
import { mqttUrl, tryConnect, until } from '../../../test/support/mqtt.ts';
import { signIn } from '../../../test/support/social-services.ts';
import type { FakeClock } from '../../platform/clock.ts';
import { HOUR, MINUTE } from '../../platform/clock.ts';
import { ENCRYPTED_PASSWORD_MAX_AHEAD_MS } from './device-auth.ts';

const START = new Date('2026-11-27T08:00:00.000Z');

describe('MQTT: FastBee device authentication (device-auth.ts)', () => {
  let t: TestApp;
  let clock: FakeClock;
  let admin: string;
  let member: { token: string; userId: number };
  beforeAll(async () => {
    ({ t, clock } = await appOnClock(START, {}, { broker: true }));
    admin = (await signIn(t, ['admin'])).token;
    member = await signIn(t);
  });
  afterAll(() => t.close());

  /** A product and one linked device of it; `E&`/`S&` logins for that device. */
  async function deviceOf(settings: Parameters<typeof createFastBeeProduct>[2] = {}) {
    const product = await createFastBeeProduct(t, admin, settings);
    const serial = freshSerial();
    const deviceId = await linkDevice(t, member.token, {
      deviceNumber: serial,
      productId: product.productId,
    });
    return { product, serial, deviceId };
  }
  const encrypted = (
    product: FastBeeProduct,
    expiresAt: number,
    overrides: Partial<{ mqttSecret: string; mqttPassword: string; authCode: string }> = {},
  ) =>
    fastBeeEncryptedPassword({
      mqttPassword: overrides.mqttPassword ?? product.mqttPassword,
      mqttSecret: overrides.mqttSecret ?? product.mqttSecret,
      expiresAt,
      authCode: overrides.authCode,
    });
  const connectE = (
    product: FastBeeProduct,
    serial: string,
    password: string,
    productId = product.productId,
  ) => tryConnect(t, fastBeeClientId('E', serial, productId), product.mqttAccount, password);
  const connectS = (product: FastBeeProduct, serial: string, password = product.mqttPassword) =>
    tryConnect(t, fastBeeClientId('S', serial, product.productId), product.mqttAccount, password);
  const now = () => clock.now().getTime();

  it('E&: the right secret and a fresh expiry connect; a wrong secret, a wrong password, an expired time do not', async () => {
    const { product, serial } = await deviceOf();
    expect(await connectE(product, serial, encrypted(product, now() + HOUR))).toBe('connected');
    expect(
      await connectE(product, serial, encrypted(product, now() + HOUR, { mqttSecret: 'K000000000000000' })),
    ).toBe('refused');
    expect(
      await connectE(product, serial, encrypted(product, now() + HOUR, { mqttPassword: 'WRONGPASSWORD123' })),
    ).toBe('refused');
    expect(await connectE(product, serial, encrypted(product, now() - 1))).toBe('refused');
    expect(await connectE(product, serial, 'bm90IGFuIGFlcyBwYXNzd29yZA==')).toBe('refused');
    expect(await connectE(product, serial, product.mqttPassword)).toBe('refused');
  });

  it('E&: a captured password replayed after its expiry is refused', async () => {
    const { product, serial } = await deviceOf();
    const captured = encrypted(product, now() + HOUR);
    expect(await connectE(product, serial, captured)).toBe('connected');
    expect(await connectE(product, serial, captured)).toBe('connected');
    clock.advance(HOUR + 1);
    expect(await connectE(product, serial, captured)).toBe('refused');
  });

  it('E&: an expiry further ahead than 24 hours (and the skew) is refused, so a password cannot be made to last', async () => {
    const { product, serial } = await deviceOf();
    expect(await connectE(product, serial, encrypted(product, now() + 24 * HOUR))).toBe('connected');
    expect(
      await connectE(product, serial, encrypted(product, now() + ENCRYPTED_PASSWORD_MAX_AHEAD_MS + 1)),
    ).toBe('refused');
    expect(await connectE(product, serial, encrypted(product, now() + 365 * 24 * HOUR))).toBe('refused');
    expect(ENCRYPTED_PASSWORD_MAX_AHEAD_MS).toBeLessThanOrEqual(24 * HOUR + 15 * MINUTE);
  });

  it("the client id must name the device's own product, and the product must be published", async () => {
    const { product, serial } = await deviceOf();
    const other = await createFastBeeProduct(t, admin);
    expect(await connectE(product, serial, encrypted(product, now() + HOUR), other.productId)).toBe(
      'refused',
    );
    expect(
      await tryConnect(
        t,
        fastBeeClientId('S', serial, other.productId),
        other.mqttAccount,
        other.mqttPassword,
      ),
    ).toBe('refused');
    // A draft product (which would even let unknown serials register): nobody connects under it.
    const draft = await createFastBeeProduct(t, admin, { draft: true, selfRegister: 1 });
    expect(await connectS(draft, freshSerial())).toBe('refused');
    expect(await connectE(draft, freshSerial(), encrypted(draft, now() + HOUR))).toBe('refused');
  });

  it('vertificateMethod: 1 takes only S&, 2 only E&, 3 both', async () => {
    const simple = await deviceOf({ vertificateMethod: AUTH_METHODS.simple });
    expect(await connectS(simple.product, simple.serial)).toBe('connected');
    expect(await connectE(simple.product, simple.serial, encrypted(simple.product, now() + HOUR))).toBe(
      'refused',
    );
    const aes = await deviceOf({ vertificateMethod: AUTH_METHODS.encrypted });
    expect(await connectS(aes.product, aes.serial)).toBe('refused');
    expect(await connectE(aes.product, aes.serial, encrypted(aes.product, now() + HOUR))).toBe('connected');
    const both = await deviceOf({ vertificateMethod: AUTH_METHODS.both });
    expect(await connectS(both.product, both.serial)).toBe('connected');
    expect(await connectE(both.product, both.serial, encrypted(both.product, now() + HOUR))).toBe(
      'connected',
    );
  });

  it('credential scope: device → only the device secret, product → only the product login, both → either', async () => {
    const secretOf = async (deviceId: number) =>
      (await t.container.iot.devices.devices.findById(deviceId))!.secret;
    const own = await deviceOf({ credentialScope: 'device' });
    const ownSecret = await secretOf(own.deviceId);
    expect(await connectS(own.product, own.serial)).toBe('refused');
    expect(await connectS(own.product, own.serial, ownSecret)).toBe('connected');
    // E&: the decrypted inner password is the device's secret.
    expect(
      await connectE(
        own.product,
        own.serial,
        encrypted(own.product, now() + HOUR, { mqttPassword: ownSecret }),
      ),
    ).toBe('connected');
    const shared = await deviceOf({ credentialScope: 'product' });
    expect(await connectS(shared.product, shared.serial, await secretOf(shared.deviceId))).toBe('refused');
    expect(await connectS(shared.product, shared.serial)).toBe('connected');
    expect(
      await tryConnect(
        t,
        fastBeeClientId('S', shared.serial, shared.product.productId),
        'someone',
        shared.product.mqttPassword,
      ),
    ).toBe('refused');
    const either = await deviceOf({ credentialScope: 'both' });
    expect(await connectS(either.product, either.serial, await secretOf(either.deviceId))).toBe('connected');
    expect(await connectS(either.product, either.serial)).toBe('connected');
  });

  it("authorization codes as FastBee: required, one of the product's, bound to the first serial that uses it", async () => {
    const product = await createFastBeeProduct(t, admin, { isAuthorize: 1, selfRegister: 1 });
    const [code, spare] = await t.container.iot.products.createAuthCodes(product.productId, 2);
    const first = freshSerial();
    const second = freshSerial();
    expect(await connectS(product, first)).toBe('refused');
    expect(await connectS(product, first, `${product.mqttPassword}&NOPE`)).toBe('refused');
    expect(await connectS(product, first, `${product.mqttPassword}&${code}`)).toBe('connected');
    // Bound now: another serial cannot use it, the first still can (S& and E&).
    expect(await connectS(product, second, `${product.mqttPassword}&${code}`)).toBe('refused');
    expect(await connectE(product, first, encrypted(product, now() + HOUR, { authCode: code! }))).toBe(
      'connected',
    );
    expect(await connectE(product, second, encrypted(product, now() + HOUR, { authCode: code! }))).toBe(
      'refused',
    );
    expect(await connectE(product, second, encrypted(product, now() + HOUR))).toBe('refused');
    expect(await connectE(product, second, encrypted(product, now() + HOUR, { authCode: spare! }))).toBe(
      'connected',
    );
    // A refused login binds nothing: an expired password with an unused code leaves the code free.
    const [unused] = await t.container.iot.products.createAuthCodes(product.productId, 1);
    expect(await connectE(product, freshSerial(), encrypted(product, now() - 1, { authCode: unused! }))).toBe(
      'refused',
    );
    expect(await t.container.iot.products.authCodeFits(product.productId, unused!, freshSerial())).toBe(true);
  });

  it('an unknown serial is refused where the product does not take self-registration, and leaves no trace', async () => {
    const closed = await createFastBeeProduct(t, admin, { selfRegister: 0 });
    const serial = freshSerial();
    expect(await connectS(closed, serial)).toBe('refused');
    expect(await connectE(closed, serial, encrypted(closed, now() + HOUR))).toBe('refused');
    // Self-registration needs the product's credentials to count: not with scope `device`.
    const deviceOnly = await createFastBeeProduct(t, admin, { selfRegister: 1, credentialScope: 'device' });
    expect(await connectS(deviceOnly, serial)).toBe('refused');
    expect(await t.container.linking.registrations.find(serial)).toBeUndefined();
    expect(await t.container.iot.devices.devices.findBySerial(serial)).toBeUndefined();
  });

  it('the simulated device (packages/device-sim) logs in E& with product credentials and makes a fresh password at each reconnect', async () => {
    const { product, serial, deviceId } = await deviceOf({ vertificateMethod: AUTH_METHODS.encrypted });
    const sim = await createSimDevice({
      url: mqttUrl(t),
      productId: product.productId,
      serialNumber: serial,
      userId: 1,
      credentials: { username: product.mqttAccount, password: product.mqttPassword },
      encrypted: { mqttSecret: product.mqttSecret, now },
      model: product.thingsModels,
    });
    await until(() => t.container.iot.mqtt.sessions.isConnected(deviceId));
    // Its first password has expired by now: the reconnect only works with a new one.
    clock.advance(2 * HOUR);
    t.container.iot.mqtt.sessions.disconnect(deviceId);
    await until(() => !t.container.iot.mqtt.sessions.isConnected(deviceId));
    await until(() => t.container.iot.mqtt.sessions.isConnected(deviceId), 10_000);
    await sim.stop();
  });
});
