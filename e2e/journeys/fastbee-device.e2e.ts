import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ProductAdmin } from '@linli/contracts';
import { createSimDevice, type SimDevice } from '@linli/device-sim';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { screenshot } from '../support/browser.ts';
import { newAccountOnPhone, openDeviceDetail } from '../support/devices.ts';
import { byTestId, logInWithPassword, useJourney } from '../support/journey.ts';
import { apiAs, tokenOf } from '../support/phone-api.ts';

/**
 * A centre brings a FastBee-flashed device over (docs/devices.md): an administrator creates a product and its
 * thing model in the app and imports another from FastBee's JSON; a device flashed with the product's account,
 * password and secret logs in `E&` after asking the time over HTTP, as FastBee firmware does, and registers
 * itself; a member links it by its number, sees its live power and switches it. In both languages.
 */
const journey = useJourney({ CAPTCHA_ENABLED: 'false' });

const FASTBEE_EXPORT = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/server/src/modules/products/fixtures/fastbee-smart-switch.json',
);
const suffix = Date.now().toString().slice(-6);
const PRODUCT = { zh: `走廊感应灯${suffix}`, en: `Hallway light ${suffix}` };
const SERIAL = `FB${suffix}`;
/** Watts the lamp draws while on; nothing while off (the device's readings follow its switch). */
const LAMP_WATTS = 9.5;

let admin: Page;
let member: Page;
let productId = 0;
let lamp: SimDevice | undefined;

const detailUrl = /#\/pagesD\/admin\/productDetail\?id=(\d+)/;

beforeAll(async () => {
  ({ page: admin } = await journey.newPhone());
  await logInWithPassword(admin, 'admin', 'Admin#2026');
  ({ page: member } = await journey.newPhone());
  await newAccountOnPhone(journey.server, member, 'fb');
});

afterAll(async () => {
  await lamp?.stop();
  await admin?.context().close();
  await member?.context().close();
});

it('an administrator creates a product for FastBee firmware', async () => {
  await admin.goto('/#/pagesD/admin/products');
  await byTestId(admin, 'product-list').waitFor();
  await byTestId(admin, 'product-add').click();
  await byTestId(admin, 'product-form').waitFor();
  await byTestId(admin, 'product-form-productName').fill(PRODUCT.zh);
  await byTestId(admin, 'product-form-productNameEn').fill(PRODUCT.en);
  await byTestId(admin, 'product-form-categoryName').fill('照明');
  await byTestId(admin, 'product-form-deviceType-1').click();
  await byTestId(admin, 'product-form-networkMethod-1').click();
  await byTestId(admin, 'product-form-vertificateMethod-3').click();
  // FastBee firmware is flashed with the product's credentials, and this lamp may register itself.
  await byTestId(admin, 'product-form-credentialScope-product').click();
  await byTestId(admin, 'product-form-selfRegister').check();
  await screenshot(admin, 'fastbee-1-product-form');
  await byTestId(admin, 'product-form-submit').click();
  await admin.waitForURL(detailUrl);
  productId = Number(detailUrl.exec(admin.url())?.[1]);
  expect(productId).toBeGreaterThan(0);
  await byTestId(admin, 'product-detail').waitFor();
});

it('builds its thing model in the editor and publishes it', async () => {
  await byTestId(admin, 'product-model-edit').click();
  await byTestId(admin, 'thing-editor').waitFor();
  await byTestId(admin, 'thing-add').click();
  await byTestId(admin, 'thing-id').fill('switch');
  await byTestId(admin, 'thing-name').fill('开关');
  await byTestId(admin, 'thing-nameEn').fill('Switch');
  await byTestId(admin, 'thing-spec-type').selectOption('bool');
  await byTestId(admin, 'thing-spec-trueText').fill('开');
  await byTestId(admin, 'thing-spec-trueTextEn').fill('On');
  await byTestId(admin, 'thing-spec-falseText').fill('关');
  await byTestId(admin, 'thing-spec-falseTextEn').fill('Off');
  await screenshot(admin, 'fastbee-2-editor-item');
  await byTestId(admin, 'thing-done').click();

  await byTestId(admin, 'thing-add').click();
  await byTestId(admin, 'thing-id').fill('power');
  await byTestId(admin, 'thing-name').fill('功率');
  await byTestId(admin, 'thing-nameEn').fill('Power');
  await byTestId(admin, 'thing-spec-type').selectOption('decimal');
  await byTestId(admin, 'thing-spec-min').fill('0');
  await byTestId(admin, 'thing-spec-max').fill('100');
  await byTestId(admin, 'thing-spec-step').fill('0.1');
  await byTestId(admin, 'thing-spec-unit').fill('W');
  await byTestId(admin, 'thing-spec-unitEn').fill('W');
  await byTestId(admin, 'thing-flag-isReadonly').check();
  await byTestId(admin, 'thing-flag-isHistory').check();
  await byTestId(admin, 'thing-done').click();
  await byTestId(admin, 'thing-properties-1').waitFor();
  await screenshot(admin, 'fastbee-3-editor');
  await byTestId(admin, 'thing-save').click();
  await admin.getByText('物模型已保存').waitFor();

  await admin.goto(`/#/pagesD/admin/productDetail?id=${productId}`);
  await byTestId(admin, 'product-publish').click();
  await admin.getByRole('dialog').getByRole('button', { name: '发布', exact: true }).click();
  await expect.poll(() => byTestId(admin, 'product-status').textContent()).toContain('已发布');
  const { data } = await apiAs<{ data: ProductAdmin }>(
    journey.server,
    admin,
    'GET',
    `/iot/product/${productId}`,
  );
  expect(data).toMatchObject({ status: 2, credentialScope: 'product', selfRegister: 1 });
  expect(data.thingsModels.properties.map((p) => p.id).sort()).toEqual(['power', 'switch']);
});

it('imports a product exported from FastBee', async () => {
  await admin.goto('/#/pagesD/admin/productImport');
  await byTestId(admin, 'product-import-file').setInputFiles(FASTBEE_EXPORT);
  await byTestId(admin, 'product-import-preview').waitFor();
  expect(await byTestId(admin, 'product-import-name').textContent()).toContain('智能开关产品');
  await screenshot(admin, 'fastbee-4-import-preview');
  await byTestId(admin, 'product-import-submit').click();
  await admin.waitForURL(detailUrl);
  await byTestId(admin, 'product-detail').getByText('智能开关产品').first().waitFor();
  await byTestId(admin, 'product-model-counts').waitFor();
  await screenshot(admin, 'fastbee-5-imported');
});

it('a FastBee device flashed with the product credentials logs in E& and registers itself', async () => {
  await admin.goto(`/#/pagesD/admin/productDetail?id=${productId}`);
  await byTestId(admin, 'product-credentials').waitFor();
  await byTestId(admin, 'credentials-toggle').click();
  const read = async (key: string) =>
    (await byTestId(admin, `credentials-${key}`).textContent())?.trim() ?? '';
  const flashed = {
    account: await read('account'),
    password: await read('password'),
    secret: await read('secret'),
  };
  expect(flashed.secret).toHaveLength(16);

  // The firmware asks the time over HTTP at the URL it is flashed with (no /api), then builds its password.
  const asked = Date.now();
  const ntp = (await (await fetch(`${journey.server.url}/iot/tool/ntp?deviceSendTime=${asked}`)).json()) as {
    deviceSendTime: number;
    serverRecvTime: number;
    serverSendTime: number;
  };
  expect(ntp.deviceSendTime).toBe(asked);
  const offset = (ntp.serverRecvTime + ntp.serverSendTime - asked - Date.now()) / 2;

  lamp = await createSimDevice({
    url: journey.server.mqttUrl,
    productId,
    serialNumber: SERIAL,
    userId: 1,
    credentials: { username: flashed.account, password: flashed.password },
    encrypted: { mqttSecret: flashed.secret, now: () => Date.now() + offset },
    model: {
      properties: [
        {
          id: 'switch',
          name: '开关',
          type: 1,
          datatype: { type: 'bool', trueText: '开', falseText: '关' },
          isChart: 0,
          isMonitor: 0,
          isHistory: 0,
          isReadonly: 0,
          isSharePerm: 0,
          order: 0,
        },
        {
          id: 'power',
          name: '功率',
          type: 1,
          datatype: { type: 'decimal', min: 0, max: 100, step: 0.1, unit: 'W' },
          isChart: 0,
          isMonitor: 0,
          isHistory: 1,
          isReadonly: 1,
          isSharePerm: 0,
          order: 0,
        },
      ],
      functions: [],
      events: [],
    },
    initialValues: { switch: '0', power: '0' },
    nextValue: (model, current) =>
      model.id === 'power' ? (lamp?.values.get('switch') === '1' ? String(LAMP_WATTS) : '0') : current,
    reportEveryMs: 1000,
  });

  await admin.reload();
  await byTestId(admin, `registration-${SERIAL}`).waitFor({ timeout: 15_000 });
  await screenshot(admin, 'fastbee-6-registered');
});

it('a member links it by its number, sees its power and switches it on', async () => {
  await member.goto('/#/pagesA/list/home/deviceRelate');
  await byTestId(member, 'relate-form').waitFor();
  await byTestId(member, 'relate-number-0').fill(SERIAL);
  await byTestId(member, 'relate-product-0').selectOption(String(productId));
  await byTestId(member, 'relate-name-0').fill('走廊灯');
  await byTestId(member, 'relate-submit').click();
  await member.waitForURL(/#\/pagesA\/device\/list/);
  const card = member.locator('[data-testid^="device-card-"]', { hasText: '走廊灯' });
  await card.waitFor();
  // Linking ended the registration: the firmware reconnected by itself, now as the member's device.
  await expect.poll(() => card.getAttribute('data-status'), { timeout: 20_000 }).toBe('3');
  await card.click();
  await member.waitForURL(/#\/pagesA\/device\/detail\?deviceId=\d+/);

  const toggle = byTestId(member, 'thing-switch-switch');
  await toggle.waitFor();
  await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
  await toggle.click();
  await expect.poll(() => toggle.getAttribute('aria-checked'), { timeout: 15_000 }).toBe('true');
  expect(lamp?.received.flat()).toContainEqual(expect.objectContaining({ id: 'switch', value: '1' }));
  // Its power follows: the next report shows what it draws now.
  await expect
    .poll(() => byTestId(member, 'thing-power').getAttribute('data-value'), { timeout: 15_000 })
    .toBe(String(LAMP_WATTS));
  await screenshot(member, 'fastbee-7-member-device');

  const { code } = await apiAs<{ code: number }>(
    journey.server,
    await tokenOf(admin),
    'GET',
    '/iot/device/registrations',
  );
  expect(code).toBe(200);
  await admin.reload();
  await byTestId(admin, `registration-${SERIAL}`).waitFor({ state: 'detached' });
});

it('reads in English: the member device and the administrator editor', async () => {
  // As each person would: Me → language (the choice is kept with the account).
  for (const page of [member, admin]) {
    await page.goto('/#/pagesB/user/language');
    await byTestId(page, 'language-en-US').click();
    await page.locator('.adm-toast-mask').getByText('Language changed').waitFor();
  }
  await openDeviceDetail(member, '走廊灯');
  await byTestId(member, 'thing-switch').getByText('Switch').first().waitFor();
  await screenshot(member, 'fastbee-8-member-device-en');

  await admin.goto(`/#/pagesD/admin/thingsModel?id=${productId}`);
  await byTestId(admin, 'thing-editor').waitFor();
  await byTestId(admin, 'thing-properties-0').waitFor();
  await byTestId(admin, 'thing-tab-properties').getByText('Properties').waitFor();
  await screenshot(admin, 'fastbee-9-editor-en');
});
