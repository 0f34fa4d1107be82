import { DEVICE_STATUS, type DeviceStatus, type LocationWay } from '@linli/contracts';
import type { Expression, Kysely, Selectable, SelectQueryBuilder } from 'kysely';
import { preparedPage, preparedQuery } from '../../db/prepared-query.ts';
import type { Database } from '../../db/schema.ts';
import { type ShortDeviceRecord, shortColumns, toShortRecord } from './short-record.ts';
import type { DevicesTable } from './tables.ts';

export type { ShortDeviceRecord } from './short-record.ts';

export interface DeviceRecord {
  id: number;
  productId: number;
  userId: number;
  serialNumber: string;
  deviceName: string;
  gatewayId: number | null;
  slaveId: number | null;
  status: DeviceStatus;
  isShadow: boolean;
  isSimulate: boolean;
  locationWay: LocationWay;
  longitude: number | null;
  latitude: number | null;
  networkAddress: string;
  networkIp: string;
  rssi: number | null;
  firmwareVersion: number;
  summary: Record<string, unknown>;
  remark: string;
  secret: string;
  activeTime: string | null;
  createdAt: string;
  /** The version of its product's thing model its reports are checked against (docs/devices.md). */
  thingsModelVersion: number;
}

type Columns<R> = (
  query: SelectQueryBuilder<Database, 'devices', object>,
) => SelectQueryBuilder<Database, 'devices', R>;

export interface NewDevice {
  productId: number;
  userId: number;
  serialNumber: string;
  deviceName: string;
  secret: string;
  /** The product's current thing-model version when the device is made. */
  thingsModelVersion: number;
  gatewayId?: number | null;
  isSimulate?: boolean;
}

/** What an update may change: the record's own fields, and the activation time once set. */
export type DeviceChanges = Partial<
  Pick<
    DeviceRecord,
    | 'deviceName'
    | 'status'
    | 'isShadow'
    | 'locationWay'
    | 'longitude'
    | 'latitude'
    | 'networkAddress'
    | 'networkIp'
    | 'rssi'
    | 'firmwareVersion'
    | 'summary'
    | 'remark'
    | 'secret'
  > & { activeTime: string }
>;

export interface DeviceFilter {
  userId?: number;
  /** Only these devices (a group's members). */
  ids?: number[];
  /** Also these devices besides the user's own (shared with the user). */
  alsoIds?: number[];
  status?: number;
  deviceName?: string;
  productId?: number;
  offset: number;
  limit: number;
}

function toRecord(row: Selectable<DevicesTable>): DeviceRecord {
  // A device card's fields (short-record.ts) and what only the detail shows.
  return {
    ...toShortRecord(row),
    longitude: row.longitude,
    latitude: row.latitude,
    networkAddress: row.network_address,
    networkIp: row.network_ip,
    summary: JSON.parse(row.summary) as Record<string, unknown>,
    remark: row.remark,
    secret: row.secret,
    thingsModelVersion: row.things_model_version,
  };
}

const COLUMN: Record<keyof DeviceChanges, keyof DevicesTable> = {
  deviceName: 'device_name',
  status: 'status',
  isShadow: 'is_shadow',
  locationWay: 'location_way',
  longitude: 'longitude',
  latitude: 'latitude',
  networkAddress: 'network_address',
  networkIp: 'network_ip',
  rssi: 'rssi',
  firmwareVersion: 'firmware_version',
  summary: 'summary',
  remark: 'remark',
  activeTime: 'active_time',
  secret: 'secret',
};

function likePattern(keyword: string): string {
  return `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export class DevicesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async findById(id: number): Promise<DeviceRecord | undefined> {
    const [row] = (await this.db.executeQuery(this.byId(id))).rows;
    return row && toRecord(row);
  }

  /** Every access check on one device starts here: the query is built once (db/prepared-query.ts). */
  private readonly byId = preparedQuery(1, (id: number) =>
    this.db.selectFrom('devices').selectAll().where('id', '=', id),
  );

  async findBySerial(serialNumber: string): Promise<DeviceRecord | undefined> {
    const row = await this.db
      .selectFrom('devices')
      .selectAll()
      .where('serial_number', '=', serialNumber)
      .executeTakeFirst();
    return row && toRecord(row);
  }

  async findManyByIds(ids: number[]): Promise<DeviceRecord[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.selectFrom('devices').selectAll().where('id', 'in', ids).execute();
    return rows.map(toRecord);
  }

  /** A page of whole device records and how many match (see `page`). */
  async list(filter: DeviceFilter): Promise<{ rows: DeviceRecord[]; total: number }> {
    const { rows, total } = await this.page(filter, (q) => q.selectAll('devices'));
    return { rows: rows.map(toRecord), total };
  }

  /** A page of devices as their cards need them (the columns of ShortDeviceRecord), and how many match. */
  async listShort(filter: DeviceFilter): Promise<{ rows: ShortDeviceRecord[]; total: number }> {
    const { userId, alsoIds, ids, status, productId, deviceName } = filter;
    const ownOnly =
      userId !== undefined &&
      !alsoIds?.length &&
      ids === undefined &&
      status === undefined &&
      productId === undefined &&
      !deviceName;
    const { rows, total } = ownOnly
      ? await this.counted(
          (await this.db.executeQuery(this.ownShortPage(filter.limit, userId, filter.offset))).rows,
          filter,
        )
      : await this.page(filter, shortColumns);
    return { rows: rows.map(toShortRecord), total };
  }

  /** The page of one's own devices without a filter, the list the home screen asks for most: built once. */
  private readonly ownShortPage = preparedPage(2, (limit, userId: number, offset: number) =>
    this.pageQuery({ userId, offset }, shortColumns, limit),
  );

  /**
   * A page of devices and how many match, in ONE statement: the count rides along as an uncorrelated scalar
   * subquery (run once; on SQLite over the covering index devices_user). Only a page past the end, which
   * has no row to carry it, asks for the count on its own.
   */
  private async page<R>(filter: DeviceFilter, columns: Columns<R>): Promise<{ rows: R[]; total: number }> {
    if (filter.ids !== undefined && filter.ids.length === 0) return { rows: [], total: 0 };
    const rows = await this.pageQuery(filter, columns, filter.limit).execute();
    return this.counted(rows, filter);
  }

  private async counted<R>(rows: (R & { total: number | null })[], filter: DeviceFilter) {
    const first = rows[0];
    if (first) return { rows, total: Number(first.total) };
    if (filter.offset === 0) return { rows: [], total: 0 };
    return { rows: [], total: Number((await this.countQuery(filter).executeTakeFirstOrThrow()).n) };
  }

  /** `limit` apart from the filter: a prepared page writes it into the SQL text (db/prepared-query.ts). */
  private pageQuery<R>(
    filter: Omit<DeviceFilter, 'limit'>,
    columns: Columns<R>,
    limit: number | Expression<number>,
  ) {
    return columns(this.matching(filter))
      .select(this.countQuery(filter).as('total'))
      .orderBy('devices.id', 'desc')
      .offset(filter.offset)
      .limit(limit);
  }

  private countQuery(filter: Omit<DeviceFilter, 'limit'>) {
    return this.matching(filter).select((eb) => eb.fn.countAll<number>().as('n'));
  }

  private matching(filter: Omit<DeviceFilter, 'limit'>): SelectQueryBuilder<Database, 'devices', object> {
    let q = this.db.selectFrom('devices') as SelectQueryBuilder<Database, 'devices', object>;
    if (filter.userId !== undefined) {
      const userId = filter.userId;
      const also = filter.alsoIds ?? [];
      q =
        also.length > 0
          ? q.where((eb) => eb.or([eb('devices.user_id', '=', userId), eb('devices.id', 'in', also)]))
          : q.where('devices.user_id', '=', userId);
    }
    if (filter.ids !== undefined) q = q.where('devices.id', 'in', filter.ids);
    if (filter.status !== undefined) q = q.where('devices.status', '=', filter.status);
    if (filter.productId !== undefined) q = q.where('devices.product_id', '=', filter.productId);
    if (filter.deviceName) {
      const pattern = likePattern(filter.deviceName);
      q = q.where((eb) => eb(eb.fn('lower', ['devices.device_name']), 'like', pattern));
    }
    return q;
  }

  async subDevices(gatewayId: number): Promise<DeviceRecord[]> {
    const rows = await this.db
      .selectFrom('devices')
      .selectAll()
      .where('gateway_id', '=', gatewayId)
      .orderBy('id')
      .execute();
    return rows.map(toRecord);
  }

  /** Puts a device under a gateway at a bus address, or (null) takes it out. */
  async setGateway(id: number, gatewayId: number | null, slaveId: number | null, now: string): Promise<void> {
    await this.db
      .updateTable('devices')
      .set({ gateway_id: gatewayId, slave_id: slaveId, updated_at: now })
      .where('id', '=', id)
      .execute();
  }

  async subDeviceCounts(gatewayIds: number[]): Promise<Map<number, number>> {
    if (gatewayIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('devices')
      .select(['gateway_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('gateway_id', 'in', gatewayIds)
      .groupBy('gateway_id')
      .execute();
    return new Map(rows.map((r) => [r.gateway_id as number, Number(r.n)]));
  }

  async insert(device: NewDevice, now: string): Promise<number> {
    const row = await this.db
      .insertInto('devices')
      .values({
        product_id: device.productId,
        user_id: device.userId,
        serial_number: device.serialNumber,
        device_name: device.deviceName,
        gateway_id: device.gatewayId ?? null,
        slave_id: null,
        status: DEVICE_STATUS.notActive,
        is_simulate: device.isSimulate ? 1 : 0,
        rssi: null,
        longitude: null,
        latitude: null,
        secret: device.secret,
        active_time: null,
        things_model_version: device.thingsModelVersion,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(id: number, changes: DeviceChanges, now: string): Promise<void> {
    const values: Record<string, unknown> = { updated_at: now };
    for (const [key, value] of Object.entries(changes) as [keyof DeviceChanges, unknown][]) {
      if (value === undefined) continue;
      values[COLUMN[key]] =
        typeof value === 'boolean' ? (value ? 1 : 0) : key === 'summary' ? JSON.stringify(value) : value;
    }
    await this.db.updateTable('devices').set(values).where('id', '=', id).execute();
  }

  async thingsModelVersionOf(id: number): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('devices')
      .select('things_model_version')
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.things_model_version;
  }

  async delete(id: number): Promise<void> {
    await this.db.deleteFrom('devices').where('id', '=', id).execute();
  }

  async countByOwner(userId: number): Promise<number> {
    const row = await this.db
      .selectFrom('devices')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Devices the database believes are online (for reconciling with the broker at start). */
  async onlineIds(): Promise<number[]> {
    const rows = await this.db
      .selectFrom('devices')
      .select('id')
      .where('status', '=', DEVICE_STATUS.online)
      .execute();
    return rows.map((r) => r.id);
  }
}
