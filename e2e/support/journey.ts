import { EXPERIENCE_PASSWORD, EXPERIENCE_USERNAME } from '@linli/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { launchBrowser, type PhoneOptions, phoneContext, screenshot } from './browser.ts';
import { type RunningServer, startServer } from './server.ts';

export interface Journey {
  server: RunningServer;
  browser: Browser;
  /** A fresh phone (new context: empty storage) on the app. */
  newPhone(options?: PhoneOptions): Promise<{ context: BrowserContext; page: Page }>;
}

const visits = new WeakMap<Page, string[]>();

/** One real server (npm start's code path, built web app) and one Chromium for a journey file. */
export function useJourney(env: Record<string, string> = {}): Journey {
  const journey = {} as Journey;
  // The app must run under the server's Content-Security-Policy: any violation fails the journey file.
  const cspViolations: string[] = [];
  beforeAll(async () => {
    journey.server = await startServer(env);
    journey.browser = await launchBrowser();
    journey.newPhone = async (options) => {
      const context = await phoneContext(journey.browser, journey.server.url, options);
      // Every page of the phone, the first and any opened beside it later, is followed the same way.
      context.on('page', (page) => {
        recordCaptchas(page);
        // Where the page went (hash routes too), printed when a step fails.
        const visited: string[] = [];
        visits.set(page, visited);
        page.on('framenavigated', (frame) => {
          if (frame === page.mainFrame())
            visited.push(`${new Date().toISOString().slice(11, 23)} ${frame.url()}`);
        });
        page.on('console', (message) => {
          if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
            cspViolations.push(message.text());
          }
        });
      });
      const page = await context.newPage();
      return { context, page };
    };
  });
  // A failed step prints what the server logged meanwhile and what each open page shows (its address and
  // text; a screenshot under artifacts/): in CI that output is all there is to go on.
  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail' || !journey.server) return;
    const output = journey.server.takeOutput().trim();
    if (output) console.log(`[server output while "${task.name}" ran]\n${output}`);
    const pages = journey.browser?.contexts().flatMap((context) => context.pages()) ?? [];
    for (const [index, page] of pages.entries()) {
      const text = await page
        .evaluate(() => document.body?.innerText ?? '')
        .catch((error: Error) => `(unreadable: ${error.message})`);
      const file = await screenshot(page, `failed-${slug(task.name)}-${index + 1}`).catch(() => 'none');
      const went = (visits.get(page) ?? []).slice(-12).join('\n  ');
      console.log(
        `[page ${index + 1} at ${page.url()}; screenshot ${file}]\n  ${went}\n${text.slice(0, 1500)}`,
      );
    }
  });
  afterAll(async () => {
    await journey.browser?.close();
    await journey.server?.stop();
    expect(cspViolations, 'Content-Security-Policy violations').toEqual([]);
  });
  return journey;
}

export const byTestId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`);

/** Signs in through the login screen with a password (captcha off) and waits for the home screen. */
export async function logInWithPassword(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/#/pages/login/index');
  await byTestId(page, 'login-username').fill(username);
  await byTestId(page, 'login-password').fill(password);
  await byTestId(page, 'agreement-checkbox').check();
  await byTestId(page, 'login-submit').click();
  await page.waitForURL((url) => url.hash === '#/' || url.hash === '');
}

/** Signs in as the demo's experience account: the owner of the demo devices. */
export const logInAsExperience = (page: Page) =>
  logInWithPassword(page, EXPERIENCE_USERNAME, EXPERIENCE_PASSWORD);

const captchasIssued = new WeakMap<Page, Map<string, string>>();

/** Remembers each captcha the page was given (its picture and uuid), so a test can tell which one it shows. */
function recordCaptchas(page: Page): void {
  const issued = new Map<string, string>();
  captchasIssued.set(page, issued);
  page.on('response', async (response) => {
    if (!response.url().includes('/api/captchaImage')) return;
    const body = (await response.json().catch(() => undefined)) as
      | { uuid?: string; img?: string }
      | undefined;
    if (body?.uuid && body.img) issued.set(body.img, body.uuid);
  });
}

/**
 * Fills the captcha field with the answer of the picture on screen: the uuid lives only in app state, so it
 * is found by the picture, among the captchas this page was given (a refresh may have issued another).
 */
export async function solveCaptcha(page: Page, server: RunningServer): Promise<void> {
  const image = byTestId(page, 'captcha-image').locator('img');
  await image.waitFor({ state: 'visible' });
  let uuid: string | undefined;
  await expect
    .poll(async () => {
      const src = (await image.getAttribute('src')) ?? '';
      uuid = captchasIssued.get(page)?.get(src.slice(src.indexOf(',') + 1));
      return uuid;
    })
    .toBeDefined();
  await byTestId(page, 'login-captcha').fill(server.captchaAnswer(uuid));
}

/** A test's name as a file name: letters and digits, dashes between, at most 60 characters. */
function slug(name: string): string {
  return name
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
}
