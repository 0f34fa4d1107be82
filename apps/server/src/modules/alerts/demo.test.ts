import {
  type AlertFigures,
  type AlertLog,
  ApiPath,
  fillPath,
  type HealthSummary,
  type ServedPerson,
} from '@linli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, logIn, logInAsExperience, type TestApp } from '../../../test/support/index.ts';
import { seedDemo } from '../../seed/demo.ts';
import { DEMO_STAFF } from '../social-services/demo.ts';

/**
 * The demo's alert history: 陈秀英's past eight weeks, every alert closed with an outcome, so the workbench's
 * response figures and her health record show something true on a first start — and nothing waits, rings or
 * counts as new.
 */
describe('demo alert history', () => {
  let t: TestApp;
  let family: string;
  let worker: string;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.container);
    await seedDemo(t.container);
    family = await logInAsExperience(t);
    worker = await logIn(t, DEMO_STAFF.username, DEMO_STAFF.password);
  });
  afterAll(() => t.close());

  const alerts = async (token: string) =>
    (
      await t.call<{ rows: AlertLog[]; total: number }>('GET', ApiPath.alertLogList, {
        token,
        query: { pageNum: '1', pageSize: '50' },
      })
    ).body;
  const unread = async (token: string) =>
    (await t.call<{ data: { count: number } }>('GET', ApiPath.alertLogUnread, { token })).body.data.count;

  it('is written once, closed, already seen, and the same for the family and her social worker', async () => {
    const mine = await alerts(family);
    expect(mine.total).toBe(14);
    expect(mine.rows.every((a) => a.status !== 1)).toBe(true);
    expect(
      mine.rows.filter((a) => a.status === 3).every((a) => a.remark !== '' && a.claimedBy !== null),
    ).toBe(true);
    expect(mine.rows.every((a) => a.person?.name === '陈秀英' && a.origin === 'device')).toBe(true);
    expect(mine.rows.filter((a) => a.escalatedTime !== null)).toHaveLength(1);
    expect((await alerts(worker)).total).toBe(14);
    expect(await unread(family)).toBe(0);
    expect(await unread(worker)).toBe(0);
    // Nothing waits on the workbench; nothing is armed to escalate.
    const bench = await t.call<{ data: AlertLog[] }>('GET', ApiPath.alertLogWorkbench, { token: worker });
    expect(bench.body.data).toEqual([]);
  });

  it('gives the workbench weeks of response figures and her health record outcomes', async () => {
    const figures = await t.call<{ data: AlertFigures }>('GET', ApiPath.alertLogFigures, {
      token: worker,
      query: { weeks: '8' },
    });
    const weeks = figures.body.data.weeks;
    expect(weeks.reduce((n, w) => n + w.alerts, 0)).toBeGreaterThanOrEqual(12);
    expect(weeks.filter((w) => w.ackMedianSeconds !== null).length).toBeGreaterThanOrEqual(5);
    expect(weeks.some((w) => w.escalated === 1)).toBe(true);

    const [person] = (
      await t.call<{ data: ServedPerson[] }>('GET', ApiPath.socialServicesMyPersons, { token: family })
    ).body.data;
    const health = await t.call<{ data: HealthSummary }>(
      'GET',
      fillPath(ApiPath.socialServicesPersonHealth, { id: person!.id }),
      { token: family },
    );
    const recent = health.body.data.recentAlerts;
    expect(recent).toHaveLength(5);
    expect(recent[0]).toMatchObject({ name: '血氧', status: 3, outcome: '手表没戴紧，戴好后复测 97' });
  });
});
