import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { isBlocking, runAxe, trackRequests } from '../support/a11y.ts';
import { CONTROLS, measureTargets, measureTexts } from '../support/a11y-measure.ts';
import { planRoutes, type Role } from '../support/a11y-routes.ts';
import { createA11ySession, MODES, ROLES } from '../support/a11y-session.ts';
import { screenshot } from '../support/browser.ts';
import { useJourney } from '../support/journey.ts';

/**
 * Issue 10, must show 1: axe-core on every route of paths.ts, in standard and in elder mode, finds no
 * serious or critical violation. One browser context per role and mode; each role logs in once (through the
 * API, with the captcha answered from the server's database as the other journeys do) and its token is reused.
 */
const journey = useJourney();
const session = createA11ySession(journey);

beforeAll(() => session.prepare(), 120_000);

describe('axe on every route', () => {
  for (const mode of MODES) {
    for (const role of ROLES) {
      it(`${role}, ${mode} mode: no serious or critical violations`, async () => {
        const page = await session.openPhone(role, mode);
        const settle = trackRequests(page);
        const plans = planRoutes(session.ids).filter((p) => p.role === role);
        const failures: string[] = [];
        const small: string[] = [];
        for (const plan of plans) {
          await page.goto(`/#${plan.url}`);
          await settle();
          // The document's language is the chosen one on every screen (screen readers pick their voice by it).
          expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
          const violations = await runAxe(page);
          const blocking = violations.filter(isBlocking);
          const others = violations.filter((v) => !isBlocking(v)).map((v) => v.id);
          console.log(
            `[a11y] ${mode} ${role} ${plan.url}: ${blocking.length ? 'FAIL' : 'ok'}` +
              (others.length ? ` (minor: ${others.join(', ')})` : ''),
          );
          if (mode === 'elder') {
            // Elder mode: every control at least 44 x 44 px (MIIT 适老化; the main ones are checked at 60).
            for (const c of await measureTargets(page, CONTROLS)) {
              if (c.width < 44 || c.height < 44) {
                small.push(`${role} ${plan.url} "${c.name}": ${Math.round(c.width)}x${Math.round(c.height)}`);
              }
            }
          }
          for (const v of blocking) {
            failures.push(
              `${mode} ${role} ${plan.url}: ${v.id} [${v.impact}] ${v.help}\n    ${v.nodes.join('\n    ')}`,
            );
          }
        }
        await page.context().close();
        expect(failures, failures.join('\n')).toEqual([]);
        expect(small, small.join('\n')).toEqual([]);
      }, 600_000);
    }
  }
});

describe('elder mode (长辈版) on the four key screens', () => {
  for (const language of ['zh-CN', 'en-US']) {
    it(`${language}: text >= 18 px, key text >= 30 px, line spacing >= 1.3, targets and contrast`, async () => {
      const problems: string[] = [];
      for (const screen of session.keyScreens()) {
        const page = await session.openPhone(screen.role, 'elder', language);
        const settle = trackRequests(page);
        await page.goto(`/#${screen.url}`);
        await settle();
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
        console.log(
          `[a11y] elder ${language} ${screen.name}: ${texts.length} texts (largest ${largest}px), ${controls.length} controls, ${main.length} main`,
        );
        await page.context().close();
      }
      expect(problems, problems.join('\n')).toEqual([]);
    }, 300_000);
  }
});

describe('screenshots of the key screens (must show 2)', () => {
  for (const language of ['zh-CN', 'en-US']) {
    for (const mode of MODES) {
      it(`${mode}, ${language}`, async () => {
        const pages = new Map<Role, Page>();
        for (const screen of session.keyScreens()) {
          let page = pages.get(screen.role);
          if (!page) {
            page = await session.openPhone(screen.role, mode, language);
            pages.set(screen.role, page);
          }
          const settle = trackRequests(page);
          // Home is where the phone opened: going there again would be a back-navigation on a tab root.
          if (screen.url !== '/') await page.goto(`/#${screen.url}`);
          await settle();
          await screenshot(page, `a11y-${screen.name}-${mode}-${language === 'zh-CN' ? 'zh' : 'en'}`);
        }
        for (const page of pages.values()) await page.context().close();
      }, 180_000);
    }
  }
});
