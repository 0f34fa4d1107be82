import {
  ALERT_LEVEL,
  alarmLevel,
  DEVICE_STATUS,
  findModel,
  THING_TYPES,
  type ThingItem,
  Topic,
  type UpTopic,
} from '@linli/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { addMs, type Clock, MINUTE } from '../../platform/clock.ts';
import type { Scheduler } from '../../platform/scheduler.ts';
import type { Devices } from '../devices/index.ts';
import type { DeviceWatcher, ReportingDevice } from '../mqtt/index.ts';
import type { ProductsService } from '../products/index.ts';
import type { AlertsService } from './alerts.service.ts';

/** Which reports carry which kind of item: events on event/post, property values on property and monitor posts. */
const WATCHED: Partial<Record<UpTopic, number>> = {
  [Topic.eventPost]: THING_TYPES.event,
  [Topic.propertyPost]: THING_TYPES.property,
  [Topic.monitorPost]: THING_TYPES.property,
};

/** Scheduler kind: the check whether a safety device that went offline is still silent (keyed by device). */
export const OFFLINE_ALARM_JOB = 'device-offline-alarm';
/** The identifier of the alert a silent device raises (no thing-model item has it). */
export const OFFLINE_IDENTIFIER = 'offline';

/**
 * Alarms that need no scene (docs/alerts.md): every stored report is checked against the alarms its product's
 * thing model declares (an SOS or a fall event, a heart rate over 120), and a match raises an alert for the
 * device's people at once. The check costs a cached thing-model lookup per report; only a match reads the
 * device and the database.
 *
 * A silent safety device is itself an alarm: when a device whose product has `offlineAlarmMinutes` goes
 * offline, a persisted one-shot job checks after that long; still offline, it warns the device's people, and
 * its return clears the warning. The job survives a restart, and one found late still runs.
 */
export class DeviceAlarms implements DeviceWatcher {
  constructor(
    private readonly devices: Devices,
    private readonly products: Pick<ProductsService, 'thingsModels' | 'find'>,
    private readonly alerts: AlertsService,
    private readonly scheduler: Scheduler,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    /** ALERT_OFFLINE_SECONDS: one silence for every product that has an offline alarm, instead of its own. */
    private readonly offlineAlarmMs?: number,
  ) {
    const check = ({ refId }: { refId: number }) => this.stillSilent(refId);
    scheduler.register(OFFLINE_ALARM_JOB, { run: check, misfired: check });
  }

  async reported(reporter: ReportingDevice, suffix: UpTopic, items: ThingItem[]): Promise<void> {
    const type = WATCHED[suffix];
    if (type === undefined) return;
    const set = await this.products.thingsModels(reporter.productId);
    for (const item of items) {
      const model = findModel(set, item.id);
      if (!model?.alarms || model.type !== type) continue;
      const level = alarmLevel(model, item.value);
      if (level === undefined) continue;
      const device = await this.devices.devices.findById(reporter.id);
      if (!device) return;
      const detail = [{ id: item.id, value: item.value }];
      if (item.remark) detail.push({ id: 'remark', value: item.remark });
      const id = await this.alerts.raiseFromDevice({
        device,
        identifier: model.id,
        alertName: model.name,
        alertNameEn: model.nameEn ?? null,
        alertLevel: level,
        detail,
      });
      if (id !== undefined)
        this.log.info({ deviceId: device.id, identifier: model.id, level, alertLogId: id }, 'device alarm');
    }
  }

  async status(deviceId: number, online: boolean): Promise<void> {
    if (online) {
      await this.scheduler.cancel(OFFLINE_ALARM_JOB, deviceId);
      await this.alerts.clearDeviceAlarm(deviceId, OFFLINE_IDENTIFIER);
      return;
    }
    const device = await this.devices.devices.findById(deviceId);
    const silence = device && (await this.allowedSilenceMs(device.productId));
    if (!silence) return;
    await this.scheduler.once(OFFLINE_ALARM_JOB, deviceId, addMs(this.clock.now(), silence));
  }

  /** How long a device of the product may be silent before it warns; undefined: it never does. */
  private async allowedSilenceMs(productId: number): Promise<number | undefined> {
    const minutes = (await this.products.find(productId))?.offlineAlarmMinutes;
    if (!minutes) return undefined;
    return this.offlineAlarmMs ?? minutes * MINUTE;
  }

  private async stillSilent(deviceId: number): Promise<void> {
    const device = await this.devices.devices.findById(deviceId);
    if (!device || device.status !== DEVICE_STATUS.offline) return;
    const silence = (await this.allowedSilenceMs(device.productId)) ?? 0;
    await this.alerts.raiseFromDevice({
      device,
      identifier: OFFLINE_IDENTIFIER,
      alertName: '设备离线',
      alertNameEn: 'Device offline',
      alertLevel: ALERT_LEVEL.warning,
      detail: [{ id: OFFLINE_IDENTIFIER, value: silenceText(silence) }],
    });
    this.log.info({ deviceId, silenceMs: silence }, 'safety device silent: offline warning raised');
  }
}

/** "10 min", or "30 s" for a silence shorter than a whole number of minutes (ALERT_OFFLINE_SECONDS). */
function silenceText(ms: number): string {
  return ms % MINUTE === 0 ? `${ms / MINUTE} min` : `${Math.round(ms / 1000)} s`;
}
