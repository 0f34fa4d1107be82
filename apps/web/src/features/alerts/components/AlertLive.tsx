import { CloseOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { paths, withQuery } from '../../../lib/paths.ts';
import { useNavigateOnce } from '../../common/hooks/useNavigateOnce.ts';
import { useAlertFeed } from '../hooks/useAlertFeed.ts';
import { LevelBadge } from './AlertLevel.tsx';
import { CriticalAlertSheet } from './CriticalAlertSheet.tsx';
import '../alerts.css';

/**
 * Live alerts for the whole app: subscribes while signed in; a critical alert takes the whole screen
 * (CriticalAlertSheet), any other shows as an in-app banner (a status region, not a dialog: it never takes
 * focus or blocks the screen).
 */
export default function AlertLive() {
  const { t } = useTranslation('alerts');
  const go = useNavigateOnce();
  const { latest, dismiss, critical, closeCritical, claimed } = useAlertFeed();
  const sheet = critical && (
    <CriticalAlertSheet
      key={critical.alertLogId}
      alert={critical}
      onClose={closeCritical}
      onClaimed={claimed}
      onOpen={() => {
        closeCritical();
        go(withQuery(paths.alertDetail, { alertLogId: String(critical.alertLogId) }));
      }}
    />
  );
  if (!latest)
    return (
      <>
        <div role="status" aria-live="assertive" className="visually-hidden" />
        {sheet}
      </>
    );
  return (
    <>
      {sheet}
      <div
        className={`al-banner al-banner--${latest.alertLevel}`}
        role="status"
        aria-live="assertive"
        data-testid="alert-banner"
        data-alert-id={latest.alertLogId}
      >
        <div className="al-banner__text">
          <LevelBadge level={latest.alertLevel} />
          <strong className="al-banner__name">{latest.alertName}</strong>
          {latest.deviceName && <span>{latest.deviceName}</span>}
        </div>
        <div className="al-banner__actions">
          <button
            type="button"
            className="kit-button kit-button--primary"
            onClick={() => {
              dismiss();
              go(withQuery(paths.alertDetail, { alertLogId: String(latest.alertLogId) }));
            }}
            data-testid="alert-banner-open"
          >
            {t('banner.view')}
          </button>
          <button
            type="button"
            className="icon-button"
            aria-label={t('banner.close')}
            onClick={dismiss}
            data-testid="alert-banner-close"
          >
            <CloseOutline aria-hidden="true" />
          </button>
        </div>
      </div>
    </>
  );
}
