import type { Generated } from 'kysely';

/** Row shapes of the products (migrations 0004, 0017, 0024; listed in db/schema.ts `Database`). */
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
  img_url: Generated<string>;
  /** The current version of the thing model (JSON); every version is also in product_things_model_versions. */
  things_model: string;
  created_at: string;
  /** Minutes a device may stay offline before its people are warned; null: never (migration 0017). */
  offline_alarm_minutes: number | null;
  // migration 0024: products as data
  /** PRODUCT_STATUS: 1 draft, 2 published, 3 retired. */
  status: Generated<number>;
  vertificate_method: Generated<number>;
  credential_scope: Generated<string>;
  self_register: Generated<number>;
  ota_protocol: Generated<string>;
  protocol_code: Generated<string>;
  /** The product MQTT password and secret, sealed by secret-box.ts; null until issued at start. */
  mqtt_password_enc: string | null;
  mqtt_secret_enc: string | null;
  things_model_version: Generated<number>;
  /** When an administrator last changed it; null: as seeded (the catalogue may still fill gaps in). */
  updated_at: string | null;
}

/** Every version of every product's thing model (migration 0024); devices report under theirs. */
export interface ProductThingsModelVersionsTable {
  product_id: number;
  version: number;
  things_model: string;
  created_at: string;
}

export interface ProductAuthCodesTable {
  id: Generated<number>;
  product_id: number;
  code: string;
  serial_number: string | null;
  created_at: string;
}
