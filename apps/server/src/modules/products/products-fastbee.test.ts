import fs from 'node:fs';
import path from 'node:path';
import { allModels, type ProductAdmin } from '@linli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/support/index.ts';
import { appWithAdmin } from '../../../test/support/social-services.ts';

type Answer<T> = { code: number; msg: string; errorCode?: string; data: T };

/** What FastBee's product page holds for its demo smart switch: thingsModelsJson is a JSON string. */
const fixture = fs.readFileSync(path.join(import.meta.dirname, 'fixtures/fastbee-smart-switch.json'), 'utf8');

describe('FastBee product JSON import and export', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    ({ t, admin } = await appWithAdmin());
  });
  afterAll(() => t.close());

  const call = async <T = ProductAdmin>(method: string, url: string, body?: unknown, language = 'zh-CN') =>
    (
      await t.call<Answer<T>>(method, url, {
        token: admin,
        language: language as 'zh-CN',
        ...(body === undefined ? {} : { body }),
      })
    ).body;
  const importing = (json: string, language = 'zh-CN') =>
    call('POST', '/iot/product/import', { json }, language);
  const exporting = async (id: number) =>
    (await call<{ fileName: string; json: string }>('GET', `/iot/product/${id}/export`)).data;

  it("imports FastBee's own export as a draft with fresh credentials, its thing model intact", async () => {
    const answer = await importing(fixture);
    expect(answer.code, answer.msg).toBe(200);
    const product = answer.data;
    expect(product).toMatchObject({
      productName: '★智能开关产品',
      categoryName: '电工照明',
      status: 1,
      deviceType: 1,
      vertificateMethod: 3,
      protocolCode: 'JSON',
      thingsModelVersion: 1,
    });
    // FastBee's credentials stay FastBee's: the product gets its own.
    expect(product.mqttPassword).not.toBe('P47T6OD5IPFWHUM6');
    expect(product.mqttSecret).not.toBe('KX3TSH4Q4OS835DO');
    expect(product.mqttAccount).not.toBe('FastBee');
    const set = await t.container.iot.products.thingsModels(product.productId);
    expect(set.properties.map((m) => m.id)).toEqual([
      'co2',
      'brightness',
      'temperature',
      'humidity',
      'category',
    ]);
    expect(set.functions.map((m) => m.id)).toEqual([
      'report_monitor',
      'message',
      'light_color',
      'switch',
      'reset',
      'gear',
    ]);
    expect(set.events.map((m) => m.id)).toEqual(['exception', 'height_temperature']);
    expect(set.functions.find((m) => m.id === 'light_color')?.datatype).toEqual({
      type: 'array',
      arrayType: 'integer',
      arrayCount: 3,
    });
    expect(set.properties.find((m) => m.id === 'temperature')).toMatchObject({
      name: '空气温度',
      isChart: 1,
      isMonitor: 1,
      isReadonly: 1,
      order: 1,
      datatype: { type: 'decimal', min: -20, max: 120, step: 0.1, unit: '℃' },
    });
    // A draft: the members' catalogue does not offer it yet.
    const short = await t.call<{ rows: { productId: number }[] }>('GET', '/iot/product/shortList', {
      token: admin,
      query: { pageSize: '100' },
    });
    expect(short.body.rows.some((r) => r.productId === product.productId)).toBe(false);
  });

  it('exports without credentials and reads its own export back to the same product', async () => {
    const sos = (await t.container.iot.products.findByCode('sos-pendant'))!;
    const exported = await exporting(sos.id);
    expect(exported.fileName).toBe(`product-${sos.id}.json`);
    expect(exported.json).not.toContain(sos.mqttPassword);
    expect(exported.json).not.toContain(sos.mqttSecret);
    expect(exported.json).not.toMatch(/mqtt(Account|Password|Secret)/);
    const file = JSON.parse(exported.json) as Record<string, unknown>;
    expect(typeof file.thingsModelsJson).toBe('string');
    expect(Array.isArray(file.thingsModels)).toBe(true);

    // Names are one product's each, so the copy is renamed before it comes back.
    const copy = JSON.stringify({
      ...file,
      productName: '呼叫挂件（副本）',
      productNameEn: 'SOS pendant (copy)',
    });
    const answer = await importing(copy);
    expect(answer.code, answer.msg).toBe(200);
    const back = answer.data;
    expect(await t.container.iot.products.thingsModels(back.productId)).toEqual(sos.thingsModels);
    const original = (await call('GET', `/iot/product/${sos.id}`)).data;
    const settings = (p: ProductAdmin) => ({
      categoryName: p.categoryName,
      imgUrl: p.imgUrl,
      deviceType: p.deviceType,
      isSubDevice: p.isSubDevice,
      networkMethod: p.networkMethod,
      protocolCode: p.protocolCode,
      vertificateMethod: p.vertificateMethod,
      credentialScope: p.credentialScope,
      isAuthorize: p.isAuthorize,
      selfRegister: p.selfRegister,
      otaProtocol: p.otaProtocol,
      offlineAlarmMinutes: p.offlineAlarmMinutes,
    });
    expect(settings(back)).toEqual(settings(original));
    expect(allModels(sos.thingsModels).some((m) => m.alarms?.length)).toBe(true);
  });

  it('refuses what is not FastBee product JSON, saying what is wrong, in both languages, and creates nothing', async () => {
    const before = (await t.container.iot.products.all()).length;
    const notJson = await importing('{"productName": "x"');
    expect([notJson.code, notJson.errorCode]).toEqual([500, 'PRODUCT_IMPORT_INVALID']);
    expect(notJson.msg).toBe('不是有效的 FastBee 产品 JSON：the file is not JSON');
    const modbus = JSON.stringify({
      ...JSON.parse(fixture),
      productName: 'MODBUS 产品',
      thingsModels: [
        { modelName: '漏水值', identifier: '0', type: 1, datatype: 'integer', specs: '{"max": 100}' },
      ],
    });
    const badId = await importing(modbus, 'en-US');
    expect(badId.errorCode).toBe('PRODUCT_IMPORT_INVALID');
    expect(badId.msg).toMatch(/^Not valid FastBee product JSON: thingsModels\[0\] "0" id: /);
    const twice = JSON.stringify({
      ...JSON.parse(fixture),
      productName: '重复标识',
      thingsModels: [
        { modelName: '开关', identifier: 'switch', type: 1, datatype: 'bool', specs: '{"type":"bool"}' },
        { modelName: '开关', identifier: 'switch', type: 2, datatype: 'bool', specs: '{"type":"bool"}' },
      ],
    });
    expect((await importing(twice)).errorCode).toBe('THINGS_MODEL_DUPLICATE_ID');
    expect((await importing(fixture)).errorCode).toBe('PRODUCT_NAME_EXISTS');
    expect((await t.container.iot.products.all()).length).toBe(before);
  });
});
