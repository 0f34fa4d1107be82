import { ErrorCode, type OrderControl } from '@linli/contracts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import type { Actor, CommandGate, DeviceRecord } from '../devices/index.ts';
import type { OrderControlRepository } from './order-control.repository.ts';

/**
 * Order control as the devices module's CommandGate (docs/fastbee.md "Order control"), so REST commands,
 * app commands over MQTT (broker policy) and timers running as the user are all held to it. A user with any
 * rule on a device is under order control there: a command passes only under a rule that is current, lists
 * the identifier and has commands left, and sending it uses one up. The owner is never limited. It needs only
 * the rules, so it is made before the devices module.
 */
export class OrderControlGate implements CommandGate {
  constructor(
    private readonly rules: OrderControlRepository,
    private readonly clock: Clock,
  ) {}

  async check(actor: Actor, device: DeviceRecord, items: readonly { id: string }[]): Promise<void> {
    if (device.userId === actor.userId) return;
    const rules = await this.rules.forUser(device.id, actor.userId);
    if (rules.length === 0) return;
    const now = this.clock.now().toISOString();
    for (const { id } of items) {
      if (!rules.some((r) => allows(r, id, now))) {
        throw new AppError(ErrorCode.ORDER_NOT_ALLOWED, { field: 'modelId' });
      }
    }
  }

  /** Check and count in one: a use is taken (a conditional update) or the command is refused. */
  async admit(actor: Actor, device: DeviceRecord, items: readonly { id: string }[]): Promise<boolean> {
    if (device.userId === actor.userId) return true;
    const rules = await this.rules.forUser(device.id, actor.userId);
    if (rules.length === 0) return true;
    const now = this.clock.now().toISOString();
    for (const rule of rules.filter((r) => items.every((i) => allows(r, i.id, now)))) {
      if (await this.rules.take(rule.id)) return true;
    }
    return false;
  }
}

function allows(rule: OrderControl, identifier: string, now: string): boolean {
  return (
    rule.count > 0 && rule.startTime <= now && now <= rule.endTime && rule.selectOrder.includes(identifier)
  );
}
