import { ErrorCode } from '@linli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RELATE_PER_USER } from '../../../src/modules/linking/serial-claims.ts';
import { createTestApp, type TestApp } from '../../support/index.ts';
import { signIn } from '../../support/social-services.ts';

/**
 * Attacks on serial numbers (SECURITY.md "Devices"): adding a device by its number is a claim on a real box,
 * so `POST /iot/device` with a serial is held to the linking checks — the product's authorization code and
 * the throttle — and a squatter cannot take the number its buyer will link.
 */
describe('attacks on serial numbers: one path for claiming a box, with the same checks', () => {
  let t: TestApp;
  let camera: number;
  beforeAll(async () => {
    t = await createTestApp();
    camera = (await t.container.iot.products.findByCode('camera'))!.id;
  });
  afterAll(() => t.close());

  const add = (token: string, body: Record<string, unknown>) =>
    t.call('POST', '/iot/device', { token, body: { deviceName: '门口摄像头', ...body } });
  const ownerOf = async (serial: string) =>
    (await t.container.iot.devices.devices.findBySerial(serial))?.userId;

  it("a squatter cannot add someone's camera by its number; the buyer with the code links it", async () => {
    const squatter = await signIn(t);
    const buyer = await signIn(t);
    const [code] = await t.container.iot.products.createAuthCodes(camera, 1);
    const without = await add(squatter.token, { productId: camera, serialNumber: 'CAM-SQ1' });
    expect(without.body).toMatchObject({
      code: 500,
      errorCode: ErrorCode.AUTH_CODE_REQUIRED,
      field: 'authCode',
    });
    const guessed = await add(squatter.token, {
      productId: camera,
      serialNumber: 'CAM-SQ1',
      authCode: 'GUESS',
    });
    expect(guessed.body).toMatchObject({ code: 500, errorCode: ErrorCode.AUTH_CODE_INVALID });
    expect(await ownerOf('CAM-SQ1')).toBeUndefined();

    const linked = await t.call('POST', '/iot/device/relateUser', {
      token: buyer.token,
      body: { deviceNumberAndProductIds: [{ deviceNumber: 'CAM-SQ1', productId: camera, authCode: code }] },
    });
    expect(linked.body.code).toBe(200);
    expect(await ownerOf('CAM-SQ1')).toBe(buyer.userId);
  });

  it('claiming numbers by hand is throttled like linking', async () => {
    const prober = await signIn(t);
    const plug = (await t.container.iot.products.findByCode('smart-plug'))!.id;
    for (let i = 0; i < RELATE_PER_USER.limit; i += 1)
      expect((await add(prober.token, { productId: plug, serialNumber: `PROBE-${i}` })).body.code).toBe(200);
    const more = await add(prober.token, { productId: plug, serialNumber: 'PROBE-X' });
    expect(more.body).toMatchObject({ code: 500, errorCode: ErrorCode.RATE_LIMITED });
    expect(await ownerOf('PROBE-X')).toBeUndefined();
    // Adding a device the server numbers is not a claim on anyone's box.
    expect((await add(prober.token, { productId: plug })).body.code).toBe(200);
  });

  it('two claims of one number at once: one device, the other told the number is taken', async () => {
    const first = await signIn(t);
    const second = await signIn(t);
    const plug = (await t.container.iot.products.findByCode('smart-plug'))!.id;
    const answers = await Promise.all(
      [first, second].map((who) => add(who.token, { productId: plug, serialNumber: 'RACE-1' })),
    );
    expect(answers.every((a) => a.status < 500)).toBe(true);
    expect(answers.map((a) => a.body.errorCode ?? a.body.code).sort()).toEqual(
      [200, 'SERIAL_NUMBER_TAKEN'].sort(),
    );
  });
});
