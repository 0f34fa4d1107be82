import type { Role } from '@linli/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface LiveSessionUser {
  userId: number;
  username: string;
  roles: Role[];
  experience: boolean;
  /** When the session ends by itself (ISO time). */
  expiresAt: string;
}

export interface SessionRecord {
  id: string;
  userId: number;
  /** When the person signed in (ISO time). */
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
}

export class SessionsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(session: {
    id: string;
    userId: number;
    createdAt: string;
    expiresAt: string;
    ip: string;
    userAgent: string;
  }) {
    await this.db
      .insertInto('sessions')
      .values({
        id: session.id,
        user_id: session.userId,
        created_at: session.createdAt,
        expires_at: session.expiresAt,
        ip: session.ip,
        user_agent: session.userAgent.slice(0, 300),
      })
      .execute();
  }

  async find(id: string): Promise<SessionRecord | undefined> {
    const row = await this.db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
    return (
      row && {
        id: row.id,
        userId: row.user_id,
        createdAt: row.created_at,
        expiresAt: row.expires_at,
        revokedAt: row.revoked_at,
      }
    );
  }

  /**
   * The account behind a live session (not revoked, not expired, account enabled), read in ONE statement:
   * every authenticated request and MQTT app login asks this.
   */
  async findLiveUser(id: string, now: string): Promise<LiveSessionUser | undefined> {
    const row = await this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(['users.id', 'users.username', 'users.roles', 'users.is_experience', 'sessions.expires_at'])
      .where('sessions.id', '=', id)
      .where('sessions.revoked_at', 'is', null)
      .where('sessions.expires_at', '>', now)
      .where('users.status', '=', '0')
      .executeTakeFirst();
    return (
      row && {
        userId: row.id,
        username: row.username,
        roles: row.roles.split(',').filter(Boolean) as Role[],
        experience: row.is_experience === 1,
        expiresAt: row.expires_at,
      }
    );
  }

  async revoke(id: string, at: string): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ revoked_at: at })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /** Revokes every live session of the user, but `except` when given. */
  async revokeAllOf(userId: number, at: string, except?: string): Promise<void> {
    let query = this.db
      .updateTable('sessions')
      .set({ revoked_at: at })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null);
    if (except !== undefined) query = query.where('id', '!=', except);
    await query.execute();
  }
}
