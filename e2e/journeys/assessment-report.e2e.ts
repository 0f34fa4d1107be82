import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { paths } from '../../apps/web/src/lib/paths.ts';
import { readDemoIds } from '../support/a11y-routes.ts';
import { screenshot } from '../support/browser.ts';
import { byTestId, logInWithPassword, useJourney } from '../support/journey.ts';

/**
 * The printed assessment report as GB/T 42195-2022 Appendix C has it: C.1 to C.5 in order, dated with the
 * A.1.2 base date, signed by both assessors and the information provider. Chromium prints the demo's approved
 * report to PDF; poppler reads the text back (pdftotext) and renders the pages for a person to look at (pdftoppm).
 */
const journey = useJourney({ CAPTCHA_ENABLED: 'false' });
const artifacts = path.resolve(import.meta.dirname, '../artifacts');

/** What the demo record says about itself, read from the server's own database. */
function demoReport(dataDir: string) {
  const id = readDemoIds(dataDir).approvedAssessmentId;
  if (!id) throw new Error('the demo has no approved assessment');
  const db = new Database(path.join(dataDir, 'linli.db'), { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare(
        `select a.basic_info, a.assessment_place, f.nick_name as first, s.nick_name as second
           from assessments a join users f on f.id = a.assessor_id join users s on s.id = a.second_assessor_id
          where a.id = ?`,
      )
      .get(id) as { basic_info: string; assessment_place: string; first: string; second: string };
    const basic = JSON.parse(row.basic_info) as Record<string, string>;
    return {
      id,
      first: row.first,
      second: row.second,
      place: row.assessment_place,
      baseDate: basic['A.1.2'] ?? '',
      provider: basic['A.3.1'] ?? '',
      relation: basic['A.3.2'] ?? '',
    };
  } finally {
    db.close();
  }
}

async function openReport(page: Page, id: number) {
  await page.goto(`/#${paths.assessmentReport}?id=${id}`);
  await byTestId(page, 'assessment-report').waitFor();
  await byTestId(page, 'report-signatures').waitFor();
}

/** The parts this journey is about, at a size a person can read: the facts, C.4–C.5 and the signatures. */
async function closeUps(page: Page, name: string) {
  for (const part of ['report-date', 'report-C.4', 'report-signatures']) {
    const target = part === 'report-date' ? page.locator('.as-report__facts') : byTestId(page, part);
    await target.screenshot({ path: path.join(artifacts, `assessment-report-${name}-${part}.png`) });
  }
}

/** Where each text first appears in the PDF's text, failing when one is missing. */
function positions(text: string, needles: string[]): number[] {
  return needles.map((needle) => {
    const at = text.indexOf(needle);
    expect(at, `"${needle}" in the printed report`).toBeGreaterThanOrEqual(0);
    return at;
  });
}

it('prints the demo report to PDF in Appendix C order, dated A.1.2, signed by two assessors and the provider', async () => {
  const demo = demoReport(journey.server.dataDir);
  expect(demo.second).not.toBe('');
  const { page, context } = await journey.newPhone();
  await logInWithPassword(page, 'assessor', 'assessor123');
  await expect.poll(() => page.locator('.adm-toast-main').count(), { timeout: 5000 }).toBe(0);
  await openReport(page, demo.id);
  expect(await byTestId(page, 'report-sign-assessor-1').textContent()).toContain(demo.first);
  expect(await byTestId(page, 'report-sign-assessor-2').textContent()).toContain(demo.second);
  expect(await byTestId(page, 'report-date').textContent()).toContain(demo.baseDate);
  await screenshot(page, 'assessment-report-screen');
  await closeUps(page, 'zh');

  // Chromium's print: the print stylesheet, on A4.
  fs.mkdirSync(artifacts, { recursive: true });
  const pdf = path.join(artifacts, 'assessment-report.pdf');
  // The page size and margins are the print stylesheet's (@page), as a person printing from the browser gets them.
  await page.pdf({ path: pdf, printBackground: true, preferCSSPageSize: true });
  const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
  // No app chrome on paper: neither the print button nor the page header's back link.
  expect(text).not.toContain('打印 / 保存为 PDF');
  const order = positions(text, ['C.1', 'C.2', 'C.3', 'C.4', 'C.5', '评估员签名']);
  expect(order).toEqual(order.toSorted((a, b) => a - b));
  const c5 = order[4] ?? 0;
  positions(text, ['评估基准日期', demo.baseDate, demo.first, demo.second, '信息提供者签名', demo.provider]);
  positions(text, [demo.relation, '评估地点', demo.place]);
  // Signatures come after C.5, both assessors' names among them.
  expect(text.lastIndexOf(demo.second)).toBeGreaterThan(c5);
  // Each page as a picture, for a person to look at.
  for (const old of fs.readdirSync(artifacts).filter((f) => f.startsWith('assessment-report-page'))) {
    fs.rmSync(path.join(artifacts, old));
  }
  execFileSync('pdftoppm', ['-png', '-r', '70', pdf, path.join(artifacts, 'assessment-report-page')]);
  expect(fs.readdirSync(artifacts).some((f) => /^assessment-report-page-\d+\.png$/.test(f))).toBe(true);

  // On screen in English and in elder mode: the same report, the same names.
  await page.evaluate(() => {
    const data = JSON.parse(localStorage.getItem('lifeData') ?? '{}');
    localStorage.setItem('lifeData', JSON.stringify({ ...data, language: 'en-US', elder: true }));
  });
  await page.reload();
  await byTestId(page, 'report-signatures').waitFor();
  await expect
    .poll(() => byTestId(page, 'report-signatures').textContent())
    .toContain('Assessor 2 signature');
  expect(await page.evaluate(() => document.documentElement.classList.contains('elder'))).toBe(true);
  expect(await byTestId(page, 'report-sign-assessor-2').textContent()).toContain(demo.second);
  // The relationship and the Appendix A choices are stored in Chinese and read in English here.
  expect(await byTestId(page, 'report-sign-provider').textContent()).toContain('Child');
  expect(await byTestId(page, 'report-basic-A.2.11').textContent()).toContain('Widowed');
  await screenshot(page, 'assessment-report-screen-en-elder');
  await closeUps(page, 'en-elder');

  // The result screen names both assessors too.
  await page.goto(`/#${paths.assessmentResult}?id=${demo.id}`);
  await expect.poll(() => byTestId(page, 'result-subject').textContent()).toContain(demo.second);
  expect(await byTestId(page, 'result-subject').textContent()).toContain(demo.first);
  await screenshot(page, 'assessment-report-result-en-elder');
  await context.close();
});
