import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { screenshot } from '../support/browser.ts';
import { openDeviceDetail } from '../support/devices.ts';
import { byTestId, logInAsExperience, useJourney } from '../support/journey.ts';

/**
 * History and monitoring: on the experience account's simulated smart plug, real-time monitoring
 * refuses out-of-bounds settings in the app, draws live points and stops; the device log filters by type;
 * the statistics screen draws a stored-history chart (uPlot, loaded on demand). English and elder mode.
 */
const journey = useJourney({ CAPTCHA_ENABLED: 'false' });

const PLUG = '客厅智能插座';
let page: Page;
let deviceId = 0;

const points = async (testId: string) =>
  Number((await byTestId(page, testId).getAttribute('data-points')) ?? 0);

beforeAll(async () => {
  ({ page } = await journey.newPhone());
  await logInAsExperience(page);
  await openDeviceDetail(page, PLUG);
  deviceId = Number(new URL(page.url().replace('#', '')).searchParams.get('deviceId'));
  await page.locator('[data-testid="device-state"][data-status="3"]').waitFor({ timeout: 20_000 });
});

afterAll(async () => {
  await page?.context().close();
});

it('real-time monitoring: bounds checked in the app, live points drawn, then stopped', async () => {
  await byTestId(page, 'device-link-monitor').click();
  await page.waitForURL(/#\/pagesA\/home\/device\/monitor\?deviceId=\d+/);
  await expect.poll(() => byTestId(page, 'realtime-state').getAttribute('data-state')).toBe('connected');
  // Nothing has arrived yet: 'data is empty' (docs/product.md "Real-time monitoring").
  await expect.poll(() => byTestId(page, 'monitor-power-empty').textContent()).toContain('数据为空');

  // Out of bounds: refused on the phone, nothing started.
  await byTestId(page, 'monitor-interval').fill('100');
  await byTestId(page, 'monitor-start').click();
  await expect
    .poll(() => byTestId(page, 'monitor-problem').textContent())
    .toBe('监测间隔必须在500到10000毫秒之间');
  expect(await byTestId(page, 'monitor-status').getAttribute('data-phase')).toBe('idle');
  await byTestId(page, 'monitor-interval').fill('500');
  await byTestId(page, 'monitor-count').fill('301');
  await byTestId(page, 'monitor-start').click();
  await expect.poll(() => byTestId(page, 'monitor-problem').textContent()).toBe('监测次数必须在1到300之间');

  await byTestId(page, 'monitor-count').fill('300');
  await byTestId(page, 'monitor-start').click();
  await expect.poll(() => byTestId(page, 'monitor-status').getAttribute('data-phase')).toBe('running');
  await expect.poll(() => points('monitor-chart-power'), { timeout: 20_000 }).toBeGreaterThanOrEqual(4);
  await expect.poll(() => page.locator('[data-testid="monitor-chart-power"] canvas').count()).toBe(1);
  expect(await points('monitor-chart-voltage')).toBeGreaterThanOrEqual(1);
  await screenshot(page, 'monitoring-1-live');

  await byTestId(page, 'monitor-stop').click();
  await expect.poll(() => byTestId(page, 'monitor-status').getAttribute('data-phase')).toBe('stopped');
  expect(await byTestId(page, 'monitor-status').textContent()).toBe('已停止监测');
  await screenshot(page, 'monitoring-2-stopped');

  // A short run ends by itself after its count: the device sends exactly what was asked.
  await byTestId(page, 'monitor-count').fill('2');
  await byTestId(page, 'monitor-start').click();
  await expect
    .poll(() => byTestId(page, 'monitor-status').getAttribute('data-phase'), { timeout: 20_000 })
    .toBe('done');
  expect(await byTestId(page, 'monitor-status').textContent()).toBe('监测完成，共收到2次');
  expect(await points('monitor-chart-power')).toBe(2);
});

it('the device log lists every kind of entry and filters by type; loads more as it scrolls', async () => {
  await page.goto(`/#/pagesA/home/device/log?deviceId=${deviceId}`);
  await byTestId(page, 'log-list').waitFor();
  const rows = page.locator('[data-testid^="log-row-"]');
  await expect.poll(() => rows.count()).toBeGreaterThan(0);
  await byTestId(page, 'log-filter-5').click();
  await expect.poll(() => byTestId(page, 'log-filter-5').getAttribute('aria-pressed')).toBe('true');
  await expect
    .poll(async () => [
      ...new Set(await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-type')))),
    ])
    .toEqual(['5']);
  expect(await rows.first().textContent()).toContain('设备上线');
  await byTestId(page, 'log-filter-1').click();
  await expect
    .poll(async () => [
      ...new Set(await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-type')))),
    ])
    .toEqual(['1']);
  await screenshot(page, 'history-1-log-filter');
  // A command switched in the app says who sent it (who or what changed this).
  await page.goto(`/#/pagesA/device/detail?deviceId=${deviceId}`);
  await byTestId(page, 'thing-switch-switch').click();
  await byTestId(page, 'thing-switch-pending').waitFor({ state: 'detached' });
  await page.goto(`/#/pagesA/home/device/log?deviceId=${deviceId}`);
  await byTestId(page, 'log-filter-2').click();
  const command = page.locator('[data-testid^="log-row-command-"]').first();
  await expect.poll(() => command.textContent()).toContain('在 App 中发送');
  await screenshot(page, 'history-1b-log-command-by');
  await byTestId(page, 'log-filter-1').click();
  await expect.poll(() => byTestId(page, 'log-filter-1').getAttribute('aria-pressed')).toBe('true');
  // The list keeps loading pages at the bottom (the demo plug has a week of readings: many pages).
  const total = Number(await byTestId(page, 'log-list').getAttribute('data-total'));
  const firstPage = await rows.count();
  expect(total).toBeGreaterThan(firstPage);
  for (let page2 = 2; page2 <= 3; page2++) {
    await byTestId(page, 'log-list-footer').scrollIntoViewIfNeeded();
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(firstPage * page2);
  }
});

it('statistics: a stored-history chart for the power readings, the last 24 hours by default and a date range', async () => {
  await page.goto(`/#/pagesA/home/device/statistic?deviceId=${deviceId}`);
  await byTestId(page, 'history-cards').waitFor();
  await expect.poll(() => points('history-chart-power'), { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
  await expect.poll(() => page.locator('[data-testid="history-chart-power"] canvas').count()).toBe(1);
  // The default period is one people think in, not a count of records.
  expect(await byTestId(page, 'history-mode-day').getAttribute('aria-pressed')).toBe('true');
  expect(await byTestId(page, 'history-mode-day').textContent()).toContain('最近 24 小时');
  await screenshot(page, 'history-2-chart');
  await byTestId(page, 'history-mode-week').click();
  await expect.poll(() => points('history-chart-power')).toBeGreaterThanOrEqual(1);
  await byTestId(page, 'history-mode-range').click();
  await byTestId(page, 'history-submit').click();
  await expect.poll(() => points('history-chart-power')).toBeGreaterThanOrEqual(1);
  // A range ending before it begins is refused on the phone.
  await byTestId(page, 'history-begin').fill('2030-01-02');
  await byTestId(page, 'history-end').fill('2030-01-01');
  await byTestId(page, 'history-submit').click();
  await expect.poll(() => byTestId(page, 'history-problem').textContent()).toBe('结束日期不能早于开始日期');
});

it('English and elder mode read well on the statistics and monitor screens', async () => {
  await page.evaluate(() => {
    const data = JSON.parse(localStorage.getItem('lifeData') ?? '{}') as Record<string, unknown>;
    localStorage.setItem('lifeData', JSON.stringify({ ...data, language: 'en-US', elder: true }));
  });
  await page.goto(`/#/pagesA/home/device/statistic?deviceId=${deviceId}`);
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.classList.contains('elder')))
    .toBe(true);
  await expect.poll(() => points('history-chart-power'), { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
  await page.getByText('Statistics').first().waitFor();
  await screenshot(page, 'history-3-en-elder');
  await page.goto(`/#/pagesA/home/device/monitor?deviceId=${deviceId}`);
  await expect.poll(() => byTestId(page, 'monitor-power-empty').textContent()).toContain('data is empty');
  const start = await byTestId(page, 'monitor-start').boundingBox();
  expect(start!.height).toBeGreaterThanOrEqual(60);
  await screenshot(page, 'monitoring-3-en-elder');
});
