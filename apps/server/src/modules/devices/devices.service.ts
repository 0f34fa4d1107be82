import {
  buildDeviceClientId,
  buildTopic,
  DEVICE_LOG_TYPE,
  DEVICE_STATUS,
  DEVICE_TYPES,
  type Device,
  type DeviceCreateBody,
  type DeviceCreated,
  type DeviceListQuery,
  type DeviceShort,
  type DeviceUpdateBody,
  DOWN_TOPICS,
  ErrorCode,
  type Language,
  type ListByGroupQuery,
  MQTT_WS_PATH,
  type MqttConnectData,
  type SubDeviceLinkBody,
  Topic,
  UP_TOPICS,
} from '@linli/contracts';
import type { Clock } from '../../platform/clock.ts';
import { randomSecret } from '../../platform/credentials.ts';
import { isDataRefused } from '../../platform/database-errors.ts';
import { AppError } from '../../platform/errors.ts';
import type { EventBus } from '../../platform/events.ts';
import type { ProductsService } from '../products/index.ts';
import type { Actor, DeviceAccessService, DeviceAction } from './access.service.ts';
import type { DeviceRecord, DevicesRepository, ShortDeviceRecord } from './devices.repository.ts';
import type { DeviceMessaging, GroupMembership, SerialClaims } from './messaging.ts';
import { toDetail, toShort } from './presenter.ts';
import { readingsOf } from './readings.ts';
import type { StateRepository } from './state.repository.ts';

export const deviceNotFound = () => new AppError(ErrorCode.DEVICE_NOT_FOUND);

export interface DevicesDeps {
  devices: DevicesRepository;
  state: StateRepository;
  products: ProductsService;
  access: DeviceAccessService;
  clock: Clock;
  messaging: DeviceMessaging;
  groups: GroupMembership;
  serialClaims: SerialClaims;
  events: EventBus;
}

/** How many "this device reports under its product's latest model" facts are kept (thingsModelVersionOf). */
const DEVICES_KEPT_ON_LATEST = 100_000;

/** Devices as their owners see and edit them (docs/product.md "Devices"). */
export class DevicesService {
  /** Device id -> the product thing-model version it was found reporting under, the latest then. */
  private readonly onLatest = new Map<number, number>();

  constructor(private readonly deps: DevicesDeps) {}

  /** The device if the actor may do `action` with it; a stranger learns nothing (not found). */
  async requireAccess(
    actor: Actor,
    deviceId: number,
    action: DeviceAction,
    identifier?: string,
  ): Promise<DeviceRecord> {
    const device = await this.deps.devices.findById(deviceId);
    if (!device || !(await this.deps.access.canOn(actor, device, 'read'))) throw deviceNotFound();
    if (action !== 'read' && !(await this.deps.access.canOn(actor, device, action, identifier))) {
      throw new AppError(ErrorCode.FORBIDDEN, {}, 403);
    }
    return device;
  }

  async shortList(actor: Actor, query: DeviceListQuery, language: Language) {
    const ids =
      query.groupId === undefined
        ? undefined
        : await this.deps.groups.deviceIdsOf(actor.userId, query.groupId);
    const { rows, total } = await this.deps.devices.listShort({
      userId: actor.userId,
      alsoIds: await this.deps.access.sharedWith(actor.userId),
      ids,
      status: query.status,
      deviceName: query.deviceName || undefined,
      productId: query.productId,
      offset: (query.pageNum - 1) * query.pageSize,
      limit: query.pageSize,
    });
    return { rows: await this.shorts(rows, actor, language), total };
  }

  /**
   * The caller's own devices only, not those shared with them (the FastBee app's group picker,
   * modules/fastbee-app).
   */
  async ownShortList(
    actor: Actor,
    query: { pageNum: number; pageSize: number; deviceName?: string | undefined },
    language: Language,
  ) {
    const { rows, total } = await this.deps.devices.listShort({
      userId: actor.userId,
      deviceName: query.deviceName || undefined,
      offset: (query.pageNum - 1) * query.pageSize,
      limit: query.pageSize,
    });
    return { rows: await this.shorts(rows, actor, language), total };
  }

  async listByGroup(actor: Actor, query: ListByGroupQuery, language: Language) {
    return this.shortList(actor, { ...query, groupId: query.groupId }, language);
  }

  /**
   * Device cards. `reported` is the devices' last non-empty values when the caller has read them already
   * (runningStatus), saving the query.
   */
  async shorts(
    rows: ShortDeviceRecord[],
    actor: Actor,
    language: Language,
    reported?: { deviceId: number; id: string; value: string }[],
  ): Promise<DeviceShort[]> {
    const products = new Map(
      await Promise.all(
        [...new Set(rows.map((r) => r.productId))].map(
          async (id) => [id, await this.deps.products.find(id)] as const,
        ),
      ),
    );
    // Only gateways have sub-devices: a page without one needs no count query.
    const gatewayRows = rows.filter((r) => products.get(r.productId)?.deviceType === DEVICE_TYPES.gateway);
    const counts = await this.deps.devices.subDeviceCounts(gatewayRows.map((r) => r.id));
    const gateways = new Map(
      (
        await this.deps.devices.findManyByIds([
          ...new Set(rows.flatMap((r) => (r.gatewayId ? [r.gatewayId] : []))),
        ])
      ).map((g) => [g.id, g.serialNumber]),
    );
    // Every card's key reading from one query for the whole page, not one per device.
    const valuesByDevice = new Map<number, Map<string, string>>();
    for (const v of reported ?? (await this.deps.state.reportedValuesOf(rows.map((r) => r.id)))) {
      const values = valuesByDevice.get(v.deviceId) ?? new Map<string, string>();
      values.set(v.id, v.value);
      valuesByDevice.set(v.deviceId, values);
    }
    const out: DeviceShort[] = [];
    for (const row of rows) {
      const product = products.get(row.productId);
      out.push(
        toShort(row, product, actor.userId, language, {
          subDeviceCount: counts.get(row.id) ?? 0,
          gwDevCode: row.gatewayId ? (gateways.get(row.gatewayId) ?? '') : '',
          readings: readingsOf(product?.thingsModels, valuesByDevice.get(row.id) ?? new Map(), language),
        }),
      );
    }
    return out;
  }

  async detail(actor: Actor, deviceId: number, language: Language): Promise<Device> {
    const device = await this.requireAccess(actor, deviceId, 'read');
    const [short] = await this.shorts([device], actor, language);
    const subs = await this.shorts(await this.deps.devices.subDevices(device.id), actor, language);
    return toDetail(short!, device, subs);
  }

  async subDevices(actor: Actor, deviceId: number, language: Language): Promise<DeviceShort[]> {
    const device = await this.requireAccess(actor, deviceId, 'read');
    return this.shorts(await this.deps.devices.subDevices(device.id), actor, language);
  }

  /**
   * Links one of the owner's sub-devices under one of their gateways (FastBee's `gwDevCode`, `slaveId`,
   * docs/fastbee.md "Gateway sub-devices"): from then on the gateway may report for it on the
   * sub-device's topics, and the sub-device is online while its gateway is.
   */
  async linkSubDevice(actor: Actor, body: SubDeviceLinkBody, language: Language): Promise<DeviceShort> {
    const gateway = await this.requireAccess(actor, body.gatewayId, 'manage');
    const gatewayProduct = await this.deps.products.require(gateway.productId);
    if (gatewayProduct.deviceType !== DEVICE_TYPES.gateway) {
      throw new AppError(ErrorCode.NOT_A_GATEWAY, { field: 'gatewayId' });
    }
    const sub = await this.requireAccess(actor, body.deviceId, 'manage');
    const subProduct = await this.deps.products.require(sub.productId);
    if (!subProduct.isSubDevice) throw new AppError(ErrorCode.NOT_A_SUB_DEVICE, { field: 'deviceId' });
    if (sub.gatewayId !== null && sub.gatewayId !== gateway.id) {
      throw new AppError(ErrorCode.SUB_DEVICE_LINKED, { field: 'deviceId' });
    }
    const siblings = await this.deps.devices.subDevices(gateway.id);
    const taken = new Set(siblings.filter((d) => d.id !== sub.id).map((d) => d.slaveId));
    if (body.slaveId !== undefined && taken.has(body.slaveId)) {
      throw new AppError(ErrorCode.FIELD_INVALID, { field: 'slaveId' });
    }
    let slaveId = body.slaveId ?? sub.slaveId ?? 1;
    while (body.slaveId === undefined && taken.has(slaveId)) slaveId += 1;
    await this.deps.devices.setGateway(sub.id, gateway.id, slaveId, this.deps.clock.now().toISOString());
    // Under a gateway that is online, the sub-device is online at once (not only at the gateway's next connect).
    await this.deps.events.emit('device.subLinked', { subDeviceId: sub.id, gatewayId: gateway.id });
    const linked = (await this.deps.devices.findById(sub.id)) ?? { ...sub, gatewayId: gateway.id, slaveId };
    const [short] = await this.shorts([linked], actor, language);
    return short!;
  }

  /** Takes a sub-device out of its gateway (the owner's call); the gateway may no longer report for it. */
  async unlinkSubDevice(actor: Actor, deviceId: number): Promise<void> {
    const sub = await this.requireAccess(actor, deviceId, 'manage');
    if (sub.gatewayId === null) return;
    const now = this.deps.clock.now().toISOString();
    await this.deps.devices.setGateway(sub.id, null, null, now);
    // Its gateway no longer carries it: without a session of its own it is offline.
    this.deps.messaging.disconnect(sub.id);
    if (sub.status === DEVICE_STATUS.online) {
      await this.deps.devices.update(sub.id, { status: DEVICE_STATUS.offline }, now);
    }
  }

  /** For the broker: the sub-devices a gateway reports for. */
  subDevicesOf(gatewayId: number): Promise<DeviceRecord[]> {
    return this.deps.devices.subDevices(gatewayId);
  }

  /**
   * `POST /iot/device`: a device the caller adds by hand. With a serial number it is a claim on a real box,
   * held to the linking checks (authorization code, throttle); without one the server numbers it.
   */
  async add(actor: Actor, body: DeviceCreateBody): Promise<DeviceCreated> {
    if (body.serialNumber !== undefined) {
      await this.deps.products.require(body.productId);
      if (await this.deps.devices.findBySerial(body.serialNumber))
        throw new AppError(ErrorCode.SERIAL_NUMBER_TAKEN, { field: 'serialNumber' });
      await this.deps.serialClaims.admit(actor, {
        productId: body.productId,
        serialNumber: body.serialNumber,
        authCode: body.authCode,
      });
    }
    return this.create(actor, body);
  }

  /**
   * Adds a device to the caller's account; it gets its own MQTT secret and reports under its product's
   * current thing-model version. Every way of making a device comes here, and `device.created` says so
   * (a serial that had registered itself stops being a registrant, modules/linking).
   */
  async create(
    actor: Actor,
    body: DeviceCreateBody,
    options: { isSimulate?: boolean; gatewayId?: number; secret?: string } = {},
  ): Promise<DeviceCreated> {
    const product = await this.deps.products.require(body.productId);
    const serialNumber =
      body.serialNumber ??
      `D${actor.userId}${randomSecret(8)
        .toUpperCase()
        .replace(/[^A-Z0-9]/g, '0')}`;
    if (await this.deps.devices.findBySerial(serialNumber)) {
      throw new AppError(ErrorCode.SERIAL_NUMBER_TAKEN, { field: 'serialNumber' });
    }
    const id = await this.deps.devices
      .insert(
        {
          productId: body.productId,
          userId: actor.userId,
          serialNumber,
          deviceName: body.deviceName,
          secret: options.secret ?? randomSecret(18),
          gatewayId: options.gatewayId ?? null,
          isSimulate: options.isSimulate ?? false,
          thingsModelVersion: product.thingsModelVersion,
        },
        this.deps.clock.now().toISOString(),
      )
      .catch(async (error: unknown) => {
        // Two claims of one number at once: the unique index took the first.
        if (isDataRefused(error) && (await this.deps.devices.findBySerial(serialNumber)))
          throw new AppError(ErrorCode.SERIAL_NUMBER_TAKEN, { field: 'serialNumber' });
        throw error;
      });
    await this.deps.events.emit('device.created', { deviceId: id, productId: product.id, serialNumber });
    return { deviceId: id, serialNumber };
  }

  /**
   * The thing-model version a device's reports are checked against: its product's current one unless the
   * device was left on an older one (a new model not yet applied to it, products/versions.ts). Most products
   * never changed their model (version 1) and nothing is read. A device found on the current version stays
   * there until the product's version moves on (only then can a device be behind), so that fact is kept;
   * a device behind is read each time, which lasts only until the new model is applied to it.
   */
  async thingsModelVersionOf(device: Pick<DeviceRecord, 'id' | 'productId'>): Promise<number> {
    const product = await this.deps.products.find(device.productId);
    const latest = product?.thingsModelVersion ?? 1;
    if (latest <= 1 || this.onLatest.get(device.id) === latest) return latest;
    const version = (await this.deps.devices.thingsModelVersionOf(device.id)) ?? latest;
    if (version === latest) {
      if (this.onLatest.size >= DEVICES_KEPT_ON_LATEST) this.onLatest.clear();
      this.onLatest.set(device.id, latest);
    }
    return version;
  }

  async update(actor: Actor, deviceId: number, body: DeviceUpdateBody): Promise<void> {
    const device = await this.requireAccess(actor, deviceId, 'manage');
    const now = this.deps.clock.now().toISOString();
    const disable = body.isDisabled === 1 && device.status !== DEVICE_STATUS.disabled;
    const enable = body.isDisabled === 0 && device.status === DEVICE_STATUS.disabled;
    await this.deps.devices.update(
      device.id,
      {
        deviceName: body.deviceName,
        locationWay: body.locationWay,
        longitude: body.longitude,
        latitude: body.latitude,
        networkAddress: body.networkAddress,
        remark: body.remark,
        isShadow: body.isShadow === 1,
        ...(disable && { status: DEVICE_STATUS.disabled }),
        ...(enable && { status: device.activeTime ? DEVICE_STATUS.offline : DEVICE_STATUS.notActive }),
      },
      now,
    );
    if (disable) {
      await this.deps.state.insertLogs(
        [{ deviceId: device.id, logType: DEVICE_LOG_TYPE.disabled, identifier: 'disable', value: '1' }],
        now,
      );
      this.deps.messaging.disconnect(device.id);
    }
  }

  async remove(actor: Actor & { experience?: boolean }, deviceId: number): Promise<void> {
    const device = await this.requireAccess(actor, deviceId, 'manage');
    if (actor.experience) throw new AppError(ErrorCode.EXPERIENCE_READ_ONLY);
    // Deleted first, so an app resubscribing while its connection is cut is refused.
    await this.deps.devices.delete(device.id);
    await this.deps.messaging.forget(device);
  }

  /**
   * Re-reads a device and reconciles its status with the broker: the database may say online while no
   * session exists (a crash), or the reverse.
   */
  async synchronize(actor: Actor, deviceId: number, language: Language): Promise<Device> {
    const device = await this.requireAccess(actor, deviceId, 'read');
    const connected = this.deps.messaging.isConnected(device.id);
    if (device.status === DEVICE_STATUS.online && !connected) {
      await this.deps.devices.update(
        device.id,
        { status: DEVICE_STATUS.offline },
        this.deps.clock.now().toISOString(),
      );
    }
    return this.detail(actor, deviceId, language);
  }

  /** What a real device needs to connect (owner only): FastBee client id with the device's own secret. */
  async mqttConnectData(actor: Actor, deviceId: number): Promise<MqttConnectData> {
    const device = await this.requireAccess(actor, deviceId, 'manage');
    const product = await this.deps.products.require(device.productId);
    const { host, port } = this.deps.messaging.endpoint();
    return {
      host,
      port,
      wsPath: MQTT_WS_PATH,
      clientId: buildDeviceClientId(device.serialNumber, device.productId, device.userId),
      username: product.mqttAccount,
      passwd: device.secret,
      subscribeTopic: DOWN_TOPICS.map((t) => buildTopic(device.productId, device.serialNumber, t)),
      reportTopic: UP_TOPICS.map((t) => buildTopic(device.productId, device.serialNumber, t)),
    };
  }

  /** A Wi-Fi pairing token becomes the device's own MQTT secret (linking module). */
  async setSecret(deviceId: number, secret: string): Promise<void> {
    await this.deps.devices.update(deviceId, { secret }, this.deps.clock.now().toISOString());
  }

  /** For the broker: the device behind a serial. */
  findBySerial(serialNumber: string): Promise<DeviceRecord | undefined> {
    return this.deps.devices.findBySerial(serialNumber);
  }

  /** Devices the database believes online (scale-out: a node starts its cluster-wide view from them). */
  onlineIds(): Promise<number[]> {
    return this.deps.devices.onlineIds();
  }

  findById(deviceId: number): Promise<DeviceRecord | undefined> {
    return this.deps.devices.findById(deviceId);
  }

  statusTopic(device: DeviceRecord): string {
    return buildTopic(device.productId, device.serialNumber, Topic.statusPost);
  }
}
