import {
  type AssessmentRecord,
  type AssessmentTemplate,
  type Category,
  resolveSocialOrgTable,
  SEED_INSTITUTION_TEMPLATE,
  SEED_SOCIAL_ORG_TEMPLATE,
} from '@linli/contracts';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { screenshot } from '../support/browser.ts';
import { byTestId, logInWithPassword, useJourney } from '../support/journey.ts';
import { apiAs } from '../support/phone-api.ts';

/**
 * The grading rules around the points: a social organisation that fails an eligibility condition is
 * refused with that condition named; a local scheme's veto caps the grade and the result says so; an
 * institution gets no level until every basic requirement of GB/T 37276-2018 is met.
 */
const journey = useJourney({ CAPTCHA_ENABLED: 'false' });

const HOME = '/#/pagesA/assessment/index';

async function login(page: Page, username: string, password: string) {
  await logInWithPassword(page, username, password);
  await expect.poll(() => page.locator('.adm-toast-main').count(), { timeout: 5000 }).toBe(0);
}

/** Every indicator at its maximum, then points taken off in form order until the sum is `total`. */
function answersWithTotal(categories: Category[], total: number): Record<string, number> {
  let deficit = categories.reduce((a, c) => a + c.maxScore, 0) - total;
  const answers: Record<string, number> = {};
  for (const indicator of categories.flatMap((c) => c.indicators)) {
    const take = Math.min(indicator.maxScore, deficit);
    answers[indicator.id] = indicator.maxScore - take;
    deficit -= take;
  }
  return answers;
}

/** Starts an assessment on the phone: type, (organisation type), name, second assessor. */
async function start(page: Page, type: 'social-org' | 'institution', name: string): Promise<number> {
  await page.goto(HOME);
  await byTestId(page, `type-${type}`).click();
  await page.waitForURL(/assessment\/new/);
  if (type === 'social-org') {
    await byTestId(page, 'org-type-social-group').click();
    expect(await byTestId(page, 'org-type-social-group').getAttribute('aria-pressed')).toBe('true');
  }
  await byTestId(page, 'subject-name').fill(name);
  await byTestId(page, 'second-assessor-picker').getByRole('button', { name: '李社工' }).click();
  if (type === 'social-org') await screenshot(page, 'assessment-grades-1-org-type');
  await byTestId(page, 'assessment-create').click();
  await page.waitForURL(/assessment\/fill\?id=\d+/);
  return Number(new URL(page.url().replace('#/', '')).searchParams.get('id'));
}

/** The points are not what this journey is about: they are saved through the API, then the form reloads. */
async function savePoints(page: Page, id: number, answers: Record<string, number>) {
  const saved = await apiAs<{ code: number }>(journey.server, page, 'PUT', `/assessment/records/${id}`, {
    answers,
  });
  expect(saved.code).toBe(200);
  await page.reload();
  await byTestId(page, 'grading-conditions').waitFor();
  await expect.poll(() => byTestId(page, 'draft-sync').getAttribute('data-status')).toBe('saved');
}

/** Answers the checklist on the form: every condition met except those named. */
async function answerChecklist(page: Page, template: AssessmentTemplate, notMet: string[]) {
  const conditions = template.type === 'elderly-ability' ? [] : template.conditions;
  for (const c of conditions) {
    const label = notMet.includes(c.id) ? '不符合' : '符合';
    const button = byTestId(page, `condition-${c.id}`).getByRole('button', { name: label, exact: true });
    await button.click();
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
  }
}

/** The submit button is on the last part of the form. */
async function submit(page: Page, lastPart: string) {
  await byTestId(page, `part-tab-${lastPart}`).click();
  await byTestId(page, 'assessment-submit').click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
}

/** Submits and waits for the refusal toast (after the "loading" one) to name `condition`. */
async function submitExpectingRefusal(page: Page, lastPart: string, condition: string) {
  await submit(page, lastPart);
  const toast = page.locator('.adm-toast-main');
  await expect
    .poll(async () => (await toast.allTextContents()).join(' '), { timeout: 10_000 })
    .toContain(condition);
}

it('refuses an ineligible social organisation, caps a grade by veto, refuses an institution without its basics', async () => {
  // The committee's scheme in force: Huaining 2022, whose 5A needs a party organisation.
  const admin = await journey.newPhone();
  await login(admin.page, 'reviewer', 'reviewer123');
  const loaded = await apiAs<{ code: number }>(journey.server, admin.page, 'POST', '/assessment/templates', {
    ...SEED_SOCIAL_ORG_TEMPLATE,
    version: 2,
    gradeScheme: 'huaining_2022',
  });
  expect(loaded.code).toBe(200);
  await admin.context.close();

  const { page } = await journey.newPhone();
  await login(page, 'assessor', 'assessor123');
  const orgId = await start(page, 'social-org', '邻里志愿者协会');
  const table = resolveSocialOrgTable(SEED_SOCIAL_ORG_TEMPLATE, 'social-group');
  await savePoints(page, orgId, answersWithTotal(table.categories, 962));
  // The checklist comes first on the form, with what a "no" means.
  expect(await byTestId(page, 'grading-conditions').textContent()).toContain('不予评估');
  expect(await byTestId(page, 'provisional-note').textContent()).toContain('暂定');

  // Failed last year's inspection: refused, naming the condition.
  await answerChecklist(page, table, ['annual_inspection_passed', 'party_organisation']);
  await screenshot(page, 'assessment-grades-2-checklist');
  await submitExpectingRefusal(page, 'social_evaluation', '上年度年度检查合格，且未连续2年基本合格');
  await screenshot(page, 'assessment-grades-3-refused');
  await expect.poll(() => page.locator('.adm-toast-main').count(), { timeout: 8000 }).toBe(0);

  // Eligible, but without a party organisation: 962 reaches 5A and the Huaining veto caps it at 4A.
  await byTestId(page, 'condition-annual_inspection_passed')
    .getByRole('button', { name: '符合', exact: true })
    .click();
  await expect
    .poll(async () => {
      const record = await apiAs<{ data: AssessmentRecord }>(
        journey.server,
        page,
        'GET',
        `/assessment/records/${orgId}`,
      );
      return record.data.conditions.annual_inspection_passed;
    })
    .toBe(true);
  // The live preview already shows the capped grade, as the server will score it.
  await expect.poll(() => byTestId(page, 'preview-level').getAttribute('data-outcome')).toBe('4A');
  await submit(page, 'social_evaluation');
  await page.waitForURL(/assessment\/result\?id=/);
  await byTestId(page, 'result-veto').waitFor();
  expect(await byTestId(page, 'result-level').getAttribute('data-outcome')).toBe('4A');
  expect(await byTestId(page, 'result-veto').textContent()).toContain('未建立党组织的社会组织不得评为5A等级');
  expect(await byTestId(page, 'grading-notes').textContent()).toContain('社会团体');
  await screenshot(page, 'assessment-grades-4-veto');

  // The same result in English.
  await page.evaluate(() => {
    const data = JSON.parse(localStorage.getItem('lifeData') ?? '{}');
    localStorage.setItem('lifeData', JSON.stringify({ ...data, language: 'en-US' }));
  });
  await page.reload();
  await byTestId(page, 'result-veto').waitFor();
  await expect.poll(() => byTestId(page, 'result-veto').textContent()).toContain('cannot be rated 5A');
  expect(await byTestId(page, 'grading-notes').textContent()).toContain('Social group');
  await screenshot(page, 'assessment-grades-5-veto-en');
  await page.evaluate(() => {
    const data = JSON.parse(localStorage.getItem('lifeData') ?? '{}');
    localStorage.setItem('lifeData', JSON.stringify({ ...data, language: 'zh-CN' }));
  });

  // An institution not filed with civil affairs: no level, the requirement named.
  const instId = await start(page, 'institution', '邻里颐养院');
  await savePoints(page, instId, answersWithTotal(SEED_INSTITUTION_TEMPLATE.categories, 1000));
  await answerChecklist(page, SEED_INSTITUTION_TEMPLATE, ['civil_affairs_filing']);
  await submitExpectingRefusal(page, 'services', '已向民政部门办理养老机构备案');
  await screenshot(page, 'assessment-grades-6-institution-refused');
});
