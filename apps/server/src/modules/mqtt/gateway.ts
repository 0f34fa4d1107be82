import {
  buildTopic,
  DEVICE_STATUS,
  type DeviceInfo,
  decodeThingPayload,
  deviceInfo,
  devicePrefix,
  isSerialOtaReply,
  isUpTopic,
  type OtaProtocol,
  parseSerialTopic,
  parseTopic,
  SERIAL_OTA_TOPICS,
  type ThingItem,
  Topic,
  type UpTopic,
} from '@linli/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { BrokerIdentity, BrokerListener } from '../../platform/broker-policy.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Devices } from '../devices/index.ts';
import { mqttTimeAnswer } from './ntp.ts';
import type { RegistrantSessions } from './registrants.ts';
import type { MqttSessions } from './sessions.ts';

/** The device a report came from, as the gateway knows it without another lookup. */
export interface ReportingDevice {
  id: number;
  productId: number;
}

/** Hears what the gateway accepted from devices (scenes and device alarms react to it). */
export interface DeviceWatcher {
  reported(device: ReportingDevice, suffix: UpTopic, items: ThingItem[]): Promise<void> | void;
  status(deviceId: number, online: boolean): Promise<void> | void;
  /** OTA (modules/ota): the device subscribed to these topics (a waiting upgrade can go out now). */
  subscribed?(deviceId: number, topics: string[]): Promise<void> | void;
  /**
   * OTA: progress and outcome from the device, payload as parsed JSON, with the generation whose reply topic
   * it came on (`/upgrade/reply` Linli's, `/{sn}/http/upgrade/reply` FastBee-Arduino's).
   */
  upgradeReply?(deviceId: number, payload: unknown, protocol: OtaProtocol): Promise<void> | void;
  /** OTA: an accepted `/info/post` (its firmwareVersion tells an upgrade finished). */
  info?(deviceId: number, info: DeviceInfo): Promise<void> | void;
}

/** How often stored online statuses are checked against the broker's sessions (MqttGateway.reconcile). */
export const STATUS_RECONCILE_MS = 60_000;

/**
 * The broker's view of the devices module (BrokerListener): sessions become online/offline, accepted device
 * messages become stored state, and watchers (scenes, alarms, OTA) hear of both. The sessions it keeps up to
 * date are the devices module's way back to the broker (sessions.ts).
 */
export class MqttGateway implements BrokerListener {
  private readonly watchers: DeviceWatcher[] = [];

  constructor(
    private readonly devices: Devices,
    private readonly sessions: MqttSessions,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    /** Self-registered serials' sessions (registrants.ts). */
    private readonly registrants: RegistrantSessions,
  ) {}

  /** A device's shares changed: nothing retained on its topics outlives the rights it was sent with. */
  async clearRetained(deviceId: number): Promise<void> {
    const device = await this.devices.devices.findById(deviceId);
    if (device) await this.sessions.clearRetained(device);
  }

  /** A sub-device just linked under a gateway (`device.subLinked`): if the gateway is connected, it carries it. */
  async adopt(subDeviceId: number, gatewayId: number): Promise<void> {
    if (!this.sessions.isConnected(gatewayId)) return;
    this.sessions.carry(subDeviceId, gatewayId);
    const sub = await this.devices.devices.findById(subDeviceId);
    if (!sub || sub.status === DEVICE_STATUS.online || sub.status === DEVICE_STATUS.disabled) return;
    await this.devices.state.setOnline(sub, true);
    await this.notify((w) => w.status(sub.id, true));
  }

  /**
   * Makes the stored online statuses agree with the sessions this broker holds (the embedded broker; an
   * external one reports presence itself). A status write lost to a database outage, or a server stopped
   * while devices were connected, would otherwise leave a device "online" with nobody there, or offline
   * while it reports (docs/product.md "What users ask for": status wrong or late is what users of other
   * platforms complain of most). app.ts runs it when the broker is up and every STATUS_RECONCILE_MS. Answers
   * what it changed.
   */
  async reconcile(): Promise<{ online: number[]; offline: number[] }> {
    const changed = { online: [] as number[], offline: [] as number[] };
    if (!this.sessions.available || this.sessions.brokerTracksPresence) return changed;
    await this.registrants.reconcile();
    const { sessions } = this;
    const storedOnline = new Set(await this.devices.devices.onlineIds());
    const candidates = [
      ...[...storedOnline].filter((id) => !sessions.isConnected(id)),
      ...sessions.heldDeviceIds().filter((id) => !storedOnline.has(id) && sessions.isConnected(id)),
    ];
    for (const id of candidates) {
      // Read again: a session may have come or gone while this ran (its own handler then wrote the status).
      const device = await this.devices.devices.findById(id);
      if (!device || device.status === DEVICE_STATUS.disabled) continue;
      const online = sessions.isConnected(id);
      if ((device.status === DEVICE_STATUS.online) === online) continue;
      await this.devices.state.setOnline(device, online);
      await this.notify((w) => w.status(id, online));
      changed[online ? 'online' : 'offline'].push(id);
    }
    if (changed.online.length > 0 || changed.offline.length > 0)
      this.log.warn(changed, 'device statuses reconciled with the broker');
    return changed;
  }

  /** Scenes (modules/scenes) hear accepted reports and online/offline changes here. */
  watch(watcher: DeviceWatcher): void {
    this.watchers.push(watcher);
  }

  private async notify(run: (watcher: DeviceWatcher) => Promise<void> | void): Promise<void> {
    for (const watcher of this.watchers) {
      try {
        await run(watcher);
      } catch (error) {
        this.log.error({ err: error }, 'device watcher failed');
      }
    }
  }

  async connected(identity: BrokerIdentity, session: number): Promise<void> {
    if (identity.kind === 'registrant') return this.registrants.connected(identity, session);
    if (identity.kind !== 'device') return;
    const device = await this.devices.devices.findById(identity.deviceId);
    if (!device) return;
    this.sessions.opened(device.id, identity.clientId, session);
    await this.devices.state.setOnline(device, true);
    await this.notify((w) => w.status(device.id, true));
    // A gateway's sub-devices come online with it.
    for (const sub of await this.devices.devices.subDevicesOf(device.id)) {
      if (sub.status === DEVICE_STATUS.disabled) continue;
      this.sessions.carry(sub.id, device.id);
      await this.devices.state.setOnline(sub, true);
      await this.notify((w) => w.status(sub.id, true));
    }
  }

  /** Commands stored for a shadow device go out once it listens for them (it subscribes after connecting). */
  async subscribed(identity: BrokerIdentity, topics: string[]): Promise<void> {
    if (identity.kind !== 'device') return;
    await this.notify((w) => w.subscribed?.(identity.deviceId, topics));
    const commands = buildTopic(identity.productId, identity.serialNumber, Topic.functionGet);
    const prefix = devicePrefix(identity.productId, identity.serialNumber);
    if (!topics.some((t) => t === commands || t === `${prefix}#` || t === `${prefix}function/+`)) return;
    const device = await this.devices.devices.findById(identity.deviceId);
    if (device) await this.devices.commands.deliverPending(device);
  }

  async disconnected(identity: BrokerIdentity, session: number): Promise<void> {
    if (identity.kind === 'registrant') return this.registrants.disconnected(identity, session);
    if (identity.kind !== 'device') return;
    if (!this.sessions.closed(identity.deviceId, session)) return;
    const device = await this.devices.devices.findById(identity.deviceId);
    if (device && device.status !== DEVICE_STATUS.disabled) {
      await this.devices.state.setOnline(device, false);
      await this.notify((w) => w.status(device.id, false));
    }
    for (const subId of this.sessions.releaseCarriedBy(identity.deviceId)) {
      const sub = await this.devices.devices.findById(subId);
      if (sub && sub.status === DEVICE_STATUS.online) {
        await this.devices.state.setOnline(sub, false);
        await this.notify((w) => w.status(sub.id, false));
      }
    }
  }

  /**
   * The device a device session publishes as: itself, or a sub-device of it when the topic names one (the
   * policy already allowed the topic; this re-checks the link). A sub-device heard from is online.
   */
  private async sender(
    identity: Extract<BrokerIdentity, { kind: 'device' }>,
    productId: number,
    serialNumber: string,
  ): Promise<{ id: number; productId: number; serialNumber: string } | undefined> {
    if (serialNumber === identity.serialNumber && productId === identity.productId) {
      return { id: identity.deviceId, productId, serialNumber };
    }
    const sub = await this.devices.devices.findBySerial(serialNumber);
    if (!sub || sub.gatewayId !== identity.deviceId || sub.productId !== productId) return undefined;
    if (!this.sessions.isCarried(sub.id)) {
      this.sessions.carry(sub.id, identity.deviceId);
      if (sub.status !== DEVICE_STATUS.online && sub.status !== DEVICE_STATUS.disabled) {
        await this.devices.state.setOnline(sub, true);
        await this.notify((w) => w.status(sub.id, true));
      }
    }
    return { id: sub.id, productId, serialNumber };
  }

  /**
   * THE ingest path for property, function and event reports, whether a device published them or the
   * in-app simulator sent them as the device: model checks, storage, command replies, scenes, `/ws/service`.
   */
  async ingest(
    device: { id: number; productId: number; serialNumber: string },
    suffix: UpTopic,
    items: ThingItem[],
  ): Promise<ThingItem[]> {
    const accepted = await this.devices.state.report(device, suffix, items);
    if (accepted.length > 0) {
      this.devices.commands.onDeviceReport(device.id, accepted);
      await this.notify((w) => w.reported(device, suffix, accepted));
    }
    return accepted;
  }

  /**
   * FastBee-Arduino's OTA reply names the serial alone (`/{sn}/http/upgrade/reply`, the policy allowed it
   * for this device or a sub-device of it). Its chunked twin (`/fetch/upgrade/reply`) answers a transfer
   * Linli never starts: it is logged and dropped.
   */
  private async serialOtaReply(
    identity: Extract<BrokerIdentity, { kind: 'device' }>,
    topic: string,
    payload: Buffer,
  ): Promise<void> {
    const parsed = parseSerialTopic(topic);
    if (!parsed || !isSerialOtaReply(parsed.suffix)) return;
    const device =
      parsed.serialNumber === identity.serialNumber
        ? { id: identity.deviceId }
        : await this.devices.devices.findBySerial(parsed.serialNumber);
    if (!device) return;
    if (parsed.suffix !== SERIAL_OTA_TOPICS.httpReply) {
      this.log.warn({ serialNumber: parsed.serialNumber, topic }, 'MQTT chunked OTA reply dropped');
      return;
    }
    await this.notify((w) => w.upgradeReply?.(device.id, parseJson(payload), 'fastbee-arduino'));
  }

  async published(identity: BrokerIdentity, topic: string, payload: Buffer): Promise<void> {
    if (identity.kind === 'registrant') return this.registrants.published(identity, topic, payload);
    const parsed = parseTopic(topic);
    if (!parsed) {
      if (identity.kind === 'device') await this.serialOtaReply(identity, topic, payload);
      return;
    }
    if (identity.kind === 'app') {
      if (parsed.suffix !== Topic.functionGet) return;
      const items = decodeThingPayload(payload);
      const device = await this.devices.devices.findBySerial(parsed.serialNumber);
      if (items && device) await this.devices.commands.fromApp(identity.user.userId, device, items);
      return;
    }
    if (!isUpTopic(parsed.suffix)) return;
    const device = await this.sender(identity, parsed.productId, parsed.serialNumber);
    // An all-digit serial's `/{sn}/http/upgrade/reply` reads as `/{pid}/{sn}/upgrade/reply` too.
    if (!device) return this.serialOtaReply(identity, topic, payload);
    switch (parsed.suffix) {
      case Topic.infoPost: {
        const info = deviceInfo.safeParse(parseJson(payload));
        const record = await this.devices.devices.findById(device.id);
        if (info.success && record) {
          await this.devices.state.info(record, info.data);
          await this.notify((w) => w.info?.(device.id, info.data));
        } else this.log.warn({ serialNumber: device.serialNumber, topic }, 'MQTT info dropped: not valid');
        return;
      }
      case Topic.ntpPost: {
        const now = this.clock.now().getTime();
        const answer = mqttTimeAnswer(payload, now, now);
        await this.sessions.publish(
          buildTopic(device.productId, device.serialNumber, Topic.ntpGet),
          JSON.stringify(answer),
        );
        return;
      }
      case Topic.upgradeReply:
        await this.notify((w) => w.upgradeReply?.(device.id, parseJson(payload), 'linli'));
        return;
      case Topic.monitorPost:
        // Live monitoring is forwarded by the broker to subscribed apps and never stored
        // (docs/fastbee.md "Real-time monitoring").
        return;
      default: {
        const items = decodeThingPayload(payload);
        if (!items) {
          this.log.warn(
            { serialNumber: device.serialNumber, topic },
            'MQTT report dropped: not a payload array',
          );
          return;
        }
        await this.ingest(device, parsed.suffix, items);
      }
    }
  }
}

function parseJson(payload: Buffer): unknown {
  const text = payload.toString('utf8');
  // U+0000 (JSON carries it only escaped) cannot be stored in PostgreSQL text: such a message is malformed.
  if (text.includes('\\u0000')) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
