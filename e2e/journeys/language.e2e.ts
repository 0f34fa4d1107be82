import { expect, it } from 'vitest';
import { screenshot } from '../support/browser.ts';
import { byTestId, useJourney } from '../support/journey.ts';

const journey = useJourney();

it('switching to English persists across a reload', async () => {
  const { page, context } = await journey.newPhone();
  await page.goto('/#/pagesB/user/language');
  await byTestId(page, 'language-en-US').click();
  // The confirmation speaks the language just chosen.
  await page.locator('.adm-toast-mask').getByText('Language changed').waitFor();
  await page.goto('/');
  await page.getByText('Service information query').first().waitFor();
  await page.reload();
  await page.getByText('Service information query').first().waitFor();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-US');
  await byTestId(page, 'tab-me').click();
  await screenshot(page, 'language-1-english-me');
  await context.close();
});
