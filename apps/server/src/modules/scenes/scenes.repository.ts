import type { Scene, SceneAction, SceneRun, SceneTrigger } from '@linli/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type SceneRecord = Scene;

export interface SceneValues {
  userId: number;
  sceneName: string;
  enable: number;
  cond: number;
  executeMode: number;
  executeDelay: number;
  silentPeriod: number;
  remark: string;
  triggers: SceneTrigger[];
  actions: SceneAction[];
}

export class ScenesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async find(id: number): Promise<SceneRecord | undefined> {
    const row = await this.db.selectFrom('scenes').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toScene(row);
  }

  async list(filter: { userId?: number; enable?: number; name?: string }, offset: number, limit: number) {
    let query = this.db.selectFrom('scenes');
    if (filter.userId !== undefined) query = query.where('user_id', '=', filter.userId);
    if (filter.enable !== undefined) query = query.where('enable', '=', filter.enable);
    if (filter.name)
      query = query.where('name', 'like', `%${filter.name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    const counted = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const rows = await query.selectAll().orderBy('id', 'desc').offset(offset).limit(limit).execute();
    return { rows: rows.map(toScene), total: Number(counted.n) };
  }

  async enabled(): Promise<SceneRecord[]> {
    return (await this.db.selectFrom('scenes').selectAll().where('enable', '=', 1).execute()).map(toScene);
  }

  async enabledOf(userId: number): Promise<SceneRecord[]> {
    const rows = await this.db
      .selectFrom('scenes')
      .selectAll()
      .where('user_id', '=', userId)
      .where('enable', '=', 1)
      .execute();
    return rows.map(toScene);
  }

  async insert(values: SceneValues, now: string): Promise<number> {
    const row = await this.db
      .insertInto('scenes')
      .values({ ...toRow(values), created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(id: number, values: SceneValues, now: string): Promise<void> {
    await this.db
      .updateTable('scenes')
      .set({ ...toRow(values), updated_at: now })
      .where('id', '=', id)
      .execute();
  }

  async setEnable(id: number, enable: number, now: string): Promise<void> {
    await this.db.updateTable('scenes').set({ enable, updated_at: now }).where('id', '=', id).execute();
  }

  async setFired(id: number, at: string): Promise<void> {
    await this.db.updateTable('scenes').set({ last_fired_at: at }).where('id', '=', id).execute();
  }

  /**
   * Records a firing unless the scene fired after `quietSince` (its silent period): true for the one caller
   * that recorded it, so two nodes taking reports at once cannot both fire a silenced scene.
   */
  async claimFiring(id: number, at: string, quietSince: string): Promise<boolean> {
    const result = await this.db
      .updateTable('scenes')
      .set({ last_fired_at: at })
      .where('id', '=', id)
      .where((eb) => eb.or([eb('last_fired_at', 'is', null), eb('last_fired_at', '<=', quietSince)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async delete(id: number): Promise<void> {
    await this.db.deleteFrom('scenes').where('id', '=', id).execute();
  }

  async insertRun(run: Omit<SceneRun, 'runId' | 'silenced' | 'lastSilencedAt'>): Promise<number> {
    const row = await this.db
      .insertInto('scene_runs')
      .values({
        scene_id: run.sceneId,
        cause: run.cause,
        detail: JSON.stringify(run.detail),
        conditions: JSON.stringify(run.conditions),
        actions: JSON.stringify(run.actions),
        status: run.status,
        fired_at: run.firedAt,
        execute_at: run.executeAt,
        finished_at: run.finishedAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** The conditions held again during the silent period: counted on the scene's latest run. */
  async noteSilenced(sceneId: number, at: string): Promise<void> {
    const latest = await this.db
      .selectFrom('scene_runs')
      .select('id')
      .where('scene_id', '=', sceneId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!latest) return;
    await this.db
      .updateTable('scene_runs')
      .set((eb) => ({ silenced: eb('silenced', '+', 1), last_silenced_at: at }))
      .where('id', '=', latest.id)
      .execute();
  }

  async findRun(id: number): Promise<SceneRun | undefined> {
    const row = await this.db.selectFrom('scene_runs').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toRun(row);
  }

  async finishRun(id: number, actions: SceneRun['actions'], status: SceneRun['status'], at: string) {
    await this.db
      .updateTable('scene_runs')
      .set({ actions: JSON.stringify(actions), status, finished_at: at })
      .where('id', '=', id)
      .execute();
  }

  async runs(sceneId: number, offset: number, limit: number) {
    const base = this.db.selectFrom('scene_runs').where('scene_id', '=', sceneId);
    const counted = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const rows = await base.selectAll().orderBy('id', 'desc').offset(offset).limit(limit).execute();
    return { rows: rows.map(toRun), total: Number(counted.n) };
  }
}

function toRow(v: SceneValues) {
  return {
    user_id: v.userId,
    name: v.sceneName,
    enable: v.enable,
    cond: v.cond,
    execute_mode: v.executeMode,
    execute_delay: v.executeDelay,
    silent_period: v.silentPeriod,
    remark: v.remark,
    triggers: JSON.stringify(v.triggers),
    actions: JSON.stringify(v.actions),
  };
}

function toScene(r: {
  id: number;
  user_id: number;
  name: string;
  enable: number;
  cond: number;
  execute_mode: number;
  execute_delay: number;
  silent_period: number;
  remark: string;
  triggers: string;
  actions: string;
  last_fired_at: string | null;
  created_at: string;
}): SceneRecord {
  const actions = JSON.parse(r.actions) as SceneAction[];
  return {
    sceneId: r.id,
    sceneName: r.name,
    userId: r.user_id,
    enable: r.enable as 1 | 2,
    cond: r.cond as 1 | 2 | 3,
    executeMode: r.execute_mode as 1 | 2,
    executeDelay: r.execute_delay,
    silentPeriod: r.silent_period,
    hasAlert: actions.some((a) => a.source === 4) ? 1 : 2,
    remark: r.remark,
    triggers: JSON.parse(r.triggers) as SceneTrigger[],
    actions,
    lastFiredTime: r.last_fired_at,
    createTime: r.created_at,
  };
}

function toRun(r: {
  id: number;
  scene_id: number;
  cause: string;
  detail: string;
  conditions: string;
  actions: string;
  status: string;
  fired_at: string;
  execute_at: string;
  finished_at: string | null;
  silenced: number;
  last_silenced_at: string | null;
}): SceneRun {
  return {
    runId: r.id,
    sceneId: r.scene_id,
    cause: r.cause as SceneRun['cause'],
    detail: JSON.parse(r.detail) as SceneRun['detail'],
    conditions: JSON.parse(r.conditions) as SceneRun['conditions'],
    actions: JSON.parse(r.actions) as SceneRun['actions'],
    status: r.status as SceneRun['status'],
    firedAt: r.fired_at,
    executeAt: r.execute_at,
    finishedAt: r.finished_at,
    silenced: r.silenced,
    lastSilencedAt: r.last_silenced_at,
  };
}
