import {
  type DeviceGroup,
  type DeviceGroupBody,
  type DeviceGroupListQuery,
  ErrorCode,
  type UpdateDeviceGroupsBody,
} from '@linli/contracts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import type { Actor, DeviceAccessService } from '../devices/index.ts';
import type { DeviceGroupsRepository, GroupRecord } from './groups.repository.ts';

const groupNotFound = () => new AppError(ErrorCode.GROUP_NOT_FOUND);

/** Each user's own device groups (docs/product.md "Groups": name and order required). */
export class DeviceGroupsService {
  constructor(
    private readonly groups: DeviceGroupsRepository,
    private readonly access: DeviceAccessService,
    private readonly clock: Clock,
  ) {}

  private async own(actor: Actor, id: number): Promise<GroupRecord> {
    const group = await this.groups.findOwned(actor.userId, id);
    if (!group) throw groupNotFound();
    return group;
  }

  list(actor: Actor, query: DeviceGroupListQuery) {
    return this.groups.list(
      actor.userId,
      query.groupName || undefined,
      (query.pageNum - 1) * query.pageSize,
      query.pageSize,
    );
  }

  async get(actor: Actor, id: number): Promise<DeviceGroup> {
    const group = await this.own(actor, id);
    const deviceIds = await this.groups.deviceIds(id);
    return {
      groupId: group.id,
      groupName: group.name,
      groupOrder: group.sort,
      remark: group.remark,
      deviceCount: deviceIds.length,
      createTime: group.createdAt,
    };
  }

  async create(actor: Actor, body: DeviceGroupBody): Promise<{ groupId: number }> {
    const id = await this.groups.insert(
      actor.userId,
      { name: body.groupName, sort: body.groupOrder, remark: body.remark },
      this.clock.now().toISOString(),
    );
    return { groupId: id };
  }

  async update(actor: Actor, id: number, body: DeviceGroupBody): Promise<void> {
    await this.own(actor, id);
    await this.groups.update(id, { name: body.groupName, sort: body.groupOrder, remark: body.remark });
  }

  async remove(actor: Actor, id: number): Promise<void> {
    await this.own(actor, id);
    await this.groups.delete(id);
  }

  /** Member devices the caller may still see (a device unshared later drops out of the answer). */
  async deviceIds(actor: Actor, id: number): Promise<number[]> {
    await this.own(actor, id);
    const ids: number[] = [];
    for (const deviceId of await this.groups.deviceIds(id)) {
      if (await this.access.can(actor, deviceId, 'read')) ids.push(deviceId);
    }
    return ids;
  }

  /** Replaces a group's devices; only devices the caller may see can be put in. */
  async setDevices(actor: Actor, body: UpdateDeviceGroupsBody): Promise<void> {
    await this.own(actor, body.groupId);
    const unique = [...new Set(body.deviceIds)];
    for (const deviceId of unique) {
      if (!(await this.access.can(actor, deviceId, 'read'))) {
        throw new AppError(ErrorCode.DEVICE_NOT_FOUND, { field: 'deviceIds' });
      }
    }
    await this.groups.setDeviceIds(body.groupId, unique);
  }
}
