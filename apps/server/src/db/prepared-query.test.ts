import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/index.ts';
import { ownerWithDevice } from '../../test/support/mqtt.ts';
import { preparedQuery } from './prepared-query.ts';

describe('preparedQuery: built once, run with new arguments', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers what the query built each time answers, argument for argument', async () => {
    const owners = [await ownerWithDevice(t, 'th-sensor', 'A'), await ownerWithDevice(t, 'smart-plug', 'B')];
    const db = t.db.kysely;
    const built = (userId: number, limit: number) =>
      db
        .selectFrom('devices')
        .select(['id', 'device_name'])
        .where('user_id', '=', userId)
        .where('status', '!=', 99)
        .orderBy('id', 'desc')
        .limit(limit);
    const prepared = preparedQuery(2, built);
    for (const owner of owners) {
      const mine = (await db.executeQuery(prepared(owner.userId, 5))).rows;
      expect(mine).toEqual(await built(owner.userId, 5).execute());
      expect(mine.map((r) => r.id)).toEqual([owner.deviceId]);
    }
    expect((await db.executeQuery(prepared(owners[0]!.userId, 0))).rows).toEqual([]);
  });

  it('refuses a query that does not bind an argument as a parameter', () => {
    const prepared = preparedQuery(1, (_unused: number) => t.db.kysely.selectFrom('devices').select('id'));
    expect(() => prepared(1)).toThrow(/not a bound parameter/);
  });
});
