import {
  allModels,
  type DeviceLog,
  type DeviceLogCreateBody,
  type DeviceLogListQuery,
  type DeviceLogUpdateBody,
  ErrorCode,
  type Language,
  type LogType,
  logRemarkText,
} from '@linli/contracts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import type { Actor, DeviceRecord, Devices } from '../devices/index.ts';
import type { ProductsService } from '../products/index.ts';
import type { UsersService } from '../users/index.ts';
import { checkRange, requireDevice } from './device-ref.ts';
import type { LogRecord, LogsRepository } from './logs.repository.ts';

export interface LogsDeps {
  logs: LogsRepository;
  devices: Devices;
  products: ProductsService;
  clock: Clock;
  /** Names the people commands were sent by (the command log's "who"). */
  users: Pick<UsersService, 'findById'>;
}

/**
 * Device logs (docs/product.md "Device logs", `/iot/deviceLog*`): the owner and shared users holding the
 * `log` permission read them; only the owner writes, edits or deletes. Every call checks the one device it
 * touches (object-level), so an id of someone else's log answers "not found".
 */
export class LogsService {
  constructor(private readonly deps: LogsDeps) {}

  async list(actor: Actor, q: DeviceLogListQuery, language: Language) {
    return this.listOfTypes(actor, q, undefined, language);
  }

  /**
   * The list narrowed to some log types (undefined: all), with the same checks: the FastBee app's event log
   * and command log each show only their own kinds (modules/fastbee-app/content-logs.ts).
   */
  async listOfTypes(
    actor: Actor,
    q: DeviceLogListQuery,
    types: readonly LogType[] | undefined,
    language: Language,
  ) {
    checkRange(q.beginTime, q.endTime);
    const device = await requireDevice(this.deps.devices, actor, q, 'log');
    const offset = (q.pageNum - 1) * q.pageSize;
    const { rows, total } = await this.deps.logs.list(device.id, q, offset, q.pageSize, types);
    const names = await this.modelNames(device, language);
    const people = await this.peopleOf(rows);
    return { rows: rows.map((r) => present(r, device, names, people, language)), total };
  }

  /** User id -> the name a person knows them by, for the senders of the commands on a page. */
  private async peopleOf(rows: LogRecord[]): Promise<Map<number, string>> {
    const ids = [...new Set(rows.flatMap((r) => (r.userId === null ? [] : [r.userId])))];
    const found = await Promise.all(ids.map((id) => this.deps.users.findById(id)));
    return new Map(found.flatMap((u) => (u ? [[u.id, u.nickName || u.username] as const] : [])));
  }

  async get(actor: Actor, id: number, language: Language): Promise<DeviceLog> {
    const { record, device } = await this.visibleLog(actor, id, 'log');
    const names = await this.modelNames(device, language);
    return present(record, device, names, await this.peopleOf([record]), language);
  }

  async create(actor: Actor, body: DeviceLogCreateBody, language: Language): Promise<DeviceLog> {
    await this.deps.devices.devices.requireAccess(actor, body.deviceId, 'manage');
    const id = await this.deps.logs.insertLog(body, this.deps.clock.now().toISOString());
    return this.get(actor, id, language);
  }

  async update(actor: Actor, body: DeviceLogUpdateBody): Promise<void> {
    await this.visibleLog(actor, body.logId, 'manage');
    await this.deps.logs.updateRemark(body.logId, body.remark);
  }

  async remove(actor: Actor, id: number): Promise<void> {
    await this.visibleLog(actor, id, 'manage');
    await this.deps.logs.deleteLog(id);
  }

  /** A log the actor may see (else "not found", whoever owns it) and then act on (else forbidden). */
  private async visibleLog(actor: Actor, id: number, action: 'log' | 'manage') {
    const record = await this.deps.logs.findLog(id);
    const device = record ? await this.deps.devices.devices.findById(record.deviceId) : undefined;
    if (!record || !device || !(await this.deps.devices.access.canOn(actor, device, 'read'))) {
      throw new AppError(ErrorCode.LOG_NOT_FOUND, { field: 'logId' });
    }
    if (!(await this.deps.devices.access.canOn(actor, device, action))) {
      throw new AppError(ErrorCode.FORBIDDEN, {}, 403);
    }
    return { record, device };
  }

  private async modelNames(device: DeviceRecord, language: Language): Promise<Map<string, string>> {
    const set = await this.deps.products.localizedThingsModels(device.productId, language);
    return new Map(allModels(set).map((m) => [m.id, m.name]));
  }
}

function present(
  r: LogRecord,
  device: DeviceRecord,
  names: Map<string, string>,
  people: Map<number, string>,
  language: Language,
): DeviceLog {
  return {
    logId: r.id,
    source: r.source,
    logType: r.logType,
    deviceId: device.id,
    serialNumber: device.serialNumber,
    deviceName: device.deviceName,
    identify: r.identify,
    modelName: r.identify
      .split(',')
      .map((id) => names.get(id) ?? '')
      .filter(Boolean)
      .join(', '),
    logValue: r.logValue,
    // A command's remark is its status; a log row's may be a code the server wrote (LOG_REMARK), translated.
    remark: r.source === 'log' ? logRemarkText(r.remark, language) : r.remark,
    createTime: r.createTime,
    origin: r.origin,
    originName: r.originName,
    byName: r.userId === null ? '' : (people.get(r.userId) ?? ''),
  };
}
