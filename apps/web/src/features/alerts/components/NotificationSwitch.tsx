import { BellOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Browser notifications are asked for only when the user taps this button (docs/architecture.md "Elder mode":
 * no pop-ups the user did not ask for). Shows the current state as text.
 */
export function NotificationSwitch() {
  const { t } = useTranslation('alerts');
  const supported = typeof Notification !== 'undefined';
  const [permission, setPermission] = useState(supported ? Notification.permission : 'denied');
  if (!supported) return null;
  if (permission !== 'default')
    return (
      <span className="hint" data-testid="alert-notify-state">
        {permission === 'granted' ? t('notify.on') : t('notify.blocked')}
      </span>
    );
  return (
    <button
      type="button"
      className="kit-button"
      onClick={() => void Notification.requestPermission().then(setPermission)}
      data-testid="alert-notify-ask"
    >
      <BellOutline aria-hidden="true" /> {t('notify.ask')}
    </button>
  );
}
