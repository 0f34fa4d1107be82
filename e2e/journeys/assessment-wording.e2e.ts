import path from 'node:path';
import { SEED_ELDERLY_TEMPLATE } from '@linli/contracts';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { paths } from '../../apps/web/src/lib/paths.ts';
import { byTestId, logInWithPassword, useJourney } from '../support/journey.ts';
import { waitUntilStill } from '../support/settle.ts';

/**
 * The elderly-ability form speaks the standard's words: each item's definition and 注 note from GB/T
 * 42195-2022 Appendix B in Chinese on the Chinese screen, with the translation beside it on the English one.
 * Close-ups of B.1.8 (toileting, whose note says what the assessment stresses) and B.3.9 (consciousness, the
 * longest options and the coma note) land in e2e/artifacts/ for a person to look at.
 */
const journey = useJourney({ CAPTCHA_ENABLED: 'false' });
const artifacts = path.resolve(import.meta.dirname, '../artifacts');

const item = (id: string) => {
  const found = SEED_ELDERLY_TEMPLATE.sections.flatMap((s) => s.items).find((i) => i.id === id);
  if (!found) throw new Error(`no item ${id}`);
  return found;
};

/** Opens the item's guidance fold and photographs the whole item card: guidance and options. */
async function closeUp(page: Page, id: string, name: string) {
  const section = id.split('.').slice(0, 2).join('.');
  await byTestId(page, `part-tab-${section}`).click();
  const card = byTestId(page, `item-${id}`);
  const guidance = byTestId(page, `guidance-${id}`);
  await guidance.locator('summary').click();
  await expect.poll(() => guidance.getAttribute('open')).not.toBeNull();
  // A full-page picture clipped to the card, taken from the top of the page: the sticky progress bar
  // then sits above the form instead of over the card's title.
  await page.evaluate(() => window.scrollTo(0, 0));
  await waitUntilStill(page);
  const box = await card.boundingBox();
  if (!box) throw new Error(`item ${id} is not on screen`);
  await page.screenshot({
    path: path.join(artifacts, `assessment-wording-${id}-${name}.png`),
    fullPage: true,
    clip: box,
  });
  return guidance;
}

it('shows the standard’s Chinese definitions and notes, and the translation on the English screen', async () => {
  const { context, page } = await journey.newPhone();
  await logInWithPassword(page, 'assessor', 'assessor123');
  await page.goto(`/#${paths.assessmentNew}?type=elderly-ability`);
  await byTestId(page, 'subject-name').fill('王建国');
  await byTestId(page, 'second-assessor-picker').getByRole('button', { name: '李社工' }).click();
  await byTestId(page, 'assessment-create').click();
  await page.waitForURL(/assessment\/fill\?id=\d+/);
  await byTestId(page, 'assessment-form').waitFor();

  // Chinese: the definition and the note, no English beside them.
  const toileting = item('B.1.8');
  const zhToileting = await closeUp(page, 'B.1.8', 'zh');
  await expect.poll(() => zhToileting.innerText()).toContain(`${toileting.descriptionZh}`);
  expect(await zhToileting.innerText()).toContain(`注：${toileting.noteZh}`);
  expect(await zhToileting.innerText()).not.toContain(`${toileting.noteEn}`);
  expect(await byTestId(page, 'option-B.1.8-4').innerText()).toContain('独立完成，不需要协助');

  const consciousness = item('B.3.9');
  const zhConsciousness = await closeUp(page, 'B.3.9', 'zh');
  expect(await zhConsciousness.innerText()).toContain('完全失能');
  expect(await zhConsciousness.innerText()).not.toMatch(/coma_override|Use C\.4/);
  expect(await byTestId(page, 'option-B.3.9-0').innerText()).toContain('或者昏迷：意识丧失');

  // English, in elder mode (bigger type): the Chinese original with the translation under it.
  await page.evaluate(() => {
    const data = JSON.parse(localStorage.getItem('lifeData') ?? '{}');
    localStorage.setItem('lifeData', JSON.stringify({ ...data, language: 'en-US', elder: true }));
  });
  await page.reload();
  await byTestId(page, 'assessment-form').waitFor();
  expect(await page.evaluate(() => document.documentElement.classList.contains('elder'))).toBe(true);
  const enToileting = await closeUp(page, 'B.1.8', 'en-elder');
  await expect.poll(() => enToileting.innerText()).toContain(`${toileting.noteEn}`);
  expect(await enToileting.innerText()).toContain(`${toileting.descriptionEn}`);
  expect(await enToileting.innerText()).toContain(`${toileting.noteZh}`);
  const enConsciousness = await closeUp(page, 'B.3.9', 'en-elder');
  expect(await enConsciousness.innerText()).toContain(`${consciousness.noteEn}`);
  await context.close();
});
