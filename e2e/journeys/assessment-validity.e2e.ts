import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { DEMO_DUE_SUBJECTS } from '../../apps/server/src/modules/assessments/demo-due-subjects.ts';
import { paths } from '../../apps/web/src/lib/paths.ts';
import { screenshot } from '../support/browser.ts';
import { byTestId, logInWithPassword, useJourney } from '../support/journey.ts';

/**
 * Validity and re-assessments falling due: the demo assessor finds the demo's overdue and due-soon subjects
 * on the list (overdue first), opens the overdue one's result with its expiry warning, starts the
 * re-assessment with the subject filled in; the same screens in English and in elder mode.
 */
const journey = useJourney({ CAPTCHA_ENABLED: 'false' });

const [dueSoon, overdue] = DEMO_DUE_SUBJECTS;

/** The demo's latest approved assessment of a subject (by name) and its stored validity. */
function demoResult(dataDir: string, name: string) {
  const db = new Database(path.join(dataDir, 'linli.db'), { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare(
        `select id, valid_until as validUntil from assessments
          where status = 'approved' and subject_name = ? order by id desc`,
      )
      .get(name) as { id: number; validUntil: string };
  } finally {
    db.close();
  }
}

async function setLifeData(page: Page, values: Record<string, unknown>) {
  await page.evaluate((v) => {
    const data = JSON.parse(localStorage.getItem('lifeData') ?? '{}');
    localStorage.setItem('lifeData', JSON.stringify({ ...data, ...v }));
  }, values);
}

it('lists the due and overdue demo subjects, warns on the expired result and starts a re-assessment', async () => {
  const late = demoResult(journey.server.dataDir, overdue.name);
  const soon = demoResult(journey.server.dataDir, dueSoon.name);
  const { page, context } = await journey.newPhone();
  await logInWithPassword(page, 'assessor', 'assessor123');
  await expect.poll(() => page.locator('.adm-toast-main').count(), { timeout: 5000 }).toBe(0);

  // The home card counts them and leads to the list.
  await page.goto(`/#${paths.assessmentHome}`);
  await expect.poll(() => byTestId(page, 'due-card-count').textContent()).toContain('2 个待复评');
  await byTestId(page, 'open-due').click();
  await byTestId(page, 'due-rows').waitFor();
  const rows = page.locator('[data-testid="due-rows"] > li');
  expect(await rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')))).toEqual([
    `due-${late.id}`,
    `due-${soon.id}`,
  ]);
  expect(await byTestId(page, `due-${late.id}-status`).textContent()).toBe('已过期');
  expect(await byTestId(page, `due-${late.id}-date`).textContent()).toContain(
    `复评到期：${late.validUntil} · 已过期 ${-overdue.daysLeft} 天`,
  );
  expect(await byTestId(page, `due-${soon.id}-status`).textContent()).toBe('即将到期');
  expect(await byTestId(page, `due-${soon.id}-date`).textContent()).toContain(
    `复评到期：${soon.validUntil} · 还剩 ${dueSoon.daysLeft} 天`,
  );
  await screenshot(page, 'assessment-validity-1-due-list');

  // The overdue result says so plainly.
  await page.goto(`/#${paths.assessmentResult}?id=${late.id}`);
  await byTestId(page, 'result-validity').waitFor();
  expect(await byTestId(page, 'result-valid-until').textContent()).toContain(`复评到期：${late.validUntil}`);
  expect(await byTestId(page, 'result-validity-status').textContent()).toBe('已过期');
  expect(await byTestId(page, 'result-validity-warning').textContent()).toContain('请尽快为其安排复评');
  await screenshot(page, 'assessment-validity-2-expired-result');

  // Starting the re-assessment from the list fills in the subject.
  await page.goto(`/#${paths.assessmentDue}`);
  await byTestId(page, `due-${late.id}-start`).click();
  await byTestId(page, 'assessment-new').waitFor();
  expect(await byTestId(page, 'subject-name').inputValue()).toBe(overdue.name);

  // English and elder mode: the same list and result, in words.
  await setLifeData(page, { language: 'en-US', elder: true });
  await page.goto(`/#${paths.assessmentDue}`);
  // The language and elder mode are read when the app starts.
  await page.reload();
  await byTestId(page, 'due-rows').waitFor();
  await expect.poll(() => byTestId(page, `due-${late.id}-status`).textContent()).toBe('Expired');
  expect(await byTestId(page, `due-${soon.id}-date`).textContent()).toContain(
    `Re-assessment due: ${soon.validUntil} · ${dueSoon.daysLeft} days left`,
  );
  expect(await page.evaluate(() => document.documentElement.classList.contains('elder'))).toBe(true);
  await screenshot(page, 'assessment-validity-3-due-list-en-elder');
  await page.goto(`/#${paths.assessmentResult}?id=${late.id}`);
  await byTestId(page, 'result-validity-warning').waitFor();
  expect(await byTestId(page, 'result-validity-warning').textContent()).toContain('has expired');
  await screenshot(page, 'assessment-validity-4-expired-result-en-elder');
  await context.close();
});

it('shows the next re-assessment date on the health record and on a valid result', async () => {
  const { page, context } = await journey.newPhone();
  await logInWithPassword(page, 'worker', 'Worker#2026');
  await expect.poll(() => page.locator('.adm-toast-main').count(), { timeout: 5000 }).toBe(0);
  const db = new Database(path.join(journey.server.dataDir, 'linli.db'), { readonly: true });
  const elder = db
    .prepare(
      `select a.id, a.valid_until as validUntil, p.id as personId from assessments a
         join service_persons p on cast(p.user_id as text) = a.subject_ref
        where a.status = 'approved' order by a.id desc`,
    )
    .get() as { id: number; validUntil: string; personId: number };
  db.close();

  await page.goto(`/#${paths.socialServicesHealth}?personId=${elder.personId}`);
  await byTestId(page, 'health-ability-next').waitFor();
  expect(await byTestId(page, 'health-ability-next').textContent()).toContain(
    `下次复评：${elder.validUntil}`,
  );
  expect(await byTestId(page, 'health-ability-validity').textContent()).toBe('有效');
  await screenshot(page, 'assessment-validity-5-health-record');

  await setLifeData(page, { language: 'en-US', elder: true });
  await page.reload();
  await byTestId(page, 'health-ability-next').waitFor();
  await expect
    .poll(() => byTestId(page, 'health-ability-next').textContent())
    .toContain(`Next assessment: ${elder.validUntil}`);
  await screenshot(page, 'assessment-validity-6-health-record-en-elder');
  await context.close();
});
