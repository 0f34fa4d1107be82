import type { ApplicationEvent } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../common/dateTime.ts';
import { StatusBadge } from './StatusBadge.tsx';

/** Every change of a request: what, who, when, and the staff's note (each change is kept). */
export function Timeline({ events }: { events: ApplicationEvent[] }) {
  const { t } = useTranslation('socialServices');
  return (
    <ol className="ss-timeline" data-testid="timeline">
      {[...events].reverse().map((e) => (
        <li key={e.id} className="ss-timeline__item" data-testid={`timeline-${e.action}`}>
          <div className="ss-timeline__head">
            <strong>{t(`action.${e.action}`)}</strong>
            <StatusBadge status={e.toStatus} />
          </div>
          <p className="ss-muted">
            {t('detail.by', {
              name: e.actorName,
              role: t(e.actorRole === 'staff' ? 'detail.staffRole' : 'detail.applicantRole'),
            })}{' '}
            · {formatDateTime(e.createdAt)}
          </p>
          {e.note && <p className="ss-timeline__note">{e.note}</p>}
        </li>
      ))}
    </ol>
  );
}
