import { alarmLevel, findModel, THING_TYPES, type ThingItem, Topic, type UpTopic } from '@linli/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Devices } from '../devices/index.ts';
import type { DeviceWatcher, ReportingDevice } from '../mqtt/gateway.ts';
import type { ProductsService } from '../products/products.service.ts';
import type { AlertsService } from './alerts.service.ts';

/** Which reports carry which kind of item: events on event/post, property values on property and monitor posts. */
const WATCHED: Partial<Record<UpTopic, number>> = {
  [Topic.eventPost]: THING_TYPES.event,
  [Topic.propertyPost]: THING_TYPES.property,
  [Topic.monitorPost]: THING_TYPES.property,
};

/**
 * Alarms that need no scene (docs/alerts.md): every stored report is checked against the alarms its product's
 * thing model declares (an SOS or a fall event, a heart rate over 120), and a match raises an alert for the
 * device's people at once. The check costs a cached thing-model lookup per report; only a match reads the
 * device and the database.
 */
export class DeviceAlarms implements DeviceWatcher {
  constructor(
    private readonly devices: Devices,
    private readonly products: Pick<ProductsService, 'thingsModels'>,
    private readonly alerts: AlertsService,
    private readonly log: FastifyBaseLogger,
  ) {}

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

  status(): void {}
}
