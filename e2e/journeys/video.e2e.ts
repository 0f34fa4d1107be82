import type { SimDevice } from '@linli/device-sim';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { screenshot } from '../support/browser.ts';
import { addDevice, newAccountOnPhone, openDeviceDetail, simulate, untilStored } from '../support/devices.ts';
import { byTestId, logInAsExperience, useJourney } from '../support/journey.ts';

/**
 * The video page plays the demo camera's HLS stream (playback really advances), and an
 * unreachable stream shows the error state, whose retry really tries again.
 */
const journey = useJourney({ CAPTCHA_ENABLED: 'false' });

const CAMERA = '客厅看护摄像头';
const MISSING_STREAM = '/demo-media/camera/offline.m3u8';

let page: Page;
let sim: SimDevice | undefined;

beforeAll(async () => {
  ({ page } = await journey.newPhone());
});

afterAll(async () => {
  await sim?.stop();
  await page?.context().close();
});

const playedSeconds = () =>
  page.evaluate(
    () => document.querySelector<HTMLVideoElement>('[data-testid="video-element"]')?.currentTime ?? 0,
  );

it("plays the demo camera's stream from its device page", async () => {
  await logInAsExperience(page);
  await openDeviceDetail(page, CAMERA);
  await byTestId(page, 'device-link-video').click();
  await page.waitForURL(/#\/pages_player\/list\/devicePlayer\?deviceId=\d+/);
  await expect.poll(playedSeconds, { timeout: 30_000 }).toBeGreaterThan(0);
  await expect.poll(() => byTestId(page, 'video-player').getAttribute('data-state')).toBe('playing');
  await byTestId(page, 'video-playing').waitFor();
  // The channel is named; the stream's address is never shown to the person.
  expect(await byTestId(page, 'video-channel').textContent()).toBe(CAMERA);
  expect(await page.locator('body').innerText()).not.toContain('/demo-media/');
  await screenshot(page, 'video-1-playing');
  // The player's own controls: pause stops playback, play starts it again; sound and full screen are there.
  await byTestId(page, 'video-play-pause').click();
  await expect
    .poll(() => page.evaluate(() => document.querySelector<HTMLVideoElement>('video')?.paused))
    .toBe(true);
  await byTestId(page, 'video-play-pause').click();
  await expect
    .poll(() => page.evaluate(() => document.querySelector<HTMLVideoElement>('video')?.paused))
    .toBe(false);
  await byTestId(page, 'video-mute').click();
  expect(await byTestId(page, 'video-mute').getAttribute('aria-pressed')).toBe('true');
  await byTestId(page, 'video-fullscreen').waitFor();

  // The App variant of the route plays the same stream.
  const deviceId = new URL(page.url().replace('#', '')).searchParams.get('deviceId');
  await page.goto(`/#/pages_player/list/devicePlayerApp?deviceId=${deviceId}`);
  await expect.poll(playedSeconds, { timeout: 30_000 }).toBeGreaterThan(0);
  await screenshot(page, 'video-2-app');
});

it('an unreachable stream shows the error state, and retry tries again', async () => {
  await page.evaluate(() => localStorage.clear());
  const token = await newAccountOnPhone(journey.server, page, 'cam');
  const camera = await addDevice(journey.server, token, 'Care camera', '门口摄像头');
  sim = await simulate(camera, {
    initialValues: { stream_url: MISSING_STREAM },
  });
  await sim.reportNow(['stream_url']);
  await untilStored(journey.server, token, camera.deviceId, 'stream_url', MISSING_STREAM);
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(MISSING_STREAM)) asked.push(request.url());
  });
  await page.goto(`/#/pages_player/list/devicePlayer?deviceId=${camera.deviceId}`);
  await byTestId(page, 'video-error').waitFor({ timeout: 30_000 });
  expect(await byTestId(page, 'video-player').getAttribute('data-state')).toBe('error');
  await page.getByText('视频无法播放').waitFor();
  await screenshot(page, 'video-3-error');
  const before = asked.length;
  expect(before).toBeGreaterThan(0);
  await byTestId(page, 'video-retry').click();
  await expect.poll(() => asked.length, { timeout: 15_000 }).toBeGreaterThan(before);
  await byTestId(page, 'video-error').waitFor({ timeout: 30_000 });
});
