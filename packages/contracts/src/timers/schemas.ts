import { z } from 'zod';
import { ErrorCode } from '../common/error-codes.ts';
import { pageQuery } from '../common/page-query.ts';
import { rowId } from '../common/row-id.ts';
import { idQueryField } from '../devices/fields.ts';
import { isValidCron, TIME_OF_DAY, WEEKDAYS } from './cron.ts';

/** FastBee job status: "0" normal (enabled), "1" paused. */
export const TIMER_STATUS = { enabled: 0, paused: 1 } as const;
export type TimerStatus = (typeof TIMER_STATUS)[keyof typeof TIMER_STATUS];

/** What the last run did. */
export const RUN_RESULT = { ok: 'ok', partial: 'partial', failed: 'failed', misfired: 'misfired' } as const;
export type RunResult = (typeof RUN_RESULT)[keyof typeof RUN_RESULT];

/** One property/function value a timer (or a scene) sets on a device. */
export const deviceActionValue = z.object({
  id: z.string().trim().min(1).max(64),
  value: z.union([z.string(), z.number(), z.boolean()]).transform((v) => String(v)),
});

/** Time + weekdays (isAdvance 0) or a raw five-field CRON expression (isAdvance 1). */
export const scheduleFields = {
  isAdvance: z.coerce.number().int().min(0).max(1).default(0),
  time: z.string().trim().optional(),
  weekdays: z.array(z.coerce.number().int()).max(7).optional(),
  cronExpression: z.string().trim().max(120).optional(),
};

type Schedule = {
  isAdvance: number;
  time?: string | undefined;
  weekdays?: number[] | undefined;
  cronExpression?: string | undefined;
};

/** The rules shared by timers and timing triggers: a valid time and 1..7 weekdays, or a valid CRON. */
export function checkSchedule(value: Schedule, ctx: z.RefinementCtx, path: (string | number)[] = []): void {
  if (value.isAdvance === 1) {
    if (!value.cronExpression)
      ctx.addIssue({ code: 'custom', message: ErrorCode.FIELD_REQUIRED, path: [...path, 'cronExpression'] });
    else if (!isValidCron(value.cronExpression))
      ctx.addIssue({ code: 'custom', message: ErrorCode.CRON_INVALID, path: [...path, 'cronExpression'] });
    return;
  }
  if (!value.time)
    ctx.addIssue({ code: 'custom', message: ErrorCode.FIELD_REQUIRED, path: [...path, 'time'] });
  else if (!TIME_OF_DAY.test(value.time))
    ctx.addIssue({ code: 'custom', message: ErrorCode.FIELD_INVALID, path: [...path, 'time'] });
  if (!value.weekdays || value.weekdays.length === 0)
    ctx.addIssue({ code: 'custom', message: ErrorCode.FIELD_REQUIRED, path: [...path, 'weekdays'] });
  else if (value.weekdays.some((d) => !(WEEKDAYS as readonly number[]).includes(d)))
    ctx.addIssue({ code: 'custom', message: ErrorCode.FIELD_INVALID, path: [...path, 'weekdays'] });
}

/** What a timer is made of, the same whether it is created or edited (timerUpdateBody adds its jobId). */
const timerFields = {
  // docs/product.md "Timed tasks": timed task name cannot be empty.
  jobName: z.string().trim().min(1).max(32),
  deviceId: rowId,
  ...scheduleFields,
  actions: z.array(deviceActionValue).min(1).max(32),
  status: z.coerce.number().int().min(0).max(1).default(TIMER_STATUS.enabled),
  remark: z.string().trim().max(140).default(''),
};

export const timerBody = z.object(timerFields).superRefine((v, ctx) => checkSchedule(v, ctx));
export type TimerBody = z.infer<typeof timerBody>;

export const timerUpdateBody = z
  .object({ jobId: rowId, ...timerFields })
  .superRefine((v, ctx) => checkSchedule(v, ctx));
export type TimerUpdateBody = z.infer<typeof timerUpdateBody>;

export const timerStatusBody = z.object({
  jobId: rowId,
  status: z.coerce.number().int().min(0).max(1),
});
export const timerRunBody = z.object({ jobId: rowId });

export const timerListQuery = pageQuery.extend({ deviceId: idQueryField.optional() });
export type TimerListQuery = z.infer<typeof timerListQuery>;

/** One action of a stored timer: the item and its value as text (deviceActionValue after parsing). */
export const timerAction = z.object({ id: z.string(), value: z.string() });

/** A device timer (FastBee DeviceJob, docs/fastbee.md "Timers"). Times are ISO-8601 UTC. */
export const deviceTimer = z.object({
  jobId: z.number().int(),
  jobName: z.string(),
  deviceId: z.number().int(),
  deviceName: z.string(),
  serialNumber: z.string(),
  productId: z.number().int(),
  userId: z.number().int(),
  isAdvance: z.literal([0, 1]),
  /** 'HH:mm' when isAdvance 0, '' otherwise. */
  time: z.string(),
  weekdays: z.array(z.number().int()),
  /** Five-field CRON (Unix weekdays: Monday 1, Sunday 0/7), built from time + weekdays when isAdvance 0. */
  cronExpression: z.string(),
  actions: z.array(timerAction),
  status: z.literal([TIMER_STATUS.enabled, TIMER_STATUS.paused]),
  remark: z.string(),
  /** null while the timer is paused (nothing armed). */
  nextRunTime: z.string().nullable(),
  lastRunTime: z.string().nullable(),
  /** A RunResult, or `failed:<errorCode>`; '' before the first run. */
  lastResult: z.string(),
  createTime: z.string(),
});
export type DeviceTimer = z.infer<typeof deviceTimer>;
