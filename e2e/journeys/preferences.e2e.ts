import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { screenshot } from '../support/browser.ts';
import { byTestId, logInWithPassword, useJourney } from '../support/journey.ts';

const journey = useJourney({ CAPTCHA_ENABLED: 'false' });
const PREFERENCES = '/api/system/user/preferences';

/** Waits for the background save of one choice to the account. */
const saved = (page: Page) =>
  page.waitForResponse((r) => r.url().endsWith(PREFERENCES) && r.request().method() === 'PUT');

it('language and elder mode chosen on phone A greet the same account on phone B', async () => {
  const suffix = Date.now().toString().slice(-6);
  const account = {
    username: `pref${suffix}`,
    password: 'Secret#2026',
    phone: `1371${suffix}0`.slice(0, 11),
  };
  const registered = await fetch(`${journey.server.url}/api/iot/tool/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      username: account.username,
      password: account.password,
      confirmPassword: account.password,
      phonenumber: account.phone,
    }),
  });
  expect(((await registered.json()) as { code: number }).code).toBe(200);

  // Phone A: a fresh account in the default Chinese, standard mode.
  const a = await journey.newPhone();
  await logInWithPassword(a.page, account.username, account.password);
  // WCAG 2.5.7: the pull-down refresh also has a button, named and large enough to tap.
  const refresh = a.page.getByRole('button', { name: '刷新' });
  await refresh.waitFor();
  const box = await refresh.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(44);
  expect(box?.height).toBeGreaterThanOrEqual(44);
  await refresh.click();
  await expect.poll(() => a.page.getByRole('status').filter({ hasText: '刷新成功' }).count()).toBe(1);

  await a.page.goto('/#/pagesB/user/language');
  const language = saved(a.page);
  await byTestId(a.page, 'language-en-US').click();
  expect((await (await language).json()).data).toMatchObject({ language: 'en-US' });
  await a.page.goto('/');
  await a.page.getByRole('button', { name: 'Refresh' }).waitFor();
  await screenshot(a.page, 'preferences-1-phone-a-english');
  await byTestId(a.page, 'tab-me').click();
  const elder = saved(a.page);
  await byTestId(a.page, 'me-elder-switch').click();
  expect((await (await elder).json()).data).toEqual({ language: 'en-US', elderMode: true });
  await a.context.close();

  // Phone B: empty storage, Chinese and standard mode until the same account signs in.
  const b = await journey.newPhone();
  await b.page.goto('/');
  expect(await b.page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
  await logInWithPassword(b.page, account.username, account.password);
  await expect.poll(() => b.page.evaluate(() => document.documentElement.lang)).toBe('en-US');
  expect(await b.page.evaluate(() => document.documentElement.classList.contains('elder'))).toBe(true);
  await byTestId(b.page, 'tab-me').click();
  await expect.poll(() => byTestId(b.page, 'me-elder-switch').getAttribute('aria-checked')).toBe('true');
  await b.page.getByText('Elder mode').first().waitFor();
  await b.page.getByText('Logged in').first().waitFor();
  await screenshot(b.page, 'preferences-2-phone-b-elder-english');
  // In elder mode the refresh button of a pull-to-refresh list is a 60 px target.
  await b.page.goto('/#/pagesA/device/list');
  const bigRefresh = b.page.getByRole('button', { name: 'Refresh' });
  await bigRefresh.waitFor();
  const bigBox = await bigRefresh.boundingBox();
  expect(bigBox?.width).toBeGreaterThanOrEqual(60);
  expect(bigBox?.height).toBeGreaterThanOrEqual(60);
  await screenshot(b.page, 'preferences-3-phone-b-device-list-refresh');
  await b.context.close();
});
