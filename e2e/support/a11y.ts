import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/**
 * axe-core in the page for the issue-10 journeys, and the waits that let a screen settle before it is judged.
 * The routes swept are in a11y-routes.ts, the measurements in a11y-measure.ts.
 */

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/**
 * Puts axe into the page. An injected <script> tag would be refused by the server's CSP (script-src 'self')
 * and reported as a violation, so the source is evaluated over the DevTools protocol instead, which a page's
 * CSP does not govern.
 */
export async function injectAxe(page: Page): Promise<void> {
  const present = await page.evaluate(() => 'axe' in window);
  if (present) return;
  await page.evaluate(`${AXE_SOURCE}\n;window.axe = axe;`);
}

/** Runs axe's standard rule set (WCAG 2.0–2.2 A/AA and best practice) on the whole document. */
export async function runAxe(page: Page): Promise<AxeViolation[]> {
  await injectAxe(page);
  return page.evaluate(async () => {
    type AxeResult = {
      violations: Array<{
        id: string;
        impact: string | null;
        help: string;
        nodes: Array<{ target: unknown[]; failureSummary?: string }>;
      }>;
    };
    const axe = (window as unknown as { axe: { run(ctx: unknown, options: unknown): Promise<AxeResult> } })
      .axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} — ${n.failureSummary ?? ''}`),
    }));
  });
}

/**
 * What fails the sweep: every serious or critical violation, and — though axe rates them moderate — a page
 * without its one `main` landmark or without a level-one heading (issue 10: landmarks and headings).
 */
const REQUIRED_RULES = ['landmark-one-main', 'page-has-heading-one', 'landmark-no-duplicate-main'];
export const isBlocking = (v: AxeViolation) =>
  v.impact === 'serious' || v.impact === 'critical' || REQUIRED_RULES.includes(v.id);

/** Waits until the app has no request in flight for a short quiet spell (lazy chunks and queries). */
export function trackRequests(page: Page): () => Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  const ignored = (url: string) => url.startsWith('ws') || url.includes('/mqtt');
  page.on('request', (r) => {
    if (ignored(r.url())) return;
    inFlight += 1;
    lastChange = Date.now();
  });
  const done = (r: { url(): string }) => {
    if (ignored(r.url())) return;
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async () => {
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      if (inFlight === 0 && Date.now() - lastChange > 350) break;
      await page.waitForTimeout(50);
    }
    // A screen waiting for its lazy chunk shows the loader; wait for it to go and for the screen's title.
    await page
      .locator('.screen-loader')
      .waitFor({ state: 'detached', timeout: 10_000 })
      .catch(() => undefined);
    await page
      .locator('h1')
      .first()
      .waitFor({ timeout: 5_000 })
      .catch(() => undefined);
    await waitForQuietDom(page);
    await waitForStill(page);
  };
}

/**
 * Waits until the document has not changed for 400 ms (at most 6 s): a screen whose chunk or locale is still
 * arriving is replaced by its loader and then by itself, and axe must see the screen, not the hand-over.
 */
export async function waitForQuietDom(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = performance.now();
        const observer = new MutationObserver(() => {
          last = performance.now();
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        const started = performance.now();
        const check = () => {
          const now = performance.now();
          if (now - last >= 400 || now - started > 6000) {
            observer.disconnect();
            resolve();
          } else setTimeout(check, 50);
        };
        setTimeout(check, 50);
      }),
  );
}

/**
 * Waits until toasts, dialogs and masks have finished fading (antd-mobile animates them in JavaScript, so
 * document.getAnimations() does not see them): two readings of their opacity 120 ms apart agree.
 */
export async function waitForStill(page: Page): Promise<void> {
  const read = () =>
    page.evaluate(() =>
      Array.from(
        document.querySelectorAll(
          '.adm-toast-mask, .adm-mask, .adm-dialog-body, .adm-popup-body, .adm-toast-main',
        ),
      )
        .map((el) => getComputedStyle(el).opacity + getComputedStyle(el).transform)
        .join('|'),
    );
  let before = await read();
  for (let i = 0; i < 40; i += 1) {
    await page.waitForTimeout(120);
    const now = await read();
    if (now === before) return;
    before = now;
  }
}
