import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface MembershipRecord {
  userId: number;
  memberNo: string;
  realName: string;
  phone: string;
  idCard: string;
  activatedAt: string;
}

export class MembershipRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async find(userId: number): Promise<MembershipRecord | undefined> {
    const row = await this.db
      .selectFrom('memberships')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return (
      row && {
        userId: row.user_id,
        memberNo: row.member_no,
        realName: row.real_name,
        phone: row.phone,
        idCard: row.id_card,
        activatedAt: row.activated_at,
      }
    );
  }

  async idCardTaken(idCard: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('memberships')
      .select('user_id')
      .where('id_card', '=', idCard)
      .executeTakeFirst();
    return row !== undefined;
  }

  async insert(record: MembershipRecord): Promise<void> {
    await this.db
      .insertInto('memberships')
      .values({
        user_id: record.userId,
        member_no: record.memberNo,
        real_name: record.realName,
        phone: record.phone,
        id_card: record.idCard,
        activated_at: record.activatedAt,
      })
      .execute();
  }

  async delete(userId: number): Promise<void> {
    await this.db.deleteFrom('memberships').where('user_id', '=', userId).execute();
  }
}
