import {
  ALERT_LEVEL,
  ALERT_STATUS,
  type AlertClaimBody,
  type AlertHandleBody,
  type AlertListQuery,
  type AlertLog,
  type AlertMessage,
  ErrorCode,
  type EventListQuery,
  type HealthSummary,
  userAlertTopic,
} from '@linli/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { addMs, type Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import type { EventBus } from '../../platform/events.ts';
import type { Scheduler } from '../../platform/scheduler.ts';
import type { SmsProvider } from '../auth/index.ts';
import type { Actor, DeviceRecord, Devices } from '../devices/index.ts';
import type { SharesService } from '../shares/index.ts';
import type { PersonWatch } from '../social-services/index.ts';
import { shown } from './alert-row.ts';
import type { AlertTextsRepository } from './alert-texts.repository.ts';
import { AlertTexts } from './alert-texts.ts';
import type { AlertScope, AlertsRepository, NewAlert, StoredAlert } from './alerts.repository.ts';

export interface AlertsDeps {
  alerts: AlertsRepository;
  texts: AlertTextsRepository;
  devices: Devices;
  shares: Pick<SharesService, 'audienceOf' | 'alertDevicesOf'>;
  users: {
    findById(id: number): Promise<{ phonenumber: string | null; nickName: string } | undefined>;
  };
  /** The served person a device watches over, and the persons a social worker answers for. */
  persons: {
    watchOf(device: Pick<DeviceRecord, 'id' | 'userId'>): Promise<PersonWatch | undefined>;
    caseload(userId: number): Promise<number[]>;
  };
  sms: SmsProvider;
  /** Alert texts one account may receive in 24 hours (ALERT_SMS_DAILY_LIMIT). */
  smsDailyLimit: number;
  /** ALERT_ESCALATE_SECONDS (in ms) and the centre's ALERT_DUTY_PHONES. */
  escalation: { afterMs: number; dutyPhones: string[] };
  scheduler: Scheduler;
  publish: (topic: string, payload: string) => Promise<void>;
  events: EventBus;
  clock: Clock;
  log: FastifyBaseLogger;
}

/** A scene's alarm action firing. */
export interface SceneAlert {
  /** The person whose scene raises it. */
  authorId: number;
  device: DeviceRecord | undefined;
  sceneId: number | null;
  sceneName: string;
  alertName: string;
  alertLevel: number;
  detail: { id: string; value: string }[];
}

/** A device's own thing-model alarm (DeviceAlarms): an SOS press, a fall, a value past its threshold. */
export interface DeviceAlert {
  device: DeviceRecord;
  identifier: string;
  alertName: string;
  alertNameEn: string | null;
  alertLevel: number;
  detail: { id: string; value: string }[];
}

/** How long a device's pending alert takes in the same device's further alarms (one incident, one alert). */
export const DEVICE_ALARM_FOLD_MS = 5 * 60_000;

/** Scheduler kind: the check whether a device's critical alarm was taken on in time (keyed by alert id). */
export const ALERT_ESCALATE_JOB = 'alert-escalate';

const notFound = () => new AppError(ErrorCode.ALERT_NOT_FOUND);

/** What every alarm a device raises by itself records: the device, for its people, no scene or author. */
export function deviceOwnAlarm(device: DeviceRecord) {
  return {
    userId: device.userId,
    deviceId: device.id,
    serialNumber: device.serialNumber,
    deviceName: device.deviceName,
    productId: device.productId,
    sceneId: null,
    sceneName: '',
    authorName: '',
    audience: 'device',
    origin: 'device',
  } as const satisfies Partial<NewAlert>;
}

/**
 * Alert logs (docs/product.md "Alerts"): raised by scene alarm actions, pushed live on
 * `/user/{userId}/alert`, by SMS too when critical; listed, read and handled by those they went to.
 *
 * Who an alert goes to (SECURITY.md "Alerts"): a scene's author who owns the firing device alerts the device's
 * people — its owner and shared users. Anyone else (a shared user, a member whose scene names no device) raises
 * a reminder for themselves alone: nobody can make an alert appear on, or the centre text, someone else.
 */
export class AlertsService {
  private readonly texts: AlertTexts;

  constructor(private readonly deps: AlertsDeps) {
    this.texts = new AlertTexts(deps);
    // Found late (the server was down): it still runs — an SOS nobody answered must not be forgotten.
    const check = ({ refId }: { refId: number }) => this.escalate(refId);
    deps.scheduler.register(ALERT_ESCALATE_JOB, { run: check, misfired: check });
  }

  /**
   * A scene's alarm: for the device's people when the scene's author owns the firing device, otherwise a
   * personal reminder for the author alone (SECURITY.md "Alerts").
   */
  async raise(input: SceneAlert): Promise<number> {
    const { device } = input;
    const forDevice = device !== undefined && device.userId === input.authorId;
    const author = await this.deps.users.findById(input.authorId);
    return this.deliver(
      {
        userId: forDevice ? device.userId : input.authorId,
        deviceId: device?.id ?? null,
        serialNumber: device?.serialNumber ?? '',
        deviceName: device?.deviceName ?? '',
        productId: device?.productId ?? null,
        sceneId: input.sceneId,
        sceneName: input.sceneName,
        alertName: input.alertName,
        alertNameEn: null,
        alertLevel: input.alertLevel,
        detail: input.detail,
        authorName: author?.nickName ?? '',
        audience: forDevice ? 'device' : 'author',
        origin: 'scene',
        identifier: '',
        person: null,
      },
      forDevice ? await this.deps.shares.audienceOf(device) : [input.authorId],
    );
  }

  /**
   * A device's own alarm, for the device's people. One incident is one alert: while the device has a pending
   * alert at this level or above raised in the last DEVICE_ALARM_FOLD_MS (a second press, smoke reported
   * every half minute, the event and the property of one leak), or one from the same item (a heart rate that
   * stays high), the new one folds into it. Returns the new alert's id, or undefined when folded.
   */
  async raiseFromDevice(input: DeviceAlert): Promise<number | undefined> {
    const { device } = input;
    const now = this.deps.clock.now();
    const open = await this.deps.alerts.openDeviceAlert(device.id, {
      level: input.alertLevel,
      identifier: input.identifier,
      since: new Date(now.getTime() - DEVICE_ALARM_FOLD_MS).toISOString(),
    });
    if (open !== undefined) {
      this.deps.log.info(
        { deviceId: device.id, identifier: input.identifier, into: open },
        'device alarm folded',
      );
      return undefined;
    }
    const watch = await this.deps.persons.watchOf(device);
    const id = await this.deliver(
      {
        ...deviceOwnAlarm(device),
        alertName: input.alertName,
        alertNameEn: input.alertNameEn,
        alertLevel: input.alertLevel,
        detail: input.detail,
        identifier: input.identifier,
        person: watch?.person ?? null,
      },
      await this.deviceAudience(device, watch),
    );
    // Only a device's own critical alarm escalates to the centre: no scene anyone wrote can text its staff.
    if (input.alertLevel === ALERT_LEVEL.critical)
      await this.deps.scheduler.once(ALERT_ESCALATE_JOB, id, addMs(now, this.deps.escalation.afterMs));
    return id;
  }

  /**
   * Nobody took a device's critical alarm on in time: it is marked escalated, its people are texted again
   * (the first text may have gone unseen) and the centre's duty phones are told; every open app shows it.
   * Someone's 我来处理 or a handling in the meantime stops it; it happens once, even across nodes.
   */
  private async escalate(id: number): Promise<void> {
    const at = this.deps.clock.now().toISOString();
    if (!(await this.deps.alerts.escalate(id, at))) return;
    const { alert, people } = await this.announce(id);
    await this.texts.toAudience(people, alert);
    await this.texts.toDutyPhones(this.deps.escalation.dutyPhones, alert);
    this.deps.log.warn(
      { alertLogId: id, people: people.length },
      'critical alert escalated: nobody took it on',
    );
  }

  /**
   * What a device raised by itself and has now undone (a silent device is back online): its pending alerts of
   * that item become "no processing needed", and everyone it went to sees that at once.
   */
  async clearDeviceAlarm(deviceId: number, identifier: string): Promise<void> {
    const at = this.deps.clock.now().toISOString();
    for (const id of await this.deps.alerts.resolveOpenDeviceAlarms(deviceId, identifier, at))
      await this.announce(id);
  }

  /** Stores the alert, pushes it to everyone in its audience, then texts them when it is critical. */
  private async deliver(alert: Omit<NewAlert, 'status' | 'createdAt'>, audience: number[]): Promise<number> {
    const now = this.deps.clock.now().toISOString();
    const record: NewAlert = { ...alert, status: ALERT_STATUS.pending, createdAt: now };
    const id = await this.deps.alerts.insert(record);
    const { userId: _owner, audience: _audience, createdAt: _created, ...rest } = record;
    const message: AlertMessage = {
      alertLogId: id,
      ...rest,
      status: ALERT_STATUS.pending,
      remark: '',
      handledBy: null,
      handledTime: null,
      claimedBy: null,
      claimedByName: '',
      claimTime: null,
      escalatedTime: null,
      createTime: now,
      personal: record.audience === 'author' ? 1 : 0,
    };
    const people = [...new Set(audience)];
    // Everyone sees it in the app first; texts follow, and one that fails (gateway, database) neither stops
    // the others nor the alert.
    for (const userId of people) await this.deps.publish(userAlertTopic(userId), JSON.stringify(message));
    if (record.alertLevel === ALERT_LEVEL.critical) await this.texts.toAudience(people, message);
    return id;
  }

  /**
   * A device's alarm goes to its people (owner, shared users holding `alert`) and to the caseworker of the person it watches
   * over. Scene alerts never reach the centre's staff: nobody's scene can page a social worker.
   */
  private async deviceAudience(device: DeviceRecord, watch: PersonWatch | undefined): Promise<number[]> {
    const people = await this.deps.shares.audienceOf(device);
    return watch?.caseworkerId ? [...people, watch.caseworkerId] : people;
  }

  private async scope(actor: Actor): Promise<AlertScope> {
    return {
      sharedDevices: await this.deps.shares.alertDevicesOf(actor.userId),
      // Only an active staff account has a caseload (PersonWatchService.caseload checks the account); the
      // caller's roles are the account's as of this request, so anyone else needs no lookup.
      personIds: actor.roles.some((role) => role === 'staff' || role === 'admin')
        ? await this.deps.persons.caseload(actor.userId)
        : [],
    };
  }

  /** The alert if the caller is in its audience (else ALERT_NOT_FOUND, as for an alert that does not exist). */
  async visible(actor: Actor, id: number): Promise<StoredAlert> {
    const alert = await this.deps.alerts.find(id);
    if (!alert) throw notFound();
    const { sharedDevices, personIds } = await this.scope(actor);
    const mine =
      alert.userId === actor.userId ||
      (alert.audience === 'device' &&
        sharedDevices.some((d) => d.deviceId === alert.deviceId && alert.createTime >= d.since)) ||
      (alert.origin === 'device' && alert.person !== null && personIds.includes(alert.person.personId));
    if (!mine) throw notFound();
    return alert;
  }

  async list(actor: Actor, query: AlertListQuery): Promise<{ rows: AlertLog[]; total: number }> {
    const { rows, total } = await this.deps.alerts.list(
      actor.userId,
      await this.scope(actor),
      query,
      (query.pageNum - 1) * query.pageSize,
      query.pageSize,
    );
    return { rows: rows.map(shown), total };
  }

  /** One alert; opening it marks it read for the caller. */
  async get(actor: Actor, id: number): Promise<AlertLog> {
    const alert = shown(await this.visible(actor, id));
    await this.deps.alerts.markRead([id], actor.userId, this.deps.clock.now().toISOString());
    return { ...alert, isRead: 1 };
  }

  /**
   * A person's latest alerts for their health record, newest first: only those of their own devices — not of
   * devices others share with them (a neighbour's plug is not this person's health), nor reminders they set
   * on someone else's device.
   */
  async recentFor(userId: number, limit = 5): Promise<HealthSummary['recentAlerts']> {
    const rows = await this.deps.alerts.latestOfOwnDevices(userId, limit);
    return rows.map((a) => ({
      id: a.alertLogId,
      name: a.alertName,
      level: a.alertLevel,
      status: a.status,
      time: a.createTime,
      outcome: a.remark,
    }));
  }

  async unread(actor: Actor): Promise<{ count: number }> {
    return { count: await this.deps.alerts.unread(actor.userId, await this.scope(actor)) };
  }

  async readAll(actor: Actor): Promise<void> {
    const ids = await this.deps.alerts.visibleIds(actor.userId, await this.scope(actor));
    await this.deps.alerts.markRead(ids, actor.userId, this.deps.clock.now().toISOString());
  }

  /**
   * 我来处理: the caller takes a pending alert on, and everyone it went to sees who at once. Someone else's
   * claim stands (the second of two taps is told who was first); a handled alert cannot be claimed.
   */
  async claim(actor: Actor, body: AlertClaimBody): Promise<AlertLog> {
    const alert = await this.visible(actor, body.alertLogId);
    if (alert.status !== ALERT_STATUS.pending) throw new AppError(ErrorCode.ALERT_CLOSED);
    const name = (await this.deps.users.findById(actor.userId))?.nickName ?? '';
    const at = this.deps.clock.now().toISOString();
    if (!(await this.deps.alerts.claim(alert.alertLogId, { userId: actor.userId, name }, at))) {
      const now = await this.deps.alerts.find(alert.alertLogId);
      if (now && now.status !== ALERT_STATUS.pending) throw new AppError(ErrorCode.ALERT_CLOSED);
      throw new AppError(ErrorCode.ALERT_CLAIMED, { name: now?.claimedByName ?? '' });
    }
    await this.deps.scheduler.cancel(ALERT_ESCALATE_JOB, alert.alertLogId);
    return (await this.announce(alert.alertLogId)).alert;
  }

  /** Handling: the owner or a shared user writes the result and sets 2 (no processing needed) or 3. */
  async handle(actor: Actor, body: AlertHandleBody): Promise<void> {
    await this.visible(actor, body.alertLogId);
    await this.deps.alerts.handle(
      body.alertLogId,
      body.status as 2 | 3,
      body.remark,
      actor.userId,
      this.deps.clock.now().toISOString(),
    );
    await this.deps.scheduler.cancel(ALERT_ESCALATE_JOB, body.alertLogId);
    await this.announce(body.alertLogId);
  }

  /**
   * Pushes an alert's current state (claimed, handled) to everyone it went to, on the same topic as the
   * alert itself: open apps update the card and close the full-screen sheet without a reload.
   */
  private async announce(id: number): Promise<{ alert: AlertLog; people: number[] }> {
    const stored = await this.deps.alerts.find(id);
    if (!stored) throw notFound();
    const device =
      stored.audience === 'device' && stored.deviceId !== null
        ? await this.deps.devices.devices.findById(stored.deviceId)
        : undefined;
    // The device's people now — unless it has changed hands since: its new owner never hears of it.
    const people =
      device?.userId !== stored.userId
        ? [stored.userId]
        : stored.origin === 'device'
          ? await this.deviceAudience(device, await this.deps.persons.watchOf(device))
          : await this.deps.shares.audienceOf(device);
    const { isRead: _read, ...message } = shown(stored);
    const payload = JSON.stringify(message satisfies AlertMessage);
    for (const userId of new Set(people)) await this.deps.publish(userAlertTopic(userId), payload);
    return { alert: shown(stored), people };
  }

  /** Device events, online and offline (`/iot/event/list`); a shared user needs the `log` permission. */
  async events(actor: Actor, query: EventListQuery) {
    const id =
      query.deviceId ??
      (query.serialNumber
        ? (await this.deps.devices.devices.findBySerial(query.serialNumber))?.id
        : undefined);
    if (id === undefined) throw new AppError(ErrorCode.FIELD_REQUIRED, { field: 'deviceId' });
    const device = await this.deps.devices.devices.requireAccess(actor, id, 'log');
    return this.deps.alerts.events(device.id, query, (query.pageNum - 1) * query.pageSize, query.pageSize);
  }
}
