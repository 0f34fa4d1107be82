import type { AlertLog } from '@linli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertHelpers } from '../../../test/support/alerts.ts';
import { createTestApp, type TestApp } from '../../../test/support/index.ts';
import { connectSim, ownerWithDevice, until } from '../../../test/support/mqtt.ts';
import { shareAccepted } from '../../../test/support/shares.ts';
import { signIn } from '../../../test/support/social-services.ts';
import { FakeClock, MINUTE } from '../../platform/clock.ts';

/**
 * Alarms that need no scene: a device's thing model says which events and values raise an alert, and the
 * alert reaches the device's owner and shared users (in the app, and by SMS when critical) the moment the
 * report is stored. One incident is one alert; 我来处理 tells everyone who is on it.
 */
describe('device alarms', () => {
  let t: TestApp;
  const clock = new FakeClock();
  beforeAll(async () => {
    t = await createTestApp({}, { clock, broker: true });
  });
  afterAll(() => t.close());

  const { ingest, alerts } = alertHelpers(() => t);
  const textsTo = async (userId: number) =>
    t.container.smsRepository.outbox((await t.container.users.findById(userId))!.phonenumber!);

  it('an SOS press raises a critical alert for the owner and the shared family, with texts, no scene needed', async () => {
    const pendant = await ownerWithDevice(t, 'sos-pendant', '奶奶的呼叫挂件');
    const daughter = await signIn(t, ['member'], '女儿');
    const shared = await shareAccepted(t, {
      token: pendant.token,
      body: { deviceId: pendant.deviceId, userId: daughter.userId, perms: ['alert'] },
    });
    expect(shared.body.code).toBe(200);

    await ingest(pendant, 'event/post', [{ id: 'sos', value: '1', remark: 'button' }]);

    for (const user of [pendant, daughter]) {
      const [alert, ...more] = await alerts(user.token);
      expect(more).toEqual([]);
      expect(alert).toMatchObject({
        origin: 'device',
        identifier: 'sos',
        alertName: '一键呼叫',
        alertNameEn: 'SOS call',
        alertLevel: 3,
        status: 1,
        deviceName: '奶奶的呼叫挂件',
        sceneId: null,
        authorName: '',
        personal: 0,
        claimedBy: null,
      });
      expect(alert!.detail).toEqual([
        { id: 'sos', value: '1' },
        { id: 'remark', value: 'button' },
      ]);
      expect((await textsTo(user.userId)).map((m) => m.template)).toEqual(['alert-critical']);
    }

    // Pressed again and again within minutes: the same incident, still one alert and one text each.
    clock.advance(2 * MINUTE);
    await ingest(pendant, 'event/post', [{ id: 'sos', value: '1' }]);
    expect(await alerts(pendant.token)).toHaveLength(1);
    expect(await textsTo(daughter.userId)).toHaveLength(1);
  });

  it('我来处理: the first tap wins and everyone sees who; a second tap is told who; a handled one is closed', async () => {
    const radar = await ownerWithDevice(t, 'fall-radar', '卫生间跌倒雷达');
    const son = await signIn(t, ['member'], '儿子');
    const stranger = await signIn(t);
    await shareAccepted(t, {
      token: radar.token,
      body: { deviceId: radar.deviceId, userId: son.userId, perms: ['alert'] },
    });
    await ingest(radar, 'event/post', [{ id: 'fall', value: '卫生间' }]);
    const [alert] = await alerts(radar.token);
    const claim = (token: string) =>
      t.call<{ data: AlertLog }>('PUT', '/iot/alertLog/claim', {
        token,
        body: { alertLogId: alert!.alertLogId },
      });

    const taken = await claim(son.token);
    expect(taken.body.data).toMatchObject({ claimedBy: son.userId, claimedByName: '儿子', status: 1 });
    expect((await alerts(radar.token))[0]).toMatchObject({ claimedByName: '儿子' });
    const late = await claim(radar.token);
    expect(late.body).toMatchObject({ code: 500, errorCode: 'ALERT_CLAIMED', msg: '儿子已在处理这条告警' });
    expect((await claim(son.token)).body.code).toBe(200);
    expect((await claim(stranger.token)).body.errorCode).toBe('ALERT_NOT_FOUND');

    await t.call('PUT', '/iot/alertLog', {
      token: son.token,
      body: { alertLogId: alert!.alertLogId, status: 3, remark: '已扶起，无外伤' },
    });
    expect((await claim(radar.token)).body.errorCode).toBe('ALERT_CLOSED');

    // Once handled, the next fall is a new incident.
    await ingest(radar, 'event/post', [{ id: 'fall', value: '卫生间' }]);
    expect((await alerts(radar.token)).map((a) => a.status)).toEqual([1, 3]);
  });

  it('a value past its threshold raises once while it stays there, and again only at a higher level', async () => {
    const watch = await ownerWithDevice(t, 'health-watch', '奶奶的健康手表');
    const heart = (value: string) => ingest(watch, 'property/post', [{ id: 'heart_rate', value }]);
    await heart('80');
    expect(await alerts(watch.token)).toEqual([]);
    await heart('128');
    clock.advance(10 * MINUTE);
    await heart('131');
    const warned = await alerts(watch.token);
    expect(warned.map((a) => [a.identifier, a.alertLevel, a.detail[0]?.value])).toEqual([
      ['heart_rate', 2, '128'],
    ]);
    await heart('160');
    expect((await alerts(watch.token)).map((a) => [a.alertLevel, a.detail[0]?.value])).toEqual([
      [3, '160'],
      [2, '128'],
    ]);
    // Low oxygen a minute later is the same incident; ten minutes on, a new one, from the monitoring stream
    // too. Steps never raise anything.
    clock.advance(MINUTE);
    await ingest(watch, 'property/post', [{ id: 'spo2', value: '86' }]);
    expect(await alerts(watch.token)).toHaveLength(2);
    clock.advance(10 * MINUTE);
    await ingest(watch, 'monitor/post', [{ id: 'spo2', value: '85' }]);
    await ingest(watch, 'property/post', [{ id: 'steps', value: '99999' }]);
    expect((await alerts(watch.token)).map((a) => [a.identifier, a.alertLevel])).toEqual([
      ['spo2', 3],
      ['heart_rate', 3],
      ['heart_rate', 2],
    ]);
  });

  it('items without alarms, and alarms reported on the wrong topic, raise nothing', async () => {
    const door = await ownerWithDevice(t, 'door-sensor', '入户门磁');
    await ingest(door, 'event/post', [{ id: 'door_opened', value: 'front' }]);
    await ingest(door, 'property/post', [{ id: 'contact', value: '1' }]);
    expect(await alerts(door.token)).toEqual([]);
    await ingest(door, 'event/post', [{ id: 'tamper', value: 'cover' }]);
    expect((await alerts(door.token)).map((a) => [a.alertName, a.alertLevel])).toEqual([['防拆报警', 2]]);
  });

  it('a pendant silent past its heartbeat warns its people, once, and its return clears the warning', async () => {
    const pendant = await ownerWithDevice(t, 'sos-pendant', '爷爷的呼叫挂件');
    const status = async () => (await t.container.iot.devices.devices.findById(pendant.deviceId))!.status;
    const sim = await connectSim(t, pendant);
    await until(async () => (await status()) === 3);
    await sim.stop();
    const runDue = () => t.container.automation.scheduler.runDue();
    // Offline, and the check armed (the gateway stores the status first, then tells the watchers).
    await until(() => t.container.automation.scheduler.nextRunOf('device-offline-alarm', pendant.deviceId));
    expect(await status()).toBe(4);

    // The pendant's product allows 10 minutes of silence.
    clock.advance(9 * MINUTE);
    await runDue();
    expect(await alerts(pendant.token)).toEqual([]);
    clock.advance(2 * MINUTE);
    await runDue();
    const [warning, ...more] = await alerts(pendant.token);
    expect(more).toEqual([]);
    expect(warning).toMatchObject({
      origin: 'device',
      identifier: 'offline',
      alertName: '设备离线',
      alertNameEn: 'Device offline',
      alertLevel: 2,
      status: 1,
      detail: [{ id: 'offline', value: '10 min' }],
    });

    // Back online: the warning is closed as needing nothing more.
    const back = await connectSim(t, pendant);
    try {
      await until(async () => (await alerts(pendant.token))[0]?.status === 2);
    } finally {
      await back.stop();
    }
  });

  it('a low battery on a safety device warns; a plug going offline warns nobody', async () => {
    const smoke = await ownerWithDevice(t, 'smoke-detector', '厨房烟感');
    await ingest(smoke, 'property/post', [{ id: 'battery', value: '15' }]);
    expect((await alerts(smoke.token)).map((a) => [a.identifier, a.alertLevel])).toEqual([['battery', 2]]);

    const plug = await ownerWithDevice(t, 'smart-plug', '客厅插座');
    const sim = await connectSim(t, plug);
    await until(async () => (await t.container.iot.devices.devices.findById(plug.deviceId))!.status === 3);
    await sim.stop();
    await until(async () => (await t.container.iot.devices.devices.findById(plug.deviceId))!.status === 4);
    clock.advance(61 * MINUTE);
    await t.container.automation.scheduler.runDue();
    expect(await alerts(plug.token)).toEqual([]);
  });

  it('a claimed alarm never escalates', async () => {
    const radar = await ownerWithDevice(t, 'fall-radar', '客厅跌倒雷达');
    await ingest(radar, 'event/post', [{ id: 'fall', value: '客厅' }]);
    const [alert] = await alerts(radar.token);
    await t.call('PUT', '/iot/alertLog/claim', {
      token: radar.token,
      body: { alertLogId: alert!.alertLogId },
    });
    clock.advance(6 * MINUTE);
    await t.container.automation.scheduler.runDue();
    expect((await alerts(radar.token))[0]).toMatchObject({ escalatedTime: null, claimedBy: radar.userId });
    expect((await textsTo(radar.userId)).map((m) => m.template)).toEqual(['alert-critical']);
  });
});

describe('escalation of a critical alarm nobody takes on', () => {
  it('happens once, even across a restart: the family is texted again, the duty phone told, the app shows it', async () => {
    const clock = new FakeClock();
    const env = { ALERT_DUTY_PHONES: '13800138000', ALERT_ESCALATE_SECONDS: '300' };
    const first = await createTestApp(env, { clock });
    const pendant = await ownerWithDevice(first, 'sos-pendant', '外婆的呼叫挂件');
    await first.container.iot.mqtt.gateway.ingest(
      { id: pendant.deviceId, productId: pendant.productId, serialNumber: pendant.serialNumber },
      'event/post',
      [{ id: 'sos', value: '1' }],
    );
    await first.close({ keepData: true });

    // The server was down past the escalation time: the job is found late, and still runs once.
    clock.advance(20 * MINUTE);
    const second = await createTestApp(env, { clock }, { dataDir: first.dataDir, pgSchema: first.pgSchema });
    try {
      await second.container.automation.scheduler.runDue();
      await second.container.automation.scheduler.runDue();
      const list = await second.call<{ rows: AlertLog[] }>('GET', '/iot/alertLog/list', {
        token: pendant.token,
      });
      expect(list.body.rows).toHaveLength(1);
      expect(list.body.rows[0]!.escalatedTime).toBe(clock.now().toISOString());
      const phone = (await second.container.users.findById(pendant.userId))!.phonenumber!;
      expect((await second.container.smsRepository.outbox(phone)).map((m) => m.template)).toEqual([
        'alert-critical',
        'alert-escalated',
      ]);
      const duty = await second.container.smsRepository.outbox('13800138000');
      expect(duty.map((m) => m.template)).toEqual(['alert-escalated']);
      expect(duty[0]!.content).toContain('外婆的呼叫挂件');
    } finally {
      await second.close();
    }
  });
});
