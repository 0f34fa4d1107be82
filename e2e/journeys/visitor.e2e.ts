import { EXPERIENCE_PASSWORD, EXPERIENCE_USERNAME } from '@linli/contracts';
import { expect, it } from 'vitest';
import { screenshot } from '../support/browser.ts';
import { byTestId, useJourney } from '../support/journey.ts';

const journey = useJourney({ CAPTCHA_ENABLED: 'false' });

it('a visitor browses home, and opening Scene asks to log in first', async () => {
  const { page, context } = await journey.newPhone();
  await page.goto('/');
  await page.getByText('服务信息查询').first().waitFor();
  await screenshot(page, 'visitor-1-home');
  await byTestId(page, 'tab-scene').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('这个功能需要登录').waitFor();
  await screenshot(page, 'visitor-2-login-modal');
  expect(page.url()).not.toContain('scene');
  await dialog.getByRole('button', { name: /确定|确认|去登录/ }).click();
  await page.waitForURL(/#\/pagesB\/login\/waitLogin/);
  await screenshot(page, 'visitor-3-wait-login');
  await context.close();
});

it('Dynamic asks too, and cancel stays where the visitor was', async () => {
  const { page, context } = await journey.newPhone();
  await page.goto('/');
  await byTestId(page, 'tab-dynamic').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('这个功能需要登录').waitFor();
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect.poll(() => new URL(page.url()).hash).toMatch(/^(#\/?)?$/);
  await context.close();
});

it('a visitor following a link to the device list gets the login gate, not "login expired", and comes back', async () => {
  const { page, context } = await journey.newPhone();
  await page.goto('/#/pagesA/device/list');
  await page.waitForURL(/waitLogin\?redirect=/);
  // Nothing expired for someone who never logged in.
  await byTestId(page, 'wait-login').waitFor();
  expect(await page.locator('body').textContent()).not.toContain('登录状态已过期');
  await screenshot(page, 'visitor-4-link-login-gate');
  await byTestId(page, 'wait-login').click();
  await page.waitForURL(/pages\/login\/index\?redirect=/);
  await byTestId(page, 'login-username').fill(EXPERIENCE_USERNAME);
  await byTestId(page, 'login-password').fill(EXPERIENCE_PASSWORD);
  await byTestId(page, 'agreement-checkbox').check();
  await byTestId(page, 'login-submit').click();
  await page.waitForURL(/#\/pagesA\/device\/list/);
  await byTestId(page, 'device-list').waitFor();
  await context.close();
});
