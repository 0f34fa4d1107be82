import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface SmsCodeRecord {
  id: number;
  codeHash: string;
  sentAt: string;
  expiresAt: string;
  attempts: number;
  usedAt: string | null;
}

export interface OutboxMessage {
  id: number;
  phone: string;
  template: string;
  content: string;
  createdAt: string;
}

export class SmsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insertCode(code: { phone: string; codeHash: string; ip: string; sentAt: string; expiresAt: string }) {
    await this.db
      .insertInto('sms_codes')
      .values({
        phone: code.phone,
        code_hash: code.codeHash,
        ip: code.ip,
        sent_at: code.sentAt,
        expires_at: code.expiresAt,
      })
      .execute();
  }

  async latestCode(phone: string): Promise<SmsCodeRecord | undefined> {
    const row = await this.db
      .selectFrom('sms_codes')
      .selectAll()
      .where('phone', '=', phone)
      .orderBy('sent_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    return (
      row && {
        id: row.id,
        codeHash: row.code_hash,
        sentAt: row.sent_at,
        expiresAt: row.expires_at,
        attempts: row.attempts,
        usedAt: row.used_at,
      }
    );
  }

  async countSentSince(phone: string, since: string): Promise<number> {
    const row = await this.db
      .selectFrom('sms_codes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('phone', '=', phone)
      .where('sent_at', '>=', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async deleteCode(id: number): Promise<void> {
    await this.db.deleteFrom('sms_codes').where('id', '=', id).execute();
  }

  async recordAttempt(id: number): Promise<void> {
    await this.db
      .updateTable('sms_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .execute();
  }

  async markUsed(id: number, at: string): Promise<void> {
    await this.db.updateTable('sms_codes').set({ used_at: at }).where('id', '=', id).execute();
  }

  async addToOutbox(message: {
    phone: string;
    template: string;
    content: string;
    createdAt: string;
  }): Promise<void> {
    await this.db
      .insertInto('sms_outbox')
      .values({
        phone: message.phone,
        template: message.template,
        content: message.content,
        created_at: message.createdAt,
      })
      .execute();
  }

  async outbox(phone?: string): Promise<OutboxMessage[]> {
    let query = this.db.selectFrom('sms_outbox').selectAll().orderBy('id', 'asc');
    if (phone) query = query.where('phone', '=', phone);
    const rows = await query.execute();
    return rows.map((r) => ({
      id: r.id,
      phone: r.phone,
      template: r.template,
      content: r.content,
      createdAt: r.created_at,
    }));
  }
}
