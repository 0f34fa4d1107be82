import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { Mode, Role, RoutePlan } from './a11y-routes.ts';
import { checkScreen, FINDING_KINDS, type FindingKind, type TextFinding } from './tour-checks.ts';
import { watchData } from './tour-data.ts';

/**
 * The screenshot tour: on every settled screen of the accessibility sweep (and of its en-US passes), a
 * viewport picture under e2e/artifacts/tour/<role>-<mode>-<lang>-<route-key>.png and the text checks of
 * tour-checks.ts, collected for one assertion at the end that lists every finding.
 */

export type Language = 'zh-CN' | 'en-US';
export const TOUR_DIR = path.resolve(import.meta.dirname, '../artifacts/tour');

export interface TourFinding extends TextFinding {
  route: string;
  url: string;
  role: Role;
  mode: Mode;
  language: Language;
  /** The other routes where the same role, mode and language met the very same finding. */
  alsoOn: string[];
}

const LANGUAGE_TAG: Record<Language, string> = { 'zh-CN': 'zh', 'en-US': 'en' };

/** A viewport picture (what a person sees without scrolling) of the settled screen. */
export async function tourScreenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(TOUR_DIR, { recursive: true });
  const file = path.join(TOUR_DIR, `${name}.png`);
  // At CSS pixels (390 x 844): half the encoding time of the phone's device pixels, as legible.
  await page.screenshot({ path: file, scale: 'css' });
  return file;
}

/**
 * i18next reports a missing key on the console when its debug output is on; a page's warnings that say so
 * count as untranslated keys on the screen shown at the time.
 */
const missingKeys = new WeakMap<Page, string[]>();
export function listenForMissingKeys(page: Page): void {
  if (missingKeys.has(page)) return;
  const heard: string[] = [];
  missingKeys.set(page, heard);
  page.on('console', (message) => {
    if (/missingKey/i.test(message.text())) heard.push(message.text());
  });
}

/** A new tour: the pictures of an earlier one are removed, so the folder shows this run only. */
export function createTour() {
  fs.rmSync(TOUR_DIR, { recursive: true, force: true });
  const findings: TourFinding[] = [];
  const timings = new Map<string, number>();
  const firsts = new Map<string, TourFinding>();

  return {
    findings,
    /** Pictures and checks the settled screen of `plan` (call it once the sweep has settled it). */
    async visit(page: Page, plan: RoutePlan, mode: Mode, language: Language): Promise<void> {
      await tourScreenshot(page, `${plan.role}-${mode}-${LANGUAGE_TAG[language]}-${plan.key}`);
      const dataStrings = await watchData(page).strings();
      const found = await checkScreen(page, { language, dataStrings });
      const heard = missingKeys.get(page)?.splice(0) ?? [];
      for (const text of heard) found.push({ kind: 'untranslated', text, where: 'console' });
      for (const f of found) {
        const id = [f.kind, f.text, f.where, plan.role, mode, language].join('|');
        const first = firsts.get(id);
        if (first) {
          if (first.route !== plan.key && !first.alsoOn.includes(plan.key)) first.alsoOn.push(plan.key);
          continue;
        }
        const finding = { ...f, route: plan.key, url: plan.url, role: plan.role, mode, language, alsoOn: [] };
        firsts.set(id, finding);
        findings.push(finding);
      }
    },

    /** Adds the seconds a pass took to the report (`pass`: e.g. "zh-CN standard experience"). */
    timed(pass: string, ms: number): void {
      timings.set(pass, (timings.get(pass) ?? 0) + ms);
    },

    /** Every finding, grouped by route, then a count per kind and the time of each pass. */
    report(): string {
      const byRoute = new Map<string, TourFinding[]>();
      for (const f of findings) byRoute.set(f.route, [...(byRoute.get(f.route) ?? []), f]);
      const lines: string[] = [];
      for (const [route, list] of [...byRoute].sort(([a], [b]) => a.localeCompare(b))) {
        lines.push(`## ${route} (${list[0]?.url ?? ''})`);
        for (const f of list) {
          const also = f.alsoOn.length ? `  (also on ${f.alsoOn.join(', ')})` : '';
          lines.push(`  [${f.kind}] ${f.role} ${f.mode} ${f.language}: ${f.text}  <${f.where}>${also}`);
        }
      }
      lines.push(
        '',
        'Findings per kind (once per role, mode and language; in brackets with every route where met):',
      );
      for (const kind of FINDING_KINDS) lines.push(`  ${kind}: ${countOf(findings, kind)}`);
      lines.push('', 'Seconds per pass:');
      for (const [pass, ms] of timings) lines.push(`  ${pass}: ${(ms / 1000).toFixed(1)} s`);
      return lines.join('\n');
    },

    /** Writes the report beside the pictures (e2e/artifacts/tour/findings.txt) and returns its path. */
    write(): string {
      fs.mkdirSync(TOUR_DIR, { recursive: true });
      const file = path.join(TOUR_DIR, 'findings.txt');
      fs.writeFileSync(file, `${this.report()}\n`);
      return file;
    },
  };
}

function countOf(findings: TourFinding[], kind: FindingKind): string {
  const ofKind = findings.filter((f) => f.kind === kind);
  return `${ofKind.length} (${ofKind.reduce((n, f) => n + 1 + f.alsoOn.length, 0)})`;
}
