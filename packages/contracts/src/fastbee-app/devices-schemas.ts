import { z } from 'zod';
import { pageQuery } from '../common/page-query.ts';
import { rowId } from '../common/row-id.ts';
import { DEVICE_STATUS, deviceUpdateWithIdBody, LOCATION_WAY } from '../devices/schemas.ts';
import { RELATE_MAX_ROWS, relateRow } from '../linking/schemas.ts';
import { SERIAL_NUMBER_PATTERN } from '../mqtt/topics.ts';
import { DEVICE_TYPES } from '../products/schemas.ts';
import { DATATYPES } from '../products/things-model.ts';
import { looseInt, time } from './prefix.ts';

/**
 * The shapes of the FastBee app's device calls (docs/fastbee-app.md): the fields its home, device and group
 * pages read, typed as the pages compare them (`rssi` a number, flags 0/1, times `yyyy-MM-dd HH:mm:ss`).
 */

const int = z.number().int();
const flag = z.literal([0, 1]);
const thingType = z.literal([1, 2, 3]);

/** A device card of `/iot/device/shortList` (FastBee DeviceShortOutput; pages/tabBar/home/index.vue). */
export const appDeviceRow = z.object({
  deviceId: int,
  deviceName: z.string(),
  productId: int,
  productName: z.string(),
  /** 2 gateway, 3 video: the card's icon. */
  deviceType: z.literal(Object.values(DEVICE_TYPES)),
  serialNumber: z.string(),
  firmwareVersion: z.number(),
  status: z.literal(Object.values(DEVICE_STATUS)),
  isShadow: flag,
  isSimulate: flag,
  /** dBm, 0 until the device told one: the home compares it with `>= '-55'`, which needs a number. */
  rssi: z.number(),
  imgUrl: z.string(),
  /** 0 marks a device shared with the caller. */
  isOwner: flag,
  userId: int,
  locationWay: z.literal(Object.values(LOCATION_WAY)),
  activeTime: time.nullable(),
  createTime: time,
  subDeviceCount: int,
  gwDevCode: z.string(),
  slaveId: int.nullable(),
});
export type AppDeviceRow = z.infer<typeof appDeviceRow>;

/** `/iot/device/{id}` (pagesA/home/device/index.vue#getDevice): `subDeviceList` is always an array. */
export const appDeviceDetail = appDeviceRow.extend({
  longitude: z.number().nullable(),
  latitude: z.number().nullable(),
  networkAddress: z.string(),
  networkIp: z.string(),
  remark: z.string(),
  /** What the device said about itself (`/info/post` summary), as FastBee keeps it: a JSON string. */
  summary: z.string(),
  subDeviceList: z.array(appDeviceRow),
});
export type AppDeviceDetail = z.infer<typeof appDeviceDetail>;

/**
 * A thing model's `datatype` as FastBee's running status carries it: the model's own keys, an object's
 * `params` each with its own value and shadow, an array of objects as `arrayParams` (one copy of the
 * element's params per element, plain ids: the app adds the `array_NN_` prefix itself).
 */
export interface AppDatatype {
  type: (typeof DATATYPES)[number];
  unit?: string | undefined;
  min?: number | undefined;
  max?: number | undefined;
  step?: number | undefined;
  trueText?: string | undefined;
  falseText?: string | undefined;
  enumList?: { value: string; text: string }[] | undefined;
  showWay?: 'select' | 'button' | undefined;
  maxLength?: number | undefined;
  arrayType?: 'integer' | 'decimal' | 'string' | 'object' | undefined;
  arrayCount?: number | undefined;
  params?: AppThingParam[] | undefined;
  arrayParams?: AppThingParam[][] | undefined;
}

/** A member of an object (or of one element of an array of objects), as its own control reads it. */
export interface AppThingParam {
  id: string;
  name: string;
  type: 1 | 2 | 3;
  isReadonly: 0 | 1;
  isChart: 0 | 1;
  isMonitor: 0 | 1;
  isHistory: 0 | 1;
  order: number;
  value: string;
  shadow: string;
  datatype: AppDatatype;
}

/** What an item and a member of an object or an array of objects both carry. */
const thingFields = () => ({
  id: z.string(),
  name: z.string(),
  type: thingType,
  isReadonly: flag,
  isChart: flag,
  isMonitor: flag,
  isHistory: flag,
  order: int,
  value: z.string(),
  shadow: z.string(),
  datatype: appDatatype,
});

const appThingParam: z.ZodType<AppThingParam> = z.lazy(() => z.object(thingFields()));

const appDatatype: z.ZodType<AppDatatype> = z.lazy(() =>
  z.object({
    type: z.enum(DATATYPES),
    unit: z.string().optional(),
    min: z.number().optional(),
    max: z.number().optional(),
    step: z.number().optional(),
    trueText: z.string().optional(),
    falseText: z.string().optional(),
    enumList: z.array(z.object({ value: z.string(), text: z.string() })).optional(),
    showWay: z.enum(['select', 'button']).optional(),
    maxLength: int.optional(),
    arrayType: z.enum(['integer', 'decimal', 'string', 'object']).optional(),
    arrayCount: int.optional(),
    params: z.array(appThingParam).optional(),
    arrayParams: z.array(z.array(appThingParam)).optional(),
  }),
);

/**
 * One item of `/iot/device/runningStatus` (status/base.vue): `value` and `shadow` are never null — a plain
 * array's are comma-joined (the page splits them), a switch's shadow is "0" or "1" (its activeValue).
 */
export const appThing = z.object({
  ...thingFields(),
  isSharePerm: flag,
  ts: time.nullable(),
});
export type AppThing = z.infer<typeof appThing>;

export const appRunningStatus = appDeviceRow.extend({ thingsModels: z.array(appThing) });
export type AppRunningStatus = z.infer<typeof appRunningStatus>;

/** `groupId` 0 (the home's "全部" tab) or absent: every device of the caller's. */
export const appDeviceListQuery = pageQuery.extend({
  groupId: looseInt.optional(),
  deviceName: z.string().trim().max(64).optional(),
});

/**
 * devices.vue (a group's device picker): no group id, the group owner's `userId` as text; only the
 * caller's own devices are listed.
 */
export const appListByGroupQuery = pageQuery.extend({
  userId: looseInt.optional(),
  deviceName: z.string().trim().max(64).optional(),
});

/** A row of the picker: `disabled` greys its checkbox. */
export const appPickRow = z.object({
  deviceId: int,
  deviceName: z.string(),
  serialNumber: z.string(),
  disabled: z.boolean(),
});

export const appRunningStatusQuery = z.object({ deviceId: rowId, slaveId: looseInt.optional() });

export const appSerialParams = z.object({ serialNumber: z.string().regex(SERIAL_NUMBER_PATTERN) });

/** What FastBee's save sends in `status`: 2 when the disable switch is on. */
const DISABLED = DEVICE_STATUS.disabled;
const nullToAbsent = (v: unknown) => (v === null ? undefined : v);

/**
 * `PUT /iot/device` as pagesA/home/device/index.vue#submitForm sends it: `{deviceId, deviceName, isShadow,
 * status, remark, locationWay, longitude, latitude, networkAddress}`, read as /api's edit (the same rules):
 * `status` 2 means "disable", any other "enabled"; null fields count as absent.
 */
export const appDeviceEditBody = z.preprocess((raw) => {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
  const body = raw as Record<string, unknown>;
  return {
    deviceId: body.deviceId,
    deviceName: body.deviceName,
    locationWay: body.locationWay,
    longitude: body.longitude,
    latitude: body.latitude,
    networkAddress: nullToAbsent(body.networkAddress),
    remark: nullToAbsent(body.remark),
    isShadow: nullToAbsent(body.isShadow),
    isDisabled: Number(body.status) === DISABLED ? 1 : 0,
  };
}, deviceUpdateWithIdBody);

/** `POST /iot/device/relateUser` (home scan, relate page): `userId` is the caller's own (profile.userId). */
export const appRelateBody = z.object({
  userId: looseInt.optional(),
  deviceNumberAndProductIds: z.array(relateRow).min(1).max(RELATE_MAX_ROWS),
});

const commandValue = z.union([z.string().max(10_000), z.number(), z.boolean()]);

/**
 * `POST /iot/runtime/service/invoke` (status/base.vue#mqttPublish): the device by serial and product, one
 * `{identifier: value}`; `identifier` may be an array element (`array_NN_<id>`) or an object's member.
 * `isShadow` and `type` are the app's guesses and are not needed: the server knows both.
 */
export const appInvokeBody = z.object({
  serialNumber: z.string().regex(SERIAL_NUMBER_PATTERN),
  productId: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce.number().int().positive(),
  ),
  identifier: z.string().trim().min(1).max(64),
  remoteCommand: z.record(z.string().max(64), commandValue.nullable()),
  modelName: z.string().max(64).nullish(),
  isShadow: z.boolean().nullish(),
  type: looseInt.nullish(),
});
export type AppInvokeBody = z.infer<typeof appInvokeBody>;
