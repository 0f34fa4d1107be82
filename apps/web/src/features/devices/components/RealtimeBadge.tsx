import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/feedback.ts';
import { type RealtimeState, useRealtimeState } from '../../../lib/realtime.ts';

const ICON: Record<RealtimeState, string> = {
  idle: '○',
  connecting: '◔',
  connected: '●',
  reconnecting: '↻',
  error: '⚠',
  closed: '◌',
};

/**
 * The messaging client state of docs/product.md "Messaging" (connect, reconnect, error, close), visible as
 * text and icon; its 'connect error toast' once until the connection is back, not on every retry.
 */
export function RealtimeBadge() {
  const { t } = useTranslation('devices');
  const state = useRealtimeState();
  const toasted = useRef(false);
  useEffect(() => {
    if (state === 'connected') toasted.current = false;
    if (state === 'error' && !toasted.current) {
      toasted.current = true;
      toast(t('realtime.errorToast'));
    }
  }, [state, t]);
  return (
    <output className={`dv-live dv-live--${state}`} data-testid="realtime-state" data-state={state}>
      <span aria-hidden="true">{ICON[state]}</span>
      <span className="visually-hidden">{t('realtime.label')}: </span>
      {t(`realtime.${state}`)}
    </output>
  );
}
