import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** What became of one alert text: sent, held back by the daily cap, or refused by the gateway. */
export type AlertTextStatus = 'sent' | 'capped' | 'failed';

/**
 * The record of every text sent for an alert and every one the daily cap held back: to accounts (by user id)
 * and to emergency contacts, who have no account (by phone). The caps count these rows.
 */
export class AlertTextsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Alert texts sent to one account since the given time. */
  async sentToUserSince(userId: number, since: string): Promise<number> {
    const row = await this.db
      .selectFrom('alert_sms')
      .where('user_id', '=', userId)
      .where('status', '=', 'sent')
      .where('created_at', '>', since)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async recordToUser(alertId: number, userId: number, status: AlertTextStatus, at: string): Promise<void> {
    await this.db
      .insertInto('alert_sms')
      .values({ alert_id: alertId, user_id: userId, status, created_at: at })
      .execute();
  }

  /** Alert texts sent to one emergency contact's phone since the given time. */
  async sentToPhoneSince(phone: string, since: string): Promise<number> {
    const row = await this.db
      .selectFrom('alert_contact_texts')
      .where('phone', '=', phone)
      .where('status', '=', 'sent')
      .where('created_at', '>', since)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async recordToPhone(alertId: number, phone: string, status: AlertTextStatus, at: string): Promise<void> {
    await this.db
      .insertInto('alert_contact_texts')
      .values({ alert_id: alertId, phone, status, created_at: at })
      .execute();
  }
}
