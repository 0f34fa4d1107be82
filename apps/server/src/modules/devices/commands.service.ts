import {
  buildTopic,
  COMMAND_ORIGIN,
  COMMAND_RESULT,
  type CommandOrigin,
  DEVICE_STATUS,
  ErrorCode,
  findModel,
  type InvokeBody,
  type InvokeReply,
  THING_TYPES,
  type ThingItem,
  Topic,
  validateValue,
} from '@linli/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import { randomSecret } from '../../platform/credentials.ts';
import { AppError } from '../../platform/errors.ts';
import type { ProductsService } from '../products/index.ts';
import type { Actor, DeviceAccessService } from './access.service.ts';
import type { DeviceRecord } from './devices.repository.ts';
import type { DevicesService } from './devices.service.ts';
import type { DeviceMessaging } from './messaging.ts';
import type { StateRepository } from './state.repository.ts';

/** Command log statuses. */
export const COMMAND_STATUS = {
  sent: 'sent',
  replied: 'replied',
  timeout: 'timeout',
  /** Stored for an offline shadow device; sent when it reconnects. */
  shadow: 'shadow',
  delivered: 'delivered',
  offline: 'offline',
} as const;

/** FastBee function types: 1 service (command), 2 property read. */
const FUN_TYPE = { service: 1, read: 2 } as const;

/**
 * Checked before a command is sent, told when one is: order control (modules/monitoring) plugs in here,
 * so REST, app MQTT commands and timers all pass the same gate.
 */
/** A command typed or tapped in the app (REST or MQTT). */
const FROM_APP: CommandOrigin = { kind: COMMAND_ORIGIN.app, name: '' };

/** A command to one device: `remoteCommand` maps identifiers to values, each checked against the model. */
type CommandRequest = Pick<InvokeBody, 'deviceId' | 'identifier'> & {
  remoteCommand: Record<string, unknown>;
};

/** Who a command is logged for, and what sent it on their behalf. */
interface Sender {
  userId: number;
  origin: CommandOrigin;
}

export interface CommandGate {
  /** Would the command be allowed now? Counts nothing: the early, worded refusal. */
  check(actor: Actor, device: DeviceRecord, items: readonly { id: string }[]): Promise<void>;
  /**
   * The command goes out (or is queued for an offline shadow device): allowed only if its use is taken in
   * the same step, so a burst of commands — REST or MQTT — cannot all pass one check before any is counted.
   */
  admit(actor: Actor, device: DeviceRecord, items: readonly { id: string }[]): Promise<boolean>;
}

interface Waiter {
  messageId: string;
  identifiers: string[];
  resolve: (items: ThingItem[]) => void;
}

export interface CommandsDeps {
  state: StateRepository;
  products: ProductsService;
  access: DeviceAccessService;
  deviceService: DevicesService;
  clock: Clock;
  log: FastifyBaseLogger;
  messaging: DeviceMessaging;
  commandGate: CommandGate;
}

/**
 * Commands to devices: REST `invokeReply` (send and wait for the echo), commands apps publish over MQTT,
 * and shadow mode (stored while offline, delivered on reconnect). Every command is logged with its result.
 */
export class CommandsService {
  private readonly waiters = new Map<number, Set<Waiter>>();
  /** Order control (modules/monitoring): also asked by the broker policy for app commands over MQTT. */
  readonly commandGate: CommandGate;

  constructor(private readonly deps: CommandsDeps) {
    this.commandGate = deps.commandGate;
  }

  /** Checks every identifier of a command: known, controllable by this actor, and a valid value. */
  async checkCommand(
    actor: Actor,
    device: DeviceRecord,
    command: Record<string, unknown>,
  ): Promise<ThingItem[]> {
    const set = await this.deps.products.thingsModels(device.productId);
    const items: ThingItem[] = [];
    for (const [id, raw] of Object.entries(command)) {
      const model = findModel(set, id);
      if (!model || model.type === THING_TYPES.event)
        throw new AppError(ErrorCode.THING_UNKNOWN, { field: id });
      if (model.isReadonly === 1) throw new AppError(ErrorCode.THING_READ_ONLY, { field: model.name });
      if (!(await this.deps.access.canOn(actor, device, 'control', id)))
        throw new AppError(ErrorCode.FORBIDDEN, {}, 403);
      const checked = validateValue(model, raw);
      if (!checked.ok) throw new AppError(ErrorCode.THING_VALUE_INVALID, { field: model.name });
      items.push({ id, value: checked.value });
    }
    if (items.length === 0) throw new AppError(ErrorCode.FIELD_REQUIRED, { field: 'remoteCommand' });
    return items;
  }

  /** Sends a command and waits for the device's echo; `origin`: a timer or scene acting for `actor`. */
  async invoke(actor: Actor, body: InvokeBody, origin: CommandOrigin = FROM_APP): Promise<InvokeReply> {
    const { device, items } = await this.prepare(actor, body);
    const messageId = randomSecret(9);
    const by = { userId: actor.userId, origin };
    const stored = await this.unlessConnected(actor, device, by, messageId, items);
    if (stored) return stored;
    await this.admit(actor, device, items);
    const commandId = await this.log(device, by, messageId, items, COMMAND_STATUS.sent);
    const reply = this.waitFor(
      device.id,
      messageId,
      items.map((i) => i.id),
      body.timeOut * 1000,
    );
    await this.send(device, messageId, items);
    const echoed = await reply;
    const now = this.deps.clock.now().toISOString();
    if (!echoed) {
      await this.deps.state.finishCommand(commandId, COMMAND_STATUS.timeout, null, null);
      throw new AppError(ErrorCode.COMMAND_TIMEOUT, { seconds: body.timeOut });
    }
    await this.deps.state.finishCommand(commandId, COMMAND_STATUS.replied, JSON.stringify(echoed), now);
    return {
      messageId,
      result: COMMAND_RESULT.replied,
      values: Object.fromEntries(echoed.map((i) => [i.id, i.value])),
    };
  }

  /**
   * Sends a command without waiting for the device's echo (FastBee's `/iot/runtime/service/invoke`, what the
   * FastBee app's controls call, modules/fastbee-app): the same checks as `invoke`, logged as sent.
   */
  async dispatch(actor: Actor, body: CommandRequest): Promise<InvokeReply> {
    const { device, items } = await this.prepare(actor, body);
    const messageId = randomSecret(9);
    const by = { userId: actor.userId, origin: FROM_APP };
    const stored = await this.unlessConnected(actor, device, by, messageId, items);
    if (stored) return stored;
    await this.admit(actor, device, items);
    await this.log(device, by, messageId, items, COMMAND_STATUS.sent);
    await this.send(device, messageId, items);
    return { messageId, result: COMMAND_RESULT.sent, values: {} };
  }

  /** The device (readable, not disabled) and the command's items, each checked; order control asked. */
  private async prepare(actor: Actor, body: CommandRequest) {
    const device = await this.deps.deviceService.requireAccess(actor, body.deviceId, 'read');
    if (device.status === DEVICE_STATUS.disabled) throw new AppError(ErrorCode.DEVICE_DISABLED);
    const command =
      Object.keys(body.remoteCommand).length > 0 ? body.remoteCommand : { [body.identifier]: '' };
    const items = await this.checkCommand(actor, device, command);
    await this.commandGate.check(actor, device, items);
    return { device, items };
  }

  /**
   * A device without a session: a shadow device stores the command (answered here), any other refuses it
   * (logged as offline). Undefined while the device is connected.
   */
  private async unlessConnected(
    actor: Actor,
    device: DeviceRecord,
    by: Sender,
    messageId: string,
    items: ThingItem[],
  ): Promise<InvokeReply | undefined> {
    if (this.deps.messaging.isConnected(device.id)) return undefined;
    if (!device.isShadow) {
      await this.log(device, by, messageId, items, COMMAND_STATUS.offline);
      throw new AppError(ErrorCode.DEVICE_OFFLINE);
    }
    await this.admit(actor, device, items);
    await this.storeShadow(device, by, messageId, items);
    return { messageId, result: COMMAND_RESULT.shadow, values: {} };
  }

  /** Takes the command's use under order control, or refuses it (the last use went to another command). */
  private async admit(actor: Actor, device: DeviceRecord, items: readonly { id: string }[]): Promise<void> {
    if (!(await this.commandGate.admit(actor, device, items)))
      throw new AppError(ErrorCode.ORDER_NOT_ALLOWED, { field: 'modelId' });
  }

  /**
   * A command an app published on `/function/get` (the broker already checked it, taking its use under
   * order control, and forwards it to a connected device). Logged here; for an offline shadow device stored
   * for delivery on reconnect.
   */
  async fromApp(userId: number, device: DeviceRecord, items: ThingItem[]): Promise<void> {
    const messageId = items.find((i) => i.remark)?.remark ?? randomSecret(9);
    const by = { userId, origin: FROM_APP };
    if (this.deps.messaging.isConnected(device.id)) {
      await this.log(device, by, messageId, items, COMMAND_STATUS.sent);
    } else if (device.isShadow) {
      await this.storeShadow(device, by, messageId, items);
    } else {
      await this.log(device, by, messageId, items, COMMAND_STATUS.offline);
    }
  }

  /** A device report: completes commands waiting for this echo. */
  onDeviceReport(deviceId: number, items: ThingItem[]): void {
    const waiters = this.waiters.get(deviceId);
    if (!waiters) return;
    const ids = new Set(items.map((i) => i.id));
    // An echo naming another command's message id answers that command, not this one (a late echo of an
    // earlier command, possibly sent by another node); without a remark the identifiers decide.
    const remarked = items.some((i) => i.remark);
    for (const waiter of waiters) {
      const byRemark = items.some((i) => i.remark === waiter.messageId);
      if (byRemark || (!remarked && waiter.identifiers.every((id) => ids.has(id)))) {
        waiters.delete(waiter);
        waiter.resolve(items);
      }
    }
  }

  /**
   * Sends the commands stored while a shadow device was offline, oldest first. Each is claimed (shadow ->
   * delivered) before it is sent: deliveries running at once (a device subscribing twice, or reconnecting
   * while the last delivery still runs) would otherwise both send it (security/reliability/network-drops).
   */
  async deliverPending(device: DeviceRecord): Promise<void> {
    const { shadow, delivered } = COMMAND_STATUS;
    const pending = await this.deps.state.commands(device.id, shadow);
    for (const command of pending) {
      const at = this.deps.clock.now().toISOString();
      if (!(await this.deps.state.claimCommand(command.id, shadow, delivered, at))) continue;
      try {
        await this.send(device, command.messageId, JSON.parse(command.payload) as ThingItem[]);
      } catch (error) {
        // Not sent after all: kept for the next time the device listens.
        await this.deps.state.claimCommand(command.id, delivered, shadow, null);
        throw error;
      }
    }
  }

  private async storeShadow(device: DeviceRecord, by: Sender, messageId: string, items: ThingItem[]) {
    await this.log(device, by, messageId, items, COMMAND_STATUS.shadow);
    await this.deps.state.upsertShadow(device.id, items);
  }

  private async send(device: DeviceRecord, messageId: string, items: ThingItem[]): Promise<void> {
    const payload = items.map((i) => ({ id: i.id, value: i.value, remark: messageId }));
    await this.deps.messaging.publish(
      buildTopic(device.productId, device.serialNumber, Topic.functionGet),
      JSON.stringify(payload),
    );
  }

  private async log(device: DeviceRecord, by: Sender, messageId: string, items: ThingItem[], status: string) {
    return this.deps.state.insertCommand({
      deviceId: device.id,
      messageId,
      userId: by.userId,
      funType: FUN_TYPE.service,
      payload: JSON.stringify(items),
      status,
      createdAt: this.deps.clock.now().toISOString(),
      origin: by.origin,
    });
  }

  private waitFor(
    deviceId: number,
    messageId: string,
    identifiers: string[],
    ms: number,
  ): Promise<ThingItem[] | undefined> {
    return new Promise((resolve) => {
      const set = this.waiters.get(deviceId) ?? new Set<Waiter>();
      this.waiters.set(deviceId, set);
      const timer = setTimeout(() => {
        set.delete(waiter);
        resolve(undefined);
      }, ms);
      const waiter: Waiter = {
        messageId,
        identifiers,
        resolve: (items) => {
          clearTimeout(timer);
          resolve(items);
        },
      };
      set.add(waiter);
    });
  }
}
