import type { Generated } from 'kysely';

/** Row shapes of migration 0004 (listed in db/schema.ts `Database`). */
export interface DevicesTable {
  id: Generated<number>;
  product_id: number;
  user_id: number;
  serial_number: string;
  device_name: string;
  gateway_id: number | null;
  slave_id: number | null;
  status: number;
  is_shadow: Generated<number>;
  is_simulate: Generated<number>;
  location_way: Generated<number>;
  longitude: number | null;
  latitude: number | null;
  network_address: Generated<string>;
  network_ip: Generated<string>;
  rssi: number | null;
  firmware_version: Generated<number>;
  summary: Generated<string>;
  remark: Generated<string>;
  secret: string;
  active_time: string | null;
  created_at: string;
  updated_at: string;
  /** The product thing-model version the device reports under (migration 0024). */
  things_model_version: Generated<number>;
}

export interface DeviceValuesTable {
  device_id: number;
  identifier: string;
  value: Generated<string>;
  shadow: Generated<string>;
  ts: string | null;
}

export interface DeviceLogsTable {
  id: Generated<number>;
  device_id: number;
  log_type: number;
  identifier: string;
  value: Generated<string>;
  remark: Generated<string>;
  created_at: string;
}

export interface DeviceCommandsTable {
  id: Generated<number>;
  device_id: number;
  message_id: string;
  user_id: number | null;
  fun_type: number;
  payload: string;
  status: string;
  reply: string | null;
  created_at: string;
  replied_at: string | null;
  // migration 0013: what sent it (COMMAND_ORIGIN) and the timer's or scene's name then
  origin: Generated<string>;
  origin_name: Generated<string>;
}
