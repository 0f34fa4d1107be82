import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export const WECHAT = 'wechat';

export interface ExternalIdentity {
  openId: string;
  unionId: string | null;
}

/** Third-party identities linked to accounts, and identities waiting to be linked (bindId). */
export class IdentitiesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async userIdFor(provider: string, openId: string): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('user_identities')
      .select('user_id')
      .where('provider', '=', provider)
      .where('open_id', '=', openId)
      .executeTakeFirst();
    return row?.user_id;
  }

  async isBound(provider: string, userId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('user_identities')
      .select('id')
      .where('provider', '=', provider)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  }

  async link(provider: string, userId: number, identity: ExternalIdentity, at: string): Promise<void> {
    await this.db
      .insertInto('user_identities')
      .values({
        user_id: userId,
        provider,
        open_id: identity.openId,
        union_id: identity.unionId,
        created_at: at,
      })
      .execute();
  }

  async unlink(provider: string, userId: number): Promise<number> {
    const result = await this.db
      .deleteFrom('user_identities')
      .where('provider', '=', provider)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async savePending(
    bindId: string,
    provider: string,
    identity: ExternalIdentity,
    expiresAt: string,
  ): Promise<void> {
    await this.db
      .insertInto('pending_binds')
      .values({
        bind_id: bindId,
        provider,
        open_id: identity.openId,
        union_id: identity.unionId,
        expires_at: expiresAt,
      })
      .execute();
  }

  async findPending(
    bindId: string,
  ): Promise<(ExternalIdentity & { provider: string; expiresAt: string }) | undefined> {
    const row = await this.db
      .selectFrom('pending_binds')
      .selectAll()
      .where('bind_id', '=', bindId)
      .executeTakeFirst();
    return (
      row && { provider: row.provider, openId: row.open_id, unionId: row.union_id, expiresAt: row.expires_at }
    );
  }

  async deletePending(bindId: string): Promise<void> {
    await this.db.deleteFrom('pending_binds').where('bind_id', '=', bindId).execute();
  }
}
