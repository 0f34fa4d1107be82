import type { AlertLog } from '@linli/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../common/dateTime.ts';
import { LevelBadge } from './AlertLevel.tsx';
import { alertOrigin, alertTitle } from './AlertOrigin.ts';

const STATUS_ICON: Record<number, string> = { 1: '●', 2: '–', 3: '✓' };

/**
 * An alert in the list: level (icon + word), name, device, time, status as text; unread marked by a word;
 * `note` adds a line (the workbench: how long it has waited).
 */
export function AlertCard({ alert, onOpen, note }: { alert: AlertLog; onOpen: () => void; note?: string }) {
  const { t, i18n } = useTranslation('alerts');
  return (
    <li>
      <button
        type="button"
        className={`kit-card al-card al-card--${alert.alertLevel}${alert.isRead ? '' : ' al-card--unread'}`}
        onClick={onOpen}
        data-testid={`alert-card-${alert.alertLogId}`}
        data-status={alert.status}
        data-level={alert.alertLevel}
      >
        <span className="kit-spread">
          <LevelBadge level={alert.alertLevel} />
          {alert.escalatedTime && alert.status === 1 && (
            <span className="al-unread" data-testid={`alert-card-escalated-${alert.alertLogId}`}>
              {t('list.escalated')}
            </span>
          )}
          {!alert.isRead && <span className="al-unread">{t('list.unread')}</span>}
        </span>
        <span className="al-card__name">{alertTitle(alert, i18n.language)}</span>
        <span className="al-card__meta">
          {[alert.person?.name, alert.deviceName, alertOrigin(alert, t)].filter(Boolean).join(' · ')}
        </span>
        {alert.claimedBy !== null && alert.status === 1 && (
          <span className="al-card__meta">{t('sheet.claimedBy', { name: alert.claimedByName })}</span>
        )}
        {note && (
          <span className="al-card__meta al-card__note" data-testid={`alert-card-note-${alert.alertLogId}`}>
            {note}
          </span>
        )}
        <span className="kit-spread al-card__foot">
          <span>{formatDateTime(alert.createTime)}</span>
          <span className={`al-status al-status--${alert.status}`}>
            <span aria-hidden="true">{STATUS_ICON[alert.status]} </span>
            {t(`status.${alert.status}`)}
          </span>
        </span>
      </button>
    </li>
  );
}
