import type { AlertMessage } from '@linli/contracts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { alertsKeys } from './api/alertsApi.ts';
import { type AlertPage, applyAlertMessage, parseAlertMessage } from './live.ts';

const alert = (id: number, patch: Partial<AlertMessage> = {}): AlertMessage => ({
  alertLogId: id,
  alertName: '检测到跌倒',
  alertLevel: 3,
  status: 1,
  deviceId: 6,
  serialNumber: 'D6',
  deviceName: '卫生间跌倒雷达',
  productId: 3,
  sceneId: 1,
  sceneName: '跌倒报警并开灯',
  detail: [{ id: 'fall', value: '卫生间' }],
  remark: '',
  handledBy: null,
  handledTime: null,
  createTime: '2026-01-01T00:00:00.000Z',
  authorName: '张阿姨',
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
    client.setQueryData(alertsKeys.list({}), pages([alert(1)], 1));
    client.setQueryData(alertsKeys.list({ status: 1, alertLevel: 3 }), pages([]));
    client.setQueryData(alertsKeys.list({ status: 3 }), pages([alert(2, { status: 3 })]));
    client.setQueryData(alertsKeys.list({ alertLevel: 1 }), pages([]));
    client.setQueryData(alertsKeys.unread('token'), 2);

    applyAlertMessage(client, alert(9));

    const all = client.getQueryData<{ pages: AlertPage[] }>(alertsKeys.list({}));
    expect(all?.pages[0]?.rows.map((r) => r.alertLogId)).toEqual([9, 1]);
    expect(all?.pages[0]?.rows[0]?.isRead).toBe(0);
    expect(all?.pages[0]?.total).toBe(2);
    const pending = client.getQueryData<{ pages: AlertPage[] }>(
      alertsKeys.list({ status: 1, alertLevel: 3 }),
    );
    expect(pending?.pages[0]?.rows.map((r) => r.alertLogId)).toEqual([9]);
    // Lists filtered to something else stay as they were.
    const processed = client.getQueryData<{ pages: AlertPage[] }>(alertsKeys.list({ status: 3 }));
    expect(processed?.pages[0]?.rows.map((r) => r.alertLogId)).toEqual([2]);
    expect(
      client.getQueryData<{ pages: AlertPage[] }>(alertsKeys.list({ alertLevel: 1 }))?.pages[0]?.rows,
    ).toEqual([]);
    expect(client.getQueryData(alertsKeys.unread('token'))).toBe(3);
  });

  it('ignores an alert already listed and payloads that are not alerts', () => {
    const client = new QueryClient();
    client.setQueryData(alertsKeys.list({}), pages([alert(9)]));
    applyAlertMessage(client, alert(9));
    expect(client.getQueryData<{ pages: AlertPage[] }>(alertsKeys.list({}))?.pages[0]?.rows).toHaveLength(1);
    expect(parseAlertMessage('not json')).toBeUndefined();
    expect(parseAlertMessage('[{"id":"fall"}]')).toBeUndefined();
    expect(parseAlertMessage(JSON.stringify(alert(4)))?.alertLogId).toBe(4);
  });
});
