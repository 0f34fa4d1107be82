import { expect, it } from 'vitest';
import { screenshot } from '../support/browser.ts';
import { byTestId, useJourney } from '../support/journey.ts';

const journey = useJourney();

it('switching to English persists across a reload', async () => {
  const { page, context } = await journey.newPhone();
  await page.goto('/');
  await byTestId(page, 'home-banners').waitFor();
  await byTestId(page, 'home-categories').waitFor();
  await screenshot(page, 'language-0-home-zh');
  await page.goto('/#/pagesB/user/language');
  await byTestId(page, 'language-en-US').click();
  // The confirmation speaks the language just chosen, and only it.
  const toast = page.locator('.adm-toast-mask');
  await toast.getByText('Language changed').waitFor();
  expect(await toast.textContent()).not.toMatch(/[\u4e00-\u9fff]/);
  await page.goto('/');
  await page.getByText('Service information query').first().waitFor();
  await page.reload();
  await page.getByText('Service information query').first().waitFor();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-US');
  await byTestId(page, 'home-banners').waitFor();
  await byTestId(page, 'home-categories').waitFor();
  // Every home section keeps the same side margins as the top one.
  const left = async (testId: string) => (await byTestId(page, testId).boundingBox())!.x;
  expect(await left('home-categories')).toBe(await left('home-banners'));
  expect(await left('home-banners')).toBeGreaterThan(0);
  await screenshot(page, 'language-2-home-en');
  await byTestId(page, 'tab-me').click();
  await screenshot(page, 'language-1-english-me');
  await context.close();
});
