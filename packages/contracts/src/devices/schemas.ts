import { z } from 'zod';
import { pageQuery } from '../common/page-query.ts';
import { SERIAL_NUMBER_PATTERN } from '../mqtt/topics.ts';
import { DEVICE_TYPES } from '../products/schemas.ts';
import { thingModelSchema } from '../products/things-model.ts';
import { idQueryField, requiredNumber } from './fields.ts';

/** Device status (docs/product.md "Devices", docs/fastbee.md "Devices"). */
export const DEVICE_STATUS = { notActive: 1, disabled: 2, online: 3, offline: 4 } as const;
export type DeviceStatus = (typeof DEVICE_STATUS)[keyof typeof DEVICE_STATUS];

/**
 * Position method (docs/product.md "Devices"): 1 automatic (from the network address), 3 custom (entered by
 * hand).
 */
export const LOCATION_WAY = { auto: 1, device: 2, custom: 3 } as const;
export type LocationWay = (typeof LOCATION_WAY)[keyof typeof LOCATION_WAY];

/** Device log types (docs/fastbee.md "Log types and codes"). */
export const DEVICE_LOG_TYPE = {
  property: 1,
  function: 2,
  event: 3,
  upgrade: 4,
  online: 5,
  offline: 6,
  disabled: 8,
} as const;
export type DeviceLogType = (typeof DEVICE_LOG_TYPE)[keyof typeof DEVICE_LOG_TYPE];

/** Signal bars from RSSI (docs/fastbee.md "Devices"): 4 excellent … 0 none. */
export function rssiBars(rssi: number | null): 0 | 1 | 2 | 3 | 4 {
  if (rssi === null || rssi < -100) return 0;
  if (rssi >= -55) return 4;
  if (rssi >= -70) return 3;
  if (rssi >= -85) return 2;
  return 1;
}

const flag = z.literal([0, 1]);

/** A last reported value as a person reads it: number with its unit, a switch's or choice's text. */
export const deviceReading = z.object({
  id: z.string(),
  /** The item's name in the request's language. */
  name: z.string(),
  /** The value as stored ('1', '23.5'). */
  value: z.string(),
  /** The value in words in the request's language ('23.5 ℃', 'On'). */
  text: z.string(),
});
export type DeviceReading = z.infer<typeof deviceReading>;

/** `GET /iot/device/shortList` row (FastBee DeviceShortOutput, the fields a device card needs). */
export const deviceShort = z.object({
  deviceId: z.number().int(),
  deviceName: z.string(),
  productId: z.number().int(),
  productName: z.string(),
  deviceType: z.literal(Object.values(DEVICE_TYPES)),
  serialNumber: z.string(),
  status: z.literal(Object.values(DEVICE_STATUS)),
  isShadow: flag,
  isSimulate: flag,
  rssi: z.number().nullable(),
  firmwareVersion: z.number(),
  imgUrl: z.string(),
  /** 1 for the caller's own devices, 0 for devices shared with the caller. */
  isOwner: flag,
  userId: z.number().int(),
  locationWay: z.literal(Object.values(LOCATION_WAY)),
  activeTime: z.string().nullable(),
  createTime: z.string(),
  subDeviceCount: z.number().int(),
  /** Gateway serial for a sub-device, '' otherwise. */
  gwDevCode: z.string(),
  /** A sub-device's address on its gateway's bus (Modbus 1-247), null when not under a gateway. */
  slaveId: z.number().int().nullable(),
  /**
   * The last reported values of its number, switch and choice items, in the model's order, so a card can
   * show its key reading without asking per device (the web picks which ones per product).
   */
  readings: z.array(deviceReading),
});
export type DeviceShort = z.infer<typeof deviceShort>;

/** `GET /iot/device/{id}`: every field of docs/product.md "Devices". */
export const deviceDetail = deviceShort.extend({
  longitude: z.number().nullable(),
  latitude: z.number().nullable(),
  networkAddress: z.string(),
  networkIp: z.string(),
  remark: z.string(),
  summary: z.record(z.string(), z.unknown()),
  /** 1 when the device is disabled (status 2). */
  isDisabled: flag,
  subDeviceList: z.array(deviceShort),
});
export type Device = z.infer<typeof deviceDetail>;

/** One last value (`GET /iot/device/thingsModelValue/{id}`). */
export const thingValue = z.object({
  id: z.string(),
  value: z.string(),
  /** Desired value (shadow): what was last commanded, even if the device has not echoed it yet. */
  shadow: z.string(),
  ts: z.string().nullable(),
});
export type ThingValue = z.infer<typeof thingValue>;

/**
 * `GET /iot/device/runningStatus`: the device with every model item and its last value, order desc. Names
 * come in the request's language (`nameEn` is the English one, when the model has one).
 */
export const runningThing = thingModelSchema
  .pick({
    name: true,
    nameEn: true,
    type: true,
    datatype: true,
    isChart: true,
    isMonitor: true,
    isHistory: true,
    isReadonly: true,
    isSharePerm: true,
    order: true,
  })
  .extend(thingValue.shape);
export type RunningThing = z.infer<typeof runningThing>;
export const runningStatus = deviceShort.extend({ thingsModels: z.array(runningThing) });
export type RunningStatus = z.infer<typeof runningStatus>;

/** What a real device needs to connect (`GET /iot/device/getMqttConnectData`, owner only). */
export const mqttConnectData = z.object({
  host: z.string(),
  port: z.number().int(),
  /** WebSocket URL path for browsers, on the HTTP port. */
  wsPath: z.string(),
  clientId: z.string(),
  username: z.string(),
  /** The device's own secret: the password a device uses instead of the product password. */
  passwd: z.string(),
  subscribeTopic: z.array(z.string()),
  reportTopic: z.array(z.string()),
});
export type MqttConnectData = z.infer<typeof mqttConnectData>;

/** `POST /iot/device`: the new device's id and its serial number (generated when none was given). */
export const deviceCreated = z.object({ deviceId: z.number().int(), serialNumber: z.string() });
export type DeviceCreated = z.infer<typeof deviceCreated>;

export const deviceListQuery = pageQuery.extend({
  groupId: idQueryField.optional(),
  status: z.coerce.number().int().min(1).max(4).optional(),
  deviceName: z.string().trim().max(64).optional(),
  productId: idQueryField.optional(),
});
export type DeviceListQuery = z.infer<typeof deviceListQuery>;

export const listByGroupQuery = pageQuery.extend({ groupId: idQueryField });
export type ListByGroupQuery = z.infer<typeof listByGroupQuery>;

export const deviceIdQuery = z.object({ deviceId: idQueryField });
export const propGetQuery = z.object({ deviceId: idQueryField, identifier: z.string().max(64).optional() });
export const thingsModelListQuery = pageQuery.extend({
  deviceId: idQueryField,
  type: z.coerce.number().int().min(1).max(3).optional(),
});
export type ThingsModelListQuery = z.infer<typeof thingsModelListQuery>;

const deviceName = z.string().trim().min(1).max(64);
const locationWay = requiredNumber(z.union([z.literal(1), z.literal(2), z.literal(3)]));
const optionalCoordinate = (bound: number) =>
  z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? null : typeof v === 'string' ? Number(v) : v),
    z.number().min(-bound).max(bound).nullable(),
  );

/**
 * Edit a device (docs/product.md "Devices": device name and position method cannot be empty). With a custom
 * position the coordinates are required.
 */
export const deviceUpdateBody = z
  .object({
    deviceName,
    locationWay,
    longitude: optionalCoordinate(180).default(null),
    latitude: optionalCoordinate(90).default(null),
    networkAddress: z.string().trim().max(128).default(''),
    remark: z.string().trim().max(140).default(''),
    isShadow: z.coerce.number().int().min(0).max(1).default(0),
    isDisabled: z.coerce.number().int().min(0).max(1).default(0),
  })
  .superRefine((body, ctx) => {
    if (body.locationWay !== LOCATION_WAY.custom) return;
    for (const key of ['longitude', 'latitude'] as const) {
      if (body[key] === null) ctx.addIssue({ code: 'custom', path: [key], message: 'FIELD_REQUIRED' });
    }
  });
export type DeviceUpdateBody = z.infer<typeof deviceUpdateBody>;
export const deviceUpdateWithIdBody = z.intersection(
  z.object({ deviceId: requiredNumber(z.number().int().positive()) }),
  deviceUpdateBody,
);

/** Add a device to one's account by product and serial number (a new serial is generated when absent). */
export const deviceCreateBody = z.object({
  productId: requiredNumber(z.number().int().positive()),
  deviceName,
  serialNumber: z.string().trim().regex(SERIAL_NUMBER_PATTERN).optional(),
  /** The box's authorization code, for a serial number of a product that requires one. */
  authCode: z.string().trim().max(64).optional(),
});
export type DeviceCreateBody = z.infer<typeof deviceCreateBody>;

/**
 * `POST /iot/runtime/service/invokeReply` (FastBee InvokeReqDto). `remoteCommand` maps identifiers to
 * values; every key is sent (FastBee keeps only the last, docs/fastbee.md "Known gaps").
 */
export const invokeBody = z.object({
  deviceId: requiredNumber(z.number().int().positive()),
  identifier: z.string().trim().min(1).max(64),
  remoteCommand: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  modelName: z.string().max(64).optional(),
  /** 1 property, 2 function. */
  type: z.coerce.number().int().min(1).max(2).default(2),
  /** Seconds to wait for the device's reply. */
  timeOut: z.coerce.number().int().min(1).max(60).default(10),
});
export type InvokeBody = z.infer<typeof invokeBody>;

/**
 * What sent a command ("who or what changed this", docs/product.md "What users ask for"): a person in the
 * app, or a timer or a scene acting for the person who set it up. '' on commands logged before this was
 * recorded.
 */
export const COMMAND_ORIGIN = { app: 'app', timer: 'timer', scene: 'scene' } as const;
export type CommandOriginKind = (typeof COMMAND_ORIGIN)[keyof typeof COMMAND_ORIGIN];
/** The origin of a command and, for a timer or scene, its name when it ran. */
export interface CommandOrigin {
  kind: CommandOriginKind;
  name: string;
}

export const COMMAND_RESULT = {
  replied: 'replied',
  shadow: 'shadow',
  timeout: 'timeout',
  sent: 'sent',
} as const;
export type CommandResult = (typeof COMMAND_RESULT)[keyof typeof COMMAND_RESULT];

export const invokeReply = z.object({
  messageId: z.string(),
  result: z.enum(COMMAND_RESULT),
  /** The values the device echoed (identifier -> value), when it replied. */
  values: z.record(z.string(), z.string()),
});
export type InvokeReply = z.infer<typeof invokeReply>;

/**
 * `POST /iot/relation`: put one of my sub-devices (a product with isSubDevice) under one of my gateways
 * (FastBee `gwDevCode`/`slaveId`, docs/fastbee.md "Gateway sub-devices"). The gateway then reports for it on
 * the sub-device's own topics. `slaveId` is the sub-device's address on the gateway's bus (Modbus 1-247);
 * the next free one when absent.
 */
export const subDeviceLinkBody = z.object({
  gatewayId: requiredNumber(z.number().int().positive()),
  deviceId: requiredNumber(z.number().int().positive()),
  slaveId: requiredNumber(z.number().int().min(1).max(247)).optional(),
});
export type SubDeviceLinkBody = z.infer<typeof subDeviceLinkBody>;

/**
 * What the in-app simulator may send as a device: a property report or an event
 * (docs/fastbee.md "Device simulator").
 */
export const SIMULATE_TYPES = ['property', 'event'] as const;
export type SimulateType = (typeof SIMULATE_TYPES)[number];

/**
 * `POST /iot/device/simulate` (staff and administrators, see simulation.ts): the items go through the same ingest as a real device's
 * `/property/post` or `/event/post` — checked against the thing model, stored, scenes, pushed to apps.
 */
export const simulateBody = z.object({
  deviceId: requiredNumber(z.number().int().positive()),
  type: z.enum(SIMULATE_TYPES),
  items: z
    .array(
      z.object({
        id: z.string().trim().min(1).max(64),
        value: z.union([z.string().max(10_000), z.number(), z.boolean()]),
        remark: z.string().max(256).optional(),
      }),
    )
    .min(1)
    .max(50),
});
export type SimulateBody = z.infer<typeof simulateBody>;

export const simulateResult = z.object({
  /** The items as stored and pushed (normalised values). */
  accepted: z.array(z.object({ id: z.string(), value: z.string(), remark: z.string().optional() })),
  /** When it was ingested (server time, ISO). */
  ts: z.string(),
});
export type SimulateResult = z.infer<typeof simulateResult>;
