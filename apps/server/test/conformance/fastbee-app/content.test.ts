import { fastbeeApp } from '@linli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FastbeeAppClient } from '../../support/fastbee-app.ts';
import { createTestApp, multipart, type TestApp } from '../../support/index.ts';
import { signIn } from '../../support/social-services.ts';

/**
 * FastBee's uni-app mobile app 2.2 (xinjiprincess/fastbee_app) on its news tab and its notices, replayed
 * against /prod-api as its sources make the calls (apis/modules/trend.js, notice.js, alertLog.js). Each test
 * names the page and function it replays and asserts every field that page reads, with its type. Device
 * logs and video: content-devices.test.ts.
 */
const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

describe('conformance: the FastBee app — news and notices', () => {
  let t: TestApp;
  let adminToken: string;
  const article = async (body: Record<string, unknown>) => {
    const created = await t.call<{ data: { id: number } }>('POST', '/news', { token: adminToken, body });
    expect(created.body.code, created.body.msg).toBe(200);
    return created.body.data.id;
  };
  let festival: number;
  let notice: number;
  let draft: number;

  beforeAll(async () => {
    t = await createTestApp();
    adminToken = (await signIn(t, ['admin'])).token;
    festival = await article({
      category: 'activity',
      title: '重阳敬老活动',
      author: '社工部',
      cover: '/api/news/asset/news-festival.svg',
      content: '<p>活动举行</p><p><img src="/api/news/asset/news-story.svg" alt="现场"></p>',
      top: true,
    });
    await article({ category: 'activity', title: '志愿者招募', content: '<p>欢迎报名</p>' });
    await article({ category: 'policy', title: '长护险新政', content: '<p>政策</p>' });
    notice = await article({
      category: 'notice',
      title: '停水通知',
      author: '物业',
      content: '<p>周三停水</p><img src="https://elsewhere.example/a.png">',
    });
    draft = await article({
      category: 'notice',
      title: '草稿公告',
      content: '<p>未发布</p>',
      status: 'draft',
    });
    for (const banner of [
      {
        title: '重阳敬老周',
        image: '/api/news/asset/banner-care.svg',
        linkType: 'news',
        linkTarget: String(festival),
      },
      {
        title: '社区活动',
        image: '/api/news/asset/banner-care.svg',
        linkType: 'url',
        linkTarget: 'https://a.example',
      },
    ]) {
      const created = await t.call('POST', '/news/banner', { token: adminToken, body: banner });
      expect(created.body.code, created.body.msg).toBe(200);
    }
  });
  afterAll(() => t.close());

  const appOf = async (token?: string) => {
    const app = new FastbeeAppClient(t);
    if (token) app.token = token;
    return app;
  };

  describe('news (pages/tabBar/trend, pagesA/list/trend)', () => {
    it('pages/tabBar/trend/trend.vue#getbannerListTrend: banners that open an article, pictures under the prefix', async () => {
      const app = await appOf((await signIn(t)).token);
      const answer = await app.get('/iot/news/bannerList');
      expect(answer.code).toBe(200);
      // The banner linking to an address has no article for trendDetail to open: the app does not get it.
      expect(answer.data).toEqual([
        { newsId: festival, title: '重阳敬老周', imgUrl: '/news/asset/banner-care.svg' },
      ]);
      // The app shows `baseUrl + imgUrl`: the picture is there under /prod-api.
      const picture = await t.app.inject({
        method: 'GET',
        url: `${fastbeeApp.PREFIX}${answer.data[0].imgUrl}`,
      });
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toContain('image/svg+xml');
    });

    it('pages/tabBar/trend/trend.vue#getlistTrend: each category with its newest published articles, pinned first', async () => {
      const app = await appOf((await signIn(t)).token);
      const answer = await app.get('/iot/news/topList');
      expect(answer.code).toBe(200);
      const blocks = answer.data as {
        categoryId: number;
        categoryName: string;
        newsList: Record<string, unknown>[];
      }[];
      expect(blocks.map((b) => [b.categoryId, b.categoryName])).toEqual([
        [1, '中心公告'],
        [2, '活动报道'],
        [3, '政策解读'],
      ]);
      const activity = blocks[1]!.newsList;
      expect(activity.map((n) => n.title)).toEqual(['重阳敬老活动', '志愿者招募']);
      const first = activity[0]!;
      expect(first).toMatchObject({
        newsId: festival,
        author: '社工部',
        imgUrl: '/news/asset/news-festival.svg',
      });
      expect(typeof first.newsId).toBe('number');
      expect(first.createTime).toMatch(TIME);
      // The draft notice is no one's to see on the news tab.
      expect(blocks[0]!.newsList.map((n) => n.title)).toEqual(['停水通知']);
    });

    it('pagesA/list/trend/categoryTrend.vue#getlistTrend: a category paged, published only, with total', async () => {
      const app = await appOf((await signIn(t)).token);
      const page = await app.get('/iot/news/list', { pageNum: 1, pageSize: 10, status: 1, categoryId: '2' });
      expect(page.code).toBe(200);
      expect(page.total).toBe(2);
      for (const row of page.rows) {
        expect(typeof row.newsId).toBe('number');
        expect(typeof row.title).toBe('string');
        expect(typeof row.imgUrl).toBe('string');
        expect(typeof row.author).toBe('string');
        expect(row.createTime).toMatch(TIME);
      }
      const second = await app.get('/iot/news/list', { pageNum: 2, pageSize: 1, status: 1, categoryId: 2 });
      expect(second.rows.map((r: { title: string }) => r.title)).toEqual(['志愿者招募']);
      // Asking for drafts gets a resident the published ones, as /api does; an unknown category, nothing.
      const drafts = await app.get('/iot/news/list', { pageNum: 1, pageSize: 10, status: 0, categoryId: 1 });
      expect(drafts.rows.map((r: { title: string }) => r.title)).toEqual(['停水通知']);
      const none = await app.get('/iot/news/list', { pageNum: 1, pageSize: 10, status: 1, categoryId: 9 });
      expect([none.rows, none.total]).toEqual([[], 0]);
    });

    it('pagesA/list/trend/trendDetail.vue#getTrendFunc: the article, its <img src> paths under the prefix', async () => {
      const app = await appOf((await signIn(t)).token);
      const answer = await app.get(`/iot/news/${festival}`);
      expect(answer.code).toBe(200);
      const { title, createTime, author, content, imgUrl } = answer.data;
      expect([title, author, imgUrl]).toEqual(['重阳敬老活动', '社工部', '/news/asset/news-festival.svg']);
      expect(createTime).toMatch(TIME);
      expect(content).toContain('<img src="/news/asset/news-story.svg"');
      expect(content).not.toContain('/api/');
      // A draft is not found for a resident (HTTP 200, code and message for the app's toast).
      const hidden = await app.get(`/iot/news/${draft}`);
      expect(hidden.code).not.toBe(200);
      expect(hidden.msg).toBeTruthy();
    });

    it('answers category names in the caller language', async () => {
      const answer = await t.app.inject({
        method: 'GET',
        url: `${fastbeeApp.PREFIX}/iot/news/topList`,
        headers: { 'accept-language': 'en-US' },
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.json().data.map((b: { categoryName: string }) => b.categoryName)).toEqual([
        'Notices',
        'Activities',
        'Policies',
      ]);
    });
  });

  describe('notices (pagesB/list/user)', () => {
    it('pagesB/list/user/message.vue#getList: the centre notices, noticeType compared with == 1 / == 2', async () => {
      const app = await appOf((await signIn(t)).token);
      const page = await app.get('/system/notice/list', { pageNum: 1, pageSize: 10 });
      expect(page.code).toBe(200);
      expect(page.total).toBe(1);
      const [row] = page.rows;
      expect(row).toMatchObject({
        noticeId: notice,
        noticeTitle: '停水通知',
        createBy: '物业',
        noticeType: '2',
      });
      expect(row.createTime).toMatch(TIME);
    });

    it('pagesB/list/user/messageDetail.vue#getNoticeFunc: the notice; an article of another category is no notice', async () => {
      const app = await appOf((await signIn(t)).token);
      const answer = await app.get(`/system/notice/${notice}`);
      expect(answer.code).toBe(200);
      const { noticeTitle, createBy, createTime, noticeContent, imgUrl } = answer.data;
      expect([noticeTitle, createBy, imgUrl]).toEqual(['停水通知', '物业', '']);
      expect(createTime).toMatch(TIME);
      expect(noticeContent).toContain('周三停水');
      const before = (await t.call<{ data: { views: number } }>('GET', `/news/${festival}`)).body.data.views;
      const other = await app.get(`/system/notice/${festival}`);
      expect([other.code, other.errorCode]).toEqual([500, 'NOT_FOUND']);
      // Refused, so not read: the article's view count did not move (the /api read above counted one).
      const after = (await t.call<{ data: { views: number } }>('GET', `/news/${festival}`)).body.data.views;
      expect(after).toBe(before + 1);
      expect((await app.get(`/system/notice/${draft}`)).errorCode).toBe('NOT_FOUND');
    });
  });

  it('an uploaded cover and picture in the text are reached at baseUrl + path (docs/fastbee-app.md "Pictures")', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const form = multipart('file', 'cover.png', png, 'image/png');
    const upload = await t.call<{ url: string }>('POST', '/common/upload', {
      token: adminToken,
      payload: form.payload,
      headers: form.headers,
    });
    expect(upload.body.code, upload.body.msg).toBe(200);
    const { url } = upload.body;
    const id = await article({
      category: 'story',
      title: '张奶奶的一天',
      cover: url,
      content: `<p><img src="${url}" alt="张奶奶"></p>`,
    });
    const app = await appOf((await signIn(t)).token);
    const detail = await app.get(`/iot/news/${id}`);
    expect(detail.data.imgUrl).toBe(url);
    expect(detail.data.content).toContain(`src="${url}"`);
    const served = await t.app.inject({ method: 'GET', url: `${fastbeeApp.PREFIX}${url}` });
    expect(served.statusCode).toBe(200);
    expect(Buffer.compare(served.rawPayload, png)).toBe(0);
  });

  it('apis/modules/alertLog.js#getAlertTemplateId: no template configured, FastBee answers an empty id', async () => {
    const app = await appOf((await signIn(t)).token);
    expect(await app.get('/notify/template/getAlertWechatMini')).toMatchObject({ code: 200, data: '' });
    const visitor = await appOf();
    expect((await visitor.get('/notify/template/getAlertWechatMini')).code).toBe(401);
  });
});
