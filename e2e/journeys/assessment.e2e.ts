import fs from 'node:fs';
import path from 'node:path';
import { SEED_ELDERLY_TEMPLATE, scoreElderlyAbility } from '@linli/contracts';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { screenshot } from '../support/browser.ts';
import { byTestId, useJourney } from '../support/journey.ts';

const journey = useJourney({ CAPTCHA_ENABLED: 'false' });

const HOME = '/#/pagesA/assessment/index';
/** The social-services health-record summary (issue 6 'must show' 2), once that screen exists. */
const HEALTH_SUMMARY = '/pagesC/shfw/jkdagljs';

/** The answers the assessor taps: one step down on a few items, so the level is not 'intact'. */
const items = SEED_ELDERLY_TEMPLATE.sections.flatMap((s) => s.items);
const LOWER: Record<string, number> = {
  'B.1.3': 1,
  'B.1.5': 2,
  'B.2.4': 0,
  'B.3.4': 1,
  'B.4.4': 0,
  'B.4.5': 2,
};
const answers = Object.fromEntries(items.map((i) => [i.id, LOWER[i.id] ?? i.maxScore]));
const expected = scoreElderlyAbility(SEED_ELDERLY_TEMPLATE, { answers, riskEvents30d: 2 });

async function login(page: Page, username: string, password: string) {
  await page.goto('/#/pages/login/index');
  await byTestId(page, 'login-username').fill(username);
  await byTestId(page, 'login-password').fill(password);
  await byTestId(page, 'agreement-checkbox').check();
  await byTestId(page, 'login-submit').click();
  await page.waitForURL((url) => url.hash === '#/' || url.hash === '');
  // The 'logged in' toast would sit on top of the next screenshot.
  await expect.poll(() => page.locator('.adm-toast-main').count(), { timeout: 5000 }).toBe(0);
}

async function answerPart(page: Page, sectionId: string, skip?: string) {
  await byTestId(page, `part-tab-${sectionId}`).click();
  for (const item of items.filter((i) => i.id.startsWith(`${sectionId}.`) && i.id !== skip)) {
    await byTestId(page, `option-${item.id}-${answers[item.id]}`).click();
  }
}

const selected = (page: Page, itemId: string) =>
  byTestId(page, `option-${itemId}-${answers[itemId]}`).getAttribute('class');

it('assessor fills an elderly-ability assessment, reloads, submits; reviewer approves; the resident sees it', async () => {
  expect(expected.finalLevel).not.toBe(expected.preliminaryLevel);
  const assessor = await journey.newPhone();
  const page = assessor.page;
  await login(page, 'assessor', 'assessor123');
  await page.goto(HOME);
  await byTestId(page, 'assessment-platform-title').waitFor();
  expect(await byTestId(page, 'assessment-platform-title').textContent()).toContain(
    '社会组织等级评估平台 1.3.1',
  );
  await byTestId(page, 'my-records').waitFor();
  await screenshot(page, 'assessment-1-home');

  // Choose the type and the subject: the demo resident (the experience account) from earlier assessments.
  await byTestId(page, 'type-elderly-ability').click();
  await page.waitForURL(/assessment\/new/);
  const recent = page.locator('[data-testid^="recent-subject-"]').first();
  await recent.click();
  const subjectRef = await byTestId(page, 'subject-ref').inputValue();
  expect(subjectRef).toMatch(/^\d+$/);
  await byTestId(page, 'assessment-create').click();
  await page.waitForURL(/assessment\/fill\?id=\d+/);
  const id = Number(new URL(page.url().replace('#/', '')).searchParams.get('id'));

  // Half-way: B.1 and B.2 answered and saved to the server...
  await answerPart(page, 'B.1');
  await answerPart(page, 'B.2');
  await expect.poll(() => byTestId(page, 'draft-sync').getAttribute('data-status')).toBe('saved');
  // ...then the connection drops (saves fail), one more answer, a reload: the phone's copy brings it back.
  const drop = '**/api/assessment/records/*';
  await page.route(drop, (route) => (route.request().method() === 'PUT' ? route.abort() : route.continue()));
  await byTestId(page, 'part-tab-B.3').click();
  await byTestId(page, `option-B.3.1-${answers['B.3.1']}`).click();
  await expect.poll(() => byTestId(page, 'draft-sync').getAttribute('data-status')).toBe('offline');
  await screenshot(page, 'assessment-2-form');
  await page.unroute(drop);
  await page.reload();
  await byTestId(page, 'assessment-form').waitFor();
  await byTestId(page, 'draft-restored').waitFor();
  await byTestId(page, 'part-tab-B.1').click();
  expect(await selected(page, 'B.1.1')).toContain('as-option--on');
  await byTestId(page, 'part-tab-B.3').click();
  expect(await selected(page, 'B.3.1')).toContain('as-option--on');
  expect(await byTestId(page, 'assessment-progress').textContent()).toContain('13 / 26');
  await expect.poll(() => byTestId(page, 'draft-sync').getAttribute('data-status')).toBe('saved');

  // The rest, leaving B.4.5 out: submitting jumps to it and names it.
  await answerPart(page, 'B.3');
  await answerPart(page, 'B.4', 'B.4.5');
  await byTestId(page, 'part-tab-grounds').click();
  await byTestId(page, 'ground-risk-events').fill('2');
  await byTestId(page, 'assessment-submit').click();
  await byTestId(page, 'part-B.4').waitFor();
  await expect.poll(() => byTestId(page, 'item-B.4.5').getAttribute('class')).toContain('as-item--flagged');
  await byTestId(page, 'option-B.4.5-2').click();
  expect(await byTestId(page, 'preview-level').getAttribute('data-outcome')).toBe(expected.finalLevel);
  await byTestId(page, 'part-tab-grounds').click();
  await byTestId(page, 'assessment-submit').click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();

  // The result: the level the server stored, the same as the contracts scoring.
  await page.waitForURL(/assessment\/result\?id=/);
  await byTestId(page, 'result-level').waitFor();
  expect(await byTestId(page, 'result-level').getAttribute('data-outcome')).toBe(expected.finalLevel);
  expect(await byTestId(page, 'result-total').textContent()).toContain(String(expected.total));
  await byTestId(page, 'adjustment-care-risk-events').waitFor();
  await byTestId(page, 'radar-chart').waitFor();
  // Compared with the resident's latest approved assessment (the demo's 65).
  await expect
    .poll(() => byTestId(page, 'comparison-total-change').textContent())
    .toContain(String(expected.total - 65));
  await screenshot(page, 'assessment-3-result');

  await byTestId(page, 'open-report').click();
  await page.waitForURL(/assessment\/report\?id=/);
  await byTestId(page, 'assessment-report').waitFor();
  expect(await byTestId(page, 'report-final-level').textContent()).toContain(
    SEED_ELDERLY_TEMPLATE.levels.find((l) => l.id === expected.finalLevel)?.nameZh,
  );
  await page.emulateMedia({ media: 'print' });
  expect(await byTestId(page, 'report-print').isVisible()).toBe(false);
  await screenshot(page, 'assessment-4-report-print');
  await page.emulateMedia({ media: 'screen' });
  await assessor.context.close();

  // The reviewer approves it from the queue.
  const reviewer = await journey.newPhone();
  await login(reviewer.page, 'reviewer', 'reviewer123');
  await reviewer.page.goto(HOME);
  await byTestId(reviewer.page, `record-${id}`).click();
  await byTestId(reviewer.page, 'review-panel').waitFor();
  await byTestId(reviewer.page, 'review-comment').fill('评估规范，同意。');
  await screenshot(reviewer.page, 'assessment-5-review');
  await byTestId(reviewer.page, 'review-approve').click();
  await expect.poll(() => byTestId(reviewer.page, 'result-status').textContent()).toContain('已通过');
  await reviewer.context.close();

  // The resident (experience account) sees the new level among their results.
  const resident = await journey.newPhone();
  await login(resident.page, 'experience', 'experience');
  await resident.page.goto(HOME);
  await byTestId(resident.page, `record-${id}-outcome`).waitFor();
  expect(await byTestId(resident.page, `record-${id}-outcome`).textContent()).toContain(
    String(expected.total),
  );
  await screenshot(resident.page, 'assessment-6-my-results');
  const webPaths = fs.readFileSync(
    path.resolve(import.meta.dirname, '../../apps/web/src/app/paths.ts'),
    'utf8',
  );
  if (webPaths.includes(HEALTH_SUMMARY)) {
    await resident.page.goto(`/#${HEALTH_SUMMARY}`);
    // The summary's ability line comes from GET /assessment's latest approved result: this one now.
    const ability = byTestId(resident.page, 'health-ability');
    await ability.waitFor();
    await expect.poll(() => ability.textContent()).toContain(String(expected.total));
    await screenshot(resident.page, 'assessment-7-health-summary');
  }
  await resident.context.close();
});
