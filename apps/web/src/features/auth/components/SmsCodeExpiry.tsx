import { ClockCircleOutline, ExclamationCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../common/dateTime.ts';
import type { CodeExpiryState } from '../hooks/useCodeExpiry.ts';

/** Until when the sent code works, and a warning a minute before it stops: words and an icon. */
export function SmsCodeExpiry({
  state,
  expiresAt,
}: {
  state: CodeExpiryState;
  expiresAt: number | undefined;
}) {
  const { t } = useTranslation('auth');
  const time = expiresAt === undefined ? '' : formatDateTime(new Date(expiresAt).toISOString()).slice(-5);
  const warn = state === 'soon' || state === 'expired';
  return (
    <p
      className={`code-expiry${warn ? ' code-expiry--warn' : ''}`}
      role="status"
      data-testid="sms-expiry"
      data-state={state}
    >
      {state !== 'idle' &&
        (warn ? <ExclamationCircleOutline aria-hidden="true" /> : <ClockCircleOutline aria-hidden="true" />)}
      {state === 'valid' && t('sms.validUntil', { time })}
      {state === 'soon' && t('sms.expiresSoon', { time })}
      {state === 'expired' && t('sms.expired')}
    </p>
  );
}
