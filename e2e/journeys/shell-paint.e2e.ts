import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { PHONE_VIEWPORT, screenshot } from '../support/browser.ts';
import { byTestId, useJourney } from '../support/journey.ts';

/**
 * The first paint needs no script (apps/web/index.html's static shell, styled by public/shell.css): the
 * centre's name on the theme's green header is on screen before any of the app's code runs, and the app
 * replaces the shell with the screen of the address once it has loaded.
 */
const journey = useJourney();
const artifacts = new URL('../artifacts/', import.meta.url);

const HEADER_GREEN = 'rgb(26, 107, 82)'; // --ll-color-primary, apps/web/src/styles/theme.css

async function expectStyledShell(page: Page): Promise<void> {
  const header = page.locator('.boot-shell__header');
  await expect.poll(() => header.textContent()).toContain('邻里 Linli');
  expect(await header.isVisible()).toBe(true);
  // Opened at `commit`, the page may still be waiting for shell.css: its green arrives with it.
  await expect.poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(HEADER_GREEN);
  const box = await header.boundingBox();
  // The page header's height (52 px) across the phone's width, as the entry page's own header.
  expect(box?.width).toBe(PHONE_VIEWPORT.width);
  expect(box?.height).toBe(52);
}

it('with scripts off, the shell shows the centre’s name on its green header and says scripts are needed', async () => {
  const context = await journey.browser.newContext({
    baseURL: journey.server.url,
    javaScriptEnabled: false,
    viewport: PHONE_VIEWPORT,
    deviceScaleFactor: 2,
    isMobile: true,
    locale: 'zh-CN',
  });
  const page = await context.newPage();
  await page.goto('/');
  await expectStyledShell(page);
  // Playwright's text search skips <noscript>; its paragraph is found by class.
  const noscript = page.locator('.noscript-message');
  expect(await noscript.isVisible()).toBe(true);
  expect(await noscript.textContent()).toContain('邻里需要启用 JavaScript 才能使用');
  // "Loading…" would never end without scripts: the shell's stylesheet hides it.
  expect(await page.getByText('正在加载').isVisible()).toBe(false);
  await page.screenshot({ path: new URL('shell-paint-1-no-scripts.png', artifacts).pathname });
  await context.close();
});

it('the shell is painted while the scripts are still on their way, and the app then replaces it', async () => {
  const { page, context } = await journey.newPhone();
  // Hold every script of the app until the shell has been looked at.
  let release: () => void = () => undefined;
  const scriptsMayLoad = new Promise<void>((resolve) => (release = resolve));
  let scriptsAsked = 0;
  await context.route(/\/assets\/.*\.js$/, async (route) => {
    scriptsAsked += 1;
    await scriptsMayLoad;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await expectStyledShell(page);
  await page.getByText('正在加载… Loading…').waitFor();
  expect(scriptsAsked).toBeGreaterThan(0);
  await page.screenshot({ path: new URL('shell-paint-2-before-scripts.png', artifacts).pathname });
  release();
  await byTestId(page, 'home-greeting').waitFor();
  expect(await page.locator('.boot-shell').count()).toBe(0);
  // Nothing of the app was even asked for before the shell's first paint (src/boot.ts fetches it after that
  // frame): on a slow network the app's code would otherwise share the line with the shell's stylesheet.
  const times = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    appAsked: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/(?!index-)[^/]+\.(?:js|css)$/.test(entry.name))
      .map((entry) => entry.startTime),
  }));
  expect(times.appAsked.length).toBeGreaterThan(0);
  expect(Math.min(...times.appAsked)).toBeGreaterThan(times.firstPaint);
  await screenshot(page, 'shell-paint-3-app');
  await context.close();
});

it('the entry page’s data, texts and first banner are asked for while the app’s code is on its way, the data once', async () => {
  const { page, context } = await journey.newPhone();
  // Hold the app's start chunk: what boot asks for beside it must not wait for it (src/boot/entryRead.ts).
  let release: () => void = () => undefined;
  const codeMayLoad = new Promise<void>((resolve) => (release = resolve));
  await context.route(/\/assets\/main-[^/]*\.js$/, async (route) => {
    await codeMayLoad;
    await route.continue();
  });
  const reads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/shfw/home') reads.push(request.url());
  });
  const banner = page.waitForRequest(/\/api\/news\/asset\/banner-[^/]+$/);
  const texts = page.waitForRequest(/\/assets\/home-texts-zh-CN-[^/]+\.js$/);
  await page.goto('/', { waitUntil: 'commit' });
  await Promise.all([banner, texts]);
  expect(reads).toHaveLength(1);
  release();
  // The app takes boot's answer (src/lib/headStart.ts) instead of asking again.
  await byTestId(page, 'home-banners').getByRole('img').first().waitFor();
  expect(reads).toHaveLength(1);
  await context.close();
});

it('when the app’s code cannot be fetched, the shell says so in both languages and its button loads it again', async () => {
  const { page, context } = await journey.newPhone();
  // The app's start chunk (first in index.html's linli-app-start meta) fails as on a lost network.
  let offline = true;
  await context.route(/\/assets\/main-[^/]*\.js$/, async (route) => {
    if (offline) await route.abort('internetdisconnected');
    else await route.continue();
  });
  await page.goto('/');
  const failed = page.getByRole('alert');
  await failed.getByText('邻里没能打开，请检查网络后重试。').waitFor();
  expect(await failed.textContent()).toContain('Linli could not open');
  expect(await page.getByText('正在加载… Loading…').isVisible()).toBe(false);
  const retry = page.getByRole('button', { name: '重试 Try again' });
  const box = await retry.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(56);
  await page.screenshot({ path: new URL('shell-paint-4-load-failed.png', artifacts).pathname });
  offline = false;
  await retry.click();
  await byTestId(page, 'home-greeting').waitFor();
  expect(await page.locator('.boot-shell').count()).toBe(0);
  await context.close();
});
