import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/index.ts';
import { ownerWithDevice } from '../../test/support/mqtt.ts';
import { pageWithTotal, preparedPage, preparedQuery, readPage } from './prepared-query.ts';

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

  it('writes a page size of 1..100 into the SQL text and binds any other, answering the same rows', async () => {
    const owner = await ownerWithDevice(t, 'door-sensor', 'C');
    const db = t.db.kysely;
    const page = preparedPage(2, (limit, userId: number, offset: number) =>
      db
        .selectFrom('devices')
        .select(['id', 'device_name'])
        .where('user_id', '=', userId)
        .orderBy('id', 'desc')
        .offset(offset)
        .limit(limit),
    );
    expect(page(10, owner.userId, 0).sql).toMatch(/limit 10 offset/);
    expect(page(10, owner.userId, 0).parameters).toEqual([owner.userId, 0]);
    expect(page(101, owner.userId, 0).parameters).toEqual([owner.userId, 101, 0]);
    for (const size of [1, 10, 100, 101]) {
      expect((await db.executeQuery(page(size, owner.userId, 0))).rows.map((r) => r.id)).toEqual([
        owner.deviceId,
      ]);
      expect((await db.executeQuery(page(size, owner.userId, 1))).rows).toEqual([]);
    }
  });

  it('answers a page and its total in one row, the rows in the page order, as the page built each time', async () => {
    const owner = await ownerWithDevice(t, 'smart-plug', 'D');
    const db = t.db.kysely;
    for (let i = 0; i < 4; i += 1)
      await t.container.iot.devices.devices.create(
        { userId: owner.userId, roles: ['member'] },
        { productId: owner.productId, deviceName: `插座 ${i}`, serialNumber: `PAGE${owner.userId}X${i}` },
      );
    const rows = (userId: number) =>
      db
        .selectFrom('devices')
        .select(['id', 'device_name', 'user_id', 'gateway_id'])
        .where('user_id', '=', userId)
        .orderBy('id', 'desc');
    const count = (userId: number) =>
      db
        .selectFrom('devices')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId);
    const page = preparedPage(2, (limit, userId: number, offset: number) =>
      pageWithTotal(db, rows(userId).offset(offset).limit(limit), count(userId)),
    );
    const read = async (size: number, offset: number) =>
      readPage((await db.executeQuery(page(size, owner.userId, offset))).rows[0]);
    expect(await read(2, 1)).toEqual({
      rows: await rows(owner.userId).offset(1).limit(2).execute(),
      total: 5,
    });
    expect((await read(10, 0)).rows.map((r) => r.device_name)).toEqual([
      '插座 3',
      '插座 2',
      '插座 1',
      '插座 0',
      'D',
    ]);
    expect(await read(10, 5)).toEqual({ rows: [], total: 5 });
    expect(await read(200, 0)).toEqual({ rows: await rows(owner.userId).execute(), total: 5 });
    expect(readPage(undefined)).toEqual({ rows: [], total: 0 });
  });
});
