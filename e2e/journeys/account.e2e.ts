import fs from 'node:fs';
import { expect, it } from 'vitest';
import { screenshot } from '../support/browser.ts';
import { byTestId, solveCaptcha, useJourney } from '../support/journey.ts';

const journey = useJourney();

it('register → log in with the captcha → edit the profile → log out', async () => {
  const { page, context } = await journey.newPhone();
  const suffix = Date.now().toString().slice(-6);
  const username = `elder${suffix}`;
  const phone = `1370${suffix}0`.slice(0, 11);

  await page.goto('/#/pages/login/register');
  await byTestId(page, 'register-username').fill(username);
  await byTestId(page, 'register-password').fill('Secret#2026');
  await byTestId(page, 'register-confirm-password').fill('Secret#2026');
  await byTestId(page, 'register-phone').fill(phone);
  await solveCaptcha(page, journey.server);
  await byTestId(page, 'agreement-checkbox').check();
  await screenshot(page, 'account-1-register');
  await byTestId(page, 'register-submit').click();

  await page.waitForURL(/#\/pages\/login\/index/);
  await byTestId(page, 'login-username').fill(username);
  await byTestId(page, 'login-password').fill('Secret#2026');
  await solveCaptcha(page, journey.server);
  await byTestId(page, 'agreement-checkbox').check();
  await byTestId(page, 'login-submit').click();
  await page.waitForURL((url) => url.hash === '#/' || url.hash === '');
  const stored = await page.evaluate(() => localStorage.getItem('lifeData'));
  expect(stored).toContain('vuex_token');
  expect(stored).not.toContain('Secret#2026');

  await byTestId(page, 'tab-me').click();
  await expect.poll(() => byTestId(page, 'me-nickname').textContent()).toContain(username);
  await byTestId(page, 'me-account').click();
  await byTestId(page, 'profile-nickname').fill('王阿姨');
  await byTestId(page, 'profile-email').fill('wang@example.com');
  await byTestId(page, 'profile-save').click();
  await page.getByText('修改成功').or(page.getByText('保存成功')).first().waitFor();
  await screenshot(page, 'account-2-profile');
  // Privacy: the person downloads everything held about them, and it holds what they just entered.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    byTestId(page, 'account-export').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^linli-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(fs.readFileSync(await download.path(), 'utf8'));
  expect(JSON.stringify(exported.sections)).toContain('wang@example.com');
  await byTestId(page, 'account-export').scrollIntoViewIfNeeded();
  await screenshot(page, 'account-2b-my-data');
  await page.goBack();
  await expect.poll(() => byTestId(page, 'me-nickname').textContent()).toContain('王阿姨');

  await byTestId(page, 'logout-button').click();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('lifeData') ?? ''))
    .not.toMatch(/"vuex_token":"ey/);
  await screenshot(page, 'account-3-logged-out');
  await context.close();
});
