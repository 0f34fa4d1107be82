import { ErrorCode } from '@linli/contracts';
import { AppError } from '../../platform/errors.ts';
import type { Actor, DeviceAction, DeviceRecord, Devices } from '../devices/index.ts';

/**
 * The device a log or history call names, by id or (as FastBee apps send it) by serial number, checked
 * for `action` by the devices module: a stranger learns nothing (not found), a shared user without the
 * permission is refused.
 */
export async function requireDevice(
  devices: Devices,
  actor: Actor,
  ref: { deviceId?: number | undefined; serialNumber?: string | undefined },
  action: DeviceAction,
): Promise<DeviceRecord> {
  const id =
    ref.deviceId ??
    (ref.serialNumber ? (await devices.devices.findBySerial(ref.serialNumber))?.id : undefined);
  if (id === undefined) {
    if (ref.serialNumber) throw new AppError(ErrorCode.DEVICE_NOT_FOUND);
    throw new AppError(ErrorCode.FIELD_REQUIRED, { field: 'deviceId' });
  }
  return devices.devices.requireAccess(actor, id, action);
}

/** Refuses an end before the beginning (a refused request changes nothing and reads nothing). */
export function checkRange(begin: string | undefined, end: string | undefined): void {
  if (begin && end && end < begin) throw new AppError(ErrorCode.TIME_RANGE_INVALID, { field: 'endTime' });
}
