import { ErrorCode } from '@linli/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/support/index.ts';
import { aProject, appWithAdmin, createProject, signIn } from '../../../test/support/social-services.ts';

type Rows = { rows: Array<{ id: number; title: string; category: string; status: string }>; total: number };

describe('service categories and projects', () => {
  let t: TestApp;
  let admin: string;
  beforeEach(async () => {
    ({ t, admin } = await appWithAdmin());
  });
  afterEach(() => t.close());

  it('lets a visitor browse with category filter, keyword search and paging', async () => {
    for (let i = 1; i <= 12; i++) await createProject(t, admin, { title: `居家照护${i}号`, capacity: i });
    await createProject(t, admin, { title: '社区法律咨询', category: 'legal_aid', titleEn: 'Legal advice' });
    await createProject(t, admin, { title: '草稿项目', status: 'draft' });

    const page1 = await t.call<Rows>('GET', '/shfw/project/list', { query: { pageNum: '1', pageSize: '5' } });
    expect(page1.body).toMatchObject({ code: 200, total: 13 });
    expect(page1.body.rows).toHaveLength(5);
    const page3 = await t.call<Rows>('GET', '/shfw/project/list', { query: { pageNum: '3', pageSize: '5' } });
    expect(page3.body.rows).toHaveLength(3);
    const ids = new Set([...page1.body.rows, ...page3.body.rows].map((r) => r.id));
    expect(ids.size).toBe(8);

    const legal = await t.call<Rows>('GET', '/shfw/project/list', { query: { category: 'legal_aid' } });
    expect(legal.body.total).toBe(1);
    const search = await t.call<Rows>('GET', '/shfw/project/list', { query: { keyword: 'legal ADV' } });
    expect(search.body.rows.map((r) => r.title)).toEqual(['社区法律咨询']);
    const english = await t.call<Rows>('GET', '/shfw/project/list', {
      query: { category: 'legal_aid' },
      language: 'en-US',
    });
    expect(english.body.rows[0]).toMatchObject({ title: 'Legal advice', categoryName: 'Legal aid' });
    const literal = await t.call<Rows>('GET', '/shfw/project/list', { query: { keyword: '%' } });
    expect(literal.body.total).toBe(0);

    const bad = await t.call('GET', '/shfw/project/list', { query: { pageSize: '1000' } });
    expect(bad.status).toBe(200);
    expect(bad.body).toMatchObject({
      code: 500,
      errorCode: ErrorCode.NUMBER_TOO_LARGE,
      field: 'pageSize',
      msg: '每页条数不能大于100',
    });
  });

  it('hides drafts from everyone but administrators', async () => {
    const draft = await createProject(t, admin, { status: 'draft' });
    expect((await t.call('GET', `/shfw/project/${draft}`)).body.errorCode).toBe(ErrorCode.NOT_FOUND);
    const resident = await signIn(t);
    expect((await t.call('GET', `/shfw/project/${draft}`, { token: resident.token })).body.code).toBe(500);
    const seen = await t.call<{ data: { status: string } }>('GET', `/shfw/project/${draft}`, {
      token: admin,
    });
    expect(seen.body.data.status).toBe('draft');
    const all = await t.call<Rows>('GET', '/shfw/project/list', { token: admin, query: { status: 'draft' } });
    expect(all.body.total).toBe(1);
  });

  it('shows the detail a resident needs: eligibility, provider, location, schedule, capacity, contact', async () => {
    const id = await createProject(t, admin, { eligibility: '60岁以上', schedule: '周一至周五' });
    const detail = await t.call<{ data: Record<string, unknown> }>('GET', `/shfw/project/${id}`);
    expect(detail.body.data).toMatchObject({
      eligibility: '60岁以上',
      provider: '邻里社工站',
      longitude: 114.0456,
      latitude: 22.5612,
      schedule: '周一至周五',
      capacity: 5,
      remaining: 5,
      contactPhone: '0755-88886666',
      categoryName: '居家养老',
    });
  });

  it('lets only administrators create and edit projects, with field-named refusals', async () => {
    expect((await t.call('POST', '/shfw/project', { body: aProject() })).body.code).toBe(401);
    const staff = await signIn(t, ['staff']);
    expect((await t.call('POST', '/shfw/project', { token: staff.token, body: aProject() })).body.code).toBe(
      403,
    );

    const empty = await t.call('POST', '/shfw/project', { token: admin, body: aProject({ title: ' ' }) });
    expect(empty.body).toMatchObject({
      code: 500,
      errorCode: ErrorCode.FIELD_REQUIRED,
      field: 'title',
      msg: '标题不能为空',
    });
    const phone = await t.call('POST', '/shfw/project', {
      token: admin,
      body: aProject({ contactPhone: '12345' }),
      language: 'en-US',
    });
    expect(phone.body).toMatchObject({ errorCode: ErrorCode.PHONE_INVALID, field: 'contactPhone' });
    const cover = await t.call('POST', '/shfw/project', {
      token: admin,
      body: aProject({ cover: 'javascript:alert(1)' }),
    });
    expect(cover.body).toMatchObject({ errorCode: ErrorCode.FIELD_INVALID, field: 'cover' });
    expect((await t.call<Rows>('GET', '/shfw/project/list')).body.total).toBe(0);

    const id = await createProject(t, admin);
    const edit = await t.call('PUT', `/shfw/project/${id}`, {
      token: admin,
      body: { capacity: 9, featured: true },
    });
    expect(edit.body.code).toBe(200);
    const detail = await t.call<{ data: { capacity: number; remaining: number; featured: boolean } }>(
      'GET',
      `/shfw/project/${id}`,
    );
    expect(detail.body.data).toMatchObject({ capacity: 9, remaining: 9, featured: true });
  });

  it('counts published projects per category and serves the entry page in one call', async () => {
    await createProject(t, admin, { featured: true });
    await createProject(t, admin, { category: 'legal_aid', title: '法律咨询' });
    const categories = await t.call<{ data: Array<{ code: string; name: string; projectCount: number }> }>(
      'GET',
      '/shfw/category/list',
      { language: 'en-US' },
    );
    expect(categories.body.data).toHaveLength(7);
    expect(categories.body.data.find((c) => c.code === 'legal_aid')).toMatchObject({
      name: 'Legal aid',
      projectCount: 1,
    });

    type Home = { data: { featuredProjects: unknown[]; categories: unknown[]; myApplications: unknown } };
    const visitor = await t.call<Home>('GET', '/shfw/home');
    expect(visitor.body.data.featuredProjects).toHaveLength(1);
    expect(visitor.body.data.myApplications).toBeNull();
    const resident = await signIn(t);
    const mine = await t.call<Home>('GET', '/shfw/home', { token: resident.token });
    expect(mine.body.data.myApplications).toMatchObject({ open: 0, latest: [] });
  });
});
