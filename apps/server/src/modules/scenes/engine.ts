import {
  COMMAND_ORIGIN,
  compareValue,
  DEVICE_STATUS,
  SCENE_COND,
  SCENE_EXECUTE_MODE,
  SCENE_SOURCE,
  type SceneRun,
  type SceneTrigger,
  type ThingItem,
  Topic,
  TRIGGER_TYPE,
  type UpTopic,
  weekdayCron,
} from '@linli/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { addMs, type Clock, MINUTE, SECOND } from '../../platform/clock.ts';
import type { ScheduledRun, Scheduler } from '../../platform/scheduler.ts';
import type { AlertsService } from '../alerts/index.ts';
import type { Devices } from '../devices/index.ts';
import type { DeviceWatcher, ReportingDevice } from '../mqtt/index.ts';
import type { DeviceActionRunner } from '../timers/index.ts';
import type { SceneRecord, ScenesRepository } from './scenes.repository.ts';

/** Scheduler kinds: a scene's timing trigger (recurring) and a delayed run (one-shot, keyed by run id). */
export const SCENE_TIMER_JOB = 'scene-timer';
export const SCENE_RUN_JOB = 'scene-run';

/** What reached the engine: accepted items of a report, or a status change. */
type DeviceEvent =
  | { deviceId: number; kind: 'report'; suffix: UpTopic; items: ThingItem[] }
  | { deviceId: number; kind: 'status'; online: boolean };

type DeviceTrigger = Extract<SceneTrigger, { source: 1 }>;

/**
 * The scene engine (docs/product.md "Scenes", docs/fastbee.md "Scenes"). Enabled scenes are indexed in memory
 * by the devices their triggers watch, so an ingested report costs one map lookup per device. A report or
 * status change that touches a trigger evaluates all the scene's triggers (cond any / all / none, other
 * values from the stored last values); a scene that fires is silenced for `silentPeriod` minutes, and its
 * actions run now or after `executeDelay` seconds through the persisted scheduler (so a pending delayed
 * run survives a restart). Every firing is written to the run log.
 */
export class SceneEngine implements DeviceWatcher {
  private readonly scenes = new Map<number, SceneRecord>();
  private readonly byDevice = new Map<number, Set<number>>();
  private readonly inflight = new Set<Promise<unknown>>();
  private readonly changeListeners: ((sceneId: number) => void)[] = [];

  constructor(
    private readonly repository: ScenesRepository,
    private readonly devices: Devices,
    private readonly runner: DeviceActionRunner,
    private readonly alerts: AlertsService,
    private readonly scheduler: Scheduler,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {
    scheduler.register(SCENE_RUN_JOB, {
      run: (job) => this.track(this.execute(job.refId)),
      misfired: (job) => this.misfired(job),
    });
    scheduler.register(SCENE_TIMER_JOB, { run: (job) => this.timed(job) });
  }

  /** Loads the enabled scenes and arms their timing triggers (at start). */
  async load(): Promise<void> {
    for (const scene of await this.repository.enabled()) await this.refresh(scene.sceneId, scene);
  }

  /** Hears the scenes this node changed (scale-out: other nodes re-read them, see `reindex`). */
  onChange(listener: (sceneId: number) => void): void {
    this.changeListeners.push(listener);
  }

  /** Re-reads one scene after a change: index and timing job follow its state. */
  async refresh(sceneId: number, known?: SceneRecord): Promise<void> {
    await this.reindex(sceneId, known);
    // A change made here (load() passes `known` and is no change): other nodes' indexes must follow.
    if (!known) for (const listener of this.changeListeners) listener(sceneId);
  }

  /** Re-reads one scene into this node's index without telling anyone (another node changed it). */
  async reindex(sceneId: number, known?: SceneRecord): Promise<void> {
    const scene = known ?? (await this.repository.find(sceneId));
    this.scenes.delete(sceneId);
    for (const set of this.byDevice.values()) set.delete(sceneId);
    const timing = scene?.triggers.find((t) => t.source === SCENE_SOURCE.timer);
    if (scene?.enable !== 1) {
      await this.scheduler.cancel(SCENE_TIMER_JOB, sceneId);
      return;
    }
    this.scenes.set(sceneId, scene);
    if (timing && timing.source === SCENE_SOURCE.timer) {
      const cron = timingCron(timing);
      if (!(await this.scheduler.nextRunOf(SCENE_TIMER_JOB, sceneId)))
        await this.scheduler.arm(SCENE_TIMER_JOB, sceneId, cron);
      return;
    }
    await this.scheduler.cancel(SCENE_TIMER_JOB, sceneId);
    for (const t of scene.triggers) {
      if (t.source !== SCENE_SOURCE.device) continue;
      const set = this.byDevice.get(t.deviceId) ?? new Set<number>();
      set.add(sceneId);
      this.byDevice.set(t.deviceId, set);
    }
  }

  /** Re-arms a changed timing trigger (its schedule may differ from the armed one). */
  async rearmTiming(sceneId: number): Promise<void> {
    await this.scheduler.cancel(SCENE_TIMER_JOB, sceneId);
    await this.refresh(sceneId);
  }

  /** Waits for running executions (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.inflight.size > 0) await Promise.allSettled([...this.inflight]);
  }

  reported(device: ReportingDevice, suffix: UpTopic, items: ThingItem[]): Promise<void> {
    return this.onEvent({ deviceId: device.id, kind: 'report', suffix, items });
  }

  status(deviceId: number, online: boolean): Promise<void> {
    return this.onEvent({ deviceId, kind: 'status', online });
  }

  private async onEvent(event: DeviceEvent): Promise<void> {
    const ids = this.byDevice.get(event.deviceId);
    if (!ids || ids.size === 0) return;
    for (const id of [...ids]) {
      const scene = this.scenes.get(id);
      if (scene) await this.evaluate(scene, event);
    }
  }

  private async evaluate(scene: SceneRecord, event: DeviceEvent): Promise<void> {
    const triggers = scene.triggers.filter((t): t is DeviceTrigger => t.source === SCENE_SOURCE.device);
    if (!triggers.some((t) => t.deviceId === event.deviceId && touches(t, event))) return;
    const conditions: SceneRun['conditions'] = [];
    for (const [index, t] of triggers.entries()) {
      const value = await this.valueFor(t, event);
      conditions.push({ index, held: value !== null && holds(t, value), value });
    }
    const held = conditions.filter((c) => c.held).length;
    const fire =
      scene.cond === SCENE_COND.all
        ? held === conditions.length
        : scene.cond === SCENE_COND.none
          ? held === 0
          : held > 0;
    if (!fire) return;
    const now = this.clock.now();
    if (scene.silentPeriod > 0 && scene.lastFiredTime) {
      const quietUntil = new Date(scene.lastFiredTime).getTime() + scene.silentPeriod * MINUTE;
      if (now.getTime() < quietUntil) return this.repository.noteSilenced(scene.sceneId, now.toISOString());
    }
    // The scene's owner must still be able to see the device (a share may have been revoked).
    if (!(await this.devices.access.can({ userId: scene.userId, roles: [] }, event.deviceId, 'read'))) return;
    // Another node may have fired it meanwhile (scale-out: its lastFiredTime is not in this node's index).
    const quietSince = new Date(now.getTime() - scene.silentPeriod * MINUTE).toISOString();
    if (
      scene.silentPeriod > 0 &&
      !(await this.repository.claimFiring(scene.sceneId, now.toISOString(), quietSince))
    )
      return this.repository.noteSilenced(scene.sceneId, now.toISOString());
    const device = await this.devices.devices.findById(event.deviceId);
    const detail: SceneRun['detail'] = {
      deviceId: event.deviceId,
      serialNumber: device?.serialNumber ?? '',
      ...(event.kind === 'report'
        ? { items: event.items.map((i) => ({ id: i.id, value: i.value })) }
        : { status: event.online ? 'online' : 'offline' }),
    };
    await this.start(scene, 'device', detail, conditions);
  }

  /** The value a trigger sees: from this event if it carries it, else the stored state. */
  private async valueFor(t: DeviceTrigger, event: DeviceEvent): Promise<string | null> {
    const here = t.deviceId === event.deviceId;
    if (t.type === TRIGGER_TYPE.online || t.type === TRIGGER_TYPE.offline) {
      const online =
        here && event.kind === 'status'
          ? event.online
          : (await this.devices.devices.findById(t.deviceId))?.status === DEVICE_STATUS.online;
      return online ? 'online' : 'offline';
    }
    if (here && event.kind === 'report') {
      const isEvent = event.suffix === Topic.eventPost;
      if ((t.type === TRIGGER_TYPE.event) === isEvent) {
        const item = event.items.find((i) => i.id === t.id);
        if (item) return item.value;
      }
    }
    // Events are moments: one not in this report did not happen now.
    if (t.type === TRIGGER_TYPE.event) return null;
    const stored = await this.devices.state.storedValues(t.deviceId);
    return stored.find((v) => v.id === t.id)?.value ?? null;
  }

  /** Records the firing and runs the actions now, or arms the delayed run. */
  async start(
    scene: SceneRecord,
    cause: SceneRun['cause'],
    detail: SceneRun['detail'],
    conditions: SceneRun['conditions'],
    delay = true,
  ): Promise<number> {
    const now = this.clock.now();
    const firedAt = now.toISOString();
    if (cause !== 'manual') {
      scene.lastFiredTime = firedAt;
      await this.repository.setFired(scene.sceneId, firedAt);
    }
    const seconds = delay ? scene.executeDelay : 0;
    const executeAt = addMs(now, seconds * SECOND);
    const runId = await this.repository.insertRun({
      sceneId: scene.sceneId,
      cause,
      detail,
      conditions,
      actions: [],
      status: 'pending',
      firedAt,
      executeAt: executeAt.toISOString(),
      finishedAt: null,
    });
    if (seconds > 0) await this.scheduler.once(SCENE_RUN_JOB, runId, executeAt);
    else await this.track(this.execute(runId));
    return runId;
  }

  private track<T>(promise: Promise<T>): Promise<T> {
    this.inflight.add(promise);
    void promise.finally(() => this.inflight.delete(promise)).catch(() => {});
    return promise;
  }

  private async timed(job: ScheduledRun): Promise<void> {
    const scene = this.scenes.get(job.refId) ?? (await this.repository.find(job.refId));
    if (scene?.enable !== 1) return;
    await this.start(scene, 'timer', {}, []);
  }

  private async misfired(job: ScheduledRun): Promise<void> {
    await this.repository.finishRun(
      job.refId,
      [
        {
          index: -1,
          target: 'scheduler',
          result: 'misfired',
          detail: 'server was down past the grace period',
        },
      ],
      'failed',
      this.clock.now().toISOString(),
    );
  }

  /** Runs a recorded firing's actions, serially (each waits for the device's echo) or in parallel. */
  async execute(runId: number): Promise<void> {
    const run = await this.repository.findRun(runId);
    if (!run) return;
    const scene = await this.repository.find(run.sceneId);
    if (!scene) return;
    const firing = run.detail.deviceId ? await this.devices.devices.findById(run.detail.deviceId) : undefined;
    const one = async (index: number): Promise<SceneRun['actions'][number]> => {
      const action = scene.actions[index]!;
      try {
        if (action.source === SCENE_SOURCE.alarm) {
          const alertId = await this.alerts.raise({
            authorId: scene.userId,
            device: firing,
            sceneId: scene.sceneId,
            sceneName: scene.sceneName,
            alertName: action.alertName,
            alertLevel: action.alertLevel,
            detail:
              run.detail.items ?? (run.detail.status ? [{ id: 'status', value: run.detail.status }] : []),
          });
          return { index, target: `alarm:${action.alertLevel}`, result: 'alert', detail: String(alertId) };
        }
        const outcome = await this.runner.run(
          scene.userId,
          action.deviceId,
          [{ id: action.id, value: action.value }],
          { kind: COMMAND_ORIGIN.scene, name: scene.sceneName },
        );
        return {
          index,
          target: `device:${action.deviceId}:${action.id}=${action.value}`,
          result: outcome.result,
          detail: outcome.detail,
        };
      } catch (error) {
        this.log.error({ err: error, sceneId: scene.sceneId }, 'scene action failed');
        return { index, target: `action:${index}`, result: 'INTERNAL', detail: String(error) };
      }
    };
    const indexes = scene.actions.map((_a, i) => i);
    const results: SceneRun['actions'] = [];
    if (scene.executeMode === SCENE_EXECUTE_MODE.parallel)
      results.push(...(await Promise.all(indexes.map(one))));
    else for (const i of indexes) results.push(await one(i));
    const ok = results.filter(
      (r) => r.result === 'replied' || r.result === 'shadow' || r.result === 'alert',
    ).length;
    const status = ok === results.length ? 'done' : ok === 0 ? 'failed' : 'partial';
    await this.repository.finishRun(runId, results, status, this.clock.now().toISOString());
  }
}

/** Whether an event concerns a trigger at all (a report of another item does not). */
function touches(t: DeviceTrigger, event: DeviceEvent): boolean {
  if (t.type === TRIGGER_TYPE.online || t.type === TRIGGER_TYPE.offline) return event.kind === 'status';
  if (event.kind !== 'report') return false;
  const isEvent = event.suffix === Topic.eventPost;
  return (t.type === TRIGGER_TYPE.event) === isEvent && event.items.some((i) => i.id === t.id);
}

function holds(t: DeviceTrigger, value: string): boolean {
  if (t.type === TRIGGER_TYPE.online) return value === 'online';
  if (t.type === TRIGGER_TYPE.offline) return value === 'offline';
  // An event trigger without a value fires on the event itself.
  if (t.type === TRIGGER_TYPE.event && t.value === '') return true;
  return compareValue(value, t.operator, t.value);
}

export function timingCron(t: Extract<SceneTrigger, { source: 2 }>): string {
  return t.isAdvance === 1 ? (t.cronExpression ?? '') : weekdayCron(t.time ?? '', t.weekdays ?? []);
}
