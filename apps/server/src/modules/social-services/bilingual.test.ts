import { ErrorCode } from '@linli/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/support/index.ts';
import { aProject, appWithAdmin, createProject } from '../../../test/support/social-services.ts';
import { seedSocialServicesDemo } from './demo.ts';

type Data<T> = { data: T };
type Project = Record<string, string>;
type Group = { name: string; summary: string; description: string; services: string[] } & Record<
  string,
  unknown
>;

const ENGLISH_PROJECT = {
  descriptionEn: 'Carers visit you at home.',
  eligibilityEn: 'Residents aged 60 or over',
  providerEn: 'Linli centre',
  scheduleEn: 'Weekdays, 9:00–17:00',
};
const aGroup = (overrides: Record<string, unknown> = {}) => ({
  kind: 'housing',
  name: '7栋互助组',
  nameEn: 'Block 7 mutual aid',
  summary: '邻居结对关照独居长者',
  summaryEn: 'Neighbours look out for older people living alone.',
  description: '楼栋长牵头，每天问候。',
  descriptionEn: 'Led by the building representative; a daily check-in.',
  contactPhone: '13800138001',
  services: ['代买代办', '日常问候'],
  servicesEn: ['Errands', 'Daily check-ins'],
  ...overrides,
});

describe('content in both languages', () => {
  let t: TestApp;
  let admin: string;
  beforeEach(async () => {
    ({ t, admin } = await appWithAdmin());
  });
  afterEach(() => t.close());

  const project = async (id: number, language: 'zh-CN' | 'en-US') =>
    (await t.call<Data<Project>>('GET', `/shfw/project/${id}`, { language })).body.data;

  it('answers a project in the reader’s language, Chinese where the English is empty', async () => {
    const id = await createProject(t, admin, { summaryEn: 'Help at home', ...ENGLISH_PROJECT });
    expect(await project(id, 'en-US')).toMatchObject({
      title: 'Home care visits',
      summary: 'Help at home',
      description: 'Carers visit you at home.',
      eligibility: 'Residents aged 60 or over',
      provider: 'Linli centre',
      schedule: 'Weekdays, 9:00–17:00',
      descriptionZh: '由护理员上门服务',
      descriptionEn: 'Carers visit you at home.',
    });
    expect(await project(id, 'zh-CN')).toMatchObject({
      title: '长者居家照护上门服务',
      description: '由护理员上门服务',
      provider: '邻里社工站',
      providerEn: 'Linli centre',
    });

    // Clearing an English text falls back to the Chinese one; the others stay.
    const cleared = await t.call('PUT', `/shfw/project/${id}`, {
      token: admin,
      body: { descriptionEn: '', scheduleEn: '' },
    });
    expect(cleared.body.code).toBe(200);
    expect(await project(id, 'en-US')).toMatchObject({
      description: '由护理员上门服务',
      descriptionEn: '',
      schedule: '',
      provider: 'Linli centre',
    });
    const list = await t.call<{ rows: Project[] }>('GET', '/shfw/project/list', { language: 'en-US' });
    expect(list.body.rows[0]).toMatchObject({ provider: 'Linli centre', description: '由护理员上门服务' });
  });

  it('refuses English texts over their limit, naming the field in the reader’s language', async () => {
    const long = 'x'.repeat(201);
    const zh = await t.call('POST', '/shfw/project', {
      token: admin,
      body: aProject({ providerEn: long }),
    });
    expect(zh.body).toMatchObject({
      errorCode: ErrorCode.FIELD_TOO_LONG,
      field: 'providerEn',
      msg: '英文服务提供方不能超过200个字符',
    });
    const en = await t.call('POST', '/shfw/group', {
      token: admin,
      language: 'en-US',
      body: aGroup({ summaryEn: 'x'.repeat(401) }),
    });
    expect(en.body).toMatchObject({
      errorCode: ErrorCode.FIELD_TOO_LONG,
      field: 'summaryEn',
      msg: 'English summary cannot be longer than 400 characters',
    });
    const article = await t.call('POST', '/news', {
      token: admin,
      language: 'en-US',
      body: { category: 'notice', title: '通知', content: '<p>内容</p>', summaryEn: 'y'.repeat(401) },
    });
    expect(article.body).toMatchObject({ errorCode: ErrorCode.FIELD_TOO_LONG, field: 'summaryEn' });
    const banner = await t.call('POST', '/news/banner', {
      token: admin,
      language: 'en-US',
      body: { title: '横幅', titleEn: 'z'.repeat(121), image: '/api/news/asset/banner-care.svg' },
    });
    expect(banner.body).toMatchObject({
      errorCode: ErrorCode.FIELD_TOO_LONG,
      field: 'titleEn',
      msg: 'English title cannot be longer than 120 characters',
    });
  });

  it('answers a group in the reader’s language and lets the administrator clear the English', async () => {
    const created = await t.call<Data<{ id: number }>>('POST', '/shfw/group', {
      token: admin,
      body: aGroup(),
    });
    const id = created.body.data.id;
    const read = async (language: 'zh-CN' | 'en-US') =>
      (await t.call<Data<Group>>('GET', `/shfw/group/${id}`, { language })).body.data;
    expect(await read('en-US')).toMatchObject({
      name: 'Block 7 mutual aid',
      summary: 'Neighbours look out for older people living alone.',
      description: 'Led by the building representative; a daily check-in.',
      services: ['Errands', 'Daily check-ins'],
      servicesZh: ['代买代办', '日常问候'],
    });
    expect(await read('zh-CN')).toMatchObject({
      summary: '邻居结对关照独居长者',
      services: ['代买代办', '日常问候'],
    });
    await t.call('PUT', `/shfw/group/${id}`, {
      token: admin,
      body: { summaryEn: '', descriptionEn: '', servicesEn: [] },
    });
    expect(await read('en-US')).toMatchObject({
      name: 'Block 7 mutual aid',
      summary: '邻居结对关照独居长者',
      description: '楼栋长牵头，每天问候。',
      services: ['代买代办', '日常问候'],
      summaryEn: '',
    });
  });

  it('answers news and banners in the reader’s language', async () => {
    const created = await t.call<Data<{ id: number }>>('POST', '/news', {
      token: admin,
      body: {
        category: 'activity',
        title: '重阳敬老活动',
        titleEn: 'Double Ninth gathering',
        content: '<p>活动圆满举行</p>',
        contentEn: '<p onclick="x()">The gathering went <strong>well</strong></p>',
        author: '邻里社工站',
        authorEn: 'Linli Social Work Station',
      },
    });
    const id = created.body.data.id;
    const detail = async (language: 'zh-CN' | 'en-US') =>
      (await t.call<Data<Record<string, string>>>('GET', `/news/${id}`, { language })).body.data;
    // No English summary: the English reader gets the start of the English text, sanitised like the Chinese.
    expect(await detail('en-US')).toMatchObject({
      title: 'Double Ninth gathering',
      summary: 'The gathering went well',
      content: '<p>The gathering went <strong>well</strong></p>',
      contentZh: '<p>活动圆满举行</p>',
      author: 'Linli Social Work Station',
    });
    expect(await detail('zh-CN')).toMatchObject({
      title: '重阳敬老活动',
      content: '<p>活动圆满举行</p>',
      author: '邻里社工站',
    });
    await t.call('PUT', `/news/${id}`, { token: admin, body: { contentEn: '', titleEn: '' } });
    expect(await detail('en-US')).toMatchObject({
      title: '重阳敬老活动',
      summary: '活动圆满举行',
      content: '<p>活动圆满举行</p>',
      contentEn: '',
    });

    const banner = await t.call<Data<{ id: number }>>('POST', '/news/banner', {
      token: admin,
      body: { title: '志愿者招募', titleEn: 'Volunteers wanted', image: '/api/news/asset/banner-care.svg' },
    });
    const carousel = async (language: 'zh-CN' | 'en-US') =>
      (
        await t.call<Data<Array<{ title: string; titleZh: string }>>>('GET', '/news/banner/list', {
          language,
        })
      ).body.data;
    expect((await carousel('en-US'))[0]).toMatchObject({ title: 'Volunteers wanted', titleZh: '志愿者招募' });
    expect((await carousel('zh-CN'))[0]!.title).toBe('志愿者招募');
    const home = await t.call<Data<{ banners: Array<{ title: string }> }>>('GET', '/shfw/home', {
      language: 'en-US',
    });
    expect(home.body.data.banners[0]!.title).toBe('Volunteers wanted');
    await t.call('PUT', `/news/banner/${banner.body.data.id}`, { token: admin, body: { titleEn: '' } });
    expect((await carousel('en-US'))[0]!.title).toBe('志愿者招募');
  });

  it('seeds English for every demo row, and fills it into demo rows that lack it', async () => {
    // Only the seeder of this content: the whole demo (devices, history) is demo.test.ts's business.
    await seedSocialServicesDemo(t.container);
    const db = t.db.kysely;
    // An upgraded centre: its demo rows were created before the English columns existed.
    await db.updateTable('service_projects').set({ description_en: '', schedule_en: '' }).execute();
    await db.updateTable('service_groups').set({ summary_en: '', services_en: '[]' }).execute();
    await db.updateTable('news_articles').set({ content_en: '', summary_en: '', author_en: '' }).execute();
    await db.updateTable('news_banners').set({ title_en: '' }).execute();
    // Wording someone wrote stays.
    await db.updateTable('service_projects').set({ provider_en: 'Our own wording' }).execute();
    await seedSocialServicesDemo(t.container);

    const projects = await db.selectFrom('service_projects').selectAll().execute();
    for (const p of projects) {
      for (const [zh, en] of [
        [p.title, p.title_en],
        [p.summary, p.summary_en],
        [p.description, p.description_en],
        [p.eligibility, p.eligibility_en],
        [p.schedule, p.schedule_en],
      ]) {
        if (zh) expect(en, `${p.title}: ${zh}`).not.toBe('');
      }
      expect(p.provider_en).toBe('Our own wording');
    }
    for (const g of await db.selectFrom('service_groups').selectAll().execute()) {
      for (const [zh, en] of [
        [g.name, g.name_en],
        [g.summary, g.summary_en],
        [g.description, g.description_en],
      ]) {
        if (zh) expect(en, `${g.name}: ${zh}`).not.toBe('');
      }
      expect(JSON.parse(g.services_en)).toHaveLength(JSON.parse(g.services).length);
    }
    for (const a of await db.selectFrom('news_articles').selectAll().execute()) {
      expect([a.title_en, a.summary_en, a.content_en, a.author_en], a.title).not.toContain('');
    }
    for (const b of await db.selectFrom('news_banners').selectAll().execute()) {
      expect(b.title_en, b.title).not.toBe('');
    }
  });
});
