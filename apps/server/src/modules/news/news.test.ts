import { ErrorCode } from '@linli/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/support/index.ts';
import { appWithAdmin, signIn } from '../../../test/support/social-services.ts';

type Rows = { rows: Array<{ id: number; title: string; top: boolean }>; total: number };
const article = (overrides: Record<string, unknown> = {}) => ({
  category: 'activity',
  title: '重阳敬老活动',
  titleEn: 'Double Ninth gathering',
  content: '<p>活动<strong>圆满</strong>举行</p>',
  ...overrides,
});

describe('news', () => {
  let t: TestApp;
  let admin: string;
  beforeEach(async () => {
    ({ t, admin } = await appWithAdmin());
  });
  afterEach(() => t.close());

  const publish = async (overrides: Record<string, unknown> = {}) =>
    (await t.call<{ data: { id: number } }>('POST', '/news', { token: admin, body: article(overrides) })).body
      .data.id;

  it('sanitises rich text on the server before anyone reads it', async () => {
    const id = await publish({
      content:
        '<p onclick="steal()">你好</p><script>alert(1)</script><iframe src="https://x.example"></iframe>' +
        '<a href="javascript:alert(1)">链接</a><img src="/uploads/2026/11/a.png" onerror="alert(1)">',
    });
    const stored = await t.db.kysely
      .selectFrom('news_articles')
      .select('content')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.content).toBe('<p>你好</p><a href>链接</a><img src="/uploads/2026/11/a.png">');
    const detail = await t.call<{ data: { content: string; views: number; summary: string } }>(
      'GET',
      `/news/${id}`,
    );
    expect(detail.body.data.content).toBe(stored.content);
    expect(detail.body.data.summary).toBe('你好 链接');
    expect(detail.body.data.views).toBe(1);
    const scriptOnly = await t.call('POST', '/news', {
      token: admin,
      body: article({ content: '<script>x</script>' }),
    });
    expect(scriptOnly.body).toMatchObject({
      errorCode: ErrorCode.FIELD_REQUIRED,
      field: 'content',
      msg: '内容不能为空',
    });
  });

  it('lists by category and keyword with paging, pinned first, drafts for administrators only', async () => {
    for (let i = 1; i <= 7; i++) await publish({ title: `活动${i}` });
    await publish({ title: '政策解读', category: 'policy', top: true });
    await publish({ title: '草稿', status: 'draft' });
    const page = await t.call<Rows>('GET', '/news/list', { query: { pageNum: '1', pageSize: '5' } });
    expect(page.body).toMatchObject({ code: 200, total: 8 });
    expect(page.body.rows[0]).toMatchObject({ title: '政策解读', top: true });
    const second = await t.call<Rows>('GET', '/news/list', { query: { pageNum: '2', pageSize: '5' } });
    expect(second.body.rows).toHaveLength(3);
    expect((await t.call<Rows>('GET', '/news/list', { query: { category: 'policy' } })).body.total).toBe(1);
    expect((await t.call<Rows>('GET', '/news/list', { query: { keyword: '活动7' } })).body.total).toBe(1);
    const english = await t.call<Rows>('GET', '/news/list', {
      query: { category: 'activity', pageSize: '1' },
      language: 'en-US',
    });
    expect(english.body.rows[0]!.title).toBe('Double Ninth gathering');
    const drafts = await t.call<Rows>('GET', '/news/list', { token: admin, query: { status: 'draft' } });
    expect(drafts.body.total).toBe(1);
    expect((await t.call('GET', `/news/${drafts.body.rows[0]!.id}`)).body.errorCode).toBe(
      ErrorCode.NOT_FOUND,
    );
    const categories = await t.call<{ data: Array<{ code: string; name: string }> }>(
      'GET',
      '/news/category/list',
    );
    expect(categories.body.data.map((c) => c.name)).toEqual(['中心公告', '活动报道', '政策解读', '服务故事']);
  });

  it('lets only administrators write, edit and delete', async () => {
    const member = await signIn(t);
    expect((await t.call('POST', '/news', { token: member.token, body: article() })).body.code).toBe(403);
    expect((await t.call('POST', '/news', { body: article() })).body.code).toBe(401);
    const invalid = await t.call('POST', '/news', { token: admin, body: article({ category: 'gossip' }) });
    expect(invalid.body).toMatchObject({ errorCode: ErrorCode.FIELD_INVALID, field: 'category' });
    const id = await publish();
    expect(
      (await t.call('PUT', `/news/${id}`, { token: member.token, body: { title: 'x' } })).body.code,
    ).toBe(403);
    const edited = await t.call('PUT', `/news/${id}`, {
      token: admin,
      body: { title: '新标题', content: '<p>新<img src=x onerror=alert(1)></p>' },
    });
    expect(edited.body.code).toBe(200);
    const detail = await t.call<{ data: { title: string; content: string } }>('GET', `/news/${id}`);
    expect(detail.body.data).toMatchObject({ title: '新标题', content: '<p>新<img src></p>' });
    expect((await t.call('DELETE', `/news/${id}`, { token: member.token })).body.code).toBe(403);
    expect((await t.call('DELETE', `/news/${id}`, { token: admin })).body.code).toBe(200);
    expect((await t.call('GET', `/news/${id}`)).body.errorCode).toBe(ErrorCode.NOT_FOUND);
  });

  it('serves the shipped demo pictures and nothing else', async () => {
    const picture = await t.app.inject({ method: 'GET', url: '/api/news/asset/banner-care.svg' });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toContain('image/svg+xml');
    for (const name of ['..%2F..%2Fnews.service.ts', 'news.service.ts', 'missing.svg']) {
      const refused = await t.app.inject({ method: 'GET', url: `/api/news/asset/${name}` });
      expect(refused.json().errorCode, name).toBe(ErrorCode.NOT_FOUND);
    }
  });
});
