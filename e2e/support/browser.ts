import fs from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { waitUntilStill } from './settle.ts';

export const PHONE_VIEWPORT = { width: 390, height: 844 };
const artifacts = path.resolve(import.meta.dirname, '../artifacts');

/** Debian's chromium with the flags this machine needs (no background network, no sandbox as root). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface PhoneOptions {
  /** The system's reduced-motion setting (prefers-reduced-motion); people's phones default to motion. */
  reducedMotion?: 'reduce' | 'no-preference';
}

export async function phoneContext(
  browser: Browser,
  baseURL: string,
  options: PhoneOptions = {},
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    reducedMotion: options.reducedMotion ?? 'no-preference',
    viewport: PHONE_VIEWPORT,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    serviceWorkers: 'block',
  });
}

/** Saves a full-page screenshot under e2e/artifacts/, the evidence each journey ends with. */
export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(artifacts, { recursive: true });
  const file = path.join(artifacts, `${name}.png`);
  // Let dialogs and toasts finish their fade-in so the picture shows what a person sees.
  await waitUntilStill(page);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
