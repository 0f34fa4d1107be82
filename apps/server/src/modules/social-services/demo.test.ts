import { EXPERIENCE_USERNAME } from '@linli/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/index.ts';
import { seedDemo } from '../../seed/demo.ts';
import { DEMO_STAFF } from './demo.ts';

describe('social-services demo data', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  const counts = async () => {
    const tables = [
      'service_projects',
      'service_applications',
      'service_application_events',
      'service_persons',
      'service_records',
      'service_groups',
      'memberships',
      'news_articles',
      'news_banners',
    ] as const;
    const result: Record<string, number> = {};
    for (const table of tables) {
      const row = await t.db.kysely
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      result[table] = Number(row.n);
    }
    return result;
  };

  it('seeds a believable centre once, however often it runs', async () => {
    await seedDemo(t.container);
    const first = await counts();
    await seedDemo(t.container);
    expect(await counts()).toEqual(first);
    expect(first.news_articles).toBeGreaterThanOrEqual(4);
    expect(first.news_banners).toBe(3);

    const categories = await t.call<{ data: Array<{ code: string; projectCount: number }> }>(
      'GET',
      '/shfw/category/list',
    );
    for (const category of categories.body.data)
      expect(category.projectCount, category.code).toBeGreaterThan(0);

    const experience = await t.container.users.findByUsername(EXPERIENCE_USERNAME);
    const token = await t.container.sessions.issue(experience!.id, { ip: '127.0.0.1', userAgent: 'vitest' });
    const history = await t.call<{ rows: Array<{ status: string }> }>('GET', '/shfw/application/my', {
      token,
      query: { pageSize: '50' },
    });
    expect(new Set(history.body.rows.map((r) => r.status))).toEqual(
      new Set(['submitted', 'scheduled', 'in_service', 'completed', 'rejected', 'cancelled']),
    );
    const records = await t.call<{ total: number }>('GET', '/shfw/record/list', { token });
    expect(records.body.total).toBe(3);
    const member = await t.call<{ data: { active: boolean } }>('GET', '/member/status', { token });
    expect(member.body.data.active).toBe(true);

    const login = await t.call('POST', '/login', {
      body: { username: DEMO_STAFF.username, password: DEMO_STAFF.password },
    });
    expect(login.body.code).toBe(200);
    const inbox = await t.call<{ total: number }>('GET', '/shfw/application/list', {
      token: login.body.token,
    });
    expect(inbox.body.total).toBe(6);

    const home = await t.call<{
      data: { banners: unknown[]; featuredProjects: unknown[]; latestNews: unknown[] };
    }>('GET', '/shfw/home');
    expect(home.body.data.banners).toHaveLength(3);
    expect(home.body.data.featuredProjects.length).toBeGreaterThan(0);
    expect(home.body.data.latestNews.length).toBeGreaterThan(0);
  });
});
