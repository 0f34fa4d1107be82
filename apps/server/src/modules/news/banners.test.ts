import { ErrorCode } from '@linli/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/support/index.ts';
import { appWithAdmin, signIn } from '../../../test/support/social-services.ts';

type Banners = {
  data: Array<{ id: number; title: string; linkType: string; linkTarget: string; enabled: boolean }>;
};
const aBanner = (overrides: Record<string, unknown> = {}) => ({
  title: '重阳敬老周',
  image: '/api/news/asset/banner-care.svg',
  linkType: 'url',
  linkTarget: 'https://linli.example/elder',
  sort: 1,
  ...overrides,
});

describe('banner management', () => {
  let t: TestApp;
  let admin: string;
  beforeEach(async () => {
    ({ t, admin } = await appWithAdmin());
  });
  afterEach(() => t.close());

  const create = async (overrides: Record<string, unknown> = {}) => {
    const answer = await t.call<{ data: { id: number } }>('POST', '/news/banner', {
      token: admin,
      body: aBanner(overrides),
    });
    expect(answer.body.code, answer.body.msg).toBe(200);
    return answer.body.data.id;
  };

  it('lets administrators add, edit, disable and delete banners the carousel shows', async () => {
    const id = await create();
    await create({ title: '项目推荐', linkType: 'project', linkTarget: '12', sort: 0 });
    await create({
      title: '站内',
      linkType: 'url',
      linkTarget: '/pages/fwjz/index?category=legal_aid',
      sort: 2,
    });
    const shown = await t.call<Banners>('GET', '/news/banner/list');
    expect(shown.body.data.map((b) => b.title)).toEqual(['项目推荐', '重阳敬老周', '站内']);

    const edited = await t.call('PUT', `/news/banner/${id}`, {
      token: admin,
      body: { title: '敬老周', linkType: 'none', enabled: false },
    });
    expect(edited.body.code).toBe(200);
    const visible = await t.call<Banners>('GET', '/news/banner/list');
    expect(visible.body.data.map((b) => b.title)).toEqual(['项目推荐', '站内']);
    // Disabled banners: administrators only, and only when they ask for all.
    const everything = await t.call<Banners>('GET', '/news/banner/list', {
      token: admin,
      query: { all: 'true' },
    });
    expect(everything.body.data.find((b) => b.id === id)).toMatchObject({
      title: '敬老周',
      linkType: 'none',
      linkTarget: '',
      enabled: false,
    });
    const member = await signIn(t);
    const asked = await t.call<Banners>('GET', '/news/banner/list', {
      token: member.token,
      query: { all: 'true' },
    });
    expect(asked.body.data).toHaveLength(2);
    const home = await t.call<{ data: { banners: unknown[] } }>('GET', '/shfw/home');
    expect(home.body.data.banners).toHaveLength(2);

    expect((await t.call('DELETE', `/news/banner/${id}`, { token: admin })).body.code).toBe(200);
    expect((await t.call('DELETE', `/news/banner/${id}`, { token: admin })).body.errorCode).toBe(
      ErrorCode.NOT_FOUND,
    );
  });

  it('refuses everyone but administrators', async () => {
    const id = await create();
    const member = await signIn(t);
    const staff = await signIn(t, ['staff']);
    for (const token of [member.token, staff.token]) {
      expect((await t.call('POST', '/news/banner', { token, body: aBanner() })).body.code).toBe(403);
      expect((await t.call('PUT', `/news/banner/${id}`, { token, body: { title: 'x' } })).body.code).toBe(
        403,
      );
      expect((await t.call('DELETE', `/news/banner/${id}`, { token })).body.code).toBe(403);
    }
    expect((await t.call('POST', '/news/banner', { body: aBanner() })).body.code).toBe(401);
  });

  it('names the field of bad input and never stores a link that leaves the app unsafely', async () => {
    const refusals: Array<[Record<string, unknown>, string, string]> = [
      [{ title: '' }, 'title', ErrorCode.FIELD_REQUIRED],
      [{ image: 'javascript:alert(1)' }, 'image', ErrorCode.FIELD_INVALID],
      [{ linkType: 'popup' }, 'linkType', ErrorCode.FIELD_INVALID],
      [{ linkTarget: 'javascript:alert(1)' }, 'linkTarget', ErrorCode.FIELD_INVALID],
      [{ linkTarget: '//evil.example/x' }, 'linkTarget', ErrorCode.FIELD_INVALID],
      [{ linkTarget: '/\\evil.example' }, 'linkTarget', ErrorCode.FIELD_INVALID],
      [{ linkTarget: 'data:text/html,<b>x</b>' }, 'linkTarget', ErrorCode.FIELD_INVALID],
      [{ linkType: 'news', linkTarget: 'abc' }, 'linkTarget', ErrorCode.FIELD_INVALID],
      [{ linkType: 'project', linkTarget: '' }, 'linkTarget', ErrorCode.FIELD_REQUIRED],
      [{ linkType: 'none', linkTarget: 'https://x.example' }, 'linkTarget', ErrorCode.FIELD_INVALID],
      [{ sort: 5000 }, 'sort', ErrorCode.NUMBER_TOO_LARGE],
    ];
    for (const [overrides, field, errorCode] of refusals) {
      const answer = await t.call('POST', '/news/banner', { token: admin, body: aBanner(overrides) });
      expect(answer.body, JSON.stringify(overrides)).toMatchObject({ code: 500, field, errorCode });
    }
    const english = await t.call('POST', '/news/banner', {
      token: admin,
      body: aBanner({ linkTarget: 'ftp://x' }),
      language: 'en-US',
    });
    expect(english.body.msg).toContain('Link target');

    const id = await create({ linkType: 'none', linkTarget: '' });
    // Switching to a link type without a target is refused, and names the target.
    const missing = await t.call('PUT', `/news/banner/${id}`, { token: admin, body: { linkType: 'news' } });
    expect(missing.body).toMatchObject({ errorCode: ErrorCode.FIELD_REQUIRED, field: 'linkTarget' });
    const wrong = await t.call('PUT', `/news/banner/${id}`, { token: admin, body: { linkTarget: '/x' } });
    expect(wrong.body).toMatchObject({ errorCode: ErrorCode.FIELD_INVALID, field: 'linkTarget' });
    expect(
      (await t.call('PUT', '/news/banner/99999', { token: admin, body: { title: 'x' } })).body.errorCode,
    ).toBe(ErrorCode.NOT_FOUND);
  });
});
