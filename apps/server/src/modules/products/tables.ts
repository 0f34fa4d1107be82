import type { Generated } from 'kysely';

/** Row shapes of the product catalogue (migration 0004; listed in db/schema.ts `Database`). */
export interface ProductsTable {
  id: Generated<number>;
  code: string;
  name: string;
  name_en: string;
  category: string;
  device_type: number;
  network_method: number;
  is_sub_device: Generated<number>;
  is_authorize: Generated<number>;
  mqtt_account: string;
  mqtt_password_hash: string;
  img_url: Generated<string>;
  things_model: string;
  created_at: string;
  /** Minutes a device may stay offline before its people are warned; null: never (migration 0017). */
  offline_alarm_minutes: number | null;
}

export interface ProductAuthCodesTable {
  id: Generated<number>;
  product_id: number;
  code: string;
  serial_number: string | null;
  created_at: string;
}
