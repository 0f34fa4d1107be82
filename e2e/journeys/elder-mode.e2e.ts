import { EXPERIENCE_PASSWORD } from '@linli/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../support/a11y-routes.ts';
import { createA11ySession, MODES } from '../support/a11y-session.ts';
import { PHONE_VIEWPORT, screenshot } from '../support/browser.ts';
import { byTestId, useJourney } from '../support/journey.ts';
import { watchPage } from '../support/settle.ts';

/** How elder mode is offered and chosen, the spoken captcha, reflow at 200 % and keyboard order. */
const journey = useJourney();
const session = createA11ySession(journey);

beforeAll(() => session.prepare(), 120_000);

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
    const page = await session.openPhone('experience', 'elder');
    await byTestId(page, 'elder-home').waitFor();
    for (const tile of ['call', 'services', 'sos', 'alerts'])
      await byTestId(page, `elder-tile-${tile}`).waitFor();
    await expect.poll(() => byTestId(page, 'elder-tile-call').getAttribute('href')).toMatch(/^tel:\d+$/);
    await byTestId(page, 'elder-tile-sos').click();
    await page.waitForURL(/#\/pagesA\/device\/list/);
    await page.context().close();
  });

  it('the picture code is played as a recording made on the server, never written out, on request', async () => {
    const { page, context } = await journey.newPhone();
    // Record what the page asks the browser to play (headless Chromium has no speakers to hear it on).
    await context.addInitScript(() => {
      const played: string[] = [];
      (window as unknown as { __played: typeof played }).__played = played;
      Object.defineProperty(window, 'Audio', {
        value: class {
          constructor(readonly src: string) {}
          play() {
            played.push(this.src);
            return Promise.resolve();
          }
        },
      });
    });
    await page.goto('/#/pages/login/index');
    await byTestId(page, 'captcha-image').waitFor();
    await byTestId(page, 'captcha-speak').click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __played: string[] }).__played.length))
      .toBe(1);
    const [src] = await page.evaluate(() => (window as unknown as { __played: string[] }).__played);
    expect(src).toMatch(/^data:audio\/wav;base64,UklGR/);
    const answer = journey.server.captchaAnswer();
    expect(answer).toMatch(/^\d{4}$/);
    await byTestId(page, 'captcha-heard').getByText('正在播放验证码').waitFor();
    expect(await page.locator('body').textContent()).not.toContain(answer);
    // What was heard logs in.
    await byTestId(page, 'login-username').fill('experience');
    await byTestId(page, 'login-password').fill(EXPERIENCE_PASSWORD);
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
      for (const screen of session.keyScreens()) {
        let page = pages.get(screen.role);
        if (!page) {
          page = await session.openPhone(screen.role, mode);
          await page.setViewportSize({
            width: Math.round(PHONE_VIEWPORT.width / 2),
            height: PHONE_VIEWPORT.height,
          });
          pages.set(screen.role, page);
        }
        await page.goto(`/#${screen.url}`);
        await watchPage(page).settle();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 1) problems.push(`${mode} ${screen.name}: ${overflow}px wider than the screen`);
      }
      for (const page of pages.values()) await page.context().close();
    }
    expect(problems, problems.join('\n')).toEqual([]);
  }, 180_000);

  it('the keyboard reaches every control of Me in screen order; Enter opens a row, Space flips a switch', async () => {
    const page = await session.openPhone('experience', 'standard');
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
