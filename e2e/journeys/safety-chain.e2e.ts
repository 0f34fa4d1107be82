import { type AlertLog, buildTopic, type DeviceShort, Topic } from '@linli/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { screenshot } from '../support/browser.ts';
import { registerAccount } from '../support/devices.ts';
import { byTestId, logInAsExperience, logInWithPassword, useJourney } from '../support/journey.ts';
import { apiAs, connectAsDevice } from '../support/phone-api.ts';

/**
 * The safety chain, from the pendant to a person: grandma presses the SOS pendant (a real MQTT client with
 * the pendant's own credentials) and, with no scene anyone made, a full-screen alert takes over the phones of
 * the owner and of the daughter the pendant is shared with — whatever screen they are on — and both are
 * texted, and so is grandma's emergency contact on her file at the centre. The pendant watches over grandma
 * (陈秀英), so her social worker (the demo's 李社工) sees the alert too. The daughter taps 我来处理 and the
 * owner's screen says she is on it at once. Once handled, the sheets close; the next press shows the sheet in
 * English and in elder mode.
 */
// Escalation shortened to 10 s (ALERT_ESCALATE_SECONDS), and a duty phone for the centre.
const DUTY_PHONE = '13800138000';
const journey = useJourney({
  CAPTCHA_ENABLED: 'false',
  ALERT_ESCALATE_SECONDS: '10',
  ALERT_DUTY_PHONES: DUTY_PHONE,
});

const PENDANT = '奶奶的呼叫挂件';
/** 陈秀英's file in the demo: her own phone, and her emergency contact's (the family, 子女). */
const GRANDMA = { name: '陈秀英', phone: '13800138010', contactPhone: '13800138009' };
const WORKER = { username: 'worker', password: 'Worker#2026' };
const DAUGHTER = {
  username: `daughter${Date.now() % 1_000_000}`,
  password: 'Daughter#2026',
  phone: '13712345678',
};

let owner: Page;
let daughter: Page;
/** 李社工's phone, on the alert workbench. */
let staff: Page;
let pendant: DeviceShort;
/** The social worker's API token. */
let worker: string;

const api = <T>(who: Page | string, method: string, path: string, body?: unknown) =>
  apiAs<T>(journey.server, who, method, path, body);

/** Sends a report as the device itself, over MQTT with its own credentials. */
async function reportAs(
  target: DeviceShort,
  suffix: typeof Topic.eventPost | typeof Topic.propertyPost,
  items: { id: string; value: string }[],
): Promise<void> {
  const device = await connectAsDevice(journey.server, owner, target.deviceId);
  await device.publishAsync(
    buildTopic(target.productId, target.serialNumber, suffix),
    JSON.stringify(items),
    {
      qos: 1,
    },
  );
  await device.endAsync();
}

/** Presses the pendant's button: its `sos` event. */
const pressSos = () => reportAs(pendant, Topic.eventPost, [{ id: 'sos', value: '1' }]);

async function setLook(page: Page, language: 'zh-CN' | 'en-US', elder: boolean): Promise<void> {
  await page.evaluate(
    ([lang, big]) => {
      const data = JSON.parse(localStorage.getItem('lifeData') ?? '{}');
      localStorage.setItem('lifeData', JSON.stringify({ ...data, language: lang, elder: big }));
    },
    [language, elder] as const,
  );
  await page.reload();
}

beforeAll(async () => {
  ({ page: owner } = await journey.newPhone());
  ({ page: daughter } = await journey.newPhone());
  ({ page: staff } = await journey.newPhone());
  await registerAccount(journey.server, DAUGHTER);
  await logInAsExperience(owner);
  worker = (await api<{ token: string }>('', 'POST', '/login', WORKER)).token;
  await logInWithPassword(staff, WORKER.username, WORKER.password);
  await logInWithPassword(daughter, DAUGHTER.username, DAUGHTER.password);
  const devices = await api<{ rows: DeviceShort[] }>(
    owner,
    'GET',
    '/iot/device/shortList?pageNum=1&pageSize=50',
  );
  const named = (name: string) => {
    const found = devices.rows.find((d) => d.deviceName === name);
    if (!found) throw new Error(`no demo device ${name}`);
    return found;
  };
  pendant = named(PENDANT);
  const daughterId = (await api<{ data: { userId: number } }>(daughter, 'GET', '/system/user/profile')).data
    .userId;
  const shared = await api<{ code: number }>(owner, 'POST', '/iot/share', {
    deviceId: pendant.deviceId,
    userId: daughterId,
    perms: ['alert'],
    remark: '女儿',
  });
  expect(shared.code).toBe(200);
  const accepted = await api<{ code: number }>(daughter, 'PUT', '/iot/share/accept', {
    deviceId: pendant.deviceId,
  });
  expect(accepted.code).toBe(200);
});

afterAll(async () => {
  await owner?.context().close();
  await daughter?.context().close();
  await staff?.context().close();
});

it('an SOS press takes over both phones on any screen, texts them, and 我来处理 shows who is on it', async () => {
  // Neither is looking at alerts: the daughter reads the news, the owner is on the device list.
  await daughter.goto('/#/pages/news/index');
  await owner.goto('/#/pagesA/device/list');
  await byTestId(owner, 'device-list').waitFor();
  await staff.goto('/#/pagesB/alert/workbench');
  await byTestId(staff, 'workbench-list-empty').waitFor();

  const pressed = Date.now();
  await pressSos();
  for (const page of [daughter, owner]) {
    const sheet = byTestId(page, 'critical-alert');
    await sheet.waitFor({ timeout: 10_000 });
    expect(await byTestId(page, 'critical-alert-title').textContent()).toBe('一键呼叫');
    await sheet.getByText(PENDANT).waitFor();
    expect(await byTestId(page, 'critical-alert-person').textContent()).toBe(GRANDMA.name);
  }
  console.log(`[safety] SOS press → full-screen alert on both phones in ${Date.now() - pressed} ms`);
  expect(daughter.url()).toContain('/pages/news/index');
  expect(
    await byTestId(daughter, 'critical-alert-claim').evaluate((el) => el === document.activeElement),
  ).toBe(true);
  expect(await byTestId(daughter, 'critical-alert-call-120').getAttribute('href')).toBe('tel:120');
  const callPerson = byTestId(daughter, 'critical-alert-call-person');
  expect(await callPerson.getAttribute('href')).toBe(`tel:${GRANDMA.phone}`);
  expect(await callPerson.textContent()).toBe(`呼叫 ${GRANDMA.name}`);
  expect(await byTestId(daughter, 'critical-alert-call-contact').getAttribute('href')).toBe(
    `tel:${GRANDMA.contactPhone}`,
  );
  await screenshot(daughter, 'safety-1-sos-sheet');

  // Critical: a text to each of them (the development outbox keeps what the gateway would send).
  await expect.poll(() => journey.server.outbox(DAUGHTER.phone).length).toBeGreaterThanOrEqual(1);
  expect(journey.server.outbox(DAUGHTER.phone)[0]).toContain('陈秀英 奶奶的呼叫挂件');
  // Her emergency contact on the centre's file, and her social worker, who sees it in the alert list.
  await expect.poll(() => journey.server.outbox(GRANDMA.contactPhone).length).toBe(1);
  expect(journey.server.outbox(GRANDMA.contactPhone)[0]).toContain(
    '紧急告警 陈秀英 奶奶的呼叫挂件：一键呼叫',
  );
  const [seenByWorker] = (await api<{ rows: AlertLog[] }>(worker, 'GET', '/iot/alertLog/list?status=1')).rows;
  expect(seenByWorker).toMatchObject({ identifier: 'sos', person: { name: GRANDMA.name } });
  // The social worker's phone: the same full-screen alert over the workbench, which lists it once closed.
  await byTestId(staff, 'critical-alert-person').getByText(GRANDMA.name).waitFor();
  await byTestId(staff, 'critical-alert-close').click();
  const card = byTestId(staff, `alert-card-${seenByWorker!.alertLogId}`);
  await card.getByText(`${GRANDMA.name} · ${PENDANT}`).waitFor();
  await byTestId(staff, `alert-card-note-${seenByWorker!.alertLogId}`)
    .getByText(/已等待/)
    .waitFor();
  await screenshot(staff, 'safety-7-workbench');

  await byTestId(daughter, 'critical-alert-claim').click();
  await byTestId(daughter, 'critical-alert-claimed').getByText('你正在处理').waitFor();
  await byTestId(owner, 'critical-alert-claimed').getByText(`${DAUGHTER.username}正在处理`).waitFor();
  await byTestId(staff, `alert-card-${seenByWorker!.alertLogId}`)
    .getByText(`${DAUGHTER.username}正在处理`)
    .waitFor();
  expect(await byTestId(owner, 'critical-alert-claim').count()).toBe(0);
  await screenshot(owner, 'safety-2-owner-sees-daughter-claimed');

  // Handled (here through the API, as the owner's other phone would): every open sheet closes by itself.
  const [alert] = (await api<{ rows: AlertLog[] }>(owner, 'GET', '/iot/alertLog/list')).rows;
  expect(alert).toMatchObject({
    origin: 'device',
    identifier: 'sos',
    alertLevel: 3,
    claimedByName: DAUGHTER.username,
  });
  const handled = await api<{ code: number }>(owner, 'PUT', '/iot/alertLog', {
    alertLogId: alert!.alertLogId,
    status: 3,
    remark: '女儿已赶到，奶奶没事',
  });
  expect(handled.code).toBe(200);
  for (const page of [daughter, owner]) await byTestId(page, 'critical-alert').waitFor({ state: 'detached' });

  // Its record: who was texted (grandma's contact masked), who took it on, how it ended.
  await owner.goto(`/#/pagesB/alert/detail?alertLogId=${alert!.alertLogId}`);
  const record = byTestId(owner, 'alert-record');
  await record.getByText('短信已发送给 138****8009').waitFor();
  await record.getByText(`${DAUGHTER.username} 接手处理`).waitFor();
  await record.getByText('女儿已赶到，奶奶没事').waitFor();
  await record.scrollIntoViewIfNeeded();
  await screenshot(owner, 'safety-9-alert-record');

  // Grandma's health record: the SOS with its outcome, and the heart rate her watch reports (every 10 s).
  await owner.goto('/#/pagesC/shfw/jkdagljs');
  const sosRow = byTestId(owner, `health-alert-${alert!.alertLogId}`);
  await sosRow.getByText('一键呼叫').waitFor();
  await sosRow.getByText(/已处理/).waitFor();
  await sosRow.getByText('女儿已赶到，奶奶没事').waitFor();
  const readings = await byTestId(owner, 'health-readings').textContent();
  expect(readings).toMatch(/心率\s*\d+ bpm · 奶奶的健康手表/);
  await screenshot(owner, 'safety-6-health-record');

  // Her file lists the devices that watch over her, which the family linked (the demo links five).
  const [file] = (await api<{ data: { id: number }[] }>(owner, 'GET', '/shfw/person/mine')).data;
  await owner.goto(`/#/pagesC/shfw/jbxx?personId=${file!.id}`);
  await byTestId(owner, `person-device-${pendant.deviceId}`).waitFor();
  expect(await byTestId(owner, 'person-devices').locator('.ss-row').count()).toBe(5);
  await byTestId(owner, 'person-card-caseworker').getByText('李社工').waitFor();
  await byTestId(owner, 'person-devices').scrollIntoViewIfNeeded();
  await screenshot(owner, 'safety-8-person-devices');
}, 90_000);

it('the next press reads well in English and in elder mode, and reaches a phone whose app was closed', async () => {
  await owner.goto('/#/pagesA/device/list');
  await setLook(owner, 'en-US', false);
  await setLook(daughter, 'zh-CN', true);
  await byTestId(owner, 'device-list').waitFor();
  // The daughter's app is closed when grandma presses the button.
  await daughter.goto('about:blank');
  await pressSos();
  await byTestId(owner, 'critical-alert').waitFor({ timeout: 10_000 });
  expect(await byTestId(owner, 'critical-alert-title').textContent()).toBe('SOS call');
  await byTestId(owner, 'critical-alert').getByText("I'll handle it").waitFor();
  await screenshot(owner, 'safety-3-sos-sheet-english');

  // The owner closes it and nobody takes it on: at the escalation time the sheet comes back saying so, and
  // the centre's duty phone and the family are texted again.
  await byTestId(owner, 'critical-alert-close').click();
  await byTestId(owner, 'critical-alert').waitFor({ state: 'detached' });
  await byTestId(owner, 'critical-alert-escalated').waitFor({ timeout: 30_000 });
  await expect.poll(() => journey.server.outbox(DUTY_PHONE).length).toBe(1);
  expect(journey.server.outbox(DUTY_PHONE)[0]).toContain('无人响应');
  await expect.poll(() => journey.server.outbox(GRANDMA.contactPhone).at(-1)).toContain('无人响应 陈秀英');
  await screenshot(owner, 'safety-5-escalated-english');

  // She opens the app: it asks for what it missed and the sheet is there, in elder mode.
  await daughter.goto('/#/pages/news/index');
  await byTestId(daughter, 'critical-alert').waitFor({ timeout: 10_000 });
  const title = await byTestId(daughter, 'critical-alert-title').evaluate((el) =>
    Number.parseFloat(getComputedStyle(el).fontSize),
  );
  expect(title).toBeGreaterThanOrEqual(30);
  const claim = await byTestId(daughter, 'critical-alert-claim').boundingBox();
  expect(claim?.height ?? 0).toBeGreaterThanOrEqual(56);
  await screenshot(daughter, 'safety-4-sos-sheet-elder');

  // Closed on this phone, it does not come back when the page is opened again.
  await byTestId(daughter, 'critical-alert-close').click();
  const asked = daughter.waitForResponse((r) => /alertLog\/list\?.*alertLevel=3/.test(r.url()));
  await daughter.reload();
  await asked;
  await daughter.getByText('没有更多了').waitFor();
  await daughter.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  expect(await byTestId(daughter, 'critical-alert').count()).toBe(0);

  // The daughter deals with it, so the next press is a new incident.
  const [open] = (await api<{ rows: AlertLog[] }>(daughter, 'GET', '/iot/alertLog/list?status=1')).rows;
  expect(
    (
      await api<{ code: number }>(daughter, 'PUT', '/iot/alertLog', {
        alertLogId: open!.alertLogId,
        status: 3,
      })
    ).code,
  ).toBe(200);
}, 90_000);

it('an SOS, then the server restarts before anyone answers: the escalation still happens, once', async () => {
  await owner.goto('/#/pagesA/device/list');
  await byTestId(owner, 'device-list').waitFor();
  const dutyTexts = journey.server.outbox(DUTY_PHONE).length;
  await pressSos();
  await byTestId(owner, 'critical-alert').waitFor({ timeout: 10_000 });
  await journey.server.restart();
  // The phone reconnects by itself; the escalation reaches it live, or when it asks what it missed.
  await byTestId(owner, 'critical-alert-escalated').waitFor({ timeout: 45_000 });
  await expect.poll(() => journey.server.outbox(DUTY_PHONE).length).toBe(dutyTexts + 1);
  const [alert] = (await api<{ rows: AlertLog[] }>(owner, 'GET', '/iot/alertLog/list?status=1')).rows;
  expect(alert).toMatchObject({ identifier: 'sos', claimedBy: null });
  expect(alert!.escalatedTime).not.toBeNull();
}, 90_000);
