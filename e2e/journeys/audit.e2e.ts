import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { screenshot } from '../support/browser.ts';
import { byTestId, useJourney } from '../support/journey.ts';

const journey = useJourney({ CAPTCHA_ENABLED: 'false' });

async function logIn(username: string, password: string): Promise<{ code: number; token?: string }> {
  const response = await fetch(`${journey.server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return (await response.json()) as { code: number; token?: string };
}

/** A phone signed in as the administrator, in the given language and mode (lifeData set before start). */
async function adminPhone(token: string, language: string, elder: boolean): Promise<Page> {
  const { page } = await journey.newPhone();
  await page.goto('/');
  await page.evaluate((data) => localStorage.setItem('lifeData', JSON.stringify(data)), {
    vuex_token: token,
    language,
    elder,
    elderOffered: true,
  });
  await page.reload();
  return page;
}

it('an administrator reads the audit log: a failed sign-in, then the sign-in, filtered by event', async () => {
  // Someone guesses the administrator's password once, then the administrator signs in.
  expect((await logIn('admin', 'Guess-1234')).code).not.toBe(200);
  const { token } = await logIn('admin', 'Admin#2026');
  expect(token).toBeTruthy();

  const page = await adminPhone(token!, 'zh-CN', false);
  await page.goto('/#/pagesD/admin/index');
  await byTestId(page, 'admin-entry-audit').click();
  await page.waitForURL(/#\/pagesD\/admin\/audit/);
  await byTestId(page, 'audit-list').waitFor();
  const entries = page.locator('[data-testid="audit-list"] > article');
  await expect.poll(() => entries.count()).toBeGreaterThanOrEqual(2);
  await expect.poll(() => entries.filter({ hasText: '登录失败' }).count()).toBeGreaterThanOrEqual(1);
  // The password that was tried is nowhere on the screen.
  expect(await page.content()).not.toContain('Guess-1234');
  await screenshot(page, 'audit-1-log');

  await byTestId(page, 'audit-filter').selectOption('login.failed');
  await expect.poll(() => entries.filter({ hasText: '登录成功' }).count()).toBe(0);
  await expect.poll(() => entries.filter({ hasText: '登录失败' }).count()).toBeGreaterThanOrEqual(1);
  await screenshot(page, 'audit-2-failed-only');

  // English, elder mode.
  const elder = await adminPhone(token!, 'en-US', true);
  await elder.goto('/#/pagesD/admin/audit');
  await elder
    .locator('[data-testid="audit-list"] > article')
    .filter({ hasText: 'Failed sign-in' })
    .first()
    .waitFor();
  await screenshot(elder, 'audit-3-elder-en');
});
