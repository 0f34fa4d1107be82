import { ALERT_STATUS } from '@linli/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { toAlert } from './alert-row.ts';
import type { StoredAlert } from './alerts.repository.ts';
import type { FigureRow } from './response-figures.ts';

/** At most this many pending alarms on one worker's bench: more is an outage, not a list to scroll. */
const BENCH_LIMIT = 200;

/** The queries of the staff workbench: device alarms about served persons only (never scene alerts). */
export class AlertWorkbenchRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private deviceAlarmsAboutPersons() {
    return this.db.selectFrom('alert_logs').where('origin', '=', 'device').where('person_id', 'is not', null);
  }

  /** Pending alarms about these persons, with whether `readerId` has opened each. */
  async pending(personIds: number[], readerId: number): Promise<StoredAlert[]> {
    if (personIds.length === 0) return [];
    const rows = await this.deviceAlarmsAboutPersons()
      .where('person_id', 'in', personIds)
      .where('status', '=', ALERT_STATUS.pending)
      .selectAll('alert_logs')
      .select((eb) =>
        eb
          .selectFrom('alert_reads')
          .select((e) => e.fn.countAll<number>().as('c'))
          .whereRef('alert_reads.alert_id', '=', 'alert_logs.id')
          .where('alert_reads.user_id', '=', readerId)
          .as('is_read'),
      )
      .orderBy('alert_logs.id')
      .limit(BENCH_LIMIT)
      .execute();
    return rows.map((r) => toAlert(r, Number(r.is_read ?? 0) > 0));
  }

  /** Every such alarm raised since `since` (all of the centre's), for the response figures. */
  async raisedSince(since: string): Promise<FigureRow[]> {
    const rows = await this.deviceAlarmsAboutPersons()
      .where('created_at', '>=', since)
      .select(['created_at', 'alert_level', 'claimed_at', 'handled_at', 'handled_by', 'escalated_at'])
      .execute();
    return rows.map((r) => ({
      createdAt: r.created_at,
      alertLevel: r.alert_level,
      claimedAt: r.claimed_at,
      handledAt: r.handled_at,
      handledBy: r.handled_by,
      escalatedAt: r.escalated_at,
    }));
  }
}
