import {
  allModels,
  buildTopic,
  DEVICE_LOG_TYPE,
  DEVICE_STATUS,
  type DeviceInfo,
  type HealthSummary,
  type Language,
  LOCATION_WAY,
  LOG_REMARK,
  type RunningStatus,
  type RunningThing,
  type StatusMessage,
  THING_TYPES,
  type ThingItem,
  type ThingModel,
  type ThingsModelListQuery,
  type ThingsModelSet,
  type ThingValue,
  Topic,
  type UpTopic,
  validateValue,
} from '@linli/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { ProductsService } from '../products/index.ts';
import type { Actor } from './access.service.ts';
import type { DeviceRecord, DevicesRepository } from './devices.repository.ts';
import type { DevicesService } from './devices.service.ts';
import type { IngestWriter } from './ingest-writer.ts';
import type { DeviceMessaging } from './messaging.ts';
import type { LogRow, StateRepository, ValueRow } from './state.repository.ts';

/** Product categories (catalogue.ts) of devices that watch over the person rather than the home. */
const PERSON_CATEGORIES: readonly string[] = ['健康监测', '紧急呼叫'];

/** One reading of the health record (HealthSummary.deviceReadings). */
export type HealthReading = HealthSummary['deviceReadings'][number];

export interface StateDeps {
  devices: DevicesRepository;
  state: StateRepository;
  writer: IngestWriter;
  products: ProductsService;
  deviceService: DevicesService;
  clock: Clock;
  log: FastifyBaseLogger;
  messaging: DeviceMessaging;
}

/** Live state: online/offline, reported values and events, and how apps read them. */
export class DeviceStateService {
  private readonly unknownIdentifiers = new UnknownIdentifiers();

  constructor(private readonly deps: StateDeps) {}

  async values(actor: Actor, deviceId: number): Promise<ThingValue[]> {
    const device = await this.deps.deviceService.requireAccess(actor, deviceId, 'read');
    return this.deps.state.values(device.id);
  }

  /**
   * A device's last values without a caller to check, for other modules that act on the server's own
   * account (the scene engine, the demo): they read device state here, never through this module's
   * repository (docs/architecture.md "Routes, services, repositories").
   */
  storedValues(deviceId: number): Promise<ThingValue[]> {
    return this.deps.state.values(deviceId);
  }

  /**
   * The latest readings of a person's own devices for their health record: of the devices that watch over
   * the person (PERSON_CATEGORIES: a watch, a fall radar, a pendant — not a plug's energy or a smoke
   * detector), every numeric property the product charts or keeps history of (heart rate, blood oxygen,
   * steps, breathing), with its unit and when it was reported, newest first. A battery is the device's
   * state, not the person's, and is left out.
   */
  async readingsOf(userId: number, language: Language): Promise<HealthReading[]> {
    const { rows: devices } = await this.deps.devices.list({ userId, offset: 0, limit: 100 });
    const readings: HealthReading[] = [];
    for (const device of devices) {
      const product = await this.deps.products.find(device.productId);
      if (!product || !PERSON_CATEGORIES.includes(product.category)) continue;
      const models = (await this.deps.products.localizedThingsModels(device.productId, language)).properties;
      const values = new Map((await this.deps.state.values(device.id)).map((v) => [v.id, v]));
      for (const { id, name, datatype, isChart, isHistory } of models) {
        const value = values.get(id);
        if (datatype.type !== 'integer' && datatype.type !== 'decimal') continue;
        if (id === 'battery' || !(isChart || isHistory) || !value?.value || !value.ts) continue;
        readings.push({
          deviceId: device.id,
          deviceName: device.deviceName,
          identifier: id,
          name,
          value: value.value,
          unit: datatype.unit,
          time: value.ts,
        });
      }
    }
    return readings.sort((a, b) => b.time.localeCompare(a.time));
  }

  /** Device-log rows another module records about a device (OTA progress), at one time. */
  recordLogs(rows: LogRow[], createdAt: string): Promise<void> {
    return this.deps.state.insertLogs(rows, createdAt);
  }

  async runningStatus(actor: Actor, deviceId: number, language: Language): Promise<RunningStatus> {
    const device = await this.deps.deviceService.requireAccess(actor, deviceId, 'read');
    const stored = await this.deps.state.values(device.id);
    // The card's readings come from the same read (its reported, non-empty values): one query, not two.
    const reported = stored.flatMap((v) =>
      v.value !== '' ? [{ deviceId: device.id, id: v.id, value: v.value }] : [],
    );
    const [short] = await this.deps.deviceService.shorts([device], actor, language, reported);
    const models = allModels(await this.deps.products.localizedThingsModels(device.productId, language));
    const values = new Map(stored.map((v) => [v.id, v]));
    const thingsModels: RunningThing[] = models
      .map((m) => {
        const value = values.get(m.id);
        return {
          id: m.id,
          name: m.name,
          ...(m.nameEn !== undefined && { nameEn: m.nameEn }),
          type: m.type,
          datatype: m.datatype,
          isChart: m.isChart,
          isMonitor: m.isMonitor,
          isHistory: m.isHistory,
          isReadonly: m.isReadonly,
          isSharePerm: m.isSharePerm,
          order: m.order,
          value: value?.value ?? '',
          shadow: value?.shadow ?? '',
          ts: value?.ts ?? null,
        };
      })
      .sort((a, b) => b.order - a.order);
    return { ...short!, thingsModels };
  }

  async listThingsModel(actor: Actor, query: ThingsModelListQuery, language: Language) {
    const device = await this.deps.deviceService.requireAccess(actor, query.deviceId, 'read');
    const set = await this.deps.products.localizedThingsModels(device.productId, language);
    const all = allModels(set).filter((m) => query.type === undefined || m.type === query.type);
    const start = (query.pageNum - 1) * query.pageSize;
    return { rows: all.slice(start, start + query.pageSize), total: all.length };
  }

  /** Asks a connected device to report now (`/property/get`) and answers with the values known so far. */
  async propGet(actor: Actor, deviceId: number, identifier: string | undefined): Promise<ThingValue[]> {
    const device = await this.deps.deviceService.requireAccess(actor, deviceId, 'read');
    const messaging = this.deps.messaging;
    if (messaging.isConnected(device.id)) {
      const ask = identifier ? [{ id: identifier, value: '', remark: '' }] : [];
      await messaging.publish(
        buildTopic(device.productId, device.serialNumber, Topic.propertyGet),
        JSON.stringify(ask),
      );
    }
    const values = await this.deps.state.values(device.id);
    return identifier ? values.filter((v) => v.id === identifier) : values;
  }

  /** Connect / disconnect of a device session: status, log row, and `/status/post` to apps. */
  async setOnline(device: DeviceRecord, online: boolean): Promise<void> {
    const now = this.deps.clock.now().toISOString();
    const status = online ? DEVICE_STATUS.online : DEVICE_STATUS.offline;
    await this.deps.devices.update(
      device.id,
      { status, ...(online && !device.activeTime && { activeTime: now }) },
      now,
    );
    await this.deps.state.insertLogs(
      [
        {
          deviceId: device.id,
          logType: online ? DEVICE_LOG_TYPE.online : DEVICE_LOG_TYPE.offline,
          identifier: online ? 'online' : 'offline',
          value: String(status),
        },
      ],
      now,
    );
    await this.pushStatus({ ...device, status });
  }

  async pushStatus(device: DeviceRecord): Promise<void> {
    const message: StatusMessage = {
      status: device.status,
      isShadow: device.isShadow ? 1 : 0,
      rssi: device.rssi ?? 0,
    };
    await this.deps.messaging.publish(this.deps.deviceService.statusTopic(device), JSON.stringify(message));
  }

  /** `/info/post`: signal, firmware, summary, location. Its userId is ignored (ownership is ours). */
  async info(device: DeviceRecord, info: DeviceInfo): Promise<void> {
    const now = this.deps.clock.now().toISOString();
    const useLocation = device.locationWay === LOCATION_WAY.device;
    await this.deps.devices.update(
      device.id,
      {
        rssi: info.rssi,
        firmwareVersion: info.firmwareVersion,
        summary: info.summary,
        ...(useLocation && { longitude: info.longitude, latitude: info.latitude }),
      },
      now,
    );
    await this.pushStatus({ ...device, rssi: info.rssi ?? device.rssi });
  }

  /**
   * A property, function or event report: each item is checked against the thing model the device reports
   * under (its own version of its product's model, devices.service.ts thingsModelVersionOf: type, range,
   * enum); bad items are logged and dropped, good ones stored and pushed to apps on `/ws/service`.
   * Returns the accepted items.
   */
  async report(
    device: Pick<DeviceRecord, 'id' | 'productId' | 'serialNumber'>,
    suffix: UpTopic,
    items: ThingItem[],
  ): Promise<ThingItem[]> {
    const version = await this.deps.deviceService.thingsModelVersionOf(device);
    const byId = modelsById(await this.deps.products.thingsModelsAt(device.productId, version), suffix);
    const isEvent = suffix === Topic.eventPost;
    // One pass builds what is stored and pushed (this runs for every report: bench/RESULTS.md, ingest fix 5).
    const accepted: ThingItem[] = [];
    const values: ValueRow[] = [];
    const logs: (LogRow & { createdAt: string })[] = [];
    const pushed: { id: string; value: string; remark: string }[] = [];
    let now: string | undefined;
    for (const item of items) {
      const model = byId.get(item.id);
      const checked = model ? validateValue(model, item.value) : undefined;
      if (!model || !checked?.ok) {
        this.dropped(device, suffix, item, checked?.ok === false ? checked.reason : 'unknown_identifier');
        now ??= this.deps.clock.now().toISOString();
        if (!model && this.unknownIdentifiers.worthLogging(device.id, item.id, now))
          logs.push(unknownIdentifierLog(device.id, isEvent, item, now));
        continue;
      }
      now ??= this.deps.clock.now().toISOString();
      const value = checked.value;
      accepted.push(
        item.remark === undefined ? { id: item.id, value } : { id: item.id, value, remark: item.remark },
      );
      pushed.push({ id: item.id, value, remark: item.remark ?? '' });
      if (isEvent) {
        logs.push({
          deviceId: device.id,
          logType: DEVICE_LOG_TYPE.event,
          identifier: item.id,
          value,
          remark: item.remark ?? '',
          createdAt: now,
        });
        continue;
      }
      values.push({ deviceId: device.id, id: item.id, value, ts: now });
      if (model.type === THING_TYPES.property && model.isHistory === 1) {
        logs.push({
          deviceId: device.id,
          logType: DEVICE_LOG_TYPE.property,
          identifier: item.id,
          value,
          createdAt: now,
        });
      }
    }
    // Committed in the turn's batch before apps hear of it (and before the broker acknowledges it).
    if (values.length > 0 || logs.length > 0) await this.deps.writer.write({ values, logs });
    if (accepted.length === 0) return accepted;
    await this.deps.messaging.publish(
      buildTopic(device.productId, device.serialNumber, Topic.wsService),
      JSON.stringify(pushed),
    );
    return accepted;
  }

  private dropped(
    device: Pick<DeviceRecord, 'serialNumber'>,
    suffix: UpTopic,
    item: ThingItem,
    reason: string,
  ): void {
    this.deps.log.warn(
      { serialNumber: device.serialNumber, topic: suffix, id: item.id, reason },
      'MQTT report item dropped',
    );
  }
}

/**
 * A report item whose identifier the thing model lacks is kept in the device log (the value as sent, the
 * remark LOG_REMARK.unknownIdentifier), so whoever wonders why nothing shows finds the reason there: event
 * reports as an event row, the rest as a property row.
 */
function unknownIdentifierLog(deviceId: number, isEvent: boolean, item: ThingItem, createdAt: string) {
  return {
    deviceId,
    logType: isEvent ? DEVICE_LOG_TYPE.event : DEVICE_LOG_TYPE.property,
    identifier: item.id,
    value: item.value.slice(0, UNKNOWN_VALUE_KEPT),
    remark: LOG_REMARK.unknownIdentifier,
    createdAt,
  };
}

/** How much of an unknown item's value the log row keeps (enough to recognise it, never a blob). */
const UNKNOWN_VALUE_KEPT = 200;
/**
 * A firmware that reports an identifier the model lacks repeats it in every report: one row per device and
 * identifier per hour tells the reason without filling the log.
 */
const UNKNOWN_LOGGED_EVERY_MS = 60 * 60_000;
/** Device-identifier pairs remembered at most (forgotten all at once when full: a row more now and then). */
const UNKNOWN_PAIRS_KEPT = 10_000;

class UnknownIdentifiers {
  private readonly lastLogged = new Map<string, number>();

  worthLogging(deviceId: number, identifier: string, at: string): boolean {
    const key = `${deviceId}/${identifier}`;
    const now = Date.parse(at);
    const last = this.lastLogged.get(key);
    if (last !== undefined && now - last < UNKNOWN_LOGGED_EVERY_MS) return false;
    if (this.lastLogged.size >= UNKNOWN_PAIRS_KEPT) this.lastLogged.clear();
    this.lastLogged.set(key, now);
    return true;
  }
}

interface ModelIndex {
  reported: Map<string, ThingModel>;
  events: Map<string, ThingModel>;
}
/** Per thing-model set (the products cache hands out the same object until it changes): built once, not per report. */
const modelIndexes = new WeakMap<ThingsModelSet, ModelIndex>();

function modelsById(set: ThingsModelSet, suffix: UpTopic): Map<string, ThingModel> {
  let index = modelIndexes.get(set);
  if (!index) {
    index = {
      reported: new Map([...set.properties, ...set.functions].map((m) => [m.id, m])),
      events: new Map(set.events.map((m) => [m.id, m])),
    };
    modelIndexes.set(set, index);
  }
  return suffix === Topic.eventPost ? index.events : index.reported;
}
