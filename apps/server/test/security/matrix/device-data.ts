import { DEVICE_LOG_TYPE } from '@linli/contracts';
import type { TestApp } from '../../support/index.ts';
import { firmwareForm } from '../../support/ota.ts';
import type { Account } from './world.ts';

/**
 * Fixtures of the device-data routes (logs, monitoring, OTA): a hand-written device log entry, firmware of
 * the plug's product and order-control rules, made through the API by the people who may make them.
 */
export async function buildDeviceData(
  t: TestApp,
  people: { owner: Account; sharedWith: Account; admin: Account },
  device: { id: number; productId: number },
  newDevice: () => Promise<{ id: number }>,
) {
  const ok = async <T>(answer: { body: { code: number; msg: string; data?: unknown } }): Promise<T> => {
    if (answer.body.code !== 200) throw new Error(`device-data fixture refused: ${answer.body.msg}`);
    return answer.body.data as T;
  };
  const newDeviceLog = async () =>
    (
      await ok<{ logId: number }>(
        await t.call('POST', '/iot/deviceLog', {
          token: people.owner.token,
          body: { deviceId: device.id, logType: DEVICE_LOG_TYPE.event, identify: 'switch', logValue: '1' },
        }),
      )
    ).logId;

  // Each upload needs a version of its own; every one is newer than a new device's firmware (1).
  let version = 1;
  /** The multipart form of a new firmware of the plug's product (only an administrator may send it). */
  const firmwareUpload = () => {
    version += 1;
    return firmwareForm(
      { productId: String(device.productId), version: String(version), firmwareName: 'Plug firmware' },
      Buffer.from(`LINLI-FW matrix ${version}\n`),
    );
  };
  const newFirmware = async () =>
    (
      await ok<{ firmwareId: number }>(
        await t.call('POST', '/iot/firmware', { token: people.admin.token, ...firmwareUpload() }),
      )
    ).firmwareId;

  /** A rule for the shared user on a device of its own, so no other route's device is under order control. */
  const newOrderControl = async () => {
    const { id: deviceId } = await newDevice();
    const start = new Date(Date.now() - 3_600_000).toISOString();
    const end = new Date(Date.now() + 3_600_000).toISOString();
    return (
      await ok<{ id: number }>(
        await t.call('POST', '/order/control', {
          token: people.owner.token,
          body: {
            deviceId,
            userId: people.sharedWith.userId,
            selectOrder: ['switch'],
            startTime: start,
            endTime: end,
            count: 5,
          },
        }),
      )
    ).id;
  };

  return {
    deviceLog: await newDeviceLog(),
    firmware: await newFirmware(),
    fresh: { deviceLog: newDeviceLog, firmware: newFirmware, firmwareUpload, orderControl: newOrderControl },
  };
}
