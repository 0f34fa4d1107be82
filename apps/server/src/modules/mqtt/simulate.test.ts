import {
  type AlertLog,
  buildTopic,
  DEVICE_LOG_TYPE,
  ErrorCode,
  type SimulateResult,
  Topic,
} from '@linli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, logInAsExperience, type TestApp } from '../../../test/support/index.ts';
import { appClient, ownerWithDevice, until } from '../../../test/support/mqtt.ts';
import { signIn } from '../../../test/support/social-services.ts';
import { seedDemo } from '../../seed/demo.ts';

/** A staff member (the centre's worker or a developer) who owns a device of `productCode`. */
async function staffWithDevice(t: TestApp, productCode: string, deviceName: string) {
  const staff = await signIn(t, ['staff']);
  const product = (await t.container.iot.products.findByCode(productCode))!;
  const created = await t.call<{ data: { deviceId: number; serialNumber: string } }>('POST', '/iot/device', {
    token: staff.token,
    body: { productId: product.id, deviceName },
  });
  return { ...staff, ...created.body.data, productId: product.id };
}

type Answer = { code: number; errorCode?: string; field?: string; msg: string; data: SimulateResult };

describe('the in-app device simulator: POST /iot/device/simulate', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { broker: true });
  });
  afterAll(() => t.close());

  const simulate = (token: string, body: unknown, language?: string) =>
    t.call<Answer>('POST', '/iot/device/simulate', {
      token,
      body,
      ...(language && { headers: { language } }),
    });

  it('goes through the device ingest: normalised, stored, history logged, pushed on /ws/service', async () => {
    const d = await staffWithDevice(t, 'th-sensor', '卧室温湿度');
    const app = await appClient(t, d.token);
    const pushed: unknown[] = [];
    app.on('message', (_topic, payload) => pushed.push(JSON.parse(payload.toString())));
    await app.subscribeAsync(buildTopic(d.productId, d.serialNumber, Topic.wsService));
    try {
      const answer = await simulate(d.token, {
        deviceId: d.deviceId,
        type: 'property',
        items: [
          { id: 'temperature', value: '23.50' },
          { id: 'humidity', value: 48 },
        ],
      });
      expect(answer.body).toMatchObject({
        code: 200,
        data: {
          accepted: [
            { id: 'temperature', value: '23.5' },
            { id: 'humidity', value: '48' },
          ],
        },
      });
      const values = await t.call<{ data: { id: string; value: string }[] }>(
        'GET',
        `/iot/device/thingsModelValue/${d.deviceId}`,
        { token: d.token },
      );
      expect(values.body.data.map((v) => [v.id, v.value])).toEqual(
        expect.arrayContaining([
          ['temperature', '23.5'],
          ['humidity', '48'],
        ]),
      );
      const history = await t.container.iot.devices.stateRepository.logs(
        d.deviceId,
        DEVICE_LOG_TYPE.property,
      );
      expect(history.map((l) => l.identifier).sort()).toEqual(['humidity', 'temperature']);
      await until(() => pushed.length > 0);
      expect(pushed[0]).toEqual([
        { id: 'temperature', value: '23.5', remark: '' },
        { id: 'humidity', value: '48', remark: '' },
      ]);
    } finally {
      app.end(true);
    }
  });

  it('refuses what a real device would have dropped, naming the item; nothing is stored', async () => {
    const d = await staffWithDevice(t, 'th-sensor', '书房温湿度');
    const cases: [body: Record<string, unknown>, errorCode: string, field: string][] = [
      [
        { type: 'property', items: [{ id: 'temperature', value: '500' }] },
        ErrorCode.THING_VALUE_INVALID,
        '温度',
      ],
      [{ type: 'property', items: [{ id: 'nope', value: '1' }] }, ErrorCode.THING_UNKNOWN, 'nope'],
      // An event identifier is not a property report, and a property is not an event.
      [
        { type: 'property', items: [{ id: 'temperature_alarm', value: '1' }] },
        ErrorCode.THING_UNKNOWN,
        'temperature_alarm',
      ],
      [{ type: 'event', items: [{ id: 'humidity', value: '1' }] }, ErrorCode.THING_UNKNOWN, 'humidity'],
      [{ type: 'status', items: [{ id: 'humidity', value: '1' }] }, ErrorCode.FIELD_INVALID, 'type'],
      [{ type: 'property', items: [] }, ErrorCode.FIELD_REQUIRED, 'items'],
    ];
    for (const [body, errorCode, field] of cases) {
      const answer = await simulate(d.token, { deviceId: d.deviceId, ...body });
      expect(answer.body, JSON.stringify(body)).toMatchObject({ code: 500, errorCode });
      expect(answer.body.msg, JSON.stringify(body)).toContain(
        field === 'items' ? '上报内容' : field === 'type' ? '类型' : field,
      );
    }
    const english = await simulate(
      d.token,
      { deviceId: d.deviceId, type: 'property', items: [{ id: 'temperature', value: 'x' }] },
      'en-US',
    );
    expect(english.body.msg).toBe('The value of Temperature is not valid');
    expect(await t.container.iot.devices.stateRepository.values(d.deviceId)).toEqual([]);
  });

  it('is refused to residents, even on their own device, with a message in their language', async () => {
    const d = await ownerWithDevice(t, 'smart-plug');
    const report = { deviceId: d.deviceId, type: 'property', items: [{ id: 'power', value: '1' }] };
    const chinese = await simulate(d.token, report);
    expect(chinese.body).toMatchObject({
      code: 403,
      errorCode: ErrorCode.FORBIDDEN,
      msg: '没有权限进行此操作',
    });
    const english = await simulate(d.token, report, 'en-US');
    expect(english.body.msg).toBe('You do not have permission to do this');
    expect(await t.container.iot.devices.stateRepository.values(d.deviceId)).toEqual([]);
  });

  it("staff may not make up reports for a resident's real device: administrators see it, never fake it", async () => {
    const d = await ownerWithDevice(t, 'smart-plug');
    const admin = await signIn(t, ['admin']);
    const report = { deviceId: d.deviceId, type: 'property', items: [{ id: 'power', value: '1' }] };
    const answer = await simulate(admin.token, report);
    expect(answer.body).toMatchObject({
      code: 403,
      errorCode: ErrorCode.SIMULATE_NOT_ALLOWED,
      msg: '只能模拟自己的设备或开发用的模拟设备',
    });
    const english = await simulate(admin.token, report, 'en-US');
    expect(english.body.msg).toBe('Only your own devices or simulated development devices can be simulated');
    // A staff member who cannot see the device learns nothing about it.
    const worker = await signIn(t, ['staff']);
    expect((await simulate(worker.token, report)).body).toMatchObject({
      code: 500,
      errorCode: ErrorCode.DEVICE_NOT_FOUND,
    });
    expect(await t.container.iot.devices.stateRepository.values(d.deviceId)).toEqual([]);
  });

  it("an administrator's simulated fall on the demo radar raises the radar's own critical alert, with no scene", async () => {
    await seedDemo(t.container);
    await t.container.automation.engine.load();
    const token = await logInAsExperience(t);
    // The administrator drives the resident's simulated demo radar; the resident sees the alert.
    const admin = await signIn(t, ['admin']);
    const devices = await t.call<{ rows: { deviceId: number; deviceName: string }[] }>(
      'GET',
      '/iot/device/shortList',
      { token, query: { pageSize: '50' } },
    );
    const radar = devices.body.rows.find((r) => r.deviceName === '卫生间跌倒雷达')!;
    const answer = await simulate(admin.token, {
      deviceId: radar.deviceId,
      type: 'event',
      items: [{ id: 'fall', value: '卫生间', remark: 'simulated' }],
    });
    expect(answer.body.data.accepted).toEqual([{ id: 'fall', value: '卫生间', remark: 'simulated' }]);
    await t.container.automation.engine.idle();
    const alerts = await until(async () => {
      // Pending ones only: the demo's alert history is all closed.
      const list = await t.call<{ rows: AlertLog[] }>('GET', '/iot/alertLog/list', {
        token,
        query: { status: '1' },
      });
      return list.body.rows.length > 0 ? list.body.rows : undefined;
    });
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      alertName: '检测到跌倒',
      alertNameEn: 'Fall detected',
      alertLevel: 3,
      origin: 'device',
      identifier: 'fall',
      sceneId: null,
      sceneName: '',
      deviceId: radar.deviceId,
    });
    const events = await t.container.iot.devices.stateRepository.logs(radar.deviceId, DEVICE_LOG_TYPE.event);
    expect(events.map((e) => [e.identifier, e.remark])).toEqual([['fall', 'simulated']]);
  });
});
