import fs from 'node:fs';
import path from 'node:path';
import {
  EXPERIENCE_PASSWORD,
  EXPERIENCE_USERNAME,
  SEED_ELDERLY_TEMPLATE,
  scoreElderlyAbility,
} from '@linli/contracts';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { screenshot } from '../support/browser.ts';
import { byTestId, logInWithPassword, useJourney } from '../support/journey.ts';

const journey = useJourney({ CAPTCHA_ENABLED: 'false' });

const HOME = '/#/pagesA/assessment/index';
/** The social-services health-record summary, once that screen exists. */
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
  await logInWithPassword(page, username, password);
  // The 'logged in' toast would sit on top of the next screenshot.
  await expect.poll(() => page.locator('.adm-toast-main').count(), { timeout: 5000 }).toBe(0);
}

async function answerPart(page: Page, sectionId: string, skip?: string) {
  await byTestId(page, `part-tab-${sectionId}`).click();
  for (const item of items.filter((i) => i.id.startsWith(`${sectionId}.`) && i.id !== skip)) {
    await byTestId(page, `option-${item.id}-${answers[item.id]}`).click();
  }
}

/** Appendix A: check the prefill from the person file, fill the required fields and a few others. */
async function fillBasicInfo(page: Page) {
  await byTestId(page, 'part-A.1').waitFor();
  await byTestId(page, 'basic-input-A.1.2').fill('2026-03-02');
  await byTestId(page, 'basic-A.1.3-opt-0').click();
  await byTestId(page, 'part-tab-A.2').click();
  expect(await byTestId(page, 'basic-input-A.2.1').inputValue()).toBe('陈秀英');
  expect(await byTestId(page, 'basic-A.2.2-opt-1').getAttribute('class')).toContain('choice--on');
  expect(await byTestId(page, 'basic-input-A.2.3').inputValue()).toMatch(/^19\d\d-\d\d-\d\d$/);
  expect(await byTestId(page, 'basic-input-A.2.address').inputValue()).toContain('景田北路');
  await byTestId(page, 'basic-input-A.2.4').fill('156');
  // 少数民族 opens "which minority" right after A.2.6 (required while open).
  expect(await byTestId(page, 'basic-A.2.6.minority').count()).toBe(0);
  await byTestId(page, 'basic-A.2.6-opt-1').click();
  await byTestId(page, 'basic-input-A.2.6.minority').fill('满族');
  await byTestId(page, 'basic-A.2.10-opt-0').click();
  // A.2.14 care-risk events: two falls (C.4: two or more raise the level), nothing else.
  await byTestId(page, 'basic-A.2.14.1-opt-2').click();
  for (const n of [2, 3, 4, 5]) await byTestId(page, `basic-A.2.14.${n}-opt-0`).click();
  await screenshot(page, 'assessment-2a-basic-info');
  await byTestId(page, 'part-tab-A.3').click();
  await byTestId(page, 'basic-input-A.3.1').fill('陈秀英');
  await byTestId(page, 'basic-A.3.2-opt-0').click();
  await byTestId(page, 'part-tab-A.4').click();
  await byTestId(page, 'basic-A.4.1-opt-0').click();
  await byTestId(page, 'med-add').click();
  await byTestId(page, 'med-0-name').fill('氨氯地平');
  await byTestId(page, 'med-0-route').fill('口服');
  await byTestId(page, 'med-0-dose').fill('5mg');
  await byTestId(page, 'med-0-frequency').fill('每日1次');
  await byTestId(page, 'part-tab-A.5').click();
  await byTestId(page, 'basic-A.5.11-opt-0').click();
  expect(await byTestId(page, 'part-tab-A.5').textContent()).toContain('✓');
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

  // Choose the type and the subject: the demo person file 陈秀英, linked to the experience account.
  await byTestId(page, 'type-elderly-ability').click();
  await page.waitForURL(/assessment\/new/);
  await byTestId(page, 'person-search').fill('陈秀英');
  const file = page.locator('[data-testid^="person-file-"][data-name="陈秀英"]').first();
  await file.click();
  expect(await file.getAttribute('aria-pressed')).toBe('true');
  expect(await byTestId(page, 'subject-name').inputValue()).toBe('陈秀英');
  const subjectRef = await byTestId(page, 'subject-ref').inputValue();
  expect(subjectRef).toMatch(/^\d+$/);
  // Appendix C is signed by two assessors: the second is another staff member, picked by name.
  await byTestId(page, 'second-assessor-picker').getByRole('button', { name: '李社工' }).click();
  await byTestId(page, 'assessment-place').fill('社区评估室');
  await screenshot(page, 'assessment-1b-subject');
  await byTestId(page, 'assessment-create').click();
  await page.waitForURL(/assessment\/fill\?id=\d+/);
  const id = Number(new URL(page.url().replace('#/', '')).searchParams.get('id'));

  // Appendix A first: A.2 comes prefilled from the file; the assessor completes the required fields.
  await fillBasicInfo(page);

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
  // Progress counts what submit needs: 13 of 26 B items and the 14 required Appendix A items (A.2.6's
  // "which minority" among them).
  expect(await byTestId(page, 'assessment-progress').textContent()).toContain('27 / 40');
  await expect.poll(() => byTestId(page, 'draft-sync').getAttribute('data-status')).toBe('saved');
  await byTestId(page, 'part-tab-A.3').click();
  expect(await byTestId(page, 'basic-input-A.3.1').inputValue()).toBe('陈秀英');

  // The rest, leaving B.4.5 out: submitting jumps to it and names it.
  await answerPart(page, 'B.3');
  await answerPart(page, 'B.4', 'B.4.5');
  // C.4 grounds follow from Appendix A, in words (not editable): two falls in A.2.14 raise the level.
  await byTestId(page, 'part-tab-grounds').click();
  expect(await byTestId(page, 'ground-riskEvents').getAttribute('data-state')).toBe('riskRaises');
  expect(await byTestId(page, 'ground-riskEvents').textContent()).toContain('共 2 次');
  expect(await byTestId(page, 'ground-coma').getAttribute('data-state')).toBe('comaNo');
  expect(await byTestId(page, 'grounds-card').locator('input').count()).toBe(0);
  await screenshot(page, 'assessment-2b-grounds');
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
  expect(await byTestId(page, 'report-basic-A.2.1').textContent()).toContain('陈秀英');
  expect(await byTestId(page, 'report-basic-A.2.14.1').textContent()).toContain('发生过2次');
  expect(await byTestId(page, 'report-basic-A.4.2').textContent()).toContain('氨氯地平');
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
  // The administrator's template screen: the stored versions, and a refusal naming the offending path.
  await reviewer.page.goto(HOME);
  await byTestId(reviewer.page, 'open-templates').click();
  await byTestId(reviewer.page, 'tpl-version-1').waitFor();
  await byTestId(reviewer.page, 'tpl-from-current').click();
  await expect.poll(() => byTestId(reviewer.page, 'tpl-json').inputValue()).toContain('"version": 2');
  const draft = JSON.parse(await byTestId(reviewer.page, 'tpl-json').inputValue());
  draft.sections[0].maxScore = 33;
  await byTestId(reviewer.page, 'tpl-json').fill(JSON.stringify(draft, null, 2));
  await byTestId(reviewer.page, 'tpl-load').click();
  await expect.poll(() => byTestId(reviewer.page, 'tpl-error').textContent()).toContain('sections');
  await screenshot(reviewer.page, 'assessment-5b-templates');
  await reviewer.context.close();

  // The resident (experience account) sees the new level among their results.
  const resident = await journey.newPhone();
  await login(resident.page, EXPERIENCE_USERNAME, EXPERIENCE_PASSWORD);
  await resident.page.goto(HOME);
  await byTestId(resident.page, `record-${id}-outcome`).waitFor();
  expect(await byTestId(resident.page, `record-${id}-outcome`).textContent()).toContain(
    String(expected.total),
  );
  await screenshot(resident.page, 'assessment-6-my-results');
  const webPaths = fs.readFileSync(
    path.resolve(import.meta.dirname, '../../apps/web/src/lib/paths.ts'),
    'utf8',
  );
  if (webPaths.includes(HEALTH_SUMMARY)) {
    await resident.page.goto(`/#${HEALTH_SUMMARY}`);
    // The summary's ability line comes from GET /assessment's latest approved result: this one now.
    const ability = byTestId(resident.page, 'health-ability');
    await ability.waitFor();
    await expect.poll(() => ability.textContent()).toContain(String(expected.total));
    // The level in words (中度失能…), never the stored key.
    expect(await ability.textContent()).toMatch(/失能|能力完好/);
    await screenshot(resident.page, 'assessment-7-health-summary');
  }
  await resident.context.close();
});
