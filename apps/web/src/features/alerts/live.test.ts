import { type AlertLog, type AlertMessage, alertsRoutes } from '@linli/contracts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { pagedKey, queryKey } from '../../lib/queries.ts';
import {
  type AlertPage,
  applyAlertMessage,
  closedCriticals,
  isEscalation,
  missedCritical,
  parseAlertMessage,
} from './live.ts';
import type { AlertFilter } from './queries.ts';

/** The keys the screens read under: the list's pages (usePagedRows), one alert, the unread count. */
const keys = {
  list: (filter: AlertFilter) => pagedKey(alertsRoutes.list, { query: filter }),
  detail: (id: number) => queryKey(alertsRoutes.get, { params: { id } }),
  timeline: (id: number) => queryKey(alertsRoutes.timeline, { params: { id } }),
  unread: queryKey(alertsRoutes.unread, {}),
};

const alert = (id: number, patch: Partial<AlertMessage> = {}): AlertMessage => ({
  alertLogId: id,
  alertName: '检测到跌倒',
  alertNameEn: 'Fall detected',
  origin: 'device',
  identifier: 'fall',
  alertLevel: 3,
  status: 1,
  deviceId: 6,
  serialNumber: 'D6',
  deviceName: '卫生间跌倒雷达',
  productId: 3,
  sceneId: null,
  sceneName: '',
  detail: [{ id: 'fall', value: '卫生间' }],
  remark: '',
  handledBy: null,
  handledTime: null,
  claimedBy: null,
  claimedByName: '',
  claimTime: null,
  escalatedTime: null,
  person: null,
  createTime: '2026-01-01T00:00:00.000Z',
  authorName: '',
  personal: 0,
  ...patch,
});

const pages = (rows: AlertMessage[], total = rows.length) => ({
  pages: [{ rows: rows.map((r) => ({ ...r, isRead: 1 as const })), total }] as AlertPage[],
  pageParams: [1],
});

describe('live alerts land in the lists without a reload', () => {
  it('puts a new alert on top of every list it belongs to and bumps the unread count', () => {
    const client = new QueryClient();
    client.setQueryData(keys.list({}), pages([alert(1)], 1));
    client.setQueryData(keys.list({ status: 1, alertLevel: 3 }), pages([]));
    client.setQueryData(keys.list({ status: 3 }), pages([alert(2, { status: 3 })]));
    client.setQueryData(keys.list({ alertLevel: 1 }), pages([]));
    client.setQueryData(keys.unread, { count: 2 });

    applyAlertMessage(client, alert(9));

    const all = client.getQueryData<{ pages: AlertPage[] }>(keys.list({}));
    expect(all?.pages[0]?.rows.map((r) => r.alertLogId)).toEqual([9, 1]);
    expect(all?.pages[0]?.rows[0]?.isRead).toBe(0);
    expect(all?.pages[0]?.total).toBe(2);
    const pending = client.getQueryData<{ pages: AlertPage[] }>(keys.list({ status: 1, alertLevel: 3 }));
    expect(pending?.pages[0]?.rows.map((r) => r.alertLogId)).toEqual([9]);
    // Lists filtered to something else stay as they were.
    const processed = client.getQueryData<{ pages: AlertPage[] }>(keys.list({ status: 3 }));
    expect(processed?.pages[0]?.rows.map((r) => r.alertLogId)).toEqual([2]);
    expect(client.getQueryData<{ pages: AlertPage[] }>(keys.list({ alertLevel: 1 }))?.pages[0]?.rows).toEqual(
      [],
    );
    expect(client.getQueryData(keys.unread)).toEqual({ count: 3 });
  });

  it('ignores an alert already listed, reads of the list that are not its pages, and payloads that are not alerts', () => {
    const client = new QueryClient();
    client.setQueryData(keys.list({}), pages([alert(9)]));
    const onePage = queryKey(alertsRoutes.list, { query: { status: 1, alertLevel: 3 } });
    client.setQueryData(onePage, { rows: [], total: 0 });
    applyAlertMessage(client, alert(9));
    expect(client.getQueryData<{ pages: AlertPage[] }>(keys.list({}))?.pages[0]?.rows).toHaveLength(1);
    expect(client.getQueryData(onePage)).toEqual({ rows: [], total: 0 });
    expect(parseAlertMessage('not json')).toBeUndefined();
    expect(parseAlertMessage('[{"id":"fall"}]')).toBeUndefined();
    expect(parseAlertMessage(JSON.stringify(alert(4)))?.alertLogId).toBe(4);
  });

  it('a claim or a handling updates the alert where it is shown, without counting it unread again', () => {
    const client = new QueryClient();
    client.setQueryData(keys.list({}), pages([alert(9), alert(8)]));
    client.setQueryData(keys.list({ status: 1 }), pages([alert(9)]));
    client.setQueryData(keys.detail(9), { ...alert(9), isRead: 1 });
    client.setQueryData(keys.unread, { count: 0 });
    client.setQueryData(keys.timeline(9), []);

    const claimed = alert(9, { claimedBy: 5, claimedByName: '小王', claimTime: '2026-01-01T00:01:00.000Z' });
    applyAlertMessage(client, claimed);
    // Its record gains the claim: read again when shown.
    expect(client.getQueryState(keys.timeline(9))?.isInvalidated).toBe(true);
    const all = client.getQueryData<{ pages: AlertPage[] }>(keys.list({}));
    expect(all?.pages[0]?.rows.map((r) => [r.alertLogId, r.claimedByName, r.isRead])).toEqual([
      [9, '小王', 1],
      [8, '', 1],
    ]);
    expect(client.getQueryData<AlertLog>(keys.detail(9))?.claimedByName).toBe('小王');
    expect(client.getQueryData(keys.unread)).toEqual({ count: 0 });

    // Escalated while nobody had taken it on: a change too, never a second unread alert.
    applyAlertMessage(client, alert(8, { escalatedTime: '2026-01-01T00:05:00.000Z' }));
    expect(client.getQueryData(keys.unread)).toEqual({ count: 0 });
    expect(client.getQueryData<{ pages: AlertPage[] }>(keys.list({}))?.pages[0]?.rows[1]?.escalatedTime).toBe(
      '2026-01-01T00:05:00.000Z',
    );

    applyAlertMessage(client, { ...claimed, status: 3, remark: '已送医' });
    const pending = client.getQueryData<{ pages: AlertPage[] }>(keys.list({ status: 1 }));
    expect(pending?.pages[0]).toEqual({ rows: [], total: 0 });
    expect(client.getQueryData<{ pages: AlertPage[] }>(keys.list({}))?.pages[0]?.rows[0]?.status).toBe(3);
  });

  it('a phone back online is shown the newest critical alert it missed, unless taken on, handled, old or closed', () => {
    const now = Date.parse('2026-01-01T00:20:00.000Z');
    const row = (id: number, patch: Partial<AlertMessage>) => ({ ...alert(id, patch), isRead: 0 as const });
    const rows = [
      row(5, { alertLevel: 2 }),
      row(4, { claimedBy: 2, claimedByName: '小王' }),
      row(3, {}),
      row(2, {}),
      row(1, { createTime: '2025-12-31T23:40:00.000Z' }),
    ];
    expect(missedCritical(rows, new Set(), now)?.alertLogId).toBe(3);
    expect(missedCritical(rows, new Set([3]), now)?.alertLogId).toBe(2);
    expect(missedCritical(rows, new Set([3, 2]), now)).toBeUndefined();
    expect(missedCritical([row(7, { status: 3 })], new Set(), now)).toBeUndefined();
  });

  it('remembers for the tab which critical alerts were closed', () => {
    closedCriticals.add(3);
    closedCriticals.add(8);
    expect([...closedCriticals.read()]).toEqual([3, 8]);
    sessionStorage.setItem('linli.closedCritical', 'not json');
    expect(closedCriticals.read().size).toBe(0);
  });
});

describe('isEscalation', () => {
  it('is the push of a critical alert nobody took on in time, not any change after it', () => {
    const escalated = alert(4, { escalatedTime: '2026-01-01T00:05:00.000Z' });
    expect(isEscalation(escalated)).toBe(true);
    expect(isEscalation(alert(4))).toBe(false);
    expect(isEscalation({ ...escalated, claimedBy: 9, claimedByName: '女儿' })).toBe(false);
    expect(isEscalation({ ...escalated, status: 3 })).toBe(false);
    expect(isEscalation({ ...escalated, alertLevel: 2 })).toBe(false);
  });
});
