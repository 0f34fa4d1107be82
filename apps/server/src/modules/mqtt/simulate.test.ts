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
    const d = await ownerWithDevice(t, 'th-sensor', '卧室温湿度');
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
    const d = await ownerWithDevice(t, 'th-sensor', '书房温湿度');
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

  it('is for the owner only: a stranger learns nothing', async () => {
    const d = await ownerWithDevice(t, 'smart-plug');
    const stranger = await signIn(t);
    const answer = await simulate(stranger.token, {
      deviceId: d.deviceId,
      type: 'property',
      items: [{ id: 'power', value: '1' }],
    });
    expect(answer.body).toMatchObject({ code: 500, errorCode: ErrorCode.DEVICE_NOT_FOUND });
    expect(await t.container.iot.devices.stateRepository.values(d.deviceId)).toEqual([]);
  });

  it("a simulated fall on the demo radar raises the radar's own critical alert, with no scene", async () => {
    await seedDemo(t.container);
    await t.container.automation.engine.load();
    const token = await logInAsExperience(t);
    const devices = await t.call<{ rows: { deviceId: number; deviceName: string }[] }>(
      'GET',
      '/iot/device/shortList',
      { token, query: { pageSize: '50' } },
    );
    const radar = devices.body.rows.find((r) => r.deviceName === '卫生间跌倒雷达')!;
    const answer = await simulate(token, {
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
