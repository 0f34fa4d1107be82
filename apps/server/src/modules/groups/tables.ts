import type { Generated } from 'kysely';

/** Row shapes of a user's device groups (migration 0004; listed in db/schema.ts `Database`). */
export interface DeviceGroupsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  sort: number;
  remark: Generated<string>;
  created_at: string;
}

export interface DeviceGroupMembersTable {
  group_id: number;
  device_id: number;
}
