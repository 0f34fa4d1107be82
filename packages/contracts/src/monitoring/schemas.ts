import { z } from 'zod';
import { pageQuery } from '../common/page-query.ts';
import { rowId } from '../common/row-id.ts';
import { identifierList, idQueryField, requiredNumber } from '../devices/fields.ts';
import { timeField } from '../logs/schemas.ts';

/**
 * Real-time monitoring bounds (docs/product.md "Real-time monitoring"): interval 500–10000 ms, count 1–300.
 */
export const MONITOR_INTERVAL_MS = { min: 500, max: 10_000, default: 1000 } as const;
export const MONITOR_COUNT = { min: 1, max: 300, default: 30 } as const;
/** Points a live chart keeps (docs/fastbee.md "Device page": rolling charts of about 50 points). */
export const MONITOR_CHART_POINTS = 50;

// A missing value is "cannot be empty"; a number sent as text (a form field) is read as the number.
export const monitorInterval = requiredNumber(
  z.number().int().min(MONITOR_INTERVAL_MS.min).max(MONITOR_INTERVAL_MS.max),
);
export const monitorCount = requiredNumber(z.number().int().min(MONITOR_COUNT.min).max(MONITOR_COUNT.max));

export const monitorStartBody = z.object({
  deviceId: rowId,
  interval: monitorInterval,
  count: monitorCount,
});
export type MonitorStartBody = z.infer<typeof monitorStartBody>;

export const monitorStopBody = z.object({ deviceId: rowId });

/** What the start call answers: the request as sent to the device, and when the last sample is due. */
export const monitorSession = z.object({
  interval: z.number().int(),
  count: z.number().int(),
  /** ISO-8601 UTC. */
  endsAt: z.string(),
});
export type MonitorSession = z.infer<typeof monitorSession>;

/** The first problem of a monitoring form, as the field and the bound (the app checks before sending). */
export function checkMonitorSettings(
  interval: number,
  count: number,
): { field: 'interval' | 'count'; min: number; max: number } | undefined {
  if (!monitorInterval.safeParse(interval).success) {
    return { field: 'interval', min: MONITOR_INTERVAL_MS.min, max: MONITOR_INTERVAL_MS.max };
  }
  if (!monitorCount.safeParse(count).success) {
    return { field: 'count', min: MONITOR_COUNT.min, max: MONITOR_COUNT.max };
  }
  return undefined;
}

/**
 * Order control (FastBee PRO `OrderControl`, docs/fastbee.md "Order control"): the device owner (the
 * organisation account) lets a user it shares the device with send the listed commands only between
 * `startTime` and `endTime`, at most `count` times. A user with a rule on a device is under order control
 * there: without a rule that is current, has commands left and lists the identifier, the command is refused.
 */
export const orderControlRule = z.object({
  id: z.number().int(),
  deviceId: z.number().int(),
  userId: z.number().int(),
  /** Identifiers this rule allows (FastBee `selectOrder`). */
  selectOrder: z.array(z.string()),
  /** ISO-8601, as `timeField` read them. */
  startTime: z.string(),
  endTime: z.string(),
  /** Commands left. */
  count: z.number().int(),
  createTime: z.string(),
});
export type OrderControl = z.infer<typeof orderControlRule>;

export const orderControlQuery = z.object({
  deviceId: idQueryField,
  modelId: z.string().trim().min(1).max(64),
});
export type OrderControlQuery = z.infer<typeof orderControlQuery>;

const identifiers = identifierList.pipe(z.array(z.string()).min(1));

export const orderControlBody = z.object({
  deviceId: rowId,
  userId: rowId,
  selectOrder: identifiers,
  startTime: timeField,
  endTime: timeField,
  count: z.coerce.number().int().min(1).max(100_000),
});
export type OrderControlBody = z.infer<typeof orderControlBody>;

export const orderControlListQuery = pageQuery.extend({ deviceId: idQueryField });
