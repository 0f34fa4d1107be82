import {
  ErrorCode,
  findModel,
  type OrderControl,
  type OrderControlBody,
  type OrderControlQuery,
  THING_TYPES,
} from '@linli/contracts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import type { Actor, Devices } from '../devices/index.ts';
import type { ProductsService } from '../products/index.ts';
import type { OrderControlRepository } from './order-control.repository.ts';
import type { OrderControlGate } from './order-gate.ts';

/**
 * Order control rules (docs/fastbee.md "Order control", FastBee PRO `OrderControlServiceImpl.judgeThingsModel`):
 * the device owner — the organisation's account — gives a user it shares the device with rules "these
 * commands, between these times, this many times". The rules are applied to every command by the gate
 * (order-gate.ts); this service writes and lists them and answers "may I send this now?".
 */
export class OrderControlService {
  constructor(
    private readonly rules: OrderControlRepository,
    private readonly gate: OrderControlGate,
    private readonly devices: Devices,
    private readonly products: ProductsService,
    private readonly clock: Clock,
  ) {}

  /**
   * `GET /order/control/get`: ok when the caller may send this command to the device now. The share must
   * grant the command first (as sending it would), so a shared user without it or an administrator, who
   * may only look, is not told "yes".
   */
  async judge(actor: Actor, q: OrderControlQuery): Promise<void> {
    const device = await this.devices.devices.requireAccess(actor, q.deviceId, 'control', q.modelId);
    await this.gate.check(actor, device, [{ id: q.modelId }]);
  }

  async create(actor: Actor, body: OrderControlBody): Promise<OrderControl> {
    const device = await this.devices.devices.requireAccess(actor, body.deviceId, 'manage');
    if (body.endTime < body.startTime) {
      throw new AppError(ErrorCode.TIME_RANGE_INVALID, { field: 'endTime' });
    }
    const sharedUser = { userId: body.userId, roles: [] };
    if (body.userId === device.userId || !(await this.devices.access.canOn(sharedUser, device, 'read'))) {
      throw new AppError(ErrorCode.SHARE_NOT_FOUND, { field: 'userId' });
    }
    const set = await this.products.thingsModels(device.productId);
    for (const id of body.selectOrder) {
      const model = findModel(set, id);
      if (!model || model.type === THING_TYPES.event || model.isReadonly === 1) {
        throw new AppError(ErrorCode.THING_UNKNOWN, { field: id });
      }
    }
    const id = await this.rules.insert(body, this.clock.now().toISOString());
    return (await this.rules.find(id))!;
  }

  async list(actor: Actor, deviceId: number, pageNum: number, pageSize: number) {
    await this.devices.devices.requireAccess(actor, deviceId, 'manage');
    return this.rules.listByDevice(deviceId, (pageNum - 1) * pageSize, pageSize);
  }

  async remove(actor: Actor, id: number): Promise<void> {
    const rule = await this.rules.find(id);
    const device = rule ? await this.devices.devices.findById(rule.deviceId) : undefined;
    if (!rule || !device || !this.devices.access.isOwner(actor, device)) {
      throw new AppError(ErrorCode.ORDER_CONTROL_NOT_FOUND);
    }
    await this.rules.delete(id);
  }
}
