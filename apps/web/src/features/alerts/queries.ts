import { alertsRoutes } from '@linli/contracts';
import type { Invalidation } from '../../lib/queries.ts';

/** Alerts load ten at a time; the list keeps loading as it scrolls (docs/product.md "Loading and feedback"). */
export const ALERT_PAGE_SIZE = 10;

/** The alert list's filters (the Dynamic tab's status and level buttons, and `?deviceId=`). */
export interface AlertFilter {
  status?: number | undefined;
  alertLevel?: number | undefined;
  deviceId?: number | undefined;
}

/**
 * What handling an alert, or reading them all, makes stale: every alert read — the lists, the alert, the
 * unread count, its record, the workbench and its figures (and the device events shown with it).
 */
export const afterAlertChange: readonly Invalidation[] = [
  alertsRoutes.list,
  alertsRoutes.get,
  alertsRoutes.unread,
  alertsRoutes.timeline,
  alertsRoutes.workbench,
  alertsRoutes.figures,
  alertsRoutes.events,
];
