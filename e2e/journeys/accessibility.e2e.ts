import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { isBlocking, runAxe } from '../support/a11y.ts';
import { CONTROLS, measureTargets, measureTexts } from '../support/a11y-measure.ts';
import { type Mode, planRoutes, type Role, type RoutePlan } from '../support/a11y-routes.ts';
import { createA11ySession, type KeyScreen, MODES, ROLES } from '../support/a11y-session.ts';
import { useJourney } from '../support/journey.ts';
import { watchPage } from '../support/settle.ts';
import { createTour, type Language } from '../support/tour-record.ts';

/**
 * axe-core on every route of paths.ts, in standard and in elder mode, finds no serious or critical violation,
 * measured on settled screens only (support/settle.ts). One browser context per role and mode; each role
 * logs in once (through the API, with the captcha answered from the server's database as the other journeys
 * do) and its token is reused.
 */
const journey = useJourney();
const session = createA11ySession(journey);
/** The screenshot tour rides on the sweep: each settled screen is also pictured and its text checked. */
const tour = createTour();

beforeAll(() => session.prepare(), 120_000);

interface SweepResult {
  failures: string[];
  small: string[];
}

/**
 * Sweeps the role's routes on one page of one phone, route after route in the same document (an in-app
 * address change, as a person moves through the app). Pages side by side gain nothing here: the experience
 * routes took 40 s on one page, 37 s on two and 39 s on three, the pages sharing two cores with the server.
 */
async function sweep(role: Role, mode: Mode, motion: 'reduce' | 'no-preference'): Promise<SweepResult> {
  const page = await session.openPhone(role, mode, 'zh-CN', motion);
  const result: SweepResult = { failures: [], small: [] };
  const plans = planRoutes(session.ids).filter((p) => p.role === role);
  await sweepOn(page, plans, mode, motion, result);
  await page.context().close();
  return result;
}

async function sweepOn(
  page: Page,
  plans: RoutePlan[],
  mode: Mode,
  motion: string,
  result: SweepResult,
): Promise<void> {
  const watch = watchPage(page);
  for (const plan of plans) {
    const started = Date.now();
    await page.goto(`/#${plan.url}`);
    const violations = await runAxe(page, watch);
    // The document's language is the chosen one on every screen (screen readers pick their voice by it).
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    const blocking = violations.filter(isBlocking);
    const others = violations.filter((v) => !isBlocking(v)).map((v) => v.id);
    console.log(
      `[a11y] ${mode} ${plan.role} ${motion} ${plan.url}: ${blocking.length ? 'FAIL' : 'ok'} ${Date.now() - started} ms` +
        (others.length ? ` (minor: ${others.join(', ')})` : ''),
    );
    if (mode === 'elder') {
      // Elder mode: every control at least 44 x 44 px (MIIT 适老化; the main ones are checked at 60).
      for (const c of await measureTargets(page, CONTROLS)) {
        if (c.width < 44 || c.height < 44) {
          result.small.push(
            `${plan.role} ${plan.url} "${c.name}": ${Math.round(c.width)}x${Math.round(c.height)}`,
          );
        }
      }
    }
    if (motion === 'reduce') {
      const touring = Date.now();
      await tour.visit(page, plan, mode, 'zh-CN');
      tour.timed(`zh-CN ${mode} (tour only, axe apart)`, Date.now() - touring);
    }
    for (const v of blocking) {
      result.failures.push(
        `${mode} ${plan.role} ${plan.url}: ${v.id} [${v.impact}] ${v.help}\n    ${v.nodes.join('\n    ')}`,
      );
    }
  }
}

describe('axe on every route (with reduced motion, on the settled screen)', () => {
  for (const mode of MODES) {
    for (const role of ROLES) {
      it(`${role}, ${mode} mode: no serious or critical violations`, async () => {
        const { failures, small } = await sweep(role, mode, 'reduce');
        expect(failures, failures.join('\n')).toEqual([]);
        expect(small, small.join('\n')).toEqual([]);
      }, 600_000);
    }
  }
  it('experience, standard mode, with motion: the animated app settles to a screen as clean', async () => {
    const { failures } = await sweep('experience', 'standard', 'no-preference');
    expect(failures, failures.join('\n')).toEqual([]);
  }, 600_000);
});

describe("the sweep's own guard: axe never judges a screen that is still moving", () => {
  /** A back press off the home tab's guard entry: the app's own "press again to exit" toast (2 s). */
  async function toastOnHome(page: Page): Promise<void> {
    await watchPage(page).settle();
    await page.goBack();
    await page.locator('.adm-toast-mask').waitFor();
  }

  it('a toast on screen: the screen is not settled and axe refuses to measure it until the toast has gone', async () => {
    const page = await session.openPhone('experience', 'standard', 'zh-CN', 'no-preference');
    const watch = watchPage(page);
    await toastOnHome(page);
    expect(await watch.unsettled()).toContainEqual(expect.stringContaining('a toast is showing'));
    await expect(runAxe(page, watch, 300)).rejects.toThrow(/not settled: .*a toast is showing/);
    // Waiting for the condition, not for a time: the sweep measures once the toast has gone.
    expect(await runAxe(page, watch)).toBeInstanceOf(Array);
    expect(await page.locator('.adm-toast-mask').count()).toBe(0);
    await page.context().close();
  }, 60_000);

  it('an animation running: the screen is not settled and axe refuses to measure it', async () => {
    const page = await session.openPhone('experience', 'standard', 'zh-CN', 'no-preference');
    const watch = watchPage(page);
    await watch.settle();
    await page.evaluate(() => {
      document.querySelector('h1')?.animate([{ opacity: 0 }, { opacity: 1 }], { duration: 60_000 });
    });
    expect(await watch.unsettled()).toContainEqual(expect.stringContaining('moving'));
    await expect(runAxe(page, watch, 300)).rejects.toThrow(/not settled: .*moving/);
    await page.context().close();
  }, 60_000);

  it('with reduced motion the app does not animate: a toast is fully shown in its first frame', async () => {
    const page = await session.openPhone('experience', 'standard', 'zh-CN', 'reduce');
    await watchPage(page).settle();
    // The toast's opacity in the first frame after it is added (a fade would still be near 0 there).
    const firstFrame = page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          new MutationObserver((_, observer) => {
            const mask = document.querySelector<HTMLElement>('.adm-toast-mask');
            if (!mask) return;
            observer.disconnect();
            requestAnimationFrame(() => resolve(getComputedStyle(mask).opacity));
          }).observe(document.body, { childList: true, subtree: true });
        }),
    );
    await page.goBack();
    expect(await firstFrame).toBe('1');
    const running = await page.evaluate(
      () => document.getAnimations().filter((a) => a.playState === 'running').length,
    );
    expect(running).toBe(0);
    await page.context().close();
  }, 60_000);
});

/** A key screen as the route plan the sweep has for it (its route key names its tour picture). */
function keyScreenPlan(screen: KeyScreen): RoutePlan {
  const plan = planRoutes(session.ids).find((p) => p.url === screen.url && p.role === screen.role);
  return plan ?? { key: screen.name, role: screen.role, url: screen.url };
}

describe('elder mode (长辈版) on the four key screens', () => {
  for (const language of ['zh-CN', 'en-US']) {
    it(`${language}: text >= 18 px, key text >= 30 px, line spacing >= 1.3, targets and contrast`, async () => {
      const problems: string[] = [];
      for (const screen of session.keyScreens()) {
        const page = await session.openPhone(screen.role, 'elder', language);
        await page.goto(`/#${screen.url}`);
        // The screen itself, not the one before it: a hash navigation keeps the previous screen on view
        // until the new one's code and data are in, and that screen can look settled too.
        await page.locator(screen.main).first().waitFor();
        await watchPage(page).settle();
        expect(await page.evaluate(() => document.documentElement.className)).toContain('elder');
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
        const texts = await measureTexts(page, 'body');
        expect(texts.length).toBeGreaterThan(3);
        for (const text of texts) {
          const where = `${screen.name} "${text.text}"`;
          if (text.fontSize < 18) problems.push(`${where}: ${text.fontSize}px text`);
          if (text.lineHeight < 1.3) problems.push(`${where}: line height ${text.lineHeight.toFixed(2)}`);
          const needed = text.fontSize > 18 ? 3 : 4.5;
          if (text.contrast < needed) problems.push(`${where}: contrast ${text.contrast.toFixed(2)}`);
        }
        // Paragraph spacing at least 1.3 x the line spacing, between every two paragraphs that follow each other.
        const paragraphs = await page.evaluate(() =>
          Array.from(document.querySelectorAll('p + p')).map((p) => {
            const style = getComputedStyle(p);
            const prev = p.previousElementSibling as HTMLElement;
            const gap = p.getBoundingClientRect().top - prev.getBoundingClientRect().bottom;
            const lineHeight = Number.parseFloat(getComputedStyle(prev).lineHeight);
            return {
              text: p.textContent?.slice(0, 20) ?? '',
              gap,
              lineHeight,
              shown: style.display !== 'none',
            };
          }),
        );
        for (const p of paragraphs.filter((x) => x.shown && x.text)) {
          if (p.gap < 1.3 * p.lineHeight - 1)
            problems.push(`${screen.name} paragraph "${p.text}": gap ${p.gap}`);
        }
        const largest = Math.max(...texts.map((t) => t.fontSize));
        if (largest < 30) problems.push(`${screen.name}: largest text ${largest}px`);
        const controls = await measureTargets(page, CONTROLS);
        for (const c of controls) {
          if (c.width < 44 || c.height < 44)
            problems.push(`${screen.name} control "${c.name}": ${c.width}x${c.height}`);
        }
        const main = await measureTargets(page, screen.main);
        expect(main.length, `${screen.name}: main controls found`).toBeGreaterThan(0);
        for (const c of main) {
          if (c.width < 60 || c.height < 60)
            problems.push(`${screen.name} main "${c.name}": ${c.width}x${c.height}`);
        }
        // The screenshot tour's en-US elder pass: the key screens (zh-CN elder is in the sweep).
        if (language === 'en-US') await tour.visit(page, keyScreenPlan(screen), 'elder', language);
        console.log(
          `[a11y] elder ${language} ${screen.name}: ${texts.length} texts (largest ${largest}px), ${controls.length} controls, ${main.length} main`,
        );
        await page.context().close();
      }
      expect(problems, problems.join('\n')).toEqual([]);
    }, 300_000);
  }
});

/**
 * The tour in English: the sweep's routes and roles in standard mode, pictured and checked without axe (the
 * sweep has judged each screen's structure in zh-CN; what changes with the language is the text). English in
 * elder mode is toured on the four key screens above: a full pass would add two minutes to CI for screens
 * whose words are those of standard mode.
 */
describe('the screenshot tour in en-US', () => {
  const language: Language = 'en-US';
  for (const mode of ['standard'] as const) {
    for (const role of ROLES) {
      it(`${role}, ${mode} mode`, async () => {
        const started = Date.now();
        const page = await session.openPhone(role, mode, language);
        const watch = watchPage(page);
        for (const plan of planRoutes(session.ids).filter((p) => p.role === role)) {
          await page.goto(`/#${plan.url}`);
          await watch.settle();
          expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
          await tour.visit(page, plan, mode, language);
        }
        await page.context().close();
        tour.timed(`en-US ${mode}`, Date.now() - started);
      }, 600_000);
    }
  }
});

describe('the screenshot tour finds nothing wrong with the text people meet', () => {
  it('no untranslated key, other-language script, raw value, overflowing text or sideways scrolling', () => {
    const file = tour.write();
    console.log(`[tour] ${tour.findings.length} findings, written to ${file}`);
    expect(tour.findings, tour.report()).toEqual([]);
  });
});
