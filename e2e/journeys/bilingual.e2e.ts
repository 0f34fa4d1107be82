import { expect, it } from 'vitest';
import { screenshot } from '../support/browser.ts';
import { byTestId, logInWithPassword, useJourney } from '../support/journey.ts';

const journey = useJourney({ CAPTCHA_ENABLED: 'false' });
const HAN = /[\u4e00-\u9fff]/;

/** The id of the first row a public list answers for a Chinese keyword. */
async function firstId(list: string, keyword: string): Promise<number> {
  const url = `${journey.server.url}/api/${list}?keyword=${encodeURIComponent(keyword)}`;
  const answer = (await (await fetch(url)).json()) as { rows: Array<{ id: number }> };
  const id = answer.rows[0]?.id;
  if (!id) throw new Error(`nothing in ${list} for ${keyword}`);
  return id;
}

it('the centre’s projects, news, banners and groups read in English once English is chosen', async () => {
  const { page, context } = await journey.newPhone();
  const projectId = await firstId('shfw/project/list', '长者居家照护');
  const newsId = await firstId('news/list', '九九重阳');
  const groupId = await firstId('shfw/group/list', '景田北7栋');

  // Read in Chinese first, so the English below is read again, not found in the cache.
  await page.goto('/');
  await byTestId(page, 'home-banners').getByRole('img', { name: '邻里守望 · 温暖到家' }).first().waitFor();
  await page.goto('/#/pagesB/user/language');
  await byTestId(page, 'language-en-US').click();
  await page.locator('.adm-toast-mask').getByText('Language changed').waitFor();

  await page.goto('/');
  const banners = byTestId(page, 'home-banners');
  await banners.getByRole('img', { name: 'Neighbours looking out for each other' }).first().waitFor();
  await page.getByText('Home care visits for older people').first().waitFor();
  await screenshot(page, 'bilingual-1-home-en');

  await page.goto(`/#/pages/fwjz/fwxq?id=${projectId}`);
  await byTestId(page, 'project-title').getByText('Home care visits for older people').waitFor();
  await page.getByText('Monday to Saturday, 8:30–17:30').waitFor();
  expect(await byTestId(page, 'project-description').textContent()).not.toMatch(HAN);
  await screenshot(page, 'bilingual-2-project-en');

  await page.goto('/#/pages/news/index');
  await byTestId(page, 'news-list').getByText('Volunteers wanted for 2026').waitFor();
  await screenshot(page, 'bilingual-3-news-en');
  await page.goto(`/#/pages/news/detail?id=${newsId}`);
  await byTestId(page, 'news-title')
    .getByText('Double Ninth Festival gathering for older neighbours')
    .waitFor();
  expect(await byTestId(page, 'news-content').textContent()).not.toMatch(HAN);
  await screenshot(page, 'bilingual-4-news-detail-en');

  await page.goto(`/#/pagesC/group/detail?id=${groupId}`);
  await byTestId(page, 'group-name').getByText("Block 7 neighbours' mutual-aid group").waitFor();
  await page.getByText('Daily check-ins').first().waitFor();
  await screenshot(page, 'bilingual-5-group-en');

  // The administrator edits the Chinese and English texts as written, and an emptied English one is read in
  // Chinese.
  await logInWithPassword(page, 'admin', 'Admin#2026');
  await page.goto(`/#/pagesD/admin/project?id=${projectId}`);
  const description = byTestId(page, 'admin-project-description');
  await expect.poll(() => description.inputValue()).toMatch(HAN);
  expect(await byTestId(page, 'admin-project-schedule-en').inputValue()).toBe(
    'Monday to Saturday, 8:30–17:30',
  );
  await byTestId(page, 'admin-project-schedule-en').fill('');
  await screenshot(page, 'bilingual-6-admin-project-en');
  await byTestId(page, 'admin-project-form-submit').click();
  await page.waitForURL(/#\/pagesD\/admin\/projects/);
  await page.goto(`/#/pages/fwjz/fwxq?id=${projectId}`);
  await byTestId(page, 'project-title').getByText('Home care visits for older people').waitFor();
  await page.getByText('周一至周六 8:30-17:30').waitFor();
  await context.close();
});
