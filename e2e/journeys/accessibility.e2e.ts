import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CONTROLS,
  type DemoIds,
  isBlocking,
  type Mode,
  measureTargets,
  measureTexts,
  planRoutes,
  type Role,
  readDemoIds,
  runAxe,
  trackRequests,
} from '../support/a11y.ts';
import { PHONE_VIEWPORT, screenshot } from '../support/browser.ts';
import { byTestId, useJourney } from '../support/journey.ts';

/**
 * Issue 10, must show 1: axe-core on every route of paths.ts, in standard and in elder mode, finds no
 * serious or critical violation. One browser context per role and mode; each role logs in once (through the
 * API, with the captcha answered from the server's database as the other journeys do) and its token is reused.
 */
const journey = useJourney();

const ACCOUNTS: Record<Exclude<Role, 'visitor'>, [string, string]> = {
  experience: ['experience', 'experience'],
  worker: ['worker', 'Worker#2026'],
  admin: ['admin', 'Admin#2026'],
};
const tokens = new Map<Role, string>();
let ids: DemoIds;

async function api<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${journey.server.url}/api${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await response.json()) as T;
}

async function logIn(username: string, password: string): Promise<string> {
  const captcha = await api<{ uuid: string }>('GET', '/captchaImage');
  const code = journey.server.captchaAnswer(captcha.uuid);
  const result = await api<{ code: number; token?: string; msg: string }>('POST', '/login', {
    username,
    password,
    code,
    uuid: captcha.uuid,
  });
  if (result.code !== 200 || !result.token) throw new Error(`login ${username}: ${result.msg}`);
  return result.token;
}

/** A phone in the given role and mode: lifeData written before the app starts, then reloaded. */
async function openPhone(role: Role, mode: Mode, language = 'zh-CN'): Promise<Page> {
  const { page } = await journey.newPhone();
  await page.goto('/');
  const lifeData = {
    ...(tokens.get(role) ? { vuex_token: tokens.get(role) } : {}),
    language,
    elder: mode === 'elder',
    elderOffered: true,
  };
  await page.evaluate((data) => localStorage.setItem('lifeData', JSON.stringify(data)), lifeData);
  await page.reload();
  return page;
}

beforeAll(async () => {
  for (const [role, [username, password]] of Object.entries(ACCOUNTS)) {
    tokens.set(role as Role, await logIn(username, password));
  }
  // An assessment form to fill: a draft made by the social worker.
  const draft = await api<{ code: number; data?: { id: number } }>(
    'POST',
    '/assessment/records',
    { type: 'elderly-ability', subject: { subjectType: 'person', subjectName: '陈秀英' } },
    tokens.get('worker'),
  );
  expect(draft.code).toBe(200);
  ids = readDemoIds(journey.server.dataDir);
}, 120_000);

const ROLES: Role[] = ['visitor', 'experience', 'worker', 'admin'];
const MODES: Mode[] = ['standard', 'elder'];

describe('axe on every route', () => {
  for (const mode of MODES) {
    for (const role of ROLES) {
      it(`${role}, ${mode} mode: no serious or critical violations`, async () => {
        const page = await openPhone(role, mode);
        const settle = trackRequests(page);
        const plans = planRoutes(ids).filter((p) => p.role === role);
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

/** The four screens of must-show 2 and the measurements: who opens them, and their main controls. */
function keyScreens(): Array<{ name: string; role: Role; url: string; main: string }> {
  return [
    { name: 'home', role: 'experience', url: '/', main: '.elder-tile, .tab-bar__item' },
    {
      name: 'device',
      role: 'experience',
      url: `/pagesA/device/detail?deviceId=${ids.deviceId}`,
      main: '.page-header .icon-button, .adm-switch',
    },
    {
      name: 'apply',
      role: 'experience',
      url: `/pages/fwjz/fwxqsq?projectId=${ids.projectId}`,
      main: '.page-header .icon-button, button[type="submit"], .adm-button-primary',
    },
    {
      name: 'assessment',
      role: 'worker',
      url: `/pagesA/assessment/fill?id=${ids.draftAssessmentId}`,
      main: '.page-header .icon-button',
    },
  ];
}

describe('elder mode (长辈版) on the four key screens', () => {
  for (const language of ['zh-CN', 'en-US']) {
    it(`${language}: text >= 18 px, key text >= 30 px, line spacing >= 1.3, targets and contrast`, async () => {
      const problems: string[] = [];
      for (const screen of keyScreens()) {
        const page = await openPhone(screen.role, 'elder', language);
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
        for (const screen of keyScreens()) {
          let page = pages.get(screen.role);
          if (!page) {
            page = await openPhone(screen.role, mode, language);
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

describe('elder mode entries and behaviour', () => {
  it('is offered on first launch (in the page, not a pop-up), chosen there, and kept over a reload', async () => {
    const { page, context } = await journey.newPhone();
    await page.goto('/');
    await byTestId(page, 'elder-offer').waitFor();
    expect(await page.locator('.adm-mask, .adm-popup, [role="dialog"]').count()).toBe(0);
    await screenshot(page, 'a11y-offer-first-launch');
    await byTestId(page, 'elder-offer-accept').click();
    await byTestId(page, 'elder-home').waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('elder'))).toBe(true);
    await page.reload();
    await byTestId(page, 'elder-home').waitFor();
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('lifeData') ?? '{}'));
    expect(saved).toMatchObject({ elder: true, elderOffered: true });
    // The offer does not come back once answered; the elder home switches back to standard.
    expect(await byTestId(page, 'elder-offer').count()).toBe(0);
    await byTestId(page, 'home-standard-mode').click();
    await byTestId(page, 'home-elder-mode').waitFor();
    expect(await byTestId(page, 'elder-offer').count()).toBe(0);
    // Home has its own entry, and Me → settings has the switch.
    await byTestId(page, 'home-elder-mode').click();
    await byTestId(page, 'elder-home').waitFor();
    await byTestId(page, 'tab-me').click();
    const elderSwitch = byTestId(page, 'me-elder-switch');
    await elderSwitch.waitFor();
    expect(await elderSwitch.getAttribute('aria-checked')).toBe('true');
    await elderSwitch.click();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains('elder')))
      .toBe(false);
    await context.close();
  });

  it('a declined offer stays declined', async () => {
    const { page, context } = await journey.newPhone();
    await page.goto('/');
    await byTestId(page, 'elder-offer-decline').click();
    await byTestId(page, 'elder-offer').waitFor({ state: 'detached' });
    await page.reload();
    await byTestId(page, 'home-greeting').waitFor();
    expect(await byTestId(page, 'elder-offer').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.classList.contains('elder'))).toBe(false);
    await context.close();
  });

  it('the elder home holds the four things older people use most, and calls the centre by tel:', async () => {
    const page = await openPhone('experience', 'elder');
    await byTestId(page, 'elder-home').waitFor();
    for (const tile of ['call', 'services', 'sos', 'alerts'])
      await byTestId(page, `elder-tile-${tile}`).waitFor();
    await expect.poll(() => byTestId(page, 'elder-tile-call').getAttribute('href')).toMatch(/^tel:\d+$/);
    await byTestId(page, 'elder-tile-sos').click();
    await page.waitForURL(/#\/pagesA\/device\/list/);
    await page.context().close();
  });

  it("the picture code is read aloud by the browser's speech synthesis on request", async () => {
    const { page, context } = await journey.newPhone();
    // Record what the page asks the speech engine to say (headless Chromium has no voices to hear).
    await context.addInitScript(() => {
      const said: Array<{ text: string; lang: string }> = [];
      (window as unknown as { __said: typeof said }).__said = said;
      Object.defineProperty(window, 'speechSynthesis', {
        value: {
          cancel() {},
          speak: (u: SpeechSynthesisUtterance) => said.push({ text: u.text, lang: u.lang }),
        },
      });
    });
    await page.goto('/#/pages/login/index');
    await byTestId(page, 'captcha-image').waitFor();
    await byTestId(page, 'captcha-speak').click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __said: unknown[] }).__said.length))
      .toBe(1);
    const [said] = await page.evaluate(
      () => (window as unknown as { __said: Array<{ text: string; lang: string }> }).__said,
    );
    const answer = journey.server.captchaAnswer();
    expect(said?.lang).toBe('zh-CN');
    expect(said?.text.replace(/[^a-z0-9]/g, '')).toBe(answer);
    // What was heard logs in.
    await byTestId(page, 'login-username').fill('experience');
    await byTestId(page, 'login-password').fill('experience');
    await byTestId(page, 'login-captcha').fill(answer);
    await byTestId(page, 'agreement-checkbox').check();
    await byTestId(page, 'login-submit').click();
    await page.waitForURL((url) => url.hash === '#/' || url.hash === '');
    await context.close();
  });

  it('reflows at 200 % zoom (half the phone width): nothing scrolls sideways on the key screens', async () => {
    const problems: string[] = [];
    for (const mode of MODES) {
      const pages = new Map<Role, Page>();
      for (const screen of keyScreens()) {
        let page = pages.get(screen.role);
        if (!page) {
          page = await openPhone(screen.role, mode);
          await page.setViewportSize({
            width: Math.round(PHONE_VIEWPORT.width / 2),
            height: PHONE_VIEWPORT.height,
          });
          pages.set(screen.role, page);
        }
        const settle = trackRequests(page);
        await page.goto(`/#${screen.url}`);
        await settle();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 1) problems.push(`${mode} ${screen.name}: ${overflow}px wider than the screen`);
      }
      for (const page of pages.values()) await page.context().close();
    }
    expect(problems, problems.join('\n')).toEqual([]);
  }, 180_000);

  it('the keyboard reaches every control of Me in screen order; Enter opens a row, Space flips a switch', async () => {
    const page = await openPhone('experience', 'standard');
    await byTestId(page, 'tab-me').click();
    await byTestId(page, 'me-language').waitFor();
    // Start from the top of the document, as a keyboard user arriving on the page does.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const seen: Array<{ id: string; top: number; outline: string }> = [];
    for (let i = 0; i < 40; i += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        const style = getComputedStyle(el);
        return {
          id: el.dataset.testid ?? el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 20) ?? '',
          top: el.getBoundingClientRect().top + window.scrollY,
          outline: `${style.outlineStyle} ${style.outlineWidth}`,
        };
      });
      if (!focused || seen.some((s) => s.id === focused.id && s.top === focused.top)) break;
      seen.push(focused);
    }
    const ids = seen.map((s) => s.id);
    for (const id of [
      'me-account',
      'me-language',
      'me-elder-switch',
      'me-about',
      'logout-button',
      'tab-home',
    ]) {
      expect(ids, ids.join(' | ')).toContain(id);
    }
    // Focus is visible on every stop: our 3 px ring.
    for (const stop of seen) expect(stop.outline, stop.id).toMatch(/^solid 3px/);
    // Screen order: the page's controls top to bottom, then the bottom tab bar.
    const body = seen.filter((s) => !s.id.startsWith('tab-'));
    for (let i = 1; i < body.length; i += 1) {
      expect(body[i]?.top ?? 0, `${body[i - 1]?.id} before ${body[i]?.id}`).toBeGreaterThanOrEqual(
        (body[i - 1]?.top ?? 0) - 1,
      );
    }
    await byTestId(page, 'me-elder-switch').focus();
    await page.keyboard.press(' ');
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains('elder')))
      .toBe(true);
    await page.keyboard.press(' ');
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains('elder')))
      .toBe(false);
    await byTestId(page, 'me-language').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/#\/pagesB\/user\/language/);
    await page.context().close();
  });
});
