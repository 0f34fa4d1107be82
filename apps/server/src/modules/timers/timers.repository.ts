import type { DeviceTimer, TimerStatus } from '@linli/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface TimerValues {
  userId: number;
  deviceId: number;
  name: string;
  isAdvance: number;
  time: string;
  weekdays: number[];
  cron: string;
  actions: { id: string; value: string }[];
  status: number;
  remark: string;
}

export class TimersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private select() {
    return this.db
      .selectFrom('device_timers as t')
      .innerJoin('devices as d', 'd.id', 't.device_id')
      .select([
        't.id',
        't.user_id',
        't.device_id',
        't.name',
        't.is_advance',
        't.time',
        't.weekdays',
        't.cron',
        't.actions',
        't.status',
        't.remark',
        't.last_run_at',
        't.last_result',
        't.created_at',
        'd.device_name',
        'd.serial_number',
        'd.product_id',
      ]);
  }

  async find(id: number): Promise<Omit<DeviceTimer, 'nextRunTime'> | undefined> {
    const row = await this.select().where('t.id', '=', id).executeTakeFirst();
    return row && toTimer(row);
  }

  async list(filter: { deviceId?: number; userId?: number }, offset: number, limit: number) {
    let query = this.select();
    if (filter.deviceId !== undefined) query = query.where('t.device_id', '=', filter.deviceId);
    if (filter.userId !== undefined) query = query.where('t.user_id', '=', filter.userId);
    const all = await query.orderBy('t.id').execute();
    return { rows: all.slice(offset, offset + limit).map(toTimer), total: all.length };
  }

  async insert(values: TimerValues, now: string): Promise<number> {
    const row = await this.db
      .insertInto('device_timers')
      .values({ ...toRow(values), created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(id: number, values: TimerValues): Promise<void> {
    await this.db.updateTable('device_timers').set(toRow(values)).where('id', '=', id).execute();
  }

  async setStatus(id: number, status: number): Promise<void> {
    await this.db.updateTable('device_timers').set({ status }).where('id', '=', id).execute();
  }

  async recordRun(id: number, at: string | null, result: string): Promise<void> {
    await this.db
      .updateTable('device_timers')
      .set({ ...(at ? { last_run_at: at } : {}), last_result: result })
      .where('id', '=', id)
      .execute();
  }

  async delete(id: number): Promise<void> {
    await this.db.deleteFrom('device_timers').where('id', '=', id).execute();
  }

  async enabledIds(): Promise<{ id: number; cron: string }[]> {
    return this.db.selectFrom('device_timers').select(['id', 'cron']).where('status', '=', 0).execute();
  }
}

function toRow(v: TimerValues) {
  return {
    user_id: v.userId,
    device_id: v.deviceId,
    name: v.name,
    is_advance: v.isAdvance,
    time: v.time,
    weekdays: v.weekdays.join(','),
    cron: v.cron,
    actions: JSON.stringify(v.actions),
    status: v.status,
    remark: v.remark,
  };
}

function toTimer(r: {
  id: number;
  user_id: number;
  device_id: number;
  name: string;
  is_advance: number;
  time: string;
  weekdays: string;
  cron: string;
  actions: string;
  status: number;
  remark: string;
  last_run_at: string | null;
  last_result: string;
  created_at: string;
  device_name: string;
  serial_number: string;
  product_id: number;
}): Omit<DeviceTimer, 'nextRunTime'> {
  return {
    jobId: r.id,
    jobName: r.name,
    deviceId: r.device_id,
    deviceName: r.device_name,
    serialNumber: r.serial_number,
    productId: r.product_id,
    userId: r.user_id,
    isAdvance: r.is_advance === 1 ? 1 : 0,
    time: r.time,
    weekdays: r.weekdays ? r.weekdays.split(',').map(Number) : [],
    cronExpression: r.cron,
    actions: JSON.parse(r.actions) as { id: string; value: string }[],
    status: r.status as TimerStatus,
    remark: r.remark,
    lastRunTime: r.last_run_at,
    lastResult: r.last_result,
    createTime: r.created_at,
  };
}
