import { ALERT_LEVEL, ALERT_STATUS, type AlertMessage, alertsRoutes, userAlertTopic } from '@linli/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../lib/api.ts';
import { realtime } from '../../../lib/realtime.ts';
import { useLifeData } from '../../../lib/session.ts';
import { alertTitle } from '../components/AlertOrigin.ts';
import { levelKey } from '../levelKey.ts';
import {
  applyAlertMessage,
  closedCriticals,
  isAlertUpdate,
  isEscalation,
  missedCritical,
  parseAlertMessage,
} from '../live.ts';
import { ALERT_PAGE_SIZE } from '../queries.ts';

/** A browser notification only when the user has already granted it; never asks by itself. */
function notify(alert: AlertMessage, title: string, language: string): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  try {
    new Notification(title, {
      body: [alertTitle(alert, language), alert.deviceName].filter(Boolean).join(' · '),
      tag: `alert-${alert.alertLogId}`,
    });
  } catch {
    // Some browsers allow notifications only from a service worker; the in-app banner is enough.
  }
}

/**
 * Listens on `/user/{userId}/alert` while signed in: a new alert updates the cached lists and the unread
 * count. A critical one becomes `critical` (the full-screen sheet) until it is closed, taken on or handled —
 * a change to it (someone tapped 我来处理) shows there at once; any other becomes the banner (`latest`).
 */
export function useAlertFeed() {
  const { vuex_token: token, profile } = useLifeData();
  const userId = profile?.userId;
  const queryClient = useQueryClient();
  const { i18n } = useTranslation('alerts');
  const [latest, setLatest] = useState<AlertMessage>();
  const [critical, setCritical] = useState<AlertMessage>();
  useEffect(() => {
    if (!token || !userId) return;
    return realtime.subscribe([userAlertTopic(userId)], (_topic, payload) => {
      const alert = parseAlertMessage(payload);
      if (!alert) return;
      applyAlertMessage(queryClient, alert);
      if (isAlertUpdate(alert)) {
        // Handled: the sheet has done its job; taken on: the sheet says by whom; escalated: it comes back.
        setCritical((shown) =>
          shown?.alertLogId !== alert.alertLogId
            ? isEscalation(alert) && !shown
              ? alert
              : shown
            : alert.status === ALERT_STATUS.pending
              ? alert
              : undefined,
        );
        setLatest((shown) => (shown?.alertLogId === alert.alertLogId ? alert : shown));
        return;
      }
      if (alert.alertLevel === ALERT_LEVEL.critical) setCritical(alert);
      else setLatest(alert);
      // Read the language when it arrives: the subscription itself must not follow every change of `t`.
      const t = i18n.getFixedT(i18n.language, 'alerts');
      notify(alert, t('banner.title', { level: t(levelKey(alert.alertLevel)) }), i18n.language);
    });
  }, [token, userId, queryClient, i18n]);
  // A critical alert raised while this phone was offline (or the app closed) is shown once it connects.
  useEffect(() => {
    if (!token || !userId) return;
    const askForMissed = async () => {
      const page = await call(alertsRoutes.list, {
        query: {
          status: ALERT_STATUS.pending,
          alertLevel: ALERT_LEVEL.critical,
          pageNum: 1,
          pageSize: ALERT_PAGE_SIZE,
        },
      }).catch(() => undefined);
      // Not read (a refusal, a lost network): the next connection asks again.
      if (!page) return;
      const missed = missedCritical(page.rows, closedCriticals.read(), Date.now());
      // The sheet already open for it is refreshed (it may have been escalated while this phone was away).
      if (missed) setCritical((shown) => (shown && shown.alertLogId !== missed.alertLogId ? shown : missed));
    };
    if (realtime.getState() === 'connected') void askForMissed();
    return realtime.onState((state) => {
      if (state === 'connected') void askForMissed();
    });
  }, [token, userId]);
  useEffect(() => {
    if (token) return;
    setLatest(undefined);
    setCritical(undefined);
  }, [token]);
  return {
    latest,
    dismiss: () => setLatest(undefined),
    critical,
    closeCritical: () =>
      setCritical((shown) => {
        if (shown) closedCriticals.add(shown.alertLogId);
        return undefined;
      }),
    /** After our own 我来处理: the sheet shows the claim the server answered with. */
    claimed: (alert: AlertMessage) =>
      setCritical((shown) => (shown?.alertLogId === alert.alertLogId ? alert : shown)),
  };
}
