import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { buildTopic, DEVICE_LOG_TYPE, type OtaTask, Topic } from '@linli/contracts';
import type { SimDevice } from '@linli/device-sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/support/index.ts';
import { appClient, connectSim, ownerWithDevice, until } from '../../../test/support/mqtt.ts';
import { createListeningApp, uploadFirmware } from '../../../test/support/ota.ts';
import { shareAccepted } from '../../../test/support/shares.ts';
import { signIn } from '../../../test/support/social-services.ts';

const IMAGE = Buffer.from('LINLI-FW test image\n'.repeat(40));
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe('OTA: firmware and upgrades over MQTT', () => {
  let t: TestApp;
  let admin: { token: string; userId: number };
  const sims: SimDevice[] = [];
  beforeAll(async () => {
    t = await createListeningApp();
    admin = await signIn(t, ['admin']);
  });
  afterAll(async () => {
    await Promise.all(sims.map((s) => s.stop()));
    await t.close();
  });

  type D = Awaited<ReturnType<typeof ownerWithDevice>>;
  const sim = async (d: D, ota: { corrupt?: boolean } = {}) => {
    const device = await connectSim(t, d, { ota });
    sims.push(device);
    return device;
  };
  const task = async (token: string, deviceId: number) =>
    (
      await t.call<{ data: OtaTask | null }>('GET', '/iot/firmware/task', {
        token,
        query: { deviceId: String(deviceId) },
      })
    ).body.data;
  const upgrade = (token: string, deviceId: number, firmwareId: number) =>
    t.call<{ data: OtaTask }>('POST', '/iot/firmware/upgrade', { token, body: { deviceId, firmwareId } });
  const firmwareVersionOf = async (deviceId: number) =>
    (await t.container.iot.devices.devices.findById(deviceId))!.firmwareVersion;

  it('an administrator uploads firmware: SHA-256 computed and shown, listed, served over HTTP; others refused', async () => {
    const product = (await t.container.iot.products.findByCode('door-sensor'))!;
    const uploaded = await uploadFirmware(t, admin.token, { productId: product.id, version: '1.5' }, IMAGE);
    expect(uploaded.body.code).toBe(200);
    expect(uploaded.body.data).toMatchObject({
      productId: product.id,
      version: 1.5,
      sha256: sha256(IMAGE),
      byteSize: IMAGE.length,
      isLatest: 1,
    });
    const { port } = t.app.server.address() as AddressInfo;
    const served = await fetch(`http://127.0.0.1:${port}${uploaded.body.data.filePath}`);
    expect(Buffer.from(await served.arrayBuffer()).equals(IMAGE)).toBe(true);

    const list = await t.call<{ rows: { firmwareId: number }[]; total: number }>(
      'GET',
      '/iot/firmware/list',
      {
        token: admin.token,
        query: { productId: String(product.id) },
      },
    );
    expect(list.body.rows.map((r) => r.firmwareId)).toEqual([uploaded.body.data.firmwareId]);

    // The same version twice, a bad version, a member: refused, and nothing is added.
    const twice = await uploadFirmware(t, admin.token, { productId: product.id, version: '1.5' }, IMAGE);
    expect(twice.body).toMatchObject({ code: 500, errorCode: 'FIRMWARE_VERSION_EXISTS', field: 'version' });
    const bad = await uploadFirmware(t, admin.token, { productId: product.id, version: 'v2' }, IMAGE);
    expect(bad.body).toMatchObject({ code: 500, field: 'version' });
    const member = await signIn(t);
    const refused = await uploadFirmware(t, member.token, { productId: product.id, version: '1.6' }, IMAGE);
    expect(refused.body.code).toBe(403);
    const after = await t.call<{ total: number }>('GET', '/iot/firmware/list', {
      token: admin.token,
      query: { productId: String(product.id) },
    });
    expect(after.body.total).toBe(1);
  });

  it("getLatest offers newer firmware, and answers 'already latest version' when the device is current", async () => {
    const d = await ownerWithDevice(t, 'smoke-detector', '厨房烟感');
    const latest = (language?: 'en-US') =>
      t.call<{ data: { version: number } | null }>('GET', `/iot/firmware/getLatest/${d.deviceId}`, {
        token: d.token,
        ...(language ? { language } : {}),
      });
    // No firmware yet: the device (1.0) is current.
    expect((await latest()).body).toMatchObject({ code: 200, msg: '已经是最新版本', data: null });
    await uploadFirmware(t, admin.token, { productId: d.productId, version: '1.2' }, IMAGE);
    await uploadFirmware(t, admin.token, { productId: d.productId, version: '1.10' }, IMAGE);
    expect((await latest()).body.data).toMatchObject({ version: 1.2, isLatest: 1 });
    // The device reports it already runs 1.2.
    const record = (await t.container.iot.devices.devices.findById(d.deviceId))!;
    await t.container.iot.devices.state.info(record, { firmwareVersion: 1.2 });
    expect((await latest('en-US')).body).toMatchObject({
      code: 200,
      msg: 'already latest version',
      data: null,
    });
    // A stranger learns nothing.
    const stranger = await signIn(t);
    const refused = await t.call('GET', `/iot/firmware/getLatest/${d.deviceId}`, { token: stranger.token });
    expect(refused.body).toMatchObject({ code: 500, errorCode: 'DEVICE_NOT_FOUND' });
  });

  it('upgrades a device end to end: waiting while offline, sent on reconnect, every state persisted, pushed, logged', async () => {
    const d = await ownerWithDevice(t, 'smart-plug', '客厅插座');
    const fw = (await uploadFirmware(t, admin.token, { productId: d.productId, version: '2.1' }, IMAGE)).body
      .data;
    const app = await appClient(t, d.token);
    const pushed: OtaTask[] = [];
    app.on('message', (_topic, payload) => pushed.push(JSON.parse(payload.toString()) as OtaTask));
    await app.subscribeAsync(buildTopic(d.productId, d.serialNumber, Topic.wsOta));

    // The device is offline: the task waits.
    const requested = await upgrade(d.token, d.deviceId, fw.firmwareId);
    expect(requested.body.data).toMatchObject({ status: 'waiting', fromVersion: 1, version: 2.1 });
    // A second request while one is under way is refused and adds nothing.
    const again = await upgrade(d.token, d.deviceId, fw.firmwareId);
    expect(again.body).toMatchObject({ code: 500, errorCode: 'OTA_IN_PROGRESS' });

    // It connects: gets the command, downloads, verifies, installs, reports the new version.
    const device = await sim(d);
    const done = await until(async () => {
      const now = await task(d.token, d.deviceId);
      return now?.status === 'success' ? now : undefined;
    });
    expect(done.steps.map((s) => s.status)).toEqual([
      'waiting',
      'sent',
      'downloading',
      'installing',
      'success',
    ]);
    expect(done).toMatchObject({ taskId: requested.body.data.taskId, progress: 100, message: '' });
    expect(device.firmwareVersion()).toBe(2.1);
    expect(await firmwareVersionOf(d.deviceId)).toBe(2.1);
    // Apps heard every state live, with download progress on the way.
    await until(() => pushed.some((p) => p.status === 'success'));
    expect(new Set(pushed.map((p) => p.status))).toEqual(
      new Set(['waiting', 'sent', 'downloading', 'installing', 'success']),
    );
    expect(pushed.filter((p) => p.status === 'downloading').map((p) => p.progress)).toEqual([
      0, 25, 50, 75, 100,
    ]);
    // One device-log row (type 4, upgrade) per state.
    const logs = await t.container.iot.devices.stateRepository.logs(d.deviceId, DEVICE_LOG_TYPE.upgrade);
    expect(logs.map((l) => l.value)).toEqual(['waiting', 'sent', 'downloading', 'installing', 'success']);
    // Now current: getLatest says so, and the same firmware is not offered again.
    const latest = await t.call('GET', `/iot/firmware/getLatest/${d.deviceId}`, { token: d.token });
    expect(latest.body).toMatchObject({ data: null, msg: '已经是最新版本' });
    const notNewer = await upgrade(d.token, d.deviceId, fw.firmwareId);
    expect(notNewer.body.errorCode).toBe('OTA_NOT_NEWER');
    await app.endAsync();
  });

  it('a checksum mismatch fails the upgrade and leaves the version as it was', async () => {
    const d = await ownerWithDevice(t, 'th-sensor', '卧室温湿度');
    const fw = (await uploadFirmware(t, admin.token, { productId: d.productId, version: '3' }, IMAGE)).body
      .data;
    const device = await sim(d, { corrupt: true });
    const requested = await upgrade(d.token, d.deviceId, fw.firmwareId);
    expect(requested.body.data.status).toBe('sent');
    const failed = await until(async () => {
      const now = await task(d.token, d.deviceId);
      return now?.status === 'failed' ? now : undefined;
    });
    expect(failed.message).toBe('checksum mismatch');
    expect(failed.steps.map((s) => s.status)).toEqual(['waiting', 'sent', 'downloading', 'failed']);
    expect(device.firmwareVersion()).toBe(1);
    expect(await firmwareVersionOf(d.deviceId)).toBe(1);
    const logs = await t.container.iot.devices.stateRepository.logs(d.deviceId, DEVICE_LOG_TYPE.upgrade);
    expect(logs.at(-1)).toMatchObject({ value: 'failed', remark: 'v1 → v3: checksum mismatch' });
  });

  it('a shared user needs the OTA permission; without it the request is refused and nothing is created', async () => {
    const d = await ownerWithDevice(t, 'health-watch', '奶奶的手表');
    const fw = (await uploadFirmware(t, admin.token, { productId: d.productId, version: '1.3' }, IMAGE)).body
      .data;
    const daughter = await signIn(t);
    const son = await signIn(t);
    for (const [user, perms] of [
      [daughter, 'monitor,log'],
      [son, 'ota'],
    ] as const) {
      const shared = await shareAccepted(t, {
        token: d.token,
        body: { deviceId: d.deviceId, userId: user.userId, perms },
      });
      expect(shared.body.code).toBe(200);
    }
    // Anyone who sees the device may check for an update…
    const latest = await t.call('GET', `/iot/firmware/getLatest/${d.deviceId}`, { token: daughter.token });
    expect(latest.body).toMatchObject({ code: 200, data: { version: 1.3 } });
    // …but only the OTA permission upgrades.
    const refused = await upgrade(daughter.token, d.deviceId, fw.firmwareId);
    expect(refused.body).toMatchObject({ code: 403, errorCode: 'FORBIDDEN' });
    expect(await task(d.token, d.deviceId)).toBeNull();
    const stranger = await signIn(t);
    expect((await upgrade(stranger.token, d.deviceId, fw.firmwareId)).body.errorCode).toBe(
      'DEVICE_NOT_FOUND',
    );
    expect(await task(d.token, d.deviceId)).toBeNull();

    const allowed = await upgrade(son.token, d.deviceId, fw.firmwareId);
    expect(allowed.body).toMatchObject({ code: 200, data: { status: 'waiting', version: 1.3 } });
  });

  it('refuses firmware of another product and keeps the task list as it was', async () => {
    const d = await ownerWithDevice(t, 'sos-pendant', '呼叫挂件');
    const other = (await t.container.iot.products.findByCode('fall-radar'))!;
    const fw = (await uploadFirmware(t, admin.token, { productId: other.id, version: '9' }, IMAGE)).body.data;
    const refused = await upgrade(d.token, d.deviceId, fw.firmwareId);
    expect(refused.body).toMatchObject({ code: 500, errorCode: 'OTA_WRONG_PRODUCT', field: 'firmwareId' });
    expect(await task(d.token, d.deviceId)).toBeNull();
    const deleted = await t.call('DELETE', `/iot/firmware/${fw.firmwareId}`, { token: admin.token });
    expect(deleted.body.code).toBe(200);
    expect((await upgrade(d.token, d.deviceId, fw.firmwareId)).body.errorCode).toBe('FIRMWARE_NOT_FOUND');
  });
});
