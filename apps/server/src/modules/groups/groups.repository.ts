import type { DeviceGroup } from '@linli/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface GroupRecord {
  id: number;
  userId: number;
  name: string;
  sort: number;
  remark: string;
  createdAt: string;
}

export class DeviceGroupsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async find(id: number): Promise<GroupRecord | undefined> {
    const row = await this.db.selectFrom('device_groups').selectAll().where('id', '=', id).executeTakeFirst();
    return (
      row && {
        id: row.id,
        userId: row.user_id,
        name: row.name,
        sort: row.sort,
        remark: row.remark,
        createdAt: row.created_at,
      }
    );
  }

  async list(userId: number, name: string | undefined, offset: number, limit: number) {
    let query = this.db.selectFrom('device_groups').where('user_id', '=', userId);
    if (name) query = query.where('name', 'like', `%${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    const counted = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const rows = await query
      .select((eb) => [
        'device_groups.id',
        'device_groups.name',
        'device_groups.sort',
        'device_groups.remark',
        'device_groups.created_at',
        eb
          .selectFrom('device_group_members')
          .select((e) => e.fn.countAll<number>().as('c'))
          .whereRef('device_group_members.group_id', '=', 'device_groups.id')
          .as('device_count'),
      ])
      .orderBy('sort')
      .orderBy('id')
      .offset(offset)
      .limit(limit)
      .execute();
    const groups: DeviceGroup[] = rows.map((r) => ({
      groupId: r.id,
      groupName: r.name,
      groupOrder: r.sort,
      remark: r.remark,
      deviceCount: Number(r.device_count ?? 0),
      createTime: r.created_at,
    }));
    return { rows: groups, total: Number(counted.n) };
  }

  async insert(
    userId: number,
    values: { name: string; sort: number; remark: string },
    now: string,
  ): Promise<number> {
    const row = await this.db
      .insertInto('device_groups')
      .values({ user_id: userId, ...values, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(id: number, values: { name: string; sort: number; remark: string }): Promise<void> {
    await this.db.updateTable('device_groups').set(values).where('id', '=', id).execute();
  }

  async delete(id: number): Promise<void> {
    await this.db.deleteFrom('device_group_members').where('group_id', '=', id).execute();
    await this.db.deleteFrom('device_groups').where('id', '=', id).execute();
  }

  /** A group only its owner may use; anyone else gets nothing, as for a group that does not exist. */
  async findOwned(userId: number, id: number): Promise<GroupRecord | undefined> {
    const group = await this.find(id);
    return group?.userId === userId ? group : undefined;
  }

  async deviceIds(groupId: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('device_group_members')
      .select('device_id')
      .where('group_id', '=', groupId)
      .orderBy('device_id')
      .execute();
    return rows.map((r) => r.device_id);
  }

  async setDeviceIds(groupId: number, deviceIds: number[]): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      await tx.deleteFrom('device_group_members').where('group_id', '=', groupId).execute();
      if (deviceIds.length > 0) {
        await tx
          .insertInto('device_group_members')
          .values(deviceIds.map((device_id) => ({ group_id: groupId, device_id })))
          .execute();
      }
    });
  }
}
