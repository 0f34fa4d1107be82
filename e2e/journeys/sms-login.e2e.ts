import { expect, it } from 'vitest';
import { screenshot } from '../support/browser.ts';
import { byTestId, useJourney } from '../support/journey.ts';

const journey = useJourney();

it('logs in with an SMS code read from the development outbox', async () => {
  const { page, context } = await journey.newPhone();
  const phone = '13912345678';
  await page.goto('/#/pages/login/smsLogin');
  await byTestId(page, 'sms-phone').fill(phone);
  await byTestId(page, 'sms-send').click();
  await expect.poll(() => journey.server.outbox(phone).length).toBe(1);
  await expect.poll(() => byTestId(page, 'sms-send').textContent()).toMatch(/\d+\s*秒/);
  const code = /(\d{6})/.exec(journey.server.outbox(phone)[0] ?? '')?.[1] ?? '';
  await byTestId(page, 'sms-code').fill(code);
  await byTestId(page, 'agreement-checkbox').check();
  await screenshot(page, 'sms-1-code');
  await byTestId(page, 'sms-submit').click();
  await page.waitForURL((url) => url.hash === '#/' || url.hash === '');
  await byTestId(page, 'tab-me').click();
  await expect.poll(() => byTestId(page, 'me-nickname').textContent()).toContain('5678');
  await screenshot(page, 'sms-2-signed-in');
  await context.close();
});
