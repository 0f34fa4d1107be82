import type { Generated } from 'kysely';

/** Row shapes of migration 0007 (listed in db/schema.ts `Database`). */
export interface FirmwareTable {
  id: Generated<number>;
  product_id: number;
  name: string;
  version: string;
  file_path: string;
  sha256: string;
  byte_size: number;
  remark: Generated<string>;
  created_by: number | null;
  created_at: string;
}

export interface OtaTasksTable {
  id: Generated<number>;
  device_id: number;
  firmware_id: number | null;
  firmware_name: string;
  user_id: number | null;
  from_version: string;
  version: string;
  status: string;
  progress: Generated<number>;
  message: Generated<string>;
  steps: Generated<string>;
  created_at: string;
  updated_at: string;
}
