import { z } from 'zod';
import { pageQuery } from '../common/page-query.ts';
import { rowId } from '../common/row-id.ts';
import { idQueryField } from '../devices/fields.ts';
import { COMMAND_ORIGIN, DEVICE_LOG_TYPE } from '../devices/schemas.ts';

/**
 * Every kind of device log of docs/product.md "Device logs": the device log types of
 * docs/fastbee.md "Log types and codes" (1 property report, 3 event, 4 upgrade, 5 online, 6 offline,
 * 8 disabled) plus the command log's function types shown in the same list (2 function/service distribution,
 * 7 property acquisition, 9 OTA push).
 */
export const LOG_TYPE = { ...DEVICE_LOG_TYPE, propertyRead: 7, ota: 9 } as const;
export type LogType = (typeof LOG_TYPE)[keyof typeof LOG_TYPE];

/** The eight types the log screen filters by, in the order of docs/product.md "Device logs". */
export const LOG_FILTER_TYPES = [
  LOG_TYPE.property,
  LOG_TYPE.event,
  LOG_TYPE.online,
  LOG_TYPE.offline,
  LOG_TYPE.upgrade,
  LOG_TYPE.function,
  LOG_TYPE.propertyRead,
  LOG_TYPE.ota,
] as const;

/** Types kept in the command log (device_commands) rather than the device log. */
export const COMMAND_LOG_TYPES: readonly LogType[] = [LOG_TYPE.function, LOG_TYPE.propertyRead, LOG_TYPE.ota];

/** FastBee FunctionLog funType (docs/fastbee.md "Log types and codes") -> the log type it is listed as. */
export const FUN_TYPE_LOG_TYPE: Record<number, LogType> = {
  1: LOG_TYPE.function,
  2: LOG_TYPE.propertyRead,
  3: LOG_TYPE.ota,
};

/** One row of `GET /iot/deviceLog/list` (FastBee DeviceLog / FunctionLog). */
export const deviceLog = z.object({
  logId: z.number().int(),
  /** `log` rows may be opened, edited (remark) and deleted by the owner; `command` rows are the command log. */
  source: z.enum(['log', 'command']),
  logType: z.literal(Object.values(LOG_TYPE)),
  deviceId: z.number().int(),
  serialNumber: z.string(),
  deviceName: z.string(),
  /** The thing-model identifier(s); for a command, those it carried. */
  identify: z.string(),
  /** The identifier's name in the request's language ('' when the model has none). */
  modelName: z.string(),
  logValue: z.string(),
  remark: z.string(),
  createTime: z.string(),
  /** Commands: what sent it (COMMAND_ORIGIN; '' for log rows and older commands) and the timer's or scene's name. */
  origin: z.enum([...Object.values(COMMAND_ORIGIN), '']),
  originName: z.string(),
  /** Commands: the person it was sent by or for (their nickname, else username); '' when unknown. */
  byName: z.string(),
});
export type DeviceLog = z.infer<typeof deviceLog>;

const CENTRE_OFFSET = '+08:00';
const LOCAL_TIME = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2})(?::(\d{2}))?)?$/;

/**
 * A moment as ISO-8601 with an offset, or FastBee's `yyyy-MM-dd[ HH:mm[:ss]]` read in the centre's time
 * zone (Asia/Shanghai, no daylight saving). Always an ISO UTC string after parsing, so it compares as text
 * with the stored times.
 */
export const timeField = z
  .string()
  .trim()
  .transform((text, ctx) => {
    const local = LOCAL_TIME.exec(text);
    const iso = local ? `${local[1]}T${local[2] ?? '00:00'}:${local[3] ?? '00'}${CENTRE_OFFSET}` : text;
    const ok = local || z.string().datetime({ offset: true }).safeParse(text).success;
    const date = new Date(iso);
    if (!ok || Number.isNaN(date.getTime())) {
      ctx.addIssue({ code: 'custom', message: 'FIELD_INVALID' });
      return z.NEVER;
    }
    return date.toISOString();
  });

/** A device named by id or, as FastBee apps do, by serial number; the service needs one of them. */
const deviceRef = {
  deviceId: idQueryField.optional(),
  serialNumber: z.string().trim().max(64).optional(),
};

export const deviceLogListQuery = pageQuery.extend({
  ...deviceRef,
  logType: z.coerce.number().int().min(1).max(9).optional(),
  identify: z.string().trim().max(64).optional(),
  beginTime: timeField.optional(),
  endTime: timeField.optional(),
});
export type DeviceLogListQuery = z.infer<typeof deviceLogListQuery>;

/** Types an owner may write by hand: those of the device log (the command log records what was sent). */
const writableLogType = z.coerce
  .number()
  .int()
  .refine(
    (v) => Object.values(DEVICE_LOG_TYPE).includes(v as never) && !COMMAND_LOG_TYPES.includes(v as LogType),
    {
      message: 'FIELD_INVALID',
    },
  );

export const deviceLogCreateBody = z.object({
  deviceId: rowId,
  logType: writableLogType,
  identify: z.string().trim().min(1).max(64),
  logValue: z.string().trim().max(500).default(''),
  remark: z.string().trim().max(140).default(''),
});
export type DeviceLogCreateBody = z.infer<typeof deviceLogCreateBody>;

export const deviceLogUpdateBody = z.object({
  logId: rowId,
  remark: z.string().trim().max(140),
});
export type DeviceLogUpdateBody = z.infer<typeof deviceLogUpdateBody>;

/** Points a statistics chart asks for at most (a range with more raw rows is averaged into buckets). */
export const HISTORY_MAX_POINTS = 2000;
/** "Latest N" default on the statistics screen (docs/fastbee.md "Device page"). */
export const HISTORY_DEFAULT_TOTAL = 30;

export const historyQuery = z.object({
  ...deviceRef,
  identify: z.string().trim().max(64).optional(),
  total: z.coerce.number().int().min(1).max(HISTORY_MAX_POINTS).optional(),
  beginTime: timeField.optional(),
  endTime: timeField.optional(),
});
export type HistoryQuery = z.infer<typeof historyQuery>;

/**
 * One stored reading. A point older than the raw retention (or a bucket of a long range) stands for several
 * readings: `value` is their average and min, max and count say what it summarises (min and max only when
 * the readings are numbers).
 */
export const historyPoint = z.object({
  time: z.string(),
  value: z.string(),
  identify: z.string(),
  min: z.number().optional(),
  max: z.number().optional(),
  count: z.number().int().min(0).optional(),
});
export type HistoryPoint = z.infer<typeof historyPoint>;
/** `GET /iot/deviceLog/history` data: identifier -> points, oldest first. */
export const historyData = z.record(z.string(), z.array(historyPoint));
export type HistoryData = z.infer<typeof historyData>;

/** One row of `GET /iot/deviceLog/monitor`: a stored reading, oldest first. */
export const monitorPoint = z.object({ time: z.string(), value: z.string() });
export type MonitorPoint = z.infer<typeof monitorPoint>;

export const monitorLogQuery = z.object({
  ...deviceRef,
  identify: z.string().trim().min(1).max(64),
  total: z.coerce.number().int().min(1).max(300).default(50),
});
export type MonitorLogQuery = z.infer<typeof monitorLogQuery>;

/** Data-centre identifier types: 1 property (device log), 2 function (command log), 3 event (event log). */
export const deviceHistoryBody = z.object({
  deviceId: rowId.optional(),
  serialNumber: z.string().trim().max(64).optional(),
  beginTime: timeField,
  endTime: timeField,
  identifierList: z
    .array(
      z.object({
        identifier: z.string().trim().min(1).max(64),
        type: z.coerce.number().int().min(1).max(3),
      }),
    )
    .max(50)
    .default([]),
});
export type DeviceHistoryBody = z.infer<typeof deviceHistoryBody>;
/** One row of `POST /data/center/deviceHistory`: `{ "yyyy-MM-dd HH:mm:ss": [{ id: value | null }, ...] }`. */
export const deviceHistoryRow = z.record(z.string(), z.array(z.record(z.string(), z.string().nullable())));
export type DeviceHistoryRow = z.infer<typeof deviceHistoryRow>;
