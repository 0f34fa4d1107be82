import {
  DEVICE_STATUS,
  devicesRoutes,
  ErrorCode,
  findModel,
  type Language,
  localizeThingsModels,
  maySimulate,
  type SimulateBody,
  type SimulateResult,
  THING_TYPES,
  type ThingItem,
  Topic,
  validateValue,
} from '@linli/contracts';
import type { ApiRouter } from '../../platform/api-router.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import type { Actor, Devices } from '../devices/index.ts';
import type { ProductsService } from '../products/index.ts';
import type { MqttGateway } from './gateway.ts';

/**
 * The in-app device simulator (FastBee's simulator, docs/fastbee.md "Device simulator"): staff send a
 * property or event report as a device, and it takes the same ingest path as a real device's
 * `/property/post` or `/event/post`, so scenes and alerts can be tried without hardware. Who may is
 * `maySimulate` (packages/contracts/src/devices/simulation.ts): the route admits staff and administrators
 * only, and the device must be their own or a simulated one they can see. Unlike the device path, a bad
 * item is refused with the item named instead of silently dropped: a person is typing here.
 */
export class DeviceSimulator {
  constructor(
    private readonly devices: Devices,
    private readonly products: ProductsService,
    private readonly gateway: MqttGateway,
    private readonly clock: Clock,
  ) {}

  async send(actor: Actor, body: SimulateBody, language: Language): Promise<SimulateResult> {
    const device = await this.devices.devices.requireAccess(actor, body.deviceId, 'read');
    const isOwner = this.devices.access.isOwner(actor, device);
    if (!maySimulate(actor.roles, { isOwner, isSimulate: device.isSimulate })) {
      throw new AppError(ErrorCode.SIMULATE_NOT_ALLOWED, {}, 403);
    }
    if (device.status === DEVICE_STATUS.disabled) throw new AppError(ErrorCode.DEVICE_DISABLED);
    const set = await this.products.thingsModels(device.productId);
    const wanted = body.type === 'event' ? THING_TYPES.event : THING_TYPES.property;
    const items: ThingItem[] = [];
    for (const item of body.items) {
      const model = findModel(set, item.id);
      // Devices report properties and echo functions on property/post; events only on event/post.
      const fits =
        model !== undefined &&
        (wanted === THING_TYPES.event ? model.type === THING_TYPES.event : model.type !== THING_TYPES.event);
      if (!model || !fits) throw new AppError(ErrorCode.THING_UNKNOWN, { field: item.id });
      const checked = validateValue(model, item.value);
      if (!checked.ok) {
        const name = findModel(localizeThingsModels(set, language), item.id)?.name ?? item.id;
        throw new AppError(ErrorCode.THING_VALUE_INVALID, { field: name });
      }
      items.push({ id: item.id, value: checked.value, ...(item.remark && { remark: item.remark }) });
    }
    const suffix = body.type === 'event' ? Topic.eventPost : Topic.propertyPost;
    const accepted = await this.gateway.ingest(device, suffix, items);
    return {
      accepted: accepted.map((i) => ({ id: i.id, value: i.value, ...(i.remark && { remark: i.remark }) })),
      ts: this.clock.now().toISOString(),
    };
  }
}

export function registerSimulateRoutes(router: ApiRouter, simulator: DeviceSimulator): void {
  router.handle(devicesRoutes.simulate, async ({ user, body, request }) => ({
    data: await simulator.send(user, body, request.language),
  }));
}
