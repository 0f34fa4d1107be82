import { buildTopic, type PhoneDevice, Topic } from '@linli/contracts';
import type { MqttClient } from 'mqtt';
import { brokerUrl, MQTT_KEEPALIVE_S, MQTT_RECONNECT_PERIOD_MS } from '../../../lib/realtime.ts';

/** Reports no more often than this per sensor: a moving phone fires many events a second. */
export const REPORT_MIN_INTERVAL_MS = 5_000;

export type PhoneReport = Partial<Record<'location' | 'battery' | 'charging' | 'motion', string>>;
export type ReporterState = 'connecting' | 'connected' | 'error' | 'closed';

interface BatteryLike extends EventTarget {
  level: number;
  charging: boolean;
}

async function loadMqtt() {
  const mod = (await import('mqtt')) as unknown as {
    connect?: typeof import('mqtt').connect;
    default?: typeof import('mqtt');
  };
  const connect = mod.connect ?? mod.default?.connect;
  if (!connect) throw new Error('mqtt.js has no connect()');
  return connect;
}

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

/**
 * Mobile monitoring (FastBee's 手机监控, a stub there: docs/fastbee.md "Me"): this phone as a device of its user,
 * speaking the device side of the protocol over MQTT-over-WebSocket with its own device secret, while the
 * page is open. Location (geolocation, if allowed), battery (navigator.getBattery where it exists) and motion
 * (devicemotion: acceleration magnitude) go out as `/property/post` items of the 'phone' product.
 */
export async function startPhoneReporter(options: {
  phone: PhoneDevice;
  location: boolean;
  onState: (state: ReporterState) => void;
  onReport: (report: PhoneReport) => void;
}): Promise<{ stop(): void }> {
  const { phone, onState, onReport } = options;
  const connect = await loadMqtt();
  onState('connecting');
  const client: MqttClient = connect(brokerUrl(), {
    clientId: phone.connect.clientId,
    username: phone.connect.username,
    password: phone.connect.passwd,
    clean: true,
    keepalive: MQTT_KEEPALIVE_S,
    reconnectPeriod: MQTT_RECONNECT_PERIOD_MS,
    protocolVersion: 4,
    timerVariant: 'native',
  });
  const topic = (suffix: Parameters<typeof buildTopic>[2]) =>
    buildTopic(phone.productId, phone.serialNumber, suffix);
  const latest: PhoneReport = {};
  const sentAt = new Map<string, number>();

  const report = (items: PhoneReport, force = false) => {
    const now = Date.now();
    const due = Object.entries(items).filter(
      ([id]) => force || now - (sentAt.get(id) ?? 0) >= REPORT_MIN_INTERVAL_MS,
    );
    Object.assign(latest, items);
    onReport({ ...latest });
    if (due.length === 0 || !client.connected) return;
    for (const [id] of due) sentAt.set(id, now);
    client.publish(
      topic(Topic.propertyPost),
      JSON.stringify(due.map(([id, value]) => ({ id, value, remark: '' }))),
    );
  };

  client.on('connect', () => {
    onState('connected');
    client.publish(
      topic(Topic.infoPost),
      JSON.stringify({ firmwareVersion: 1, status: 3, summary: { kind: 'phone' } }),
    );
    // What is known already goes out again on every (re)connection.
    if (Object.keys(latest).length > 0) report({ ...latest }, true);
  });
  client.on('error', () => onState('error'));
  client.on('close', () => onState('closed'));

  let watch: number | undefined;
  if (options.location && navigator.geolocation) {
    watch = navigator.geolocation.watchPosition(
      (position) =>
        report({
          location: JSON.stringify({
            lng: round(position.coords.longitude, 6),
            lat: round(position.coords.latitude, 6),
          }),
        }),
      () => undefined,
      { enableHighAccuracy: false, maximumAge: 30_000, timeout: 60_000 },
    );
  }

  let battery: BatteryLike | undefined;
  const onBattery = () => {
    if (battery)
      report(
        { battery: String(Math.round(battery.level * 100)), charging: battery.charging ? '1' : '0' },
        true,
      );
  };
  const getBattery = (navigator as Navigator & { getBattery?: () => Promise<BatteryLike> }).getBattery;
  if (getBattery) {
    battery = await getBattery.call(navigator).catch(() => undefined);
    battery?.addEventListener('levelchange', onBattery);
    battery?.addEventListener('chargingchange', onBattery);
    onBattery();
  }

  const onMotion = (event: DeviceMotionEvent) => {
    const a = event.accelerationIncludingGravity;
    if (!a || a.x === null || a.y === null || a.z === null) return;
    const magnitude = Math.min(200, Math.sqrt(a.x ** 2 + a.y ** 2 + a.z ** 2));
    report({ motion: String(round(magnitude, 2)) });
  };
  window.addEventListener('devicemotion', onMotion);

  return {
    stop() {
      if (watch !== undefined) navigator.geolocation.clearWatch(watch);
      battery?.removeEventListener('levelchange', onBattery);
      battery?.removeEventListener('chargingchange', onBattery);
      window.removeEventListener('devicemotion', onMotion);
      client.removeAllListeners();
      client.end(true);
      onState('closed');
    },
  };
}

/** iOS asks for motion separately, and only from a tap. */
export async function allowMotion(): Promise<void> {
  const request = (DeviceMotionEvent as unknown as { requestPermission?: () => Promise<string> })
    .requestPermission;
  if (request) await request().catch(() => undefined);
}
