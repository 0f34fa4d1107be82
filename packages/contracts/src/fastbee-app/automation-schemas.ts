import { z } from 'zod';
import { ROW_ID_MAX, rowId } from '../common/row-id.ts';
import { looseInt, time } from './prefix.ts';

/**
 * The shapes of the FastBee app's timers, groups and shares (docs/fastbee-app.md): what its pages read
 * (pagesA/home/device/timing/*.vue, pagesB/user/deviceGroup/*.vue, the old pagesA/device/share/*) and what
 * they send. Inputs take the app's text numbers and ignore keys they do not name: the editors send back
 * every field a GET answered.
 */

/** Text the app's inputs leave `null` or absent: read as ''. */
const optionalText = (max: number) =>
  z.preprocess((value) => (value === null || value === undefined ? '' : value), z.string().trim().max(max));

/** A number the app may leave out, send empty (uni.request `data:`) or as text. */
const optionalInt = <S extends z.ZodType<unknown, number>>(schema: S) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().pipe(schema).optional());

/** A row id as the app sends it: a number, or text from a page's route. */
const appId = looseInt.pipe(z.number().int().positive().max(ROW_ID_MAX));

/** A paging value of a list the app may call without paging (then every row is answered). */
const optionalPage = optionalInt(z.number().int().min(1));

// ---- Timers (`/iot/job`) ----------------------------------------------------------------------------

/** FastBee's job status as the app's switch binds it: the string '0' enabled, '1' paused. */
export const appJobStatus = z.enum(['0', '1']);

/**
 * A timer as `timing/index.vue` and `timing/detail.vue` read it. `cronExpression` is Quartz
 * `0 MM hh ? * d,d` (zero-padded: the list cuts it by character position; 1 = Sunday), `actions` a JSON
 * string of the editor's action objects.
 */
export const appJob = z.object({
  jobId: z.number().int(),
  jobName: z.string(),
  jobGroup: z.string(),
  jobType: z.number().int(),
  cronExpression: z.string(),
  status: appJobStatus,
  isAdvance: z.literal([0, 1]),
  misfirePolicy: z.string(),
  concurrent: z.string(),
  deviceId: z.number().int(),
  deviceName: z.string(),
  serialNumber: z.string(),
  productId: z.number().int(),
  productName: z.string(),
  sceneId: z.number().int(),
  alertId: z.number().int(),
  actions: z.string(),
  remark: z.string(),
  createTime: time,
  /** When it runs next (null while paused). */
  nextValidTime: time.nullable(),
});
export type AppJob = z.infer<typeof appJob>;

/** `job.js#getJobList`: the query comes as uni.request `data:`, so an unset filter arrives empty. */
export const appJobListQuery = z.object({
  pageNum: optionalPage,
  pageSize: optionalPage,
  deviceId: optionalInt(z.number().int().positive().max(ROW_ID_MAX)),
  jobName: optionalText(64).optional(),
  status: z.preprocess((v) => (v === '' || v === null ? undefined : String(v)), appJobStatus.optional()),
});
export type AppJobListQuery = z.infer<typeof appJobListQuery>;

/**
 * What `timing/detail.vue#submitForm` sends (`POST` and `PUT /iot/job`): the timer with `actions` as a
 * JSON string and the Quartz `cronExpression`; `repeatValue`, `productName` and the rest are ignored.
 */
const appJobFields = {
  jobName: optionalText(32),
  deviceId: rowId,
  cronExpression: z.string().trim().min(1).max(120),
  actions: z.union([z.string().max(20_000), z.array(z.unknown()).max(64)]),
  status: z.preprocess((v) => (v === null || v === undefined || v === '' ? '0' : String(v)), appJobStatus),
  remark: optionalText(140),
};
export const appJobBody = z.object(appJobFields);
export type AppJobBody = z.infer<typeof appJobBody>;
export const appJobUpdateBody = z.object({ jobId: rowId, ...appJobFields });
export type AppJobUpdateBody = z.infer<typeof appJobUpdateBody>;

/** `PUT /iot/job/run {jobId, jobGroup}`. */
export const appJobRunBody = z.object({ jobId: rowId });
/** `PUT /iot/job/changeStatus {jobId, status}`. */
export const appJobStatusBody = z.object({
  jobId: rowId,
  status: z.preprocess((v) => (v === null || v === undefined ? v : String(v)), appJobStatus),
});

// ---- Groups (`/iot/group`) --------------------------------------------------------------------------

/** A group as `deviceGroup/index.vue`, `detail.vue` and the home tabs read it (groupOrder a number). */
export const appGroup = z.object({
  groupId: z.number().int(),
  groupName: z.string(),
  groupOrder: z.number().int(),
  userId: z.number().int(),
  remark: z.string(),
  createTime: time,
});
export type AppGroup = z.infer<typeof appGroup>;

/** Home sends only `userId` and wants every group; the group page pages and filters by name. */
export const appGroupListQuery = z.object({
  pageNum: optionalPage,
  pageSize: optionalPage,
  userId: optionalInt(z.number().int()),
  groupName: optionalText(32).optional(),
});
export type AppGroupListQuery = z.infer<typeof appGroupListQuery>;

/** `detail.vue`'s form: `groupOrder` comes from a text input; `remark` starts as null. */
const appGroupFields = {
  groupName: z.string().trim().min(1).max(32),
  groupOrder: looseInt.pipe(z.number().int().min(0).max(9999)),
  remark: optionalText(140),
};
export const appGroupBody = z.object(appGroupFields);
export type AppGroupBody = z.infer<typeof appGroupBody>;
/** The whole object `GET /iot/group/:id` answered, edited (its userId is not read: a group stays its owner's). */
export const appGroupUpdateBody = z.object({ groupId: appId, ...appGroupFields });
export type AppGroupUpdateBody = z.infer<typeof appGroupUpdateBody>;

/** `devices.vue#submit`: `groupId` is the page's route text. */
export const appGroupDevicesBody = z.object({
  groupId: appId,
  deviceIds: z.array(appId).max(500),
});

// ---- Shares (old builds: `/iot/share`, `/iot/model/permList`) ----------------------------------------

/** A row of the old share list (`pagesA/device/share/list`): `perms` comma-joined, the owner isOwner 1. */
export const appShareRow = z.object({
  deviceId: z.number().int(),
  deviceName: z.string(),
  userId: z.number().int(),
  userName: z.string(),
  nickName: z.string(),
  phonenumber: z.string(),
  perms: z.string(),
  isOwner: z.literal([0, 1]),
  remark: z.string(),
  createTime: time,
});
export type AppShareRow = z.infer<typeof appShareRow>;

export const appShareListQuery = z.object({
  pageNum: optionalPage,
  pageSize: optionalPage,
  deviceId: appId,
});

/** What the phone look-up answers: the same few fields as Linli's own (the login name masked). */
export const appShareUser = z.object({
  userId: z.number().int(),
  userName: z.string(),
  nickName: z.string(),
  phonenumber: z.string(),
  avatar: z.string(),
});

export const appShareUserQuery = z.object({
  deviceId: appId,
  phonenumber: z.string().trim().min(1).max(20),
});

/**
 * The old share page's form (`detail.js`), the same for add, edit and delete: ids as route text, `perms`
 * comma-joined ('' = none); deviceName, userName, phonenumber and productId are ignored.
 */
export const appShareBody = z.object({
  deviceId: appId,
  userId: appId,
  perms: z.preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    z.union([z.string().max(2000), z.array(z.string().trim().min(1).max(64)).max(128)]),
  ),
  remark: optionalText(140),
});
export type AppShareBody = z.infer<typeof appShareBody>;

/** One shareable thing-model item (the page prepends FastBee's five system permissions itself). */
export const appSharePerm = z.object({
  identifier: z.string(),
  modelName: z.string(),
  remark: z.string(),
});
