import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { NotSettledError, type PageWatch, SETTLE_TIMEOUT_MS } from './settle.ts';

/**
 * axe-core in the page for the accessibility journeys. When a screen counts as settled is in settle.ts,
 * the routes swept in a11y-routes.ts, the measurements in a11y-measure.ts.
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

/** How often a screen that moved while axe ran is measured again before the sweep reports it. */
const MEASURE_ATTEMPTS = 3;

/**
 * Runs axe's standard rule set (WCAG 2.0–2.2 A/AA and best practice) on the whole document, only on a settled
 * screen (settle.ts): it waits for the screen to settle, refuses to measure one that is not, and measures
 * again when something started moving while axe ran (a banner turning, a late reply) — the result then
 * describes a screen that was never on display.
 */
export async function runAxe(
  page: Page,
  watch: PageWatch,
  settleTimeoutMs = SETTLE_TIMEOUT_MS,
): Promise<AxeViolation[]> {
  let moved: string[] = [];
  for (let attempt = 0; attempt < MEASURE_ATTEMPTS; attempt += 1) {
    await watch.settle(settleTimeoutMs);
    await injectAxe(page);
    const started = Date.now();
    moved = await watch.unsettled();
    if (moved.length > 0) continue;
    const violations = await page.evaluate(axeInPage);
    moved = await watch.unsettled(Date.now() - started);
    if (moved.length === 0) return violations;
  }
  throw new NotSettledError(page.url(), moved);
}

async function axeInPage(): Promise<AxeViolation[]> {
  type AxeResult = {
    violations: Array<{
      id: string;
      impact: string | null;
      help: string;
      nodes: Array<{ target: unknown[]; failureSummary?: string }>;
    }>;
  };
  const axe = (window as unknown as { axe: { run(ctx: unknown, options: unknown): Promise<AxeResult> } }).axe;
  const result = await axe.run(document, { resultTypes: ['violations'] });
  return result.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} — ${n.failureSummary ?? ''}`),
  }));
}

/**
 * What fails the sweep: every serious or critical violation, and — though axe rates them moderate — a page
 * without its one `main` landmark or without a level-one heading.
 */
const REQUIRED_RULES = ['landmark-one-main', 'page-has-heading-one', 'landmark-no-duplicate-main'];
export const isBlocking = (v: AxeViolation) =>
  v.impact === 'serious' || v.impact === 'critical' || REQUIRED_RULES.includes(v.id);
