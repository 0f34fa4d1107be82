import { ApiPath } from '@linli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, logInAsExperience, type TestApp } from '../../test/support/index.ts';
import { mqttUrl, until } from '../../test/support/mqtt.ts';
import { experienceHome, startDemoDevices } from '../modules/mqtt/index.ts';
import { seedDemo } from './demo.ts';

/**
 * The demo devices live: they resume from the week of history (a meter goes on from where it was) and
 * follow their physics (packages/device-sim physics.ts): a plug switched off draws nothing.
 */
describe('live demo devices', () => {
  let t: TestApp;
  let stop: () => Promise<void>;
  let token: string;
  let plug: number;
  let gateway: number;

  beforeAll(async () => {
    t = await createTestApp({}, { broker: true });
    await seedDemo(t.container);
    const home = await experienceHome(t.container);
    plug = home!.devices.find((r) => r.deviceName === '客厅智能插座')!.deviceId;
    gateway = home!.devices.find((r) => r.deviceName === '家庭网关')!.deviceId;
    token = await logInAsExperience(t);
    stop = await startDemoDevices(t.container, mqttUrl(t), 0);
  });
  afterAll(async () => {
    await stop?.();
    await t.close();
  });

  const value = async (deviceId: number, id: string) =>
    (await t.container.iot.devices.state.storedValues(deviceId)).find((v) => v.id === id);

  const switchPlug = (on: boolean) =>
    t.call<{ code: number }>('POST', ApiPath.runtimeInvokeReply, {
      token,
      body: { deviceId: plug, identifier: 'switch', remoteCommand: { switch: on ? 1 : 0 }, type: 2 },
    });

  it('a plug switched off reports no power, switched on it draws some; its meter never goes back', async () => {
    const seeded = Number((await value(plug, 'energy'))?.value);
    expect((await switchPlug(false)).body.code).toBe(200);
    await until(
      async () => (await value(plug, 'switch'))?.value === '0' && (await value(plug, 'power'))?.value === '0',
    );
    expect((await switchPlug(true)).body.code).toBe(200);
    await until(async () => Number((await value(plug, 'power'))?.value) > 0);
    expect(Number((await value(plug, 'energy'))?.value)).toBeGreaterThanOrEqual(seeded);
  });

  it('a gateway reports the sub-devices it has and an uptime that went on with the clock', async () => {
    await until(async () => (await value(gateway, 'uptime'))?.value);
    expect((await value(gateway, 'sub_count'))?.value).toBe('1');
    // Up for days before the demo week began (demo-history.ts), not an invented 49,999,783 s.
    const uptime = Number((await value(gateway, 'uptime'))?.value);
    expect(uptime).toBeGreaterThan(7 * 24 * 3600);
    expect(uptime).toBeLessThan(30 * 24 * 3600);
  });
});
