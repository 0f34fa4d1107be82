import {
  buildTopic,
  DEVICE_LOG_TYPE,
  DEVICE_STATUS,
  ErrorCode,
  isDottedVersion,
  isOtaActive,
  type OtaProtocol,
  type OtaReply,
  type OtaStatus,
  type OtaTask,
  type OtaUpgradeBody,
  sameVersion,
  Topic,
  versionText,
} from '@linli/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { type Clock, MINUTE } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import type { Actor, DeviceMessaging, DeviceRecord, Devices, LogRow } from '../devices/index.ts';
import type { ProductsService } from '../products/index.ts';
import { type FirmwareService, firmwareNotFound } from './firmware.service.ts';
import { commandPayload, commandTopic, listensForCommand, readReply } from './generations.ts';
import type { OtaRepository, TaskRecord } from './ota.repository.ts';

/**
 * A task the device acknowledged but then went quiet about for this long is taken as lost (the device
 * crashed or lost power mid-upgrade), so the owner may start again. A `waiting` task never goes stale:
 * the device is offline and gets it when it next listens.
 */
export const OTA_STALE_AFTER_MS = 15 * MINUTE;

export interface UpgradeDeps {
  repository: OtaRepository;
  firmware: FirmwareService;
  devices: Devices;
  /** Which firmware generation a product's devices are (`otaProtocol`, generations.ts). */
  products: Pick<ProductsService, 'find'>;
  messaging: DeviceMessaging;
  /** Device logs (type 4 upgrade, docs/product.md "Device logs"): the devices module's log table. */
  logs: { recordLogs(rows: LogRow[], createdAt: string): Promise<void> };
  clock: Clock;
  log: FastifyBaseLogger;
  /** Where devices reach this server over HTTP, e.g. http://192.168.1.2:8080 (the download URL's base). */
  publicUrl: string;
}

export function presentTask(task: TaskRecord): OtaTask {
  return {
    taskId: task.id,
    deviceId: task.deviceId,
    firmwareId: task.firmwareId ?? 0,
    firmwareName: task.firmwareName,
    fromVersion: task.fromVersion,
    version: task.version,
    status: task.status,
    progress: task.progress,
    message: task.message,
    steps: task.steps,
    createTime: task.createdAt,
    updateTime: task.updatedAt,
  };
}

/**
 * OTA upgrade tasks end to end (docs/fastbee.md "OTA"): the command on the topic of the device's firmware
 * generation (generations.ts), its progress and outcome where the generation reports them (or its new
 * version on `/info/post`), every state persisted, logged in the device log and pushed to apps on `/ws/ota`.
 */
export class UpgradeService {
  /** Messages of one device are handled one after another (a reply and an info may arrive together). */
  private readonly queues = new Map<number, Promise<unknown>>();

  constructor(private readonly deps: UpgradeDeps) {}

  private serial<T>(deviceId: number, run: () => Promise<T>): Promise<T> {
    const previous = this.queues.get(deviceId) ?? Promise.resolve();
    const next = previous.then(run, run);
    const settled = next.catch(() => undefined);
    this.queues.set(deviceId, settled);
    void settled.then(() => {
      if (this.queues.get(deviceId) === settled) this.queues.delete(deviceId);
    });
    return next;
  }

  /**
   * Starts an upgrade; a shared user needs the OTA permission (docs/product.md "Roles and sharing"), enforced
   * here.
   */
  async request(actor: Actor, body: OtaUpgradeBody): Promise<OtaTask> {
    const device = await this.deps.devices.devices.requireAccess(actor, body.deviceId, 'ota');
    const firmware = await this.deps.firmware.find(body.firmwareId);
    if (!firmware) throw firmwareNotFound();
    if (firmware.productId !== device.productId) {
      throw new AppError(ErrorCode.OTA_WRONG_PRODUCT, { field: 'firmwareId' });
    }
    if (device.status === DEVICE_STATUS.disabled) throw new AppError(ErrorCode.DEVICE_DISABLED);
    if (firmware.version <= device.firmwareVersion) {
      throw new AppError(ErrorCode.OTA_NOT_NEWER, { field: 'firmwareId' });
    }
    return this.serial(device.id, async () => {
      const now = this.deps.clock.now();
      const current = await this.deps.repository.latestTask(device.id);
      if (current && isOtaActive(current.status)) {
        const quiet = now.getTime() - new Date(current.updatedAt).getTime();
        if (current.status === 'waiting' || quiet < OTA_STALE_AFTER_MS) {
          throw new AppError(ErrorCode.OTA_IN_PROGRESS);
        }
        await this.change(device, current, { status: 'failed', message: 'no answer from the device' });
      }
      const at = now.toISOString();
      const task = await this.deps.repository.insertTask({
        deviceId: device.id,
        firmwareId: firmware.id,
        firmwareName: firmware.name,
        userId: actor.userId,
        fromVersion: device.firmwareVersion,
        version: firmware.version,
        status: 'waiting',
        progress: 0,
        message: '',
        steps: [{ status: 'waiting', at }],
        createdAt: at,
        updatedAt: at,
      });
      await this.log(device, task);
      await this.push(device, task);
      const messaging = this.deps.messaging;
      return presentTask(messaging.isConnected(device.id) ? await this.send(device, task) : task);
    });
  }

  /** The device's newest upgrade (the device page shows it live). */
  async latest(actor: Actor, deviceId: number): Promise<OtaTask | null> {
    const device = await this.deps.devices.devices.requireAccess(actor, deviceId, 'read');
    const task = await this.deps.repository.latestTask(device.id);
    return task ? presentTask(task) : null;
  }

  /**
   * The device subscribed: a task still `waiting` (or `sent` before it listened, e.g. right after it
   * connected) goes out now. This is how a device offline at request time gets its upgrade on reconnect.
   */
  async deviceListening(deviceId: number, topics: readonly string[]): Promise<void> {
    const device = await this.deps.devices.devices.findById(deviceId);
    if (!device || !listensForCommand(await this.protocolOf(device), device, topics)) return;
    await this.serial(device.id, async () => {
      const task = await this.deps.repository.latestTask(device.id);
      if (task && (task.status === 'waiting' || task.status === 'sent')) await this.send(device, task);
    });
  }

  /**
   * A reply from the device on the reply topic of `protocol`: downloading with progress, installing, success
   * or failed. Only the generation the product speaks is heard.
   */
  async deviceReplied(deviceId: number, payload: unknown, protocol: OtaProtocol): Promise<void> {
    await this.serial(deviceId, async () => {
      const device = await this.deps.devices.devices.findById(deviceId);
      const reply = device && (await this.protocolOf(device)) === protocol && readReply(protocol, payload);
      if (!reply) {
        this.deps.log.warn({ deviceId, protocol }, 'OTA reply dropped: not valid');
        return;
      }
      const task = await this.deps.repository.findTask(reply.taskId);
      // Only the device's own, unfinished task moves; a late or foreign reply changes nothing.
      if (!device || !task || task.deviceId !== deviceId || !isOtaActive(task.status)) return;
      await this.apply(device, task, reply);
    });
  }

  /** `/info/post` after a reboot: running the target version means the upgrade succeeded (as PRO judges it). */
  async deviceAnnounced(deviceId: number, firmwareVersion: number | undefined): Promise<void> {
    if (firmwareVersion === undefined) return;
    await this.serial(deviceId, async () => {
      const device = await this.deps.devices.devices.findById(deviceId);
      const task = await this.deps.repository.latestTask(deviceId);
      if (!device || !task || task.status === 'waiting' || !isOtaActive(task.status)) return;
      if (sameVersion(firmwareVersion, task.version)) await this.succeed(device, task);
    });
  }

  private async apply(device: DeviceRecord, task: TaskRecord, reply: OtaReply): Promise<void> {
    switch (reply.status) {
      case 'downloading':
        await this.change(device, task, {
          status: 'downloading',
          progress: Math.round(reply.progress ?? task.progress),
        });
        return;
      case 'installing':
        await this.change(device, task, { status: 'installing', progress: 100 });
        return;
      case 'failed':
        await this.change(device, task, { status: 'failed', message: reply.message ?? '' });
        return;
      case 'success':
        if (reply.version !== undefined && !sameVersion(reply.version, task.version)) {
          await this.change(device, task, {
            status: 'failed',
            message: `device reports version ${label(reply.version)}, expected ${label(task.version)}`,
          });
          return;
        }
        await this.succeed(device, task);
    }
  }

  private async succeed(device: DeviceRecord, task: TaskRecord): Promise<void> {
    // The device row follows at once, whether or not its next /info/post has arrived yet.
    await this.deps.devices.state.info(device, { firmwareVersion: task.version });
    await this.change(device, task, { status: 'success', progress: 100, message: '' });
  }

  private async send(device: DeviceRecord, task: TaskRecord): Promise<TaskRecord> {
    const firmware = task.firmwareId === null ? undefined : await this.deps.firmware.find(task.firmwareId);
    if (!firmware) {
      return this.change(device, task, { status: 'failed', message: 'firmware deleted' });
    }
    const protocol = await this.protocolOf(device);
    const downloadUrl = new URL(firmware.filePath, this.deps.publicUrl).toString();
    await this.deps.messaging.publish(
      commandTopic(protocol, device),
      commandPayload(protocol, task, firmware, downloadUrl),
    );
    return task.status === 'sent' ? task : this.change(device, task, { status: 'sent' });
  }

  /** Persists a change; a new state adds a step, a log row and (like every change) a push to apps. */
  private async change(
    device: DeviceRecord,
    task: TaskRecord,
    next: { status: OtaStatus; progress?: number; message?: string },
  ): Promise<TaskRecord> {
    const at = this.deps.clock.now().toISOString();
    const moved = next.status !== task.status;
    const updated: TaskRecord = {
      ...task,
      status: next.status,
      progress: next.progress ?? task.progress,
      message: next.message ?? task.message,
      steps: moved ? [...task.steps, { status: next.status, at }] : task.steps,
      updatedAt: at,
    };
    await this.deps.repository.updateTask(updated);
    if (moved) await this.log(device, updated);
    await this.push(device, updated);
    return updated;
  }

  private async log(device: DeviceRecord, task: TaskRecord): Promise<void> {
    await this.deps.logs.recordLogs(
      [
        {
          deviceId: device.id,
          logType: DEVICE_LOG_TYPE.upgrade,
          identifier: 'ota',
          value: task.status,
          remark: `v${label(task.fromVersion)} → v${label(task.version)}${task.message ? `: ${task.message}` : ''}`,
        },
      ],
      task.updatedAt,
    );
  }

  /** The firmware generation of a device's product (generations.ts). */
  private async protocolOf(device: DeviceRecord): Promise<OtaProtocol> {
    return (await this.deps.products.find(device.productId))?.otaProtocol ?? 'linli';
  }

  private async push(device: DeviceRecord, task: TaskRecord): Promise<void> {
    try {
      await this.deps.messaging.publish(
        buildTopic(device.productId, device.serialNumber, Topic.wsOta),
        JSON.stringify(presentTask(task)),
      );
    } catch (error) {
      // No broker (tests without one): the state is persisted; apps read it over REST.
      this.deps.log.debug({ err: error }, 'OTA push skipped');
    }
  }
}

/** A version in a log line or message: a FastBee decimal as it is (2.1), a dotted one dotted (1.0.3). */
const label = (version: number): string =>
  isDottedVersion(version) ? versionText(version) : String(version);
