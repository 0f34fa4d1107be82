import {
  DEVICE_STATUS,
  DEVICE_TYPES,
  type Device,
  type DeviceReading,
  type DeviceShort,
  type Language,
} from '@linli/contracts';
import type { ProductRecord } from '../products/index.ts';
import type { DeviceRecord, ShortDeviceRecord } from './devices.repository.ts';

export function toShort(
  device: ShortDeviceRecord,
  product: ProductRecord | undefined,
  callerId: number,
  language: Language,
  extra: { subDeviceCount?: number; gwDevCode?: string; readings?: DeviceReading[] } = {},
): DeviceShort {
  return {
    deviceId: device.id,
    deviceName: device.deviceName,
    productId: device.productId,
    productName: product ? (language === 'en-US' ? product.nameEn : product.name) : '',
    deviceType: product?.deviceType ?? DEVICE_TYPES.direct,
    serialNumber: device.serialNumber,
    status: device.status,
    isShadow: device.isShadow ? 1 : 0,
    isSimulate: device.isSimulate ? 1 : 0,
    rssi: device.rssi,
    firmwareVersion: device.firmwareVersion,
    imgUrl: product?.imgUrl ?? '',
    isOwner: device.userId === callerId ? 1 : 0,
    userId: device.userId,
    locationWay: device.locationWay,
    activeTime: device.activeTime,
    createTime: device.createdAt,
    subDeviceCount: extra.subDeviceCount ?? 0,
    gwDevCode: extra.gwDevCode ?? '',
    slaveId: device.slaveId,
    readings: extra.readings ?? [],
  };
}

export function toDetail(short: DeviceShort, device: DeviceRecord, subDeviceList: DeviceShort[]): Device {
  return {
    ...short,
    longitude: device.longitude,
    latitude: device.latitude,
    networkAddress: device.networkAddress,
    networkIp: device.networkIp,
    remark: device.remark,
    summary: device.summary,
    isDisabled: device.status === DEVICE_STATUS.disabled ? 1 : 0,
    subDeviceList,
  };
}
