import { AUTH_METHODS, buildTopic, type OtaProtocol, type OtaTask, Topic } from '@linli/contracts';
import { createSimDevice, type SimDevice, type SimOtaOptions } from '@linli/device-sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFastBeeProduct } from '../../../test/support/fastbee.ts';
import { freshSerial, linkDevice } from '../../../test/support/fastbee-devices.ts';
import type { TestApp } from '../../../test/support/index.ts';
import { appClient, mqttUrl, until } from '../../../test/support/mqtt.ts';
import { createListeningApp, uploadFirmware } from '../../../test/support/ota.ts';
import { signIn } from '../../../test/support/social-services.ts';

const IMAGE = Buffer.from('generation test image\n'.repeat(20));

/**
 * The simulated device (packages/device-sim ota.ts) speaking each firmware generation against the server:
 * the product's otaProtocol picks the topics and payloads, each generation's replies (where it has any) move
 * the task, and the restarted device's `/info/post` ends it.
 */
describe('OTA: each firmware generation with the simulated device', () => {
  let t: TestApp;
  let admin: string;
  const sims: SimDevice[] = [];
  beforeAll(async () => {
    t = await createListeningApp();
    admin = (await signIn(t, ['admin'])).token;
  });
  afterAll(async () => {
    await Promise.all(sims.map((s) => s.stop()));
    await t.close();
  });

  /** A member's device of a FastBee product of this generation, online as the simulator with `ota`. */
  const deviceOf = async (
    protocol: OtaProtocol,
    firmwareVersion: number | string,
    ota: SimOtaOptions = {},
  ) => {
    const product = await createFastBeeProduct(t, admin, {
      vertificateMethod: AUTH_METHODS.simple,
      otaProtocol: protocol,
    });
    const member = await signIn(t);
    const serialNumber = freshSerial();
    const deviceId = await linkDevice(t, member.token, {
      deviceNumber: serialNumber,
      productId: product.productId,
    });
    const sim = await createSimDevice({
      url: mqttUrl(t),
      productId: product.productId,
      serialNumber,
      userId: member.userId,
      credentials: { username: product.mqttAccount, password: product.mqttPassword },
      model: product.thingsModels,
      firmwareVersion,
      ota: { protocol, ...ota },
    });
    sims.push(sim);
    await until(() => t.container.iot.mqtt.sessions.isConnected(deviceId));
    return { product, member, serialNumber, deviceId, sim };
  };
  const upgrade = async (token: string, deviceId: number, productId: number, version: string) => {
    const uploaded = await uploadFirmware(t, admin, { productId, version }, IMAGE);
    return t.call<{ data: OtaTask }>('POST', '/iot/firmware/upgrade', {
      token,
      body: { deviceId, firmwareId: uploaded.body.data.firmwareId },
    });
  };
  const finished = (token: string, deviceId: number) =>
    until(async () => {
      const task = await t.call<{ data: OtaTask | null }>('GET', '/iot/firmware/task', {
        token,
        query: { deviceId: String(deviceId) },
      });
      const status = task.body.data?.status;
      return status === 'success' || status === 'failed' ? task.body.data : undefined;
    });

  it('fastbee-v1: the command on /ota/get, no replies, done when the restarted device reports 1.2', async () => {
    const d = await deviceOf('fastbee-v1', 1.0);
    const requested = await upgrade(d.member.token, d.deviceId, d.product.productId, '1.2');
    expect(requested.body.data.status).toBe('sent');
    const done = await finished(d.member.token, d.deviceId);
    expect(done).toMatchObject({ status: 'success', version: 1.2 });
    expect(done.steps.map((s) => s.status)).toEqual(['waiting', 'sent', 'success']);
    expect(d.sim.firmwareVersion()).toBe(1.2);
  });

  it('fastbee-arduino with PRO replies: progress from /{sn}/http/upgrade/reply, the dotted version checked', async () => {
    const d = await deviceOf('fastbee-arduino', '1.0.0', { fastBeeReplies: true });
    const app = await appClient(t, d.member.token);
    const pushed: OtaTask[] = [];
    app.on('message', (_topic, payload) => pushed.push(JSON.parse(payload.toString()) as OtaTask));
    await app.subscribeAsync(buildTopic(d.product.productId, d.serialNumber, Topic.wsOta));
    try {
      const requested = await upgrade(d.member.token, d.deviceId, d.product.productId, '1.1.2');
      expect(requested.body.data).toMatchObject({ status: 'sent', version: 1.0102 });
      const done = await finished(d.member.token, d.deviceId);
      expect(done).toMatchObject({ status: 'success', progress: 100 });
      // PRO's status 2 (received) with its progress is Linli's downloading.
      expect(done.steps.map((s) => s.status)).toEqual(['waiting', 'sent', 'downloading', 'success']);
      await until(() => pushed.some((p) => p.status === 'success'));
      expect(pushed.filter((p) => p.status === 'downloading').map((p) => p.progress)).toEqual([
        0, 25, 50, 75, 100,
      ]);
      expect(d.sim.firmwareVersion()).toBe('1.1.2');
      expect((await t.container.iot.devices.devices.findById(d.deviceId))?.firmwareVersion).toBe(1.0102);
    } finally {
      await app.endAsync();
    }
  });

  it('only the reply of the generation the product speaks moves a task', async () => {
    const product = await createFastBeeProduct(t, admin, {
      vertificateMethod: AUTH_METHODS.simple,
      otaProtocol: 'fastbee-arduino',
    });
    const member = await signIn(t);
    const deviceId = await linkDevice(t, member.token, {
      deviceNumber: freshSerial(),
      productId: product.productId,
    });
    const requested = await upgrade(member.token, deviceId, product.productId, '2.0.1');
    const { taskId } = requested.body.data;
    const { upgrades } = t.container.ota;
    const status = async () => (await t.container.ota.repository.findTask(taskId))?.status;
    // Linli's own reply from a FastBee-Arduino product's device is not believed…
    await upgrades.deviceReplied(deviceId, { taskId, status: 'success', version: 2.0001 }, 'linli');
    expect(await status()).toBe('waiting');
    // …nor a FastBee reply that is not one; PRO's "received" with progress is.
    await upgrades.deviceReplied(deviceId, { taskId, status: 'received' }, 'fastbee-arduino');
    expect(await status()).toBe('waiting');
    await upgrades.deviceReplied(deviceId, { taskId, status: 2, progress: 40 }, 'fastbee-arduino');
    expect(await t.container.ota.repository.findTask(taskId)).toMatchObject({
      status: 'downloading',
      progress: 40,
    });
    // A failure code from PRO's list (4 and above) fails it, in words the log keeps.
    await upgrades.deviceReplied(deviceId, { taskId, status: 6 }, 'fastbee-arduino');
    expect(await t.container.ota.repository.findTask(taskId)).toMatchObject({
      status: 'failed',
      message: 'FastBee upgrade status 6',
    });
  });
});
