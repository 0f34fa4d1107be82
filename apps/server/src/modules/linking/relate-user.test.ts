import { DEFAULT_MAP_TILE_URL, ErrorCode, type LinkingOptions } from '@linli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/index.ts';
import { ownerWithDevice } from '../../../test/support/mqtt.ts';
import { signIn } from '../../../test/support/social-services.ts';

/** Linking by QR code or typed number never takes over a device someone else owns. */
describe('linking: POST /iot/device/relateUser', () => {
  let t: TestApp;
  let plug: number;
  let camera: number;
  beforeAll(async () => {
    t = await createTestApp();
    plug = (await t.container.iot.products.findByCode('smart-plug'))!.id;
    camera = (await t.container.iot.products.findByCode('camera'))!.id;
  });
  afterAll(() => t.close());

  const relate = (token: string, rows: Record<string, unknown>[], extra: Record<string, unknown> = {}) =>
    t.call<{ data: { deviceId: number; serialNumber: string; created: boolean }[] }>(
      'POST',
      '/iot/device/relateUser',
      { token, body: { deviceNumberAndProductIds: rows, ...extra } },
    );
  const ownerOf = async (serial: string) =>
    (await t.container.iot.devices.devices.findBySerial(serial))?.userId;

  it('links an unbound number to the caller (several rows at once), again without change', async () => {
    const me = await signIn(t);
    const answer = await relate(me.token, [
      { deviceNumber: 'LNK-A1', productId: plug, productName: '厨房插座' },
      { deviceNumber: 'LNK-A2', productId: String(plug) },
    ]);
    expect(answer.body.code).toBe(200);
    expect(answer.body.data.map((d) => [d.serialNumber, d.created])).toEqual([
      ['LNK-A1', true],
      ['LNK-A2', true],
    ]);
    expect(await ownerOf('LNK-A1')).toBe(me.userId);
    const list = await t.call<{ rows: { serialNumber: string; deviceName: string }[] }>(
      'GET',
      '/iot/device/shortList',
      { token: me.token },
    );
    expect(list.body.rows.find((r) => r.serialNumber === 'LNK-A1')?.deviceName).toBe('厨房插座');
    const again = await relate(me.token, [{ deviceNumber: 'LNK-A1', productId: plug }]);
    expect(again.body.data).toMatchObject([{ serialNumber: 'LNK-A1', created: false }]);
  });

  it("refuses someone else's device, even in a batch, and changes nothing; the body's userId is ignored", async () => {
    const owner = await ownerWithDevice(t);
    const stranger = await signIn(t);
    const answer = await relate(
      stranger.token,
      [
        { deviceNumber: 'LNK-B1', productId: plug },
        { deviceNumber: owner.serialNumber, productId: owner.productId },
      ],
      { userId: owner.userId },
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      code: 500,
      errorCode: ErrorCode.DEVICE_BOUND_TO_OTHER,
      field: 'deviceNumber',
    });
    expect(answer.body.msg).toContain(owner.serialNumber);
    expect(await ownerOf(owner.serialNumber)).toBe(owner.userId);
    // The fresh first row was not linked either: a refused request changes nothing.
    expect(await ownerOf('LNK-B1')).toBeUndefined();
    // Sending the owner's id as userId does not make the device go anywhere but to the caller.
    const mine = await relate(stranger.token, [{ deviceNumber: 'LNK-B2', productId: plug }], {
      userId: owner.userId,
    });
    expect(mine.body.code).toBe(200);
    expect(await ownerOf('LNK-B2')).toBe(stranger.userId);
  });

  it('a product with authorization codes needs an unused code, which then belongs to that device', async () => {
    const me = await signIn(t);
    const [code] = await t.container.iot.products.createAuthCodes(camera, 1);
    const without = await relate(me.token, [{ deviceNumber: 'CAM-1', productId: camera }]);
    expect(without.body).toMatchObject({
      code: 500,
      errorCode: ErrorCode.AUTH_CODE_REQUIRED,
      field: 'authCode',
    });
    const wrong = await relate(me.token, [{ deviceNumber: 'CAM-1', productId: camera, authCode: 'NOPE' }]);
    expect(wrong.body).toMatchObject({ code: 500, errorCode: ErrorCode.AUTH_CODE_INVALID });
    expect(await ownerOf('CAM-1')).toBeUndefined();
    const ok = await relate(me.token, [{ deviceNumber: 'CAM-1', productId: camera, authCode: code }]);
    expect(ok.body.code).toBe(200);
    expect(await ownerOf('CAM-1')).toBe(me.userId);
    const reused = await relate(me.token, [{ deviceNumber: 'CAM-2', productId: camera, authCode: code }]);
    expect(reused.body).toMatchObject({ code: 500, errorCode: ErrorCode.AUTH_CODE_INVALID });
    expect(await ownerOf('CAM-2')).toBeUndefined();
  });

  it('docs/product.md "Linking devices": number, product required; bad ones, repeats refused', async () => {
    const me = await signIn(t);
    const cases: [Record<string, unknown>[], string, string][] = [
      [[{ productId: plug }], 'deviceNumber', ErrorCode.FIELD_REQUIRED],
      [[{ deviceNumber: ' ', productId: plug }], 'deviceNumber', ErrorCode.FIELD_REQUIRED],
      [[{ deviceNumber: 'LNK-C1' }], 'productId', ErrorCode.FIELD_REQUIRED],
      [[{ deviceNumber: 'LNK-C1', productId: '' }], 'productId', ErrorCode.FIELD_REQUIRED],
      [[{ deviceNumber: 'a b&c', productId: plug }], 'deviceNumber', ErrorCode.FIELD_INVALID],
      [[{ deviceNumber: 'LNK-C1', productId: 99999 }], 'productId', ErrorCode.PRODUCT_NOT_FOUND],
      [[], 'deviceNumberAndProductIds', ErrorCode.FIELD_REQUIRED],
      [
        [
          { deviceNumber: 'LNK-C1', productId: plug },
          { deviceNumber: 'LNK-C1', productId: plug },
        ],
        'deviceNumber',
        ErrorCode.DEVICE_NUMBER_REPEATED,
      ],
    ];
    for (const [rows, field, errorCode] of cases) {
      const answer = await relate(me.token, rows);
      expect(answer.status).toBe(200);
      expect(answer.body, JSON.stringify(rows)).toMatchObject({ code: 500, field, errorCode });
    }
    expect(await ownerOf('LNK-C1')).toBeUndefined();
    // A number that is mine under another product is not silently re-typed.
    await relate(me.token, [{ deviceNumber: 'LNK-C2', productId: plug }]);
    const mismatch = await relate(me.token, [{ deviceNumber: 'LNK-C2', productId: camera, authCode: 'X' }]);
    expect(mismatch.body).toMatchObject({ code: 500, errorCode: ErrorCode.DEVICE_PRODUCT_MISMATCH });
    const anonymous = await t.call('POST', '/iot/device/relateUser', {
      body: { deviceNumberAndProductIds: [{ deviceNumber: 'LNK-C3', productId: plug }] },
    });
    expect(anonymous.body.code).toBe(401);
  });

  it('the phone is a device of its user, created once', async () => {
    const me = await signIn(t);
    const first = await t.call<{ data: { deviceId: number; connect: { clientId: string; passwd: string } } }>(
      'POST',
      '/iot/device/phone',
      { token: me.token },
    );
    expect(first.body.code).toBe(200);
    expect(first.body.data.connect.clientId).toMatch(/^S&/);
    const second = await t.call<{ data: { deviceId: number } }>('POST', '/iot/device/phone', {
      token: me.token,
    });
    expect(second.body.data.deviceId).toBe(first.body.data.deviceId);
    const other = await signIn(t);
    const theirs = await t.call<{ data: { deviceId: number } }>('POST', '/iot/device/phone', {
      token: other.token,
    });
    expect(theirs.body.data.deviceId).not.toBe(first.body.data.deviceId);
    const options = await t.call<{ data: LinkingOptions }>('GET', '/iot/linking/options');
    expect(options.body.data).toMatchObject({
      mapTileUrl: DEFAULT_MAP_TILE_URL,
      mapTileSubdomains: '1234',
      mapTileCoords: 'gcj02',
      centre: { lng: 114.0579, lat: 22.5431 },
      provisioningAddress: 'http://192.168.4.1',
    });
    expect(options.body.data.centre.address).not.toBe('');
  });
});
