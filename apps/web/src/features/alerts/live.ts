import type { AlertLog, AlertMessage } from '@linli/contracts';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { AlertFilter } from './api/alertsApi.ts';

/** A page of the alert list as the list query keeps it (see usePaged). */
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
 * A live alert lands in every cached alert list it belongs to and bumps the unread count, without a
 * reload. Query keys: ['alerts', 'list', filter] and ['alerts', 'unread', token].
 */
export function applyAlertMessage(queryClient: QueryClient, alert: AlertMessage): void {
  for (const [key, data] of queryClient.getQueriesData<InfiniteData<AlertPage>>({
    queryKey: ['alerts', 'list'],
  })) {
    const filter = (key[2] ?? {}) as AlertFilter;
    const next = insertAlert(data, alert, filter);
    if (next !== data) queryClient.setQueryData(key, next);
  }
  queryClient.setQueriesData<number>({ queryKey: ['alerts', 'unread'] }, (count) =>
    count === undefined ? count : count + 1,
  );
}
