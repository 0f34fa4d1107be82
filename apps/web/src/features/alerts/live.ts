import { ALERT_LEVEL, ALERT_STATUS, type AlertLog, type AlertMessage, alertsRoutes } from '@linli/contracts';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { pagedKeyQuery, queryKey, routeKey } from '../../lib/queries.ts';
import type { AlertFilter } from './queries.ts';

/** A page of the alert list as the list query keeps it (see usePagedRows). */
export interface AlertPage {
  rows: AlertLog[];
  total: number;
}

/** The JSON of `/user/{userId}/alert`, or undefined when it is not an alert. */
export function parseAlertMessage(payload: string): AlertMessage | undefined {
  try {
    const value = JSON.parse(payload) as Partial<AlertMessage>;
    if (typeof value?.alertLogId !== 'number' || typeof value.alertName !== 'string') return undefined;
    return value as AlertMessage;
  } catch {
    return undefined;
  }
}

export function matchesFilter(alert: AlertMessage, filter: AlertFilter): boolean {
  if (filter.status !== undefined && alert.status !== filter.status) return false;
  if (filter.alertLevel !== undefined && alert.alertLevel !== filter.alertLevel) return false;
  if (filter.deviceId !== undefined && alert.deviceId !== filter.deviceId) return false;
  return true;
}

/** The list with a new alert on top of its first page (newest first), when it belongs and is not there. */
export function insertAlert(
  data: InfiniteData<AlertPage> | undefined,
  alert: AlertMessage,
  filter: AlertFilter,
): InfiniteData<AlertPage> | undefined {
  if (!data || !matchesFilter(alert, filter)) return data;
  if (data.pages.some((p) => p.rows.some((r) => r.alertLogId === alert.alertLogId))) return data;
  const [first, ...rest] = data.pages;
  const row: AlertLog = { ...alert, isRead: 0 };
  const total = (first?.total ?? 0) + 1;
  return {
    ...data,
    pages: [{ rows: [row, ...(first?.rows ?? [])], total }, ...rest.map((p) => ({ ...p, total }))],
  };
}

/**
 * A new alert arrives pending, unclaimed and not escalated; anything else on the topic is a change to one
 * already raised.
 */
export const isAlertUpdate = (alert: AlertMessage): boolean =>
  alert.status !== ALERT_STATUS.pending || alert.claimedBy !== null || alert.escalatedTime !== null;

/**
 * The escalation of a critical alert nobody has taken on: it takes the screen again even where the sheet was
 * closed — nobody answered in time, so it must not wait in a list. Later changes (claimed, handled) do not.
 */
export const isEscalation = (alert: AlertMessage): boolean =>
  alert.alertLevel === ALERT_LEVEL.critical &&
  alert.status === ALERT_STATUS.pending &&
  alert.claimedBy === null &&
  alert.escalatedTime !== null;

/**
 * The list with a changed alert (claimed, handled) in place — read mark kept — or taken out when it no
 * longer fits the list's filter (a pending list loses a handled alert).
 */
export function updateAlert(
  data: InfiniteData<AlertPage> | undefined,
  alert: AlertMessage,
  filter: AlertFilter,
): InfiniteData<AlertPage> | undefined {
  if (!data?.pages.some((p) => p.rows.some((r) => r.alertLogId === alert.alertLogId))) return data;
  const fits = matchesFilter(alert, filter);
  return {
    ...data,
    pages: data.pages.map((p) => ({
      total: fits ? p.total : p.total - 1,
      rows: p.rows.flatMap((r) =>
        r.alertLogId !== alert.alertLogId ? [r] : fits ? [{ ...alert, isRead: r.isRead }] : [],
      ),
    })),
  };
}

/**
 * A live alert lands in every cached alert list it belongs to and bumps the unread count, without a
 * reload; a change to one already raised (someone tapped 我来处理, or handled it) updates it where it is
 * shown and makes its record stale. The lists are the pages usePagedRows keeps under the list route's key
 * and the filter it was read with (`pagedKey`, lib/queries.ts); the staff workbench and its figures
 * are read again.
 */
export function applyAlertMessage(queryClient: QueryClient, alert: AlertMessage): void {
  const update = isAlertUpdate(alert);
  // A staff workbench is short and sorted by urgency on the server, and the response figures count every
  // alarm and claim: both are read again, not patched.
  void queryClient.invalidateQueries({ queryKey: routeKey(alertsRoutes.workbench) });
  void queryClient.invalidateQueries({ queryKey: routeKey(alertsRoutes.figures) });
  for (const [key, data] of queryClient.getQueriesData<InfiniteData<AlertPage>>({
    queryKey: routeKey(alertsRoutes.list),
  })) {
    const { paged, query } = pagedKeyQuery(key);
    if (!paged) continue;
    const filter = (query ?? {}) as AlertFilter;
    const next = update ? updateAlert(data, alert, filter) : insertAlert(data, alert, filter);
    if (next !== data) queryClient.setQueryData(key, next);
  }
  if (update) {
    const id = { params: { id: alert.alertLogId } };
    queryClient.setQueryData<AlertLog>(queryKey(alertsRoutes.get, id), (shown) =>
      shown ? { ...alert, isRead: shown.isRead } : shown,
    );
    void queryClient.invalidateQueries({ queryKey: queryKey(alertsRoutes.timeline, id) });
    return;
  }
  queryClient.setQueriesData<{ count: number }>({ queryKey: routeKey(alertsRoutes.unread) }, (unread) =>
    unread === undefined ? unread : { count: unread.count + 1 },
  );
}

/** How far back a phone that was offline looks for a critical alert it missed. */
export const MISSED_CRITICAL_MS = 30 * 60_000;

/**
 * The critical alert a phone missed while it was offline (or closed): the newest one still pending and not
 * taken on by anyone, raised in the last MISSED_CRITICAL_MS, that this phone has not already shown and closed.
 */
export function missedCritical(
  rows: readonly AlertLog[],
  closed: ReadonlySet<number>,
  now: number,
): AlertLog | undefined {
  return rows.find(
    (a) =>
      a.alertLevel === ALERT_LEVEL.critical &&
      a.status === ALERT_STATUS.pending &&
      a.claimedBy === null &&
      !closed.has(a.alertLogId) &&
      now - Date.parse(a.createTime) <= MISSED_CRITICAL_MS,
  );
}

const CLOSED_KEY = 'linli.closedCritical';

/** Critical alerts this tab has shown and closed (kept for the tab's life, so a reconnect does not reopen them). */
export const closedCriticals = {
  read(): Set<number> {
    try {
      const ids = JSON.parse(sessionStorage.getItem(CLOSED_KEY) ?? '[]') as unknown;
      return new Set(Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : []);
    } catch {
      return new Set();
    }
  },
  add(id: number): void {
    const ids = [...this.read(), id].slice(-50);
    sessionStorage.setItem(CLOSED_KEY, JSON.stringify(ids));
  },
};
