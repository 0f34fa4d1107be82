import { type AlertMessage, userAlertTopic } from '@linli/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { realtime } from '../../../lib/realtime.ts';
import { useLifeData } from '../../../lib/session.ts';
import { levelKey } from '../levelKey.ts';
import { applyAlertMessage, parseAlertMessage } from '../live.ts';

/** A browser notification only when the user has already granted it; never asks by itself. */
function notify(alert: AlertMessage, title: string): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  try {
    new Notification(title, {
      body: [alert.alertName, alert.deviceName].filter(Boolean).join(' · '),
      tag: `alert-${alert.alertLogId}`,
    });
  } catch {
    // Some browsers allow notifications only from a service worker; the in-app banner is enough.
  }
}

/**
 * Listens on `/user/{userId}/alert` while signed in: a new alert updates the cached lists and the unread
 * count and becomes the banner (the latest one) until dismissed.
 */
export function useAlertFeed() {
  const { vuex_token: token, profile } = useLifeData();
  const userId = profile?.userId;
  const queryClient = useQueryClient();
  const { t } = useTranslation('alerts');
  const [latest, setLatest] = useState<AlertMessage>();
  useEffect(() => {
    if (!token || !userId) return;
    return realtime.subscribe([userAlertTopic(userId)], (_topic, payload) => {
      const alert = parseAlertMessage(payload);
      if (!alert) return;
      applyAlertMessage(queryClient, alert);
      setLatest(alert);
      notify(
        alert,
        t('banner.title', {
          level: t(levelKey(alert.alertLevel)),
        }),
      );
    });
  }, [token, userId, queryClient, t]);
  useEffect(() => {
    if (!token) setLatest(undefined);
  }, [token]);
  return { latest, dismiss: () => setLatest(undefined) };
}
