import { type AlertLog, buildTopic, type DeviceShort, Topic } from '@linli/contracts';
import mqtt from 'mqtt';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { screenshot } from '../support/browser.ts';
import { openDeviceDetail, registerAccount } from '../support/devices.ts';
import { byTestId, logInAsExperience, logInWithPassword, useJourney } from '../support/journey.ts';
import { apiAs, connectAsDevice, tokenOf } from '../support/phone-api.ts';

/**
 * The owner (experience) shares the health watch with a family member — monitoring,
 * no timing; the family member sees the watch, is refused a timer by the server, and a command the share
 * does not include is dropped by the broker. A fall the radar reports raises its own
 * critical alert (no scene needed) and fires the demo scene 'fall → hall light on'; the alert takes both users'
 * screens and lands on their Dynamic tab; the owner handles it.
 */
const journey = useJourney({ CAPTCHA_ENABLED: 'false' });

const WATCH = '奶奶的健康手表';
const RADAR = '卫生间跌倒雷达';
const SCENE = '跌倒时打开客厅灯';
const FAMILY = { username: `family${Date.now() % 1_000_000}`, password: 'Family#2026', phone: '13912345678' };

let owner: Page;
let family: Page;
let devices: DeviceShort[] = [];

const api = <T>(page: Page, method: string, path: string, body?: unknown) =>
  apiAs<T>(journey.server, page, method, path, body);

const device = (name: string) => {
  const found = devices.find((d) => d.deviceName === name);
  if (!found) throw new Error(`no demo device ${name}`);
  return found;
};

beforeAll(async () => {
  ({ page: owner } = await journey.newPhone());
  ({ page: family } = await journey.newPhone());
  await registerAccount(journey.server, FAMILY);
  await logInAsExperience(owner);
  await logInWithPassword(family, FAMILY.username, FAMILY.password);
  devices = (await api<{ rows: DeviceShort[] }>(owner, 'GET', '/iot/device/shortList?pageNum=1&pageSize=50'))
    .rows;
});

afterAll(async () => {
  await owner?.context().close();
  await family?.context().close();
});

it('the owner shares the health watch by phone: monitoring, no timing', async () => {
  await openDeviceDetail(owner, WATCH);
  await byTestId(owner, 'device-link-share').click();
  await byTestId(owner, 'share-list').waitFor();
  // A wrong phone is refused in the server's words.
  await byTestId(owner, 'share-phone').fill('13000000000');
  await byTestId(owner, 'share-find').click();
  await owner.getByText('找不到用户信息，或者该用户已经是设备用户').waitFor();
  await byTestId(owner, 'share-phone').fill(FAMILY.phone);
  await byTestId(owner, 'share-find').click();
  await owner.waitForURL(/share\/detail/);
  // 告警通知 comes ticked: a family member is added to be told.
  expect(await byTestId(owner, 'share-perm-alert').isChecked()).toBe(true);
  await byTestId(owner, 'share-perm-monitor').check();
  expect(await byTestId(owner, 'share-perm-timer').isChecked()).toBe(false);
  await byTestId(owner, 'share-remark').fill('女儿');
  await screenshot(owner, 'automation-1-share-detail');
  await byTestId(owner, 'share-save').click();
  await owner.waitForURL(/share\/list/);
  await byTestId(owner, 'share-list').waitFor();
  await owner.locator('[data-testid^="share-row-"]', { hasText: FAMILY.phone }).waitFor();
  await screenshot(owner, 'automation-2-share-list');
  const shares = await api<{ rows: { phonenumber: string; perms: string[] }[] }>(
    owner,
    'GET',
    `/iot/share/list?deviceId=${device(WATCH).deviceId}`,
  );
  expect(shares.rows.find((r) => r.phonenumber === FAMILY.phone)?.perms).toEqual(['alert', 'monitor']);
  // Alerts go to the users of the device that fired them: the family member also gets the radar (no rights).
  const radarShare = await api<{ code: number }>(owner, 'POST', '/iot/share', {
    deviceId: device(RADAR).deviceId,
    userId: (await api<{ data: { userId: number } }>(family, 'GET', '/system/user/profile')).data.userId,
    perms: ['alert'],
    remark: '女儿',
  });
  expect(radarShare.code).toBe(200);
});

it('the family member accepts the shares, sees the watch; the server refuses a timer and shows why', async () => {
  await family.goto('/#/pagesA/device/list');
  // A share works only once its recipient accepts it: two invitations wait on the device list.
  for (const name of [WATCH, RADAR]) {
    const invitation = byTestId(family, `share-invitation-${device(name).deviceId}`);
    await invitation.getByText(name).waitFor();
    if (name === WATCH) await screenshot(family, 'automation-2b-share-invitations');
    await byTestId(family, `share-accept-${device(name).deviceId}`).click();
    await invitation.waitFor({ state: 'detached' });
  }
  const card = family.locator('[data-testid^="device-card-"]', { hasText: WATCH });
  await card.waitFor();
  await card.click();
  await family.waitForURL(/#\/pagesA\/device\/detail/);
  await byTestId(family, 'device-link-timers').waitFor();
  expect(await byTestId(family, 'device-link-share').count()).toBe(0);
  await byTestId(family, 'device-link-timers').click();
  await family.getByText('没有权限进行此操作').first().waitFor();
  await byTestId(family, 'timer-add').click();
  await byTestId(family, 'timer-form').waitFor();
  await byTestId(family, 'timer-form-name').fill('每天提醒测血氧');
  await byTestId(family, 'timer-action-0-item').selectOption('measure');
  await byTestId(family, 'timer-action-0-value').selectOption('spo2');
  await byTestId(family, 'timer-form-save').click();
  await family.getByText('没有权限进行此操作').first().waitFor();
  expect(family.url()).toMatch(/timing\/detail/);
  await screenshot(family, 'automation-3-family-timer-refused');
});

it('the broker drops a command the share leaves out: the watch never gets it, the app stays connected', async () => {
  const watch = device(WATCH);
  const token = await tokenOf(family);
  const client = await mqtt.connectAsync(`${journey.server.url.replace(/^http/, 'ws')}/mqtt`, {
    clientId: `phone-e2e${Date.now() % 100_000}`,
    username: 'linli',
    password: token,
    reconnectPeriod: 0,
    protocolVersion: 4,
  });
  const before = await api<{ data: { id: string; value: string }[] }>(
    owner,
    'GET',
    `/iot/device/thingsModelValue/${watch.deviceId}`,
  );
  // Acknowledged (QoS 1) and dropped: an app repeating a refused publish is not cut off for it
  // (docs/devices.md "Topics a client may not use"), and nothing of it is forwarded.
  await client.publishAsync(
    buildTopic(watch.productId, watch.serialNumber, Topic.functionGet),
    JSON.stringify([{ id: 'reminder', value: '未授权的提醒' }]),
    { qos: 1 },
  );
  expect(client.connected).toBe(true);
  await client.endAsync();
  const after = await api<{ data: { id: string; value: string }[] }>(
    owner,
    'GET',
    `/iot/device/thingsModelValue/${watch.deviceId}`,
  );
  expect(after.data.find((v) => v.id === 'reminder')?.value).toBe(
    before.data.find((v) => v.id === 'reminder')?.value,
  );
});

it("a reported fall raises the radar's alert on both phones and fires the light scene; the owner handles it", async () => {
  for (const page of [owner, family]) {
    await page.goto('/#/pages/tabBar/alert');
    // The owner has the demo's closed alerts of past weeks; the family, new to the radar, has none of them.
    await byTestId(page, page === family ? 'alert-list-empty' : 'alert-list').waitFor();
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
  }
  await screenshot(family, 'automation-4-family-dynamic-empty');
  // The radar reports a fall, speaking as the radar over MQTT (its own credentials, as the owner sees them).
  const radar = device(RADAR);
  const sim = await connectAsDevice(journey.server, owner, radar.deviceId);
  const fall = () =>
    sim.publishAsync(
      buildTopic(radar.productId, radar.serialNumber, Topic.eventPost),
      JSON.stringify([{ id: 'fall', value: '卫生间' }]),
    );
  // The demo's eight weeks of closed alerts are there already: count what is new.
  const alerts = async () => (await api<{ total: number }>(owner, 'GET', '/iot/alertLog/list')).total;
  const before = await alerts();
  await fall();
  await expect.poll(alerts, { timeout: 10_000 }).toBe(before + 1);
  const [raised] = (await api<{ rows: AlertLog[] }>(owner, 'GET', '/iot/alertLog/list')).rows;
  expect(raised).toMatchObject({ alertName: '检测到跌倒', status: 1 });
  // A second fall at once: the same incident, no second alert; the scene's run log counts it (below).
  await fall();
  await sim.endAsync();

  for (const [who, page] of [
    ['owner', owner],
    ['family', family],
  ] as const) {
    const card = byTestId(page, `alert-card-${raised!.alertLogId}`);
    await card.waitFor({ timeout: 15_000 }).catch(async (error) => {
      await screenshot(page, `automation-debug-${who}`);
      throw new Error(`${who}: no live alert card (${error})`);
    });
    // Critical: it took the whole screen; closing it leaves the alert on the Dynamic tab.
    await byTestId(page, 'critical-alert').waitFor({ timeout: 5_000 });
    await byTestId(page, 'critical-alert-close').click();
    await byTestId(page, 'critical-alert').waitFor({ state: 'detached' });
    expect(await card.getAttribute('data-level')).toBe('3');
    expect(await card.getByText('紧急').count()).toBe(1);
    await expect.poll(() => byTestId(page, 'tab-dynamic-badge').getAttribute('data-count')).toBe('1');
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
  }
  await screenshot(owner, 'automation-5-owner-alert-live');
  await screenshot(family, 'automation-6-family-alert-live');

  // The owner opens and handles it.
  await byTestId(owner, `alert-card-${raised!.alertLogId}`).click();
  await byTestId(owner, 'alert-handle-form').waitFor();
  await byTestId(owner, 'alert-events-show').click();
  await byTestId(owner, 'alert-events').waitFor();
  await owner.locator('[data-testid="alert-events"]', { hasText: 'fall' }).waitFor();
  await byTestId(owner, 'alert-handle-status-3').check();
  await byTestId(owner, 'alert-handle-remark').fill('已电话确认，老人无碍');
  await byTestId(owner, 'alert-handle-save').click();
  await owner.getByText('处理成功').waitFor();
  await expect.poll(() => byTestId(owner, 'alert-detail').getAttribute('data-status')).toBe('3');
  await screenshot(owner, 'automation-7-owner-handled');
  const list = await api<{ rows: AlertLog[] }>(family, 'GET', '/iot/alertLog/list?status=3');
  expect(list.rows[0]).toMatchObject({ alertName: '检测到跌倒', remark: '已电话确认，老人无碍', status: 3 });

  // The scene's run log says why it fired and what each action did.
  await owner.goto('/#/pages/tabBar/scene');
  const scene = owner.locator('[data-testid^="scene-card-"]', { hasText: SCENE });
  await scene.waitFor();
  await screenshot(owner, 'automation-8-scenes');
  await scene.locator('[data-testid^="scene-log-"]').click();
  const run = owner.locator('[data-testid^="scene-run-"]').first();
  await run.waitFor();
  await expect.poll(() => run.getAttribute('data-status')).toBe('done');
  await run.getByText('设备上报触发').waitFor();
  await run.getByText('静默期内又满足条件 1 次，未执行', { exact: false }).waitFor();
  await screenshot(owner, 'automation-9-scene-log');
}, 90_000);

it('the scene editor refuses an alarm with a timing trigger, on the phone; English and elder mode read well', async () => {
  await owner.goto('/#/pagesA/list/scene/sceneEdit');
  await byTestId(owner, 'scene-form').waitFor();
  await byTestId(owner, 'scene-form-name').fill('定时提醒');
  await byTestId(owner, 'scene-add-timing-trigger').click();
  await byTestId(owner, 'scene-trigger-0-remove').click();
  await byTestId(owner, 'scene-add-alarm-action').click();
  await byTestId(owner, 'scene-action-0-remove').click();
  await byTestId(owner, 'scene-action-0-name').fill('该吃药了');
  await byTestId(owner, 'scene-form-delay').fill('120');
  await byTestId(owner, 'scene-form-save').click();
  await byTestId(owner, 'scene-form-actions-error').getByText('定时触发的场景不能包含告警动作').waitFor();
  await owner.getByText('延时执行不能大于90').waitFor();
  await screenshot(owner, 'automation-10-scene-editor-refused');

  await owner.evaluate(() => {
    const data = JSON.parse(localStorage.getItem('lifeData') ?? '{}');
    localStorage.setItem('lifeData', JSON.stringify({ ...data, language: 'en-US', elder: true }));
  });
  await owner.reload();
  await byTestId(owner, 'scene-form').waitFor();
  await screenshot(owner, 'automation-11-scene-editor-en-elder');
  await owner.goto('/#/pages/tabBar/alert');
  await owner.locator('[data-testid^="alert-card-"]').first().waitFor();
  await owner.getByText('Critical').first().waitFor();
  await screenshot(owner, 'automation-12-dynamic-en-elder');
  await owner.goto(`/#/pagesA/home/device/timing/list?deviceId=${device('客厅智能插座').deviceId}`);
  await owner.locator('[data-testid^="timer-card-"]').first().waitFor();
  await screenshot(owner, 'automation-13-timers-en-elder');
});
