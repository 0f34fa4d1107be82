import {
  ErrorCode,
  findModel,
  type Language,
  SCENE_ENABLE,
  SCENE_SOURCE,
  type Scene,
  type SceneBody,
  type SceneListQuery,
  type SceneRun,
  sceneSwitchSuccess,
  THING_TYPES,
  TRIGGER_TYPE,
} from '@linli/contracts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, rateLimited, refuses } from '../../platform/errors.ts';
import type { RateLimiter, RateRule } from '../../platform/rate-limiter.ts';
import type { Actor, Devices } from '../devices/index.ts';
import type { ProductsService } from '../products/index.ts';
import type { SceneEngine } from './engine.ts';
import type { ScenesRepository, SceneValues } from './scenes.repository.ts';

const notFound = () => new AppError(ErrorCode.SCENE_NOT_FOUND);
const TRIGGER_MODEL_TYPE: Record<number, number> = {
  [TRIGGER_TYPE.property]: THING_TYPES.property,
  [TRIGGER_TYPE.function]: THING_TYPES.function,
  [TRIGGER_TYPE.event]: THING_TYPES.event,
};

/** Scenes one person may run by hand: 10 a minute. */
export const MANUAL_RUN_RULE: RateRule = { limit: 10, windowMs: 60_000 };

/**
 * Scenes as their owner edits them (docs/product.md "Scenes"). The body rules (name, triggers, actions
 * required; one timing and no alarms with it; delay ≤ 90 s) are in the contract; here: every device is one
 * the caller may read, every trigger item exists, and every device action is a command the caller may give.
 */
export class ScenesService {
  constructor(
    private readonly scenes: ScenesRepository,
    private readonly devices: Devices,
    private readonly products: ProductsService,
    private readonly engine: SceneEngine,
    private readonly clock: Clock,
    private readonly limiter: RateLimiter,
  ) {}

  private async own(actor: Actor, id: number): Promise<Scene> {
    const scene = await this.scenes.find(id);
    if (!scene || scene.userId !== actor.userId) throw notFound();
    return scene;
  }

  private async check(actor: Actor, body: SceneBody): Promise<SceneValues> {
    await this.checkDevices(actor, body);
    return { userId: actor.userId, ...body };
  }

  /** Every device is one the caller may read, every trigger item exists, every device action is allowed. */
  private async checkDevices(actor: Actor, body: Pick<SceneBody, 'triggers' | 'actions'>): Promise<void> {
    for (const [i, t] of body.triggers.entries()) {
      if (t.source !== SCENE_SOURCE.device) continue;
      const device = await this.devices.devices.requireAccess(actor, t.deviceId, 'read');
      const modelType = TRIGGER_MODEL_TYPE[t.type];
      if (modelType === undefined) continue;
      const model = findModel(await this.products.thingsModels(device.productId), t.id);
      if (!model || model.type !== modelType)
        throw new AppError(ErrorCode.THING_UNKNOWN, { field: t.id || `triggers.${i}.id` });
    }
    for (const a of body.actions) {
      if (a.source !== SCENE_SOURCE.device) continue;
      const device = await this.devices.devices.requireAccess(actor, a.deviceId, 'read');
      await this.devices.commands.checkCommand(actor, device, { [a.id]: a.value });
    }
  }

  async list(actor: Actor, query: SceneListQuery) {
    return this.scenes.list(
      { userId: actor.userId, enable: query.enable, name: query.sceneName || undefined },
      (query.pageNum - 1) * query.pageSize,
      query.pageSize,
    );
  }

  get(actor: Actor, id: number): Promise<Scene> {
    return this.own(actor, id);
  }

  async create(actor: Actor, body: SceneBody): Promise<{ sceneId: number }> {
    const values = await this.check(actor, body);
    const id = await this.scenes.insert(values, this.clock.now().toISOString());
    await this.engine.refresh(id);
    return { sceneId: id };
  }

  async update(actor: Actor, id: number, body: SceneBody): Promise<void> {
    await this.own(actor, id);
    const values = await this.check(actor, body);
    await this.scenes.update(id, values, this.clock.now().toISOString());
    await this.engine.rearmTiming(id);
  }

  async remove(actor: Actor, id: number): Promise<void> {
    await this.own(actor, id);
    await this.scenes.delete(id);
    await this.engine.refresh(id);
  }

  /** docs/product.md "Scenes": 'scene switch successful' / 'scene switch failed'. */
  async switch(actor: Actor, id: number, enable: number, language: Language): Promise<string> {
    try {
      const scene = await this.own(actor, id);
      // Switched on again, its devices must still be the caller's to use (a share may have ended since).
      if (enable === SCENE_ENABLE.running) await this.checkDevices(actor, scene);
      await this.scenes.setEnable(id, enable, this.clock.now().toISOString());
      await this.engine.rearmTiming(id);
    } catch (error) {
      if (error instanceof AppError && error.errorCode === ErrorCode.SCENE_NOT_FOUND)
        throw new AppError(ErrorCode.SCENE_SWITCH_FAILED);
      throw error;
    }
    return sceneSwitchSuccess[language];
  }

  /**
   * A user's share of a device narrowed or ended ('share.narrowed'): each of their running scenes that uses
   * the device and that they could no longer save is stopped, rather than failing at every firing (or, for
   * a trigger, firing on a device they may no longer see). Answers the stopped ids.
   */
  async stopNoLongerAllowed(actor: Actor, deviceId: number): Promise<number[]> {
    const stopped: number[] = [];
    const usesDevice = (scene: Scene) =>
      [...scene.triggers, ...scene.actions].some(
        (part) => part.source === SCENE_SOURCE.device && part.deviceId === deviceId,
      );
    for (const scene of (await this.scenes.enabledOf(actor.userId)).filter(usesDevice)) {
      if (!(await refuses(this.checkDevices(actor, scene)))) continue;
      await this.scenes.setEnable(scene.sceneId, SCENE_ENABLE.stopped, this.clock.now().toISOString());
      await this.engine.rearmTiming(scene.sceneId);
      stopped.push(scene.sceneId);
    }
    return stopped;
  }

  /** Run once now: the actions run at once (no conditions, silence or delay); answers the run log entry. */
  /**
   * "Run now" by hand, at most MANUAL_RUN_RULE per person: a scene's actions reach devices and, when critical,
   * phones, so a tap held down or a script cannot make them fire without end.
   */
  async runNow(actor: Actor, id: number): Promise<SceneRun> {
    const scene = await this.own(actor, id);
    const decision = await this.limiter.hit(`scene-run:user:${actor.userId}`, MANUAL_RUN_RULE);
    if (!decision.allowed) throw rateLimited(decision.retryAfterSeconds);
    const first = scene.triggers.find((t) => t.source === SCENE_SOURCE.device);
    const detail = first && first.source === SCENE_SOURCE.device ? { deviceId: first.deviceId } : {};
    const runId = await this.engine.start(scene, 'manual', detail, [], false);
    return (await this.scenes.findRun(runId))!;
  }

  async runs(actor: Actor, sceneId: number, pageNum: number, pageSize: number) {
    await this.own(actor, sceneId);
    return this.scenes.runs(sceneId, (pageNum - 1) * pageSize, pageSize);
  }
}
