import type { AlertTimelineEntry } from '@linli/contracts';
import { maskPhone } from '@linli/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Actor } from '../devices/index.ts';
import type { StoredAlert } from './alerts.repository.ts';

const textStatus = (s: string): AlertTimelineEntry['textStatus'] =>
  s === 'capped' || s === 'failed' ? s : 'sent';

/**
 * An alert's operational record (docs/alerts.md "The record of an alert"), for whoever the alert went to:
 * put together from the alert row (raised, claimed, escalated, handled), the texts sent for it to accounts
 * and to emergency contacts, and who opened it when. The names are those of the accounts now.
 */
export class AlertTimeline {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly alerts: { visible(actor: Actor, id: number): Promise<StoredAlert> },
  ) {}

  async of(actor: Actor, id: number): Promise<AlertTimelineEntry[]> {
    const alert = await this.alerts.visible(actor, id);
    const name = async (userId: number | null) => {
      if (userId === null) return '';
      const row = await this.db
        .selectFrom('users')
        .select(['nick_name', 'username'])
        .where('id', '=', userId)
        .executeTakeFirst();
      return row ? row.nick_name || row.username : '';
    };
    const texts = await this.db
      .selectFrom('alert_sms')
      .leftJoin('users', 'users.id', 'alert_sms.user_id')
      .select([
        'alert_sms.status',
        'alert_sms.created_at',
        'alert_sms.user_id',
        'users.nick_name',
        'users.username',
        'users.roles',
      ])
      .where('alert_sms.alert_id', '=', id)
      .execute();
    const contactTexts = await this.db
      .selectFrom('alert_contact_texts')
      .select(['status', 'created_at', 'phone'])
      .where('alert_id', '=', id)
      .execute();
    const reads = await this.db
      .selectFrom('alert_reads')
      .innerJoin('users', 'users.id', 'alert_reads.user_id')
      .select([
        'alert_reads.read_at',
        'alert_reads.user_id',
        'users.nick_name',
        'users.username',
        'users.roles',
      ])
      .where('alert_reads.alert_id', '=', id)
      .execute();

    // A shared user reads about the owner, the centre's staff and themself, not about the device's other
    // shared users (as on the device's user list, where a shared user sees only the owner and themself).
    const viewerSeesAll =
      actor.userId === alert.userId || actor.roles.some((r) => r === 'staff' || r === 'admin');
    const shown = (row: { user_id: number | null; roles: string | null }) =>
      viewerSeesAll ||
      row.user_id === actor.userId ||
      row.user_id === alert.userId ||
      (row.roles ?? '').split(',').some((r) => r === 'staff' || r === 'admin');
    // The alert's own steps first: at the same instant an escalation comes before the texts it sent.
    const entries: AlertTimelineEntry[] = [{ kind: 'raised', time: alert.createTime, who: alert.authorName }];
    if (alert.escalatedTime) entries.push({ kind: 'escalated', time: alert.escalatedTime, who: '' });
    if (alert.claimTime) entries.push({ kind: 'claimed', time: alert.claimTime, who: alert.claimedByName });
    if (alert.status !== 1 && alert.handledTime)
      entries.push({
        kind: 'handled',
        time: alert.handledTime,
        who: await name(alert.handledBy),
        outcome: alert.status as 2 | 3,
        note: alert.remark,
      });
    entries.push(
      ...texts.filter(shown).map((t) => ({
        kind: 'texted' as const,
        time: t.created_at,
        who: t.nick_name || t.username || '',
        textStatus: textStatus(t.status),
      })),
      ...contactTexts.map((t) => ({
        kind: 'texted' as const,
        time: t.created_at,
        who: maskPhone(t.phone),
        textStatus: textStatus(t.status),
      })),
      ...reads
        .filter(shown)
        .map((r) => ({ kind: 'seen' as const, time: r.read_at, who: r.nick_name || r.username })),
    );
    // Oldest first; a reading without a time (before times were kept) goes after the raising.
    return entries.sort((a, b) => (a.time ?? alert.createTime).localeCompare(b.time ?? alert.createTime));
  }
}
