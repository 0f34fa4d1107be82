import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export class CaptchaRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(uuid: string, answer: string, expiresAt: string): Promise<void> {
    await this.db.insertInto('captchas').values({ uuid, answer, expires_at: expiresAt }).execute();
  }

  /** Reads and deletes in one go: a captcha answers exactly one attempt. */
  async take(uuid: string): Promise<{ answer: string; expiresAt: string } | undefined> {
    const row = await this.db
      .deleteFrom('captchas')
      .where('uuid', '=', uuid)
      .returningAll()
      .executeTakeFirst();
    return row && { answer: row.answer, expiresAt: row.expires_at };
  }

  async deleteExpired(now: string): Promise<void> {
    await this.db.deleteFrom('captchas').where('expires_at', '<', now).execute();
  }
}
