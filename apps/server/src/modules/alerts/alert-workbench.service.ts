import { type AlertFigures, type AlertLog, addDays, centreDate } from '@linli/contracts';
import type { Clock } from '../../platform/clock.ts';
import type { Actor } from '../devices/index.ts';
import { shown } from './alert-row.ts';
import type { AlertWorkbenchRepository } from './alert-workbench.repository.ts';
import { mondayOf, weeklyFigures } from './response-figures.ts';

/**
 * The staff alert workbench (docs/alerts.md "The staff workbench"): a social worker's pending device alarms
 * about the people they answer for, most urgent first, and the centre's response figures. Claiming and
 * handling go through AlertsService like everyone's, so the family sees the worker's 我来处理 at once.
 */
export class AlertWorkbenchService {
  constructor(
    private readonly bench: AlertWorkbenchRepository,
    private readonly persons: { caseload(userId: number): Promise<number[]> },
    private readonly clock: Clock,
  ) {}

  /** Escalated first, then critical before warnings, then the oldest first: who has waited longest. */
  async pending(actor: Actor): Promise<AlertLog[]> {
    const rows = await this.bench.pending(await this.persons.caseload(actor.userId), actor.userId);
    return rows
      .sort(
        (a, b) =>
          Number(b.escalatedTime !== null) - Number(a.escalatedTime !== null) ||
          b.alertLevel - a.alertLevel ||
          a.alertLogId - b.alertLogId,
      )
      .map(shown);
  }

  /** The centre's figures: every device alarm about a served person, whoever's caseload. */
  async figures(weeks: number): Promise<AlertFigures> {
    const now = this.clock.now();
    const first = addDays(mondayOf(centreDate(now)), -7 * (weeks - 1));
    // Midnight of that Monday in the centre (UTC+8).
    const since = new Date(`${first}T00:00:00+08:00`).toISOString();
    return { weeks: weeklyFigures(await this.bench.raisedSince(since), now, weeks) };
  }
}
