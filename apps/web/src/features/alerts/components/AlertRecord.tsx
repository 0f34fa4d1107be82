import { type AlertTimelineEntry, alertsRoutes } from '@linli/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useData } from '../../../lib/queries.ts';
import { formatDateTime } from '../../common/dateTime.ts';

/**
 * The alert's record (docs/alerts.md "The record of an alert"): raised, texted to whom and what became of each
 * text, seen, taken on, escalated, handled with its note — oldest first. Read again when the alert changes:
 * handling it here invalidates it (afterAlertChange), a change pushed live too (applyAlertMessage). A record
 * that cannot be read is left out; the alert itself is on the screen.
 */
export function AlertRecord({ alertLogId }: { alertLogId: number }) {
  const { t } = useTranslation('alerts');
  const record = useData(alertsRoutes.timeline, { params: { id: alertLogId } });
  const entries = record.data ?? [];
  if (entries.length === 0) return null;
  return (
    <section className="kit-card" data-testid="alert-record">
      <h2 className="al-section-title">{t('record.title')}</h2>
      <ol className="al-record">
        {entries.map((e) => (
          <li
            key={`${e.kind}-${e.time}-${e.who}-${e.textStatus ?? ''}`}
            className={`al-record__step al-record__step--${e.kind}`}
          >
            <span className="al-record__time">{e.time ? formatDateTime(e.time) : '—'}</span>
            <span>{describe(e, t)}</span>
            {e.note && <span className="al-record__note">{e.note}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}

function describe(e: AlertTimelineEntry, t: TFunction<'alerts'>): string {
  switch (e.kind) {
    case 'raised':
      return e.who ? t('record.raisedBy', { who: e.who }) : t('record.raised');
    case 'texted':
      return t(`record.texted_${e.textStatus ?? 'sent'}`, { who: e.who });
    case 'seen':
      return t('record.seen', { who: e.who });
    case 'claimed':
      return t('record.claimed', { who: e.who });
    case 'escalated':
      return t('record.escalated');
    case 'handled':
      return t('record.handled', { who: e.who, outcome: t(`status.${e.outcome ?? 3}`) });
  }
}
