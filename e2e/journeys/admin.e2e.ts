import { expect, it } from 'vitest';
import { screenshot } from '../support/browser.ts';
import { byTestId, logInWithPassword, useJourney } from '../support/journey.ts';

const journey = useJourney({ CAPTCHA_ENABLED: 'false' });

/** Smallest valid PNG (1×1): the server sniffs the bytes of an upload. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PROJECT_TITLE = '长者午间助餐（试点）';
const ARTICLE_TITLE = '助餐试点本周开始报名';

it('an administrator creates a project with a cover and publishes news; a visitor sees both', async () => {
  const { page } = await journey.newPhone();
  await logInWithPassword(page, 'admin', 'Admin#2026');

  // Me shows the administration entry to administrators.
  await page.goto('/#/pages/tabBar/user');
  await byTestId(page, 'me-admin').click();
  await page.waitForURL(/#\/pagesD\/admin\/index/);
  await byTestId(page, 'admin-entry-projects').waitFor();
  await screenshot(page, 'admin-1-home');

  // Projects: the list (drafts and offline ones too), then a new project.
  await byTestId(page, 'admin-entry-projects').click();
  await byTestId(page, 'admin-project-list').waitFor();
  await screenshot(page, 'admin-2-projects');
  await byTestId(page, 'admin-project-add').click();
  await page.waitForURL(/#\/pagesD\/admin\/project$/);

  // Saving an empty form names the fields, in the server's words, before anything is sent.
  await byTestId(page, 'admin-project-form-submit').click();
  await expect.poll(() => page.locator('.admin-form .field__error').count()).toBeGreaterThanOrEqual(5);
  await screenshot(page, 'admin-3-project-errors');

  await byTestId(page, 'admin-project-category-elderly_care').check();
  await byTestId(page, 'admin-project-title').fill(PROJECT_TITLE);
  await byTestId(page, 'admin-project-title-en').fill('Lunch for seniors (pilot)');
  await byTestId(page, 'admin-project-summary').fill(
    '工作日中午在社区食堂提供营养午餐，行动不便的可送餐上门',
  );
  await byTestId(page, 'admin-project-description').fill('由社区长者食堂供餐，社工每月回访一次。');
  await byTestId(page, 'admin-project-eligibility').fill('本社区60岁以上长者');
  await byTestId(page, 'admin-project-provider').fill('邻里社工站');
  await byTestId(page, 'admin-project-address').fill('深圳市福田区景田北路28号');
  await byTestId(page, 'admin-project-lng').fill('114.0456');
  await byTestId(page, 'admin-project-lat').fill('22.5612');
  await byTestId(page, 'admin-project-schedule').fill('周一至周五 11:30-12:30');
  await byTestId(page, 'admin-project-capacity').fill('30');
  await byTestId(page, 'admin-project-phone').fill('12345');
  await byTestId(page, 'admin-project-cover-input').setInputFiles({
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: TINY_PNG,
  });
  await byTestId(page, 'admin-project-cover-preview').waitFor();
  expect(await byTestId(page, 'admin-project-cover-preview').getAttribute('src')).toMatch(/^\/uploads\//);
  await byTestId(page, 'admin-project-featured').check();
  // A wrong phone number is named under its field.
  await byTestId(page, 'admin-project-form-submit').click();
  await expect.poll(() => page.locator('.admin-form .field__error').count()).toBe(1);
  await byTestId(page, 'admin-project-phone').fill('0755-88886666');
  await screenshot(page, 'admin-4-project-form');
  await byTestId(page, 'admin-project-form-submit').click();
  await page.waitForURL(/#\/pagesD\/admin\/projects/);
  const row = page.locator('[data-testid="admin-project-list"] > article').filter({ hasText: PROJECT_TITLE });
  await row.first().waitFor();
  await screenshot(page, 'admin-5-project-saved');

  // News: write and publish an article with a cover and simple formatting.
  await page.goto('/#/pagesD/admin/news');
  await byTestId(page, 'admin-article-list').waitFor();
  await byTestId(page, 'admin-article-add').click();
  await page.waitForURL(/#\/pagesD\/admin\/article$/);
  await byTestId(page, 'admin-article-category-notice').check();
  await byTestId(page, 'admin-article-title').fill(ARTICLE_TITLE);
  await byTestId(page, 'admin-article-cover-input').setInputFiles({
    name: 'news.png',
    mimeType: 'image/png',
    buffer: TINY_PNG,
  });
  await byTestId(page, 'admin-article-cover-preview').waitFor();
  await byTestId(page, 'admin-article-content').fill(
    '长者午间助餐试点本周开始报名。\n\n名额30个，先到先得。',
  );
  await byTestId(page, 'admin-article-format-bold').click();
  await screenshot(page, 'admin-6-article-form');
  await byTestId(page, 'admin-article-form-submit').click();
  await page.waitForURL(/#\/pagesD\/admin\/news/);
  await page
    .locator('[data-testid="admin-article-list"] > article')
    .filter({ hasText: ARTICLE_TITLE })
    .first()
    .waitFor();
  await screenshot(page, 'admin-7-news-list');

  // Banners: the list the carousel is made of.
  await page.goto('/#/pagesD/admin/banners');
  await byTestId(page, 'admin-banner-list').waitFor();
  await screenshot(page, 'admin-8-banners');

  // A visitor (new phone, no login) finds the project in project selection and the article in news.
  const visitor = (await journey.newPhone()).page;
  await visitor.goto('/#/pages/fwjz/index');
  await byTestId(visitor, 'project-search').fill('助餐');
  await byTestId(visitor, 'project-search-go').click();
  const card = visitor
    .locator('[data-testid="project-list"] > button')
    .filter({ hasText: PROJECT_TITLE })
    .first();
  await card.waitFor();
  await screenshot(visitor, 'admin-9-visitor-projects');
  await card.click();
  await byTestId(visitor, 'project-title').waitFor();
  expect(await byTestId(visitor, 'project-title').textContent()).toContain(PROJECT_TITLE);
  await visitor.goto('/#/pages/news/index');
  const article = visitor
    .locator('[data-testid="news-list"] [data-testid^="news-"]')
    .filter({ hasText: ARTICLE_TITLE })
    .first();
  await article.waitFor();
  await screenshot(visitor, 'admin-10-visitor-news');
  await article.click();
  await byTestId(visitor, 'news-content').waitFor();
  expect(await byTestId(visitor, 'news-content').innerHTML()).toContain('<strong>');
  await screenshot(visitor, 'admin-11-visitor-article');

  // The administration pages are not for residents: the entry is hidden and the page says so.
  await visitor.goto('/#/pagesD/admin/projects');
  await byTestId(visitor, 'admin-denied').waitFor();
});
