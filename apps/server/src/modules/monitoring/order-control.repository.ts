import type { OrderControl, OrderControlBody } from '@linli/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { OrderControlsTable } from './tables.ts';

type Row = Omit<OrderControlsTable, 'id'> & { id: number };

/** Order-control rules (FastBee `iot_order_control`). */
export class OrderControlRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(body: OrderControlBody, createdAt: string): Promise<number> {
    const row = await this.db
      .insertInto('order_controls')
      .values({
        device_id: body.deviceId,
        user_id: body.userId,
        select_order: body.selectOrder.join(','),
        start_time: body.startTime,
        end_time: body.endTime,
        count: body.count,
        created_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async find(id: number): Promise<OrderControl | undefined> {
    const row = await this.db
      .selectFrom('order_controls')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toRule(row) : undefined;
  }

  async listByDevice(deviceId: number, offset: number, limit: number) {
    const base = this.db.selectFrom('order_controls').where('device_id', '=', deviceId);
    const counted = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const rows = await base.selectAll().orderBy('id', 'desc').offset(offset).limit(limit).execute();
    return { rows: rows.map(toRule), total: Number(counted.n) };
  }

  async forUser(deviceId: number, userId: number): Promise<OrderControl[]> {
    const rows = await this.db
      .selectFrom('order_controls')
      .selectAll()
      .where('device_id', '=', deviceId)
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
    return rows.map(toRule);
  }

  /** Takes one command from a rule if it still has one (atomic: two commands never share the last one). */
  async take(id: number): Promise<boolean> {
    const result = await this.db
      .updateTable('order_controls')
      .set((eb) => ({ count: eb('count', '-', 1) }))
      .where('id', '=', id)
      .where('count', '>', 0)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async delete(id: number): Promise<void> {
    await this.db.deleteFrom('order_controls').where('id', '=', id).execute();
  }
}

function toRule(r: Row): OrderControl {
  return {
    id: r.id,
    deviceId: r.device_id,
    userId: r.user_id,
    selectOrder: r.select_order.split(',').filter(Boolean),
    startTime: r.start_time,
    endTime: r.end_time,
    count: r.count,
    createTime: r.created_at,
  };
}
