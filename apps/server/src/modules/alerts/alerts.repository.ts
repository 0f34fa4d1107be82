import {
  ALERT_STATUS,
  type AlertListQuery,
  type AlertLog,
  type AlertOrigin,
  type AlertPerson,
  type AlertStatus,
  type DeviceEvent,
  type EventListQuery,
} from '@linli/contracts';
import type { Kysely } from 'kysely';
import { pageWithTotal, preparedPage, readPage } from '../../db/prepared-query.ts';
import type { Database } from '../../db/schema.ts';
import { toAlert } from './alert-row.ts';

export interface NewAlert {
  userId: number;
  deviceId: number | null;
  serialNumber: string;
  deviceName: string;
  productId: number | null;
  sceneId: number | null;
  sceneName: string;
  alertName: string;
  alertNameEn: string | null;
  alertLevel: number;
  status: number;
  detail: { id: string; value: string }[];
  createdAt: string;
  authorName: string;
  audience: AlertAudience;
  origin: AlertOrigin;
  identifier: string;
  person: AlertPerson | null;
}

/**
 * Whose alerts besides their own a user sees: device alerts of devices shared with them with `alert`, raised
 * since they accepted the share, and device alarms about the persons they are the caseworker of.
 */
export interface AlertScope {
  sharedDevices: { deviceId: number; since: string }[];
  personIds: number[];
}

/** Who an alert is for: the device's owner and shared users, or the scene's author alone. */
export type AlertAudience = 'device' | 'author';

/** An alert as stored: what callers see, plus the account it is on and its audience. */
export type StoredAlert = AlertLog & { userId: number; audience: AlertAudience };

/** Whether the user sees only their own alerts (no device shared with alerts, no caseload). */
const isOwnOnly = (scope: AlertScope) => scope.sharedDevices.length === 0 && scope.personIds.length === 0;

/** Whether the list is narrowed by anything besides who may see it. */
const isFiltered = (q: AlertListQuery) =>
  q.status !== undefined ||
  q.alertLevel !== undefined ||
  q.deviceId !== undefined ||
  Boolean(q.serialNumber || q.alertName || q.beginTime || q.endTime);

/** Every column of an alert, named (a page read as JSON, db/prepared-query.ts pageWithTotal, must name them). */
const ALERT_COLUMNS = [
  'alert_logs.id',
  'alert_logs.user_id',
  'alert_logs.device_id',
  'alert_logs.serial_number',
  'alert_logs.device_name',
  'alert_logs.product_id',
  'alert_logs.scene_id',
  'alert_logs.scene_name',
  'alert_logs.alert_name',
  'alert_logs.alert_level',
  'alert_logs.status',
  'alert_logs.detail',
  'alert_logs.remark',
  'alert_logs.handled_by',
  'alert_logs.handled_at',
  'alert_logs.created_at',
  'alert_logs.author_name',
  'alert_logs.audience',
  'alert_logs.origin',
  'alert_logs.identifier',
  'alert_logs.alert_name_en',
  'alert_logs.claimed_by',
  'alert_logs.claimed_name',
  'alert_logs.claimed_at',
  'alert_logs.escalated_at',
  'alert_logs.person_id',
  'alert_logs.person',
] as const;

/** Device event log types shown by `/iot/event/list`: events, online, offline. */
const EVENT_TYPES = [3, 5, 6];

export class AlertsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(alert: NewAlert): Promise<number> {
    const row = await this.db
      .insertInto('alert_logs')
      .values({
        user_id: alert.userId,
        device_id: alert.deviceId,
        serial_number: alert.serialNumber,
        device_name: alert.deviceName,
        product_id: alert.productId,
        scene_id: alert.sceneId,
        scene_name: alert.sceneName,
        alert_name: alert.alertName,
        alert_level: alert.alertLevel,
        status: alert.status,
        detail: JSON.stringify(alert.detail),
        created_at: alert.createdAt,
        author_name: alert.authorName,
        audience: alert.audience,
        origin: alert.origin,
        identifier: alert.identifier,
        alert_name_en: alert.alertNameEn,
        person_id: alert.person?.personId ?? null,
        person: alert.person ? JSON.stringify(alert.person) : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /**
   * Alerts a user may see: their own (on their devices, or a reminder they made), the device alerts of
   * devices shared with them since they accepted — never another shared user's personal reminder — and the device alarms about
   * the persons they are caseworker of.
   */
  private visible(userId: number, scope: AlertScope) {
    return this.db.selectFrom('alert_logs').where((eb) => {
      const mine = [eb('alert_logs.user_id', '=', userId)];
      for (const shared of scope.sharedDevices)
        mine.push(
          eb.and([
            eb('alert_logs.device_id', '=', shared.deviceId),
            eb('alert_logs.audience', '=', 'device'),
            eb('alert_logs.created_at', '>=', shared.since),
          ]),
        );
      if (scope.personIds.length > 0)
        mine.push(
          eb.and([eb('alert_logs.person_id', 'in', scope.personIds), eb('alert_logs.origin', '=', 'device')]),
        );
      return eb.or(mine);
    });
  }

  async list(userId: number, scope: AlertScope, q: AlertListQuery, offset: number, limit: number) {
    if (isOwnOnly(scope) && !isFiltered(q)) {
      // The common case — a member's own alerts, unfiltered — as one prepared statement: the page and its
      // total from the triggers' tally (migration 0031).
      const { rows, total } = readPage(
        (await this.db.executeQuery(this.ownPage(limit, userId, offset))).rows[0],
      );
      return { total, rows: rows.map((r) => toAlert(r, Number(r.is_read ?? 0) > 0)) };
    }
    let query = this.visible(userId, scope);
    if (q.status !== undefined) query = query.where('status', '=', q.status);
    if (q.alertLevel !== undefined) query = query.where('alert_level', '=', q.alertLevel);
    if (q.deviceId !== undefined) query = query.where('device_id', '=', q.deviceId);
    if (q.serialNumber) query = query.where('serial_number', '=', q.serialNumber);
    if (q.alertName)
      query = query.where('alert_name', 'like', `%${q.alertName.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    if (q.beginTime) query = query.where('created_at', '>=', new Date(q.beginTime).toISOString());
    if (q.endTime) query = query.where('created_at', '<=', new Date(q.endTime).toISOString());
    const total = Number(
      (await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n,
    );
    const rows = await this.withReadFlag(query, userId)
      .orderBy('alert_logs.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute();
    return { total, rows: rows.map((r) => toAlert(r, Number(r.is_read ?? 0) > 0)) };
  }

  /** Every column of the alerts, and `is_read` (1 when this user has opened it). */
  private withReadFlag(query: ReturnType<AlertsRepository['visible']>, userId: number) {
    return query.select(ALERT_COLUMNS).select((eb) =>
      eb
        .selectFrom('alert_reads')
        .select((e) => e.fn.countAll<number>().as('c'))
        .whereRef('alert_reads.alert_id', '=', 'alert_logs.id')
        .where('alert_reads.user_id', '=', userId)
        .as('is_read'),
    );
  }

  /**
   * A page of the account's own alerts, newest first (a list without filters and without shared ones), with
   * how many alerts the account holds (all of its own) from the triggers' tally (migration 0031).
   */
  private readonly ownPage = preparedPage(2, (limit, userId: number, offset: number) =>
    pageWithTotal(
      this.db,
      this.withReadFlag(this.db.selectFrom('alert_logs').where('alert_logs.user_id', '=', userId), userId)
        .orderBy('alert_logs.id', 'desc')
        .offset(offset)
        .limit(limit),
      this.db.selectFrom('alert_counts').select('n').where('user_id', '=', userId),
    ),
  );

  async find(id: number) {
    const row = await this.db.selectFrom('alert_logs').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toAlert(row, false);
  }

  async unread(userId: number, scope: AlertScope): Promise<number> {
    const row = await this.visible(userId, scope)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('alert_reads')
              .select('alert_reads.alert_id')
              .whereRef('alert_reads.alert_id', '=', 'alert_logs.id')
              .where('alert_reads.user_id', '=', userId),
          ),
        ),
      )
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** The latest alerts of a person's own devices (raised for the device's people, not personal reminders). */
  async latestOfOwnDevices(userId: number, limit: number) {
    const rows = await this.db
      .selectFrom('alert_logs')
      .selectAll()
      .where('user_id', '=', userId)
      .where('audience', '=', 'device')
      .where('device_id', 'is not', null)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => toAlert(r, false));
  }

  /**
   * The id of a device's pending alert a new alarm at `level` folds into: one of this level or above, raised
   * since `since` or by the same item.
   */
  async openDeviceAlert(
    deviceId: number,
    at: { level: number; identifier: string; since: string },
  ): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('alert_logs')
      .select('id')
      .where('device_id', '=', deviceId)
      .where('status', '=', ALERT_STATUS.pending)
      .where('audience', '=', 'device')
      .where('alert_level', '>=', at.level)
      .where((eb) =>
        eb.or([
          eb('created_at', '>=', at.since),
          eb.and([eb('origin', '=', 'device'), eb('identifier', '=', at.identifier)]),
        ]),
      )
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.id;
  }

  /** Closes a device's pending alarms of one item as needing no action (returns their ids). */
  async resolveOpenDeviceAlarms(deviceId: number, identifier: string, at: string): Promise<number[]> {
    const open = await this.db
      .selectFrom('alert_logs')
      .select('id')
      .where('device_id', '=', deviceId)
      .where('origin', '=', 'device')
      .where('identifier', '=', identifier)
      .where('status', '=', ALERT_STATUS.pending)
      .execute();
    const ids = open.map((r) => r.id);
    if (ids.length > 0)
      await this.db
        .updateTable('alert_logs')
        .set({ status: ALERT_STATUS.noAction, handled_at: at })
        .where('id', 'in', ids)
        .where('status', '=', ALERT_STATUS.pending)
        .execute();
    return ids;
  }

  async markRead(ids: number[], userId: number, at: string): Promise<void> {
    if (ids.length === 0) return;
    const have = new Set(
      (
        await this.db
          .selectFrom('alert_reads')
          .select('alert_id')
          .where('user_id', '=', userId)
          .where('alert_id', 'in', ids)
          .execute()
      ).map((r) => r.alert_id),
    );
    const missing = ids.filter((id) => !have.has(id));
    if (missing.length > 0)
      await this.db
        .insertInto('alert_reads')
        .values(missing.map((alert_id) => ({ alert_id, user_id: userId, read_at: at })))
        .execute();
  }

  async visibleIds(userId: number, scope: AlertScope): Promise<number[]> {
    return (await this.visible(userId, scope).select('alert_logs.id').execute()).map((r) => r.id);
  }

  /**
   * Marks a pending alert as taken on by `by`, unless someone else already has (two taps at once: one wins).
   * Returns whether this call claimed it (claiming one's own claim again counts).
   */
  async claim(id: number, by: { userId: number; name: string }, at: string): Promise<boolean> {
    const result = await this.db
      .updateTable('alert_logs')
      .set({ claimed_by: by.userId, claimed_name: by.name, claimed_at: at })
      .where('id', '=', id)
      .where('status', '=', ALERT_STATUS.pending)
      .where((eb) => eb.or([eb('claimed_by', 'is', null), eb('claimed_by', '=', by.userId)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Marks a still pending, unclaimed alert escalated; false when someone took it on or handled it first. */
  async escalate(id: number, at: string): Promise<boolean> {
    const result = await this.db
      .updateTable('alert_logs')
      .set({ escalated_at: at })
      .where('id', '=', id)
      .where('status', '=', ALERT_STATUS.pending)
      .where('claimed_by', 'is', null)
      .where('escalated_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async handle(id: number, status: AlertStatus, remark: string, by: number, at: string): Promise<void> {
    await this.db
      .updateTable('alert_logs')
      .set({ status, remark, handled_by: by, handled_at: at })
      .where('id', '=', id)
      .execute();
  }

  async events(deviceId: number, q: EventListQuery, offset: number, limit: number) {
    let query = this.db
      .selectFrom('device_logs')
      .innerJoin('devices', 'devices.id', 'device_logs.device_id')
      .where('device_logs.device_id', '=', deviceId)
      .where('device_logs.log_type', 'in', q.logType !== undefined ? [q.logType] : EVENT_TYPES);
    if (q.beginTime) query = query.where('device_logs.created_at', '>=', new Date(q.beginTime).toISOString());
    if (q.endTime) query = query.where('device_logs.created_at', '<=', new Date(q.endTime).toISOString());
    const counted = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const rows = await query
      .select([
        'device_logs.id',
        'device_logs.device_id',
        'device_logs.log_type',
        'device_logs.identifier',
        'device_logs.value',
        'device_logs.remark',
        'device_logs.created_at',
        'devices.serial_number',
      ])
      .orderBy('device_logs.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute();
    const events: DeviceEvent[] = rows.map((r) => ({
      logId: r.id,
      deviceId: r.device_id,
      serialNumber: r.serial_number,
      logType: r.log_type,
      identifier: r.identifier,
      value: r.value,
      remark: r.remark,
      createTime: r.created_at,
    }));
    return { rows: events, total: Number(counted.n) };
  }
}
