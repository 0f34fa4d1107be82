import { EXPERIENCE_USERNAME } from '@linli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/index.ts';
import { seedDemo } from '../../seed/demo.ts';

describe('automation demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives the experience account the fall scene and a night timer, once', async () => {
    await seedDemo(t.container);
    await seedDemo(t.container);
    const user = (await t.container.users.findByUsername(EXPERIENCE_USERNAME))!;
    const actor = { userId: user.id, roles: user.roles };
    const scenes = await t.container.automation.scenes.list(actor, { pageNum: 1, pageSize: 10 });
    expect(scenes.rows.map((s) => [s.sceneName, s.enable, s.hasAlert])).toEqual([['跌倒时打开客厅灯', 1, 2]]);
    const timers = await t.container.automation.timers.list(actor, { pageNum: 1, pageSize: 10 });
    expect(timers.rows.map((r) => [r.jobName, r.cronExpression, r.status])).toEqual([
      ['每晚关闭客厅插座', '30 22 * * *', 0],
    ]);
  });
});
