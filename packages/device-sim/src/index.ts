import {
  buildDeviceClientId,
  buildTopic,
  decodeThingPayload,
  type ThingItem,
  type ThingModel,
  type ThingsModelSet,
  Topic,
  validateValue,
} from '@linli/contracts';
import mqtt, { type MqttClient } from 'mqtt';
import { FASTBEE_PASSWORD_LIFETIME_MS, fastBeeEncryptedPassword } from './fastbee-auth.ts';
import { createOtaHandler, type SimOtaOptions } from './ota.ts';
import { nextReading } from './physics.ts';

export * from './fastbee-auth.ts';
export type { SimOtaOptions } from './ota.ts';
export * from './physics.ts';
export * from './provisioning.ts';

/**
 * A simulated device speaking the device side of the FastBee v2 protocol (docs/fastbee.md "Topics"):
 * announces itself on `/info/post`, reports properties on a schedule, applies commands from
 * `/function/get` and echoes them on `/function/post`, answers `/property/get` and `/monitor/get`, and
 * raises events on request.
 */
export interface SimDeviceOptions {
  url: string;
  productId: number;
  serialNumber: string;
  /** The userId field of the FastBee client id (the server ignores it for ownership). */
  userId: number;
  credentials: { username: string; password: string };
  /**
   * FastBee encrypted login (`E&` client id): `credentials.password` (the product password) goes inside an
   * AES password under the product secret, valid for an hour from `now()` (the time the server's
   * `/iot/tool/ntp` gave), made afresh at every (re)connect. Without it the device logs in `S&`.
   */
  encrypted?: { mqttSecret: string; authCode?: string; now?: () => number; validForMs?: number };
  /** Credentials for reconnecting, when the first ones work once (a Wi-Fi pairing token, provisioning.ts). */
  reconnectCredentials?: { username: string; password: string };
  model: ThingsModelSet;
  /** Report interval in ms; 0 = only on request. */
  reportEveryMs?: number;
  rssi?: number;
  /** A number (FastBee), or dotted text as FastBee-Arduino reports it ("1.0.0"). */
  firmwareVersion?: number | string;
  /** OTA behaviour: the firmware generation, pace of progress reports, a corrupted download (see ota.ts). */
  ota?: SimOtaOptions;
  /** Values it starts with (a restarted device keeps what it had, e.g. a camera's stream_url). */
  initialValues?: Record<string, string>;
  /** When each initial value was reported (ms): meters count on from then (uptime, a day's steps). */
  initialTimes?: Record<string, number>;
  /**
   * Supplies the next value of a property (default: its physics, physics.ts, or a plausible random walk
   * within its range for identifiers without any).
   */
  nextValue?: (model: ThingModel, current: string | undefined) => string | undefined;
}

export interface SimDevice {
  client: MqttClient;
  /** The current values held by the device. */
  values: Map<string, string>;
  /** Commands received, in order. */
  received: ThingItem[][];
  /** The firmware version it runs (changes after a successful OTA upgrade). */
  firmwareVersion(): number | string;
  reportNow(ids?: string[]): Promise<void>;
  report(items: { id: string; value: string }[]): Promise<void>;
  raiseEvent(id: string, value: string, remark?: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Where readings of a home sit most of the time: a thermometer's range runs to 120 ℃, but a living room
 * does not. Identifiers not listed walk around the middle of their range.
 */
export const TYPICAL_RANGES: Record<string, readonly [number, number]> = {
  temperature: [21, 27],
  humidity: [40, 65],
  battery: [60, 100],
  power: [0, 60],
  voltage: [218, 232],
  smoke_density: [0, 2],
  breath_rate: [12, 20],
  heart_rate: [62, 88],
  spo2: [95, 99],
  // An older person's day on foot, and a plug's meter after some months at home.
  steps: [1500, 6000],
  energy: [120, 180],
};

function typicalRange(model: ThingModel): readonly [number, number] | undefined {
  const d = model.datatype;
  const typical = TYPICAL_RANGES[model.id];
  if (!typical || (d.type !== 'integer' && d.type !== 'decimal')) return undefined;
  return [Math.max(d.min, typical[0]), Math.min(d.max, typical[1])];
}

function initialValue(model: ThingModel): string {
  const d = model.datatype;
  switch (d.type) {
    case 'integer':
    case 'decimal': {
      const [low, high] = typicalRange(model) ?? [d.min, d.max];
      const middle = (low + high) / 2;
      return d.type === 'integer' ? String(Math.round(middle)) : String(Math.round(middle * 10) / 10);
    }
    case 'bool':
      return '0';
    case 'enum':
      return d.enumList[0]?.value ?? '';
    case 'string':
      return '';
    case 'array':
      return '[]';
    case 'object':
      return JSON.stringify(
        Object.fromEntries(d.params.map((p) => [p.id, initialValue({ ...model, datatype: p.datatype })])),
      );
  }
}

export function wander(model: ThingModel, current: string | undefined): string | undefined {
  const d = model.datatype;
  if (d.type !== 'integer' && d.type !== 'decimal') return current;
  const [low, high] = typicalRange(model) ?? [d.min, d.max];
  const span = Math.min(high - low, 1000);
  const base = current === undefined || current === '' ? (low + high) / 2 : Number(current);
  const next = Math.min(high, Math.max(low, base + (Math.random() - 0.5) * span * 0.1));
  return d.type === 'integer' ? String(Math.round(next)) : String(Math.round(next * 10) / 10);
}

export async function createSimDevice(options: SimDeviceOptions): Promise<SimDevice> {
  const { productId, serialNumber, model } = options;
  const topic = (suffix: Parameters<typeof buildTopic>[2]) => buildTopic(productId, serialNumber, suffix);
  const values = new Map<string, string>();
  for (const p of [...model.properties, ...model.functions]) {
    values.set(p.id, options.initialValues?.[p.id] ?? initialValue(p));
  }
  const received: ThingItem[][] = [];
  const { encrypted } = options;
  const password = () =>
    encrypted
      ? fastBeeEncryptedPassword({
          mqttPassword: options.credentials.password,
          mqttSecret: encrypted.mqttSecret,
          expiresAt: (encrypted.now ?? Date.now)() + (encrypted.validForMs ?? FASTBEE_PASSWORD_LIFETIME_MS),
          authCode: encrypted.authCode,
        })
      : options.credentials.password;
  const client = await mqtt.connectAsync(options.url, {
    clientId: buildDeviceClientId(serialNumber, productId, options.userId, encrypted ? 'E' : 'S'),
    username: options.credentials.username,
    password: password(),
    keepalive: 60,
    reconnectPeriod: 2000,
    connectTimeout: 10_000,
  });
  // mqtt.js reconnects with `client.options`: from now on the device logs in with its lasting credentials.
  if (options.reconnectCredentials) Object.assign(client.options, options.reconnectCredentials);
  // An encrypted password expires: each reconnect carries a fresh one, as firmware makes one per connect.
  if (encrypted) client.on('reconnect', () => Object.assign(client.options, { password: password() }));
  const publish = (suffix: Parameters<typeof buildTopic>[2], payload: unknown) =>
    client.publishAsync(topic(suffix), JSON.stringify(payload)).then(() => undefined);
  let firmwareVersion: number | string = options.firmwareVersion ?? 1.0;
  const announce = () =>
    publish(Topic.infoPost, {
      rssi: options.rssi ?? -60,
      firmwareVersion,
      status: 3,
      userId: options.userId,
      summary: { simulated: true },
    });
  const onUpgrade = createOtaHandler(
    {
      productId,
      serialNumber,
      publish: (to, payload) => client.publishAsync(to, JSON.stringify(payload)).then(() => undefined),
      setFirmwareVersion: (version) => {
        firmwareVersion = version;
      },
      announce,
    },
    options.ota,
  );

  const lastAt = new Map(Object.entries(options.initialTimes ?? {}));
  /** The property's reading now; null when the device has nothing to report (physics.ts). */
  const readingOf = (p: ThingModel): string | null | undefined => {
    if (options.nextValue) return options.nextValue(p, values.get(p.id));
    const at = Date.now();
    const next = nextReading(p, values.get(p.id), { at, lastAt: lastAt.get(p.id), values });
    return next === undefined ? wander(p, values.get(p.id)) : next;
  };
  const reportNow = async (ids?: string[]) => {
    const items: { id: string; value: string; remark: string }[] = [];
    for (const p of model.properties.filter((m) => !ids || ids.includes(m.id))) {
      const next = readingOf(p);
      if (next === null) continue;
      if (next !== undefined) values.set(p.id, next);
      lastAt.set(p.id, Date.now());
      items.push({ id: p.id, value: values.get(p.id) ?? '', remark: '' });
    }
    if (items.length > 0) await publish(Topic.propertyPost, items);
  };

  client.on('message', (incoming, payload) => {
    if (incoming === topic(Topic.functionGet)) {
      const items = decodeThingPayload(payload);
      if (!items) return;
      received.push(items);
      // Apply what the model accepts and echo it, remark (message id) included
      // (docs/fastbee.md "What a device does").
      const applied = items.filter((item) => {
        const m = [...model.functions, ...model.properties].find((x) => x.id === item.id);
        const checked = m ? validateValue(m, item.value) : undefined;
        if (checked?.ok) values.set(item.id, checked.value);
        return checked?.ok === true;
      });
      if (applied.length > 0) {
        void publish(Topic.functionPost, applied);
        // What follows a function shows at once (a plug switched off draws nothing from now on).
        const follows =
          applied.some((i) => i.id === 'switch') && model.properties.some((p) => p.id === 'power');
        if (follows && !options.nextValue) void reportNow(['power']).catch(() => {});
      }
    } else if (incoming === topic(Topic.propertyGet)) {
      const items = decodeThingPayload(payload) ?? [];
      void reportNow(items.length > 0 ? items.map((i) => i.id) : undefined);
    } else if (incoming === topic(Topic.monitorGet)) {
      startMonitor(payload.toString('utf8'));
    } else onUpgrade.handle(incoming, payload.toString('utf8'));
  });

  let monitorTimer: NodeJS.Timeout | undefined;
  const startMonitor = (text: string) => {
    clearInterval(monitorTimer);
    let request: { count?: number; interval?: number };
    try {
      request = JSON.parse(text) as typeof request;
    } catch {
      return;
    }
    let left = Math.min(300, request.count ?? 0);
    const items = model.properties.filter((p) => p.isMonitor === 1);
    if (left <= 0 || items.length === 0) return;
    monitorTimer = setInterval(
      () => {
        left -= 1;
        if (left <= 0) clearInterval(monitorTimer);
        void publish(
          Topic.monitorPost,
          items.flatMap((p) => {
            const value = readingOf(p);
            return value === null ? [] : [{ id: p.id, value: value ?? values.get(p.id) ?? '', remark: '' }];
          }),
        );
      },
      Math.max(500, request.interval ?? 1000),
    );
  };

  await client.subscribeAsync([
    topic(Topic.functionGet),
    topic(Topic.propertyGet),
    topic(Topic.monitorGet),
    ...onUpgrade.topics,
  ]);
  // A reconnect announces the device again; one that lands while the client is being closed has no one to tell.
  client.on('connect', () => void announce().catch(() => undefined));
  await announce();
  const reportTimer =
    options.reportEveryMs && options.reportEveryMs > 0
      ? setInterval(() => void reportNow().catch(() => {}), options.reportEveryMs)
      : undefined;

  return {
    client,
    values,
    received,
    firmwareVersion: () => firmwareVersion,
    reportNow,
    report: (items) =>
      publish(
        Topic.propertyPost,
        items.map((i) => ({ ...i, remark: '' })),
      ),
    raiseEvent: (id, value, remark = '') => publish(Topic.eventPost, [{ id, value, remark }]),
    async stop() {
      clearInterval(reportTimer);
      clearInterval(monitorTimer);
      await client.endAsync();
    },
  };
}
