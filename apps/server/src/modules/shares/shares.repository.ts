import type { Kysely, Selectable } from 'kysely';
import { preparedQuery } from '../../db/prepared-query.ts';
import type { Database } from '../../db/schema.ts';
import type { DeviceSharesTable } from './tables.ts';

export interface ShareRecord {
  deviceId: number;
  userId: number;
  perms: string[];
  remark: string;
  createdAt: string;
  /** null: an invitation the recipient has not accepted yet (no effect). */
  acceptedAt: string | null;
}

const toPerms = (text: string) => (text ? text.split(',') : []);

function toRecord(row: Selectable<DeviceSharesTable>): ShareRecord {
  return {
    deviceId: row.device_id,
    userId: row.user_id,
    perms: toPerms(row.perms),
    remark: row.remark,
    createdAt: row.created_at,
    acceptedAt: row.accepted_at,
  };
}

export class SharesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async find(deviceId: number, userId: number): Promise<ShareRecord | undefined> {
    const row = await this.db
      .selectFrom('device_shares')
      .selectAll()
      .where('device_id', '=', deviceId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row && toRecord(row);
  }

  /** A share counts once its recipient has accepted it: an invitation grants nothing. */
  async findAccepted(deviceId: number, userId: number): Promise<ShareRecord | undefined> {
    const share = await this.find(deviceId, userId);
    return share?.acceptedAt ? share : undefined;
  }

  /** Devices shared with a user that the user has accepted. */
  async deviceIdsOf(userId: number): Promise<number[]> {
    const { rows } = await this.db.executeQuery(this.deviceIdsQuery(userId));
    return rows.map((r) => r.device_id);
  }

  /** Every device list asks which devices are shared with the caller: the query is built once. */
  private readonly deviceIdsQuery = preparedQuery(1, (userId: number) =>
    this.db
      .selectFrom('device_shares')
      .select('device_id')
      .where('user_id', '=', userId)
      .where('accepted_at', 'is not', null)
      .orderBy('device_id'),
  );

  /** Users who accepted a share of the device that grants the permission. */
  async userIdsWith(deviceId: number, perm: string): Promise<number[]> {
    const rows = await this.db
      .selectFrom('device_shares')
      .select(['user_id', 'perms'])
      .where('device_id', '=', deviceId)
      .where('accepted_at', 'is not', null)
      .execute();
    return rows.filter((r) => toPerms(r.perms).includes(perm)).map((r) => r.user_id);
  }

  /** Devices shared with a user, accepted, whose share grants the permission, with when it was accepted. */
  async acceptedWith(userId: number, perm: string): Promise<{ deviceId: number; acceptedAt: string }[]> {
    const { rows } = await this.db.executeQuery(this.acceptedQuery(userId));
    return rows
      .filter((r) => toPerms(r.perms).includes(perm))
      .map((r) => ({ deviceId: r.device_id, acceptedAt: r.accepted_at ?? '' }));
  }

  /** Every alert list asks which shares the caller may see alerts of: the query is built once. */
  private readonly acceptedQuery = preparedQuery(1, (userId: number) =>
    this.db
      .selectFrom('device_shares')
      .select(['device_id', 'perms', 'accepted_at'])
      .where('user_id', '=', userId)
      .where('accepted_at', 'is not', null)
      .orderBy('device_id'),
  );

  /** Shares of a device with the users' names, oldest first. */
  async listOf(deviceId: number, offset: number, limit: number) {
    const base = this.db.selectFrom('device_shares').where('device_id', '=', deviceId);
    const counted = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const rows = await base
      .innerJoin('users', 'users.id', 'device_shares.user_id')
      .select([
        'device_shares.user_id',
        'device_shares.perms',
        'device_shares.remark',
        'device_shares.created_at',
        'device_shares.accepted_at',
        'users.username',
        'users.nick_name',
        'users.phonenumber',
      ])
      .orderBy('device_shares.created_at')
      .orderBy('device_shares.user_id')
      .offset(offset)
      .limit(limit)
      .execute();
    return {
      total: Number(counted.n),
      rows: rows.map((r) => ({
        userId: r.user_id,
        perms: toPerms(r.perms),
        remark: r.remark,
        createdAt: r.created_at,
        acceptedAt: r.accepted_at,
        userName: r.username,
        nickName: r.nick_name,
        phonenumber: r.phonenumber ?? '',
      })),
    };
  }

  async insert(share: ShareRecord): Promise<void> {
    await this.db
      .insertInto('device_shares')
      .values({
        device_id: share.deviceId,
        user_id: share.userId,
        perms: share.perms.join(','),
        remark: share.remark,
        created_at: share.createdAt,
        accepted_at: share.acceptedAt,
      })
      .execute();
  }

  /** Invitations a user has not answered yet, oldest first. */
  async pendingFor(userId: number): Promise<ShareRecord[]> {
    const rows = await this.db
      .selectFrom('device_shares')
      .selectAll()
      .where('user_id', '=', userId)
      .where('accepted_at', 'is', null)
      .orderBy('created_at')
      .execute();
    return rows.map(toRecord);
  }

  /** Accepts an invitation; false when there was none pending (answered already, or withdrawn). */
  async accept(deviceId: number, userId: number, at: string): Promise<boolean> {
    const result = await this.db
      .updateTable('device_shares')
      .set({ accepted_at: at })
      .where('device_id', '=', deviceId)
      .where('user_id', '=', userId)
      .where('accepted_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async update(deviceId: number, userId: number, perms: string[], remark: string): Promise<void> {
    await this.db
      .updateTable('device_shares')
      .set({ perms: perms.join(','), remark })
      .where('device_id', '=', deviceId)
      .where('user_id', '=', userId)
      .execute();
  }

  async delete(deviceId: number, userId: number): Promise<void> {
    await this.db
      .deleteFrom('device_shares')
      .where('device_id', '=', deviceId)
      .where('user_id', '=', userId)
      .execute();
  }
}
