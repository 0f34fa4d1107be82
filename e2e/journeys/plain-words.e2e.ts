import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readDemoIds } from '../support/a11y-routes.ts';
import { screenshot } from '../support/browser.ts';
import { openDeviceDetail } from '../support/devices.ts';
import { byTestId, logInAsExperience, logInWithPassword, useJourney } from '../support/journey.ts';

/**
 * No technical words in front of people: device values read as durations and places, the simulator is
 * for staff only and names items by their names, the video shows its channel and controls but never its
 * address, statistics offer periods of time, the audit log names people and ways of signing in.
 * Phone size, in Chinese and English.
 */
const journey = useJourney({ CAPTCHA_ENABLED: 'false' });

const PLUG = '客厅智能插座';
const WATCH = '奶奶的健康手表';
const GATEWAY = '家庭网关';
const CAMERA = '客厅看护摄像头';

let resident: Page;
let admin: Page;

const bodyText = (page: Page) => page.locator('body').innerText();
const deviceIdInUrl = (page: Page) => new URL(page.url().replace('#', '')).searchParams.get('deviceId') ?? '';

async function useEnglish(page: Page) {
  await page.evaluate(() => {
    const data = JSON.parse(localStorage.getItem('lifeData') ?? '{}') as Record<string, unknown>;
    localStorage.setItem('lifeData', JSON.stringify({ ...data, language: 'en-US' }));
  });
  await page.reload();
}

beforeAll(async () => {
  ({ page: resident } = await journey.newPhone());
  ({ page: admin } = await journey.newPhone());
  await logInAsExperience(resident);
  await logInWithPassword(admin, 'admin', 'Admin#2026');
});

afterAll(async () => {
  await resident?.context().close();
  await admin?.context().close();
});

const ids: Record<string, string> = {};

it('a resident sees device values in words and no simulator', async () => {
  for (const [name, key] of [
    [PLUG, 'plug'],
    [WATCH, 'watch'],
    [GATEWAY, 'gateway'],
  ] as const) {
    await openDeviceDetail(resident, name);
    ids[key] = deviceIdInUrl(resident);
    await byTestId(resident, 'device-state').waitFor();
    expect(await byTestId(resident, 'device-link-simulate').count()).toBe(0);
    const text = await bodyText(resident);
    expect(text).not.toMatch(/\{"lng"/);
    expect(text).not.toMatch(/\d{5,} s\b/);
    await screenshot(resident, `words-1-${key}-zh`);
  }
  await byTestId(resident, 'thing-uptime-value').waitFor();
  expect(await byTestId(resident, 'thing-uptime-value').textContent()).toMatch(/天|小时|分钟|秒|—|暂无/);
  await resident.goto('/#/pagesB/list/user/emulator');
  await byTestId(resident, 'emulator-staff-only').waitFor();
});

it('statistics and video read as people expect, in Chinese', async () => {
  await resident.goto(`/#/pagesA/home/device/statistic?deviceId=${ids.plug}`);
  await byTestId(resident, 'history-cards').waitFor();
  expect(await byTestId(resident, 'history-mode-day').getAttribute('aria-pressed')).toBe('true');
  expect(await bodyText(resident)).not.toContain('最近N条');
  await screenshot(resident, 'words-2-statistics-zh');
  await openDeviceDetail(resident, CAMERA);
  ids.camera = deviceIdInUrl(resident);
  await byTestId(resident, 'device-link-video').click();
  await byTestId(resident, 'video-channel').waitFor();
  expect(await bodyText(resident)).not.toContain('/demo-media/');
  await byTestId(resident, 'video-play-pause').waitFor({ timeout: 30_000 });
  await screenshot(resident, 'words-3-video-zh');
});

it('the same screens in English', async () => {
  await useEnglish(resident);
  for (const key of ['plug', 'watch', 'gateway']) {
    await resident.goto(`/#/pagesA/device/detail?deviceId=${ids[key]}`);
    await byTestId(resident, 'device-state').waitFor();
    expect(await bodyText(resident)).not.toMatch(/\{"lng"|\d{5,} s\b/);
    await screenshot(resident, `words-4-${key}-en`);
  }
  await resident.goto(`/#/pagesA/home/device/statistic?deviceId=${ids.plug}`);
  await byTestId(resident, 'history-cards').waitFor();
  expect(await byTestId(resident, 'history-mode-day').textContent()).toContain('Last 24 hours');
  await screenshot(resident, 'words-5-statistics-en');
  await resident.goto(`/#/pages_player/list/devicePlayer?deviceId=${ids.camera}`);
  await byTestId(resident, 'video-play-pause').waitFor({ timeout: 30_000 });
  expect(await bodyText(resident)).not.toContain('/demo-media/');
  await screenshot(resident, 'words-6-video-en');
});

it("a social worker reads the elder's ability level in words on the health summary", async () => {
  const { page: worker } = await journey.newPhone();
  await logInWithPassword(worker, 'worker', 'Worker#2026');
  const { personId } = readDemoIds(journey.server.dataDir);
  for (const language of ['zh', 'en'] as const) {
    if (language === 'en') await useEnglish(worker);
    await worker.goto(`/#/pagesC/shfw/jkdagljs?personId=${personId}`);
    await byTestId(worker, 'health-ability').waitFor();
    const ability = await byTestId(worker, 'health-ability').innerText();
    expect(ability).not.toMatch(/\b(intact|mild|moderate|severe|complete)\b/);
    await screenshot(worker, `words-9-health-${language}`);
  }
  await worker.context().close();
});

it('the administrator simulates the demo plug by item names, and reads the audit log in words', async () => {
  await admin.goto(`/#/pagesA/device/detail?deviceId=${ids.plug}`);
  await byTestId(admin, 'device-link-simulate').click();
  await byTestId(admin, 'emulator-identifier').waitFor();
  const options = await byTestId(admin, 'emulator-identifier').locator('option').allTextContents();
  expect(options.length).toBeGreaterThan(0);
  for (const option of options) expect(option).not.toMatch(/\(\w+\)/);
  await screenshot(admin, 'words-7-simulator-admin-zh');
  await admin.goto('/#/pagesD/admin/audit');
  await byTestId(admin, 'audit-list').waitFor();
  const zh = await bodyText(admin);
  expect(zh).not.toMatch(/user:\d|method:/);
  expect(zh).toContain('账号密码');
  await screenshot(admin, 'words-8-audit-zh');
  await useEnglish(admin);
  await byTestId(admin, 'audit-list').waitFor();
  expect(await bodyText(admin)).toContain('Username and password');
  await screenshot(admin, 'words-8b-audit-en');
});
