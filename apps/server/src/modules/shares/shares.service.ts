import {
  allModels,
  type DeviceShare,
  ErrorCode,
  isMobile,
  type Language,
  maskLoginName,
  SHARE_SYSTEM_PERM_NAMES,
  SHARE_SYSTEM_PERMS,
  type ShareBody,
  type ShareDeviceBody,
  type ShareInvitation,
  type ShareKeyBody,
  type ShareListQuery,
  type SharePerm,
  type ShareUser,
  type ShareUserQuery,
  type ToolUserListQuery,
} from '@linli/contracts';
import { type Clock, MINUTE } from '../../platform/clock.ts';
import { AppError, rateLimited } from '../../platform/errors.ts';
import type { EventBus } from '../../platform/events.ts';
import type { RateLimiter, RateRule } from '../../platform/rate-limiter.ts';
import type { Actor, DeviceRecord, Devices } from '../devices/index.ts';
import type { ProductsService } from '../products/index.ts';
import type { UserRecord, UsersService } from '../users/index.ts';
import type { SharesRepository } from './shares.repository.ts';

/** How a revoked or narrowed share reaches live MQTT sessions. */
export interface ShareSessions {
  disconnectUser(userId: number): Promise<void>;
}

export interface SharesDeps {
  shares: SharesRepository;
  devices: Devices;
  products: ProductsService;
  users: Pick<UsersService, 'findById' | 'findByPhone'>;
  clock: Clock;
  sessions: ShareSessions;
  events: EventBus;
  limiter: RateLimiter;
}

const userNotFound = () => new AppError(ErrorCode.SHARE_USER_NOT_FOUND);

/** What a sharer needs to confirm the person: their own nickname and picture; the login name masked. */
const sharedUserCard = (user: UserRecord): ShareUser => ({
  userId: user.id,
  userName: maskLoginName(user.username),
  nickName: user.nickName,
  phonenumber: user.phonenumber ?? '',
  avatar: user.avatar,
});

/** Looking people up by phone: enough to share with the family, too few to walk the phone book. */
export const SHARE_LOOKUP_RULE: RateRule = { limit: 20, windowMs: 10 * MINUTE };

/**
 * Device sharing (docs/product.md "Roles and sharing", docs/fastbee.md "Sharing"). Only the owner shares,
 * edits or deletes. The share is enforced by DeviceAccessService (its share lookup is createShareLookup in
 * index.ts), so REST and MQTT see it alike.
 */
export class SharesService {
  constructor(private readonly deps: SharesDeps) {}

  /** Everyone who hears a device's alerts: the owner and each shared user whose share grants `alert`. */
  async audienceOf(device: Pick<DeviceRecord, 'id' | 'userId'>): Promise<number[]> {
    return [device.userId, ...(await this.deps.shares.userIdsWith(device.id, 'alert'))];
  }

  /**
   * Devices shared with a user whose alerts they hear (the `alert` permission), each from when they accepted
   * the share: alerts raised before were never theirs (docs/alerts.md "Who is told").
   */
  async alertDevicesOf(userId: number): Promise<{ deviceId: number; since: string }[]> {
    return (await this.deps.shares.acceptedWith(userId, 'alert')).map((s) => ({
      deviceId: s.deviceId,
      since: s.acceptedAt,
    }));
  }

  /** The device if the actor owns it; a shared user is told only the owner may, a stranger not found. */
  private async owned(actor: Actor, deviceId: number): Promise<DeviceRecord> {
    const device = await this.deps.devices.devices.requireAccess(actor, deviceId, 'read');
    if (device.userId !== actor.userId) throw new AppError(ErrorCode.SHARE_OWNER_ONLY, {}, 403);
    return device;
  }

  /** The system permissions and every shareable thing-model item of the device's product. */
  async permList(actor: Actor, deviceId: number, language: Language): Promise<SharePerm[]> {
    const device = await this.deps.devices.devices.requireAccess(actor, deviceId, 'read');
    return this.permsOf(device, language);
  }

  /**
   * The same list for a product (FastBee's `GET /iot/model/permList/{productId}`, which old builds of its app
   * call): thing-model metadata any signed-in user may already read from the product's thing model.
   */
  async permListOfProduct(productId: number, language: Language): Promise<SharePerm[]> {
    await this.deps.products.require(productId);
    return this.permsOf({ productId }, language);
  }

  private async permsOf(device: Pick<DeviceRecord, 'productId'>, language: Language): Promise<SharePerm[]> {
    const models = allModels(await this.deps.products.localizedThingsModels(device.productId, language));
    return [
      ...SHARE_SYSTEM_PERMS.map((p) => ({
        identifier: p,
        modelName: SHARE_SYSTEM_PERM_NAMES[p][language],
        kind: 'system' as const,
        remark: '',
      })),
      ...models
        .filter((m) => m.isSharePerm === 1)
        .map((m) => ({ identifier: m.id, modelName: m.name, kind: 'model' as const, remark: '' })),
    ];
  }

  /**
   * docs/product.md "Roles and sharing": a wrong phone, an unknown user or one already on the device all get
   * the same answer.
   */
  async findUser(actor: Actor, query: ShareUserQuery): Promise<ShareUser> {
    const device = await this.owned(actor, query.deviceId);
    const decision = await this.deps.limiter.hit(`share:lookup:${actor.userId}`, SHARE_LOOKUP_RULE);
    if (!decision.allowed) throw rateLimited(decision.retryAfterSeconds);
    if (!isMobile(query.phonenumber)) throw userNotFound();
    const user = await this.deps.users.findByPhone(query.phonenumber);
    if (!user || user.disabled || user.id === device.userId) throw userNotFound();
    if (await this.deps.shares.find(device.id, user.id)) throw userNotFound();
    return sharedUserCard(user);
  }

  /**
   * FastBee's user look-up (`GET /iot/tool/userList`), held to the share look-up's budget and answer: a whole
   * phone number only, at most one row, the same masked card; with a device, exactly the share look-up's
   * rules for it. It cannot walk the phone book any faster than findUser.
   */
  async lookUpByPhone(actor: Actor, query: ToolUserListQuery): Promise<ShareUser[]> {
    if (query.deviceId !== undefined) {
      const found = this.findUser(actor, { deviceId: query.deviceId, phonenumber: query.phonenumber });
      return found.then(
        (user) => [user],
        (error: unknown) => {
          if (error instanceof AppError && error.errorCode === ErrorCode.SHARE_USER_NOT_FOUND) return [];
          throw error;
        },
      );
    }
    const decision = await this.deps.limiter.hit(`share:lookup:${actor.userId}`, SHARE_LOOKUP_RULE);
    if (!decision.allowed) throw rateLimited(decision.retryAfterSeconds);
    if (!isMobile(query.phonenumber)) return [];
    const user = await this.deps.users.findByPhone(query.phonenumber);
    if (!user || user.disabled || user.id === actor.userId) return [];
    return [sharedUserCard(user)];
  }

  private async checkPerms(device: DeviceRecord, perms: string[]): Promise<void> {
    const allowed = new Set((await this.permsOf(device, 'zh-CN')).map((p) => p.identifier));
    const bad = perms.find((p) => !allowed.has(p));
    if (bad !== undefined) throw new AppError(ErrorCode.SHARE_PERM_UNKNOWN, { field: bad });
  }

  async create(actor: Actor, body: ShareBody): Promise<void> {
    const device = await this.owned(actor, body.deviceId);
    const user = await this.deps.users.findById(body.userId);
    if (!user || user.disabled || user.id === device.userId) throw userNotFound();
    if (await this.deps.shares.find(device.id, user.id)) throw new AppError(ErrorCode.SHARE_EXISTS);
    await this.checkPerms(device, body.perms);
    await this.deps.shares.insert({
      deviceId: device.id,
      userId: user.id,
      perms: body.perms,
      remark: body.remark,
      createdAt: this.deps.clock.now().toISOString(),
      acceptedAt: null,
    });
  }

  /** Shares offered to the caller that they have not answered, with the device and who offers it. */
  async invitations(actor: Actor): Promise<ShareInvitation[]> {
    const out: ShareInvitation[] = [];
    for (const share of await this.deps.shares.pendingFor(actor.userId)) {
      const device = await this.deps.devices.devices.findById(share.deviceId);
      if (!device) continue;
      const owner = await this.deps.users.findById(device.userId);
      out.push({
        deviceId: device.id,
        deviceName: device.deviceName,
        ownerName: owner?.nickName ?? '',
        perms: share.perms,
        remark: share.remark,
        createTime: share.createdAt,
      });
    }
    return out;
  }

  /** The recipient accepts: from now on the share works (device list, control per permission, alerts). */
  async accept(actor: Actor, body: ShareDeviceBody): Promise<void> {
    const at = this.deps.clock.now().toISOString();
    if (!(await this.deps.shares.accept(body.deviceId, actor.userId, at)))
      throw new AppError(ErrorCode.SHARE_INVITATION_NOT_FOUND);
  }

  /** The recipient declines an invitation: it is gone, as if never made. */
  async decline(actor: Actor, body: ShareDeviceBody): Promise<void> {
    const share = await this.deps.shares.find(body.deviceId, actor.userId);
    if (!share || share.acceptedAt) throw new AppError(ErrorCode.SHARE_INVITATION_NOT_FOUND);
    await this.deps.shares.delete(body.deviceId, actor.userId);
  }

  /** The recipient leaves a share they hold: like the owner revoking it, live sessions are cut. */
  async leave(actor: Actor, body: ShareDeviceBody): Promise<void> {
    if (!(await this.deps.shares.findAccepted(body.deviceId, actor.userId)))
      throw new AppError(ErrorCode.SHARE_NOT_FOUND);
    await this.deps.shares.delete(body.deviceId, actor.userId);
    await this.deps.sessions.disconnectUser(actor.userId);
    await this.deps.events.emit('share.narrowed', {
      deviceId: body.deviceId,
      userId: actor.userId,
      perms: null,
    });
  }

  async update(actor: Actor, body: ShareBody): Promise<void> {
    const device = await this.owned(actor, body.deviceId);
    const share = await this.deps.shares.find(device.id, body.userId);
    if (!share) throw new AppError(ErrorCode.SHARE_NOT_FOUND);
    await this.checkPerms(device, body.perms);
    await this.deps.shares.update(device.id, body.userId, body.perms, body.remark);
    // A narrowed share (e.g. monitor taken away) must stop live data the user already subscribed to, and
    // what the user automated with the permissions taken away.
    if (share.perms.some((p) => !body.perms.includes(p))) {
      await this.deps.sessions.disconnectUser(body.userId);
      await this.deps.events.emit('share.narrowed', {
        deviceId: device.id,
        userId: body.userId,
        perms: body.perms,
      });
    }
  }

  async remove(actor: Actor, body: ShareKeyBody): Promise<void> {
    const device = await this.owned(actor, body.deviceId);
    if (!(await this.deps.shares.find(device.id, body.userId))) throw new AppError(ErrorCode.SHARE_NOT_FOUND);
    await this.deps.shares.delete(device.id, body.userId);
    await this.deps.sessions.disconnectUser(body.userId);
    await this.deps.events.emit('share.narrowed', { deviceId: device.id, userId: body.userId, perms: null });
  }

  /** Owner first (isOwner 1), then the shared users. The owner sees all; a shared user sees the owner and self. */
  async list(actor: Actor, query: ShareListQuery): Promise<{ rows: DeviceShare[]; total: number }> {
    const device = await this.deps.devices.devices.requireAccess(actor, query.deviceId, 'read');
    const isOwner = device.userId === actor.userId;
    const owner = await this.deps.users.findById(device.userId);
    const ownerRow: DeviceShare = {
      deviceId: device.id,
      deviceName: device.deviceName,
      userId: device.userId,
      userName: owner?.username ?? '',
      nickName: owner?.nickName ?? '',
      phonenumber: isOwner ? (owner?.phonenumber ?? '') : '',
      perms: [...SHARE_SYSTEM_PERMS],
      isOwner: 1,
      accepted: 1,
      remark: '',
      createTime: device.createdAt,
    };
    const all = await this.deps.shares.listOf(device.id, 0, 10_000);
    const visible = all.rows.filter((r) => isOwner || r.userId === actor.userId);
    const shares: DeviceShare[] = visible.map((r) => ({
      deviceId: device.id,
      deviceName: device.deviceName,
      userId: r.userId,
      userName: r.userName,
      nickName: r.nickName,
      phonenumber: r.phonenumber,
      perms: r.perms,
      isOwner: 0,
      accepted: r.acceptedAt ? 1 : 0,
      remark: r.remark,
      createTime: r.createdAt,
    }));
    const rows = [ownerRow, ...shares];
    const start = (query.pageNum - 1) * query.pageSize;
    return { rows: rows.slice(start, start + query.pageSize), total: rows.length };
  }

  async detail(actor: Actor, deviceId: number, userId: number): Promise<DeviceShare> {
    const { rows } = await this.list(actor, { deviceId, pageNum: 1, pageSize: 10_000 });
    const row = rows.find((r) => r.userId === userId);
    if (!row) throw new AppError(ErrorCode.SHARE_NOT_FOUND);
    return row;
  }
}
