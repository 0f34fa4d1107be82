import type { DeviceStatus, LocationWay } from '@linli/contracts';
import type { Selectable, SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { DeviceRecord } from './devices.repository.ts';
import type { DevicesTable } from './tables.ts';

/** What a device card (DeviceShort) is made of: a list page reads only these columns. */
export type ShortDeviceRecord = Pick<
  DeviceRecord,
  | 'id'
  | 'productId'
  | 'userId'
  | 'serialNumber'
  | 'deviceName'
  | 'gatewayId'
  | 'slaveId'
  | 'status'
  | 'isShadow'
  | 'isSimulate'
  | 'locationWay'
  | 'rssi'
  | 'firmwareVersion'
  | 'activeTime'
  | 'createdAt'
>;

const SHORT_COLUMNS = [
  'devices.id',
  'devices.product_id',
  'devices.user_id',
  'devices.serial_number',
  'devices.device_name',
  'devices.gateway_id',
  'devices.slave_id',
  'devices.status',
  'devices.is_shadow',
  'devices.is_simulate',
  'devices.location_way',
  'devices.rssi',
  'devices.firmware_version',
  'devices.active_time',
  'devices.created_at',
] as const;

type ShortRow = Pick<
  Selectable<DevicesTable>,
  (typeof SHORT_COLUMNS)[number] extends `devices.${infer C}` ? C & keyof DevicesTable : never
>;

export const shortColumns = (query: SelectQueryBuilder<Database, 'devices', object>) =>
  query.select(SHORT_COLUMNS);

export function toShortRecord(row: ShortRow): ShortDeviceRecord {
  return {
    id: row.id,
    productId: row.product_id,
    userId: row.user_id,
    serialNumber: row.serial_number,
    deviceName: row.device_name,
    gatewayId: row.gateway_id,
    slaveId: row.slave_id,
    status: row.status as DeviceStatus,
    isShadow: row.is_shadow === 1,
    isSimulate: row.is_simulate === 1,
    locationWay: row.location_way as LocationWay,
    rssi: row.rssi,
    firmwareVersion: row.firmware_version,
    activeTime: row.active_time,
    createdAt: row.created_at,
  };
}
