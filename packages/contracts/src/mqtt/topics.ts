import { z } from 'zod';
import { readVersion } from '../ota/versions.ts';

/**
 * The MQTT topic tree, FastBee v2-compatible (docs/fastbee.md "Topics"): every topic is
 * `/{productId}/{serialNumber}/{kind}/{verb}`. This file is the only place topics are built or parsed
 * (docs/architecture.md "No magic strings").
 */

/** Device -> server. */
export const UP_TOPICS = [
  'info/post',
  'property/post',
  'event/post',
  'function/post',
  'monitor/post',
  'ntp/post',
  // OTA progress and outcome (`/upgrade/reply`, docs/fastbee.md "Topics")
  'upgrade/reply',
] as const;
/** Server or app -> device. */
export const DOWN_TOPICS = ['function/get', 'property/get', 'monitor/get', 'ntp/get', 'upgrade/set'] as const;
/** Server -> apps. */
export const APP_TOPICS = ['status/post', 'ws/service', 'ws/ota'] as const;
/**
 * Server -> device, FastBee v1 only: the OTA command of the SDK firmware (`/{pid}/{sn}/ota/get`, FastBee
 * sdk/Arduino Config.cpp `sOtaTopic`), sent to devices of products whose `otaProtocol` is 'fastbee-v1'.
 */
export const V1_DOWN_TOPICS = ['ota/get'] as const;

export type UpTopic = (typeof UP_TOPICS)[number];
export type DownTopic = (typeof DOWN_TOPICS)[number];
export type AppTopic = (typeof APP_TOPICS)[number];
export type TopicSuffix = UpTopic | DownTopic | AppTopic | (typeof V1_DOWN_TOPICS)[number];

const ALL_SUFFIXES: ReadonlySet<string> = new Set([
  ...UP_TOPICS,
  ...DOWN_TOPICS,
  ...APP_TOPICS,
  ...V1_DOWN_TOPICS,
]);
const UP: ReadonlySet<string> = new Set(UP_TOPICS);
const DOWN: ReadonlySet<string> = new Set(DOWN_TOPICS);

export const Topic = {
  infoPost: 'info/post',
  propertyPost: 'property/post',
  eventPost: 'event/post',
  functionPost: 'function/post',
  monitorPost: 'monitor/post',
  ntpPost: 'ntp/post',
  functionGet: 'function/get',
  propertyGet: 'property/get',
  monitorGet: 'monitor/get',
  ntpGet: 'ntp/get',
  upgradeSet: 'upgrade/set',
  upgradeReply: 'upgrade/reply',
  statusPost: 'status/post',
  wsService: 'ws/service',
  /** An upgrade task's state pushed to apps (PRO `/ws/ota/status`, kept inside the device's topic tree). */
  wsOta: 'ws/ota',
  /** FastBee v1 OTA command `{"version","downloadUrl"}` (V1_DOWN_TOPICS). */
  otaGet: 'ota/get',
} as const satisfies Record<string, TopicSuffix>;

export interface ParsedTopic {
  productId: number;
  serialNumber: string;
  suffix: TopicSuffix;
}

/** Serial numbers are letters, digits, `-`, `_` and `:` (MAC addresses), at most 64 characters. */
export const SERIAL_NUMBER_PATTERN = /^[A-Za-z0-9_:-]{1,64}$/;

export function buildTopic(productId: number, serialNumber: string, suffix: TopicSuffix): string {
  return `/${productId}/${serialNumber}/${suffix}`;
}

/** The prefix every topic of one device starts with (a device may use nothing outside it). */
export function devicePrefix(productId: number, serialNumber: string): string {
  return `/${productId}/${serialNumber}/`;
}

/**
 * FastBee-Arduino's OTA topics carry the serial number alone, no product id (FastBee-Arduino
 * src/protocols/MQTTClient.cpp `MQTTClient::buildFullTopicWithType`: OTA types 5 and 6 are prefixed with
 * `/{deviceNum}` only; PRO builds them the same way): `/{sn}/http/upgrade/set` (a download URL) and
 * `/{sn}/fetch/upgrade/set` (chunked packets, which Linli does not send), answered on the `reply` twins.
 */
export const SERIAL_OTA_TOPICS = {
  httpSet: 'http/upgrade/set',
  fetchSet: 'fetch/upgrade/set',
  httpReply: 'http/upgrade/reply',
  fetchReply: 'fetch/upgrade/reply',
} as const;
export type SerialOtaTopic = (typeof SERIAL_OTA_TOPICS)[keyof typeof SERIAL_OTA_TOPICS];
const SERIAL_OTA_SUFFIXES: ReadonlySet<string> = new Set(Object.values(SERIAL_OTA_TOPICS));
/** The ones a device publishes (the other two it subscribes to). */
export const isSerialOtaReply = (suffix: SerialOtaTopic): boolean =>
  suffix === SERIAL_OTA_TOPICS.httpReply || suffix === SERIAL_OTA_TOPICS.fetchReply;

export function buildSerialTopic(serialNumber: string, suffix: SerialOtaTopic): string {
  return `/${serialNumber}/${suffix}`;
}

/** `/{sn}/{http|fetch}/upgrade/{set|reply}`; undefined for anything else. */
export function parseSerialTopic(
  topic: string,
): { serialNumber: string; suffix: SerialOtaTopic } | undefined {
  const parts = topic.split('/');
  if (parts.length !== 5 || parts[0] !== '') return undefined;
  const [, serialNumber = '', channel, kind, verb] = parts;
  const suffix = `${channel}/${kind}/${verb}`;
  if (!SERIAL_NUMBER_PATTERN.test(serialNumber) || !SERIAL_OTA_SUFFIXES.has(suffix)) return undefined;
  return { serialNumber, suffix: suffix as SerialOtaTopic };
}

/** Whether a concrete topic matches an MQTT topic filter (`+` one level, a trailing `#` the rest). */
export function topicMatches(filter: string, topic: string): boolean {
  const want = filter.split('/');
  const have = topic.split('/');
  for (let i = 0; i < want.length; i++) {
    if (want[i] === '#') return i === want.length - 1;
    if (i >= have.length || (want[i] !== '+' && want[i] !== have[i])) return false;
  }
  return want.length === have.length;
}

/** Parses a concrete topic (no wildcards); undefined for anything outside the tree. */
export function parseTopic(topic: string): ParsedTopic | undefined {
  // Every report parses its topic (the ACL check, then the gateway); a device uses the same few topics all
  // its life, so parsed topics are remembered. Bounded: emptied when full, as topics are cheap to parse again.
  const known = parsedTopics.get(topic);
  if (known !== undefined) return known ?? undefined;
  const parsed = parseTopicText(topic);
  if (parsedTopics.size >= PARSED_TOPICS_KEPT) parsedTopics.clear();
  parsedTopics.set(topic, parsed ?? null);
  return parsed;
}

const PARSED_TOPICS_KEPT = 50_000;
const parsedTopics = new Map<string, Readonly<ParsedTopic> | null>();

function parseTopicText(topic: string): ParsedTopic | undefined {
  const parts = topic.split('/');
  if (parts.length !== 5 || parts[0] !== '') return undefined;
  const [, product, serialNumber = '', kind, verb] = parts;
  if (!product || !/^[1-9]\d{0,9}$/.test(product)) return undefined;
  if (!SERIAL_NUMBER_PATTERN.test(serialNumber)) return undefined;
  const suffix = `${kind}/${verb}`;
  if (!ALL_SUFFIXES.has(suffix)) return undefined;
  return Object.freeze({ productId: Number(product), serialNumber, suffix: suffix as TopicSuffix });
}

export const isUpTopic = (suffix: TopicSuffix): suffix is UpTopic => UP.has(suffix);
export const isDownTopic = (suffix: TopicSuffix): suffix is DownTopic => DOWN.has(suffix);

/** Whether a topic filter contains MQTT wildcards. */
export const hasWildcard = (filter: string): boolean => filter.includes('+') || filter.includes('#');

// U+0000 cannot be stored in PostgreSQL text: an item carrying it is malformed, refused whole like any
// other, instead of failing the write of every report batched with it.
const withoutNul = (text: string) => !text.includes('\u0000');

/**
 * One item of the wire payload `[{"id","value","remark"}]`. Values travel as strings; a number or a bool is
 * taken as its text, and an object or array value (a thing model's object or array type, which FastBee
 * firmware may send as JSON rather than as a string) as its JSON text. The thing model then checks it.
 */
export const thingItem = z.object({
  id: z.string().min(1).max(64).refine(withoutNul),
  value: z
    .union([z.string(), z.number(), z.boolean(), z.array(z.unknown()), z.record(z.string(), z.unknown())])
    .transform(valueText)
    .refine(withoutNul),
  remark: z.string().max(256).refine(withoutNul).optional(),
});
export type ThingItem = z.output<typeof thingItem>;
export const thingPayload = z.array(thingItem).max(256);
export type ThingPayload = z.output<typeof thingPayload>;

/** Decodes a message body as a payload array; undefined if it is not one. */
export function decodeThingPayload(payload: Uint8Array | string): ThingPayload | undefined {
  const text = typeof payload === 'string' ? payload : utf8.decode(payload);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  // The hot path of every device report: plain well-formed items are read directly (what `thingPayload`
  // accepts and gives, tested against it in topics.test.ts); anything else goes through the schema.
  const direct = readPlainItems(json);
  // JSON carries U+0000 only escaped: items are searched for it only when the text has that escape.
  if (direct && !(text.includes('\\u0000') && direct.some(hasNul))) return direct;
  if (direct) return undefined;
  const result = thingPayload.safeParse(json);
  return result.success ? result.data : undefined;
}

const utf8 = new TextDecoder();

/** An item's value as the text that is checked and stored. */
function valueText(value: string | number | boolean | object): string {
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

const hasNul = (item: ThingItem) =>
  !withoutNul(item.id) || !withoutNul(item.value) || (item.remark !== undefined && !withoutNul(item.remark));

function readPlainItems(json: unknown): ThingPayload | undefined {
  if (!Array.isArray(json) || json.length > 256) return undefined;
  const items: ThingPayload = new Array(json.length);
  for (let i = 0; i < json.length; i++) {
    const raw = json[i] as { id?: unknown; value?: unknown; remark?: unknown } | null;
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
    const { id, value, remark } = raw;
    if (typeof id !== 'string' || id.length === 0 || id.length > 64) return undefined;
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
      if (typeof value !== 'object' || value === null) return undefined;
    }
    if (remark === undefined) items[i] = { id, value: valueText(value) };
    else if (typeof remark === 'string' && remark.length <= 256)
      items[i] = { id, value: valueText(value), remark };
    else return undefined;
  }
  return items;
}

/** `/status/post` to apps (docs/fastbee.md "Topics"). */
export interface StatusMessage {
  status: number;
  isShadow: 0 | 1;
  rssi: number;
}

/** A field of `/info/post` that is left out when it cannot be read, instead of refusing the whole message. */
const lenient = <T extends z.ZodType>(field: T) => field.optional().catch(undefined);

/**
 * `/info/post` from a device. Its `userId` is read and ignored: ownership never comes from a device. Each
 * field is read on its own (FastBee firmware of every generation reports here, each in its own way): one
 * that cannot be read is left out and the rest kept. `firmwareVersion` may be a number or text, dotted text
 * included (FastBee-Arduino sends "1.0.0"): see ota/versions.ts for how it is kept.
 */
export const deviceInfo = z.object({
  rssi: lenient(z.coerce.number().int().min(-150).max(0)),
  firmwareVersion: lenient(z.unknown().transform((value, ctx) => readVersion(value) ?? notAVersion(ctx))),
  status: lenient(z.coerce.number().int()),
  userId: z.unknown().optional(),
  longitude: lenient(z.coerce.number().min(-180).max(180)),
  latitude: lenient(z.coerce.number().min(-90).max(90)),
  summary: lenient(z.record(z.string(), z.unknown())),
});

function notAVersion(ctx: z.core.$RefinementCtx): never {
  ctx.addIssue({ code: 'custom', message: 'FIELD_INVALID' });
  return z.NEVER;
}
export type DeviceInfo = z.output<typeof deviceInfo>;

/**
 * `/monitor/get` from an app (docs/product.md "Real-time monitoring": interval 500–10000 ms, count 1–300;
 * count 0 stops).
 */
export const monitorRequest = z.object({
  count: z.number().int().min(0).max(300),
  interval: z.number().int().min(500).max(10_000),
});

/**
 * FastBee device client id: `{S|E}&{serialNumber}&{productId}&{userId}` (docs/fastbee.md "Client
 * authentication"): `S` simple (the password as it is), `E` encrypted (an AES password carrying its expiry).
 */
export function buildDeviceClientId(
  serialNumber: string,
  productId: number,
  userId: number | string,
  authType: 'S' | 'E' = 'S',
): string {
  return `${authType}&${serialNumber}&${productId}&${userId}`;
}

export interface DeviceClientId {
  authType: 'S' | 'E';
  serialNumber: string;
  productId: number;
  userId: string;
}

export function parseDeviceClientId(clientId: string): DeviceClientId | undefined {
  const parts = clientId.split('&');
  if (parts.length !== 4) return undefined;
  const [authType, serialNumber = '', product = '', userId = ''] = parts;
  if (authType !== 'S' && authType !== 'E') return undefined;
  if (!SERIAL_NUMBER_PATTERN.test(serialNumber) || !/^[1-9]\d{0,9}$/.test(product)) return undefined;
  return { authType, serialNumber, productId: Number(product), userId };
}

export const APP_CLIENT_PREFIXES = ['phone-', 'web-'] as const;

/** Whether a parsed topic belongs to the given device. */
export function sameProductAndSerial(
  topic: Pick<ParsedTopic, 'productId' | 'serialNumber'>,
  device: { productId: number; serialNumber: string },
): boolean {
  return topic.productId === device.productId && topic.serialNumber === device.serialNumber;
}
