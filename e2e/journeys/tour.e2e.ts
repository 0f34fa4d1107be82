import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, PHONE_VIEWPORT } from '../support/browser.ts';
import { type CheckOptions, checkScreen, type FindingKind } from '../support/tour-checks.ts';

/**
 * The screenshot tour's checker on small pages made for it (the tour itself runs inside the accessibility
 * sweep, journeys/accessibility.e2e.ts): a clean page in each language passes, and a page with one defect of
 * each kind is reported for exactly that defect.
 */
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: PHONE_VIEWPORT });
});
afterAll(async () => {
  await browser?.close();
});

const STYLE = `<style>
  body { margin: 0; font: 16px/1.5 sans-serif; }
  .label { width: 60px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  .clipped { width: 60px; white-space: nowrap; overflow: hidden; }
  .narrow { width: 60px; white-space: nowrap; }
  .short { height: 20px; overflow: hidden; width: 80px; }
  .wide { width: 600px; }
  .summary { display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; overflow: hidden; }
</style>`;

async function check(language: CheckOptions['language'], body: string, dataStrings: string[] = []) {
  await page.setContent(
    `<!doctype html><html lang="${language}"><head><title>${
      language === 'zh-CN' ? '邻里' : 'Linli'
    }</title>${STYLE}</head><body><main><h1>${language === 'zh-CN' ? '设备' : 'Devices'}</h1>${body}</main></body></html>`,
  );
  return checkScreen(page, { language, dataStrings });
}

const kinds = (findings: { kind: FindingKind }[]) => [...new Set(findings.map((f) => f.kind))];

describe('clean pages pass', () => {
  it('zh-CN: Chinese text, allowed Latin words, numbers and names the data holds', async () => {
    const findings = await check(
      'zh-CN',
      `<p>连接 Wi-Fi 后扫描设备上的 QR 码，下载 PDF 报告（GB/T 42195）。</p>
       <p>室温 23.5 °C，耗电 1.2 kWh，版本 v1.0.3。</p>
       <p>设备：<span data-content>Smart Plug Pro</span>，所属：Jane Doe 的家</p>
       <input placeholder="请输入手机号" aria-label="手机号">`,
      ['Jane Doe 的家'],
    );
    expect(findings).toEqual([]);
  });

  it('en-US: English text, and Chinese only where the data holds it or marked as Chinese', async () => {
    const findings = await check(
      'en-US',
      `<p>Scan the QR code on the device, then connect it to Wi-Fi.</p>
       <p>Applicant: <span translate="no">陈秀英</span>, at 幸福路 12 号</p>
       <p class="label">OK</p>
       <p class="summary">A long summary of a service, shortened to two lines on purpose: the detail screen has all of it, and the list shows only the start of it so that more services fit on the screen.</p>
       <span lang="zh-CN">简体中文</span>
       <textarea aria-label="Template">{"type": "elderly-ability"}</textarea>
       <button aria-label="Back">&lt;</button>`,
      ['幸福路 12 号'],
    );
    expect(findings).toEqual([]);
  });
});

describe('each defect is reported', () => {
  it('an i18n key on screen: untranslated', async () => {
    const findings = await check('en-US', '<p>devices.detail.title</p><p>Status: alerts.levelName</p>');
    expect(findings.filter((f) => f.kind === 'untranslated').map((f) => f.text)).toEqual([
      'devices.detail.title',
      'Status: alerts.levelName',
    ]);
  });

  it("i18next's output for a key that holds an object: untranslated", async () => {
    const findings = await check(
      'en-US',
      "<p>key 'detail (en-US)' returned an object instead of string.</p>",
    );
    expect(kinds(findings)).toContain('untranslated');
  });

  it('Chinese on an en-US screen, outside the data: other-script', async () => {
    const findings = await check('en-US', '<p>Device 离线</p>', ['陈秀英']);
    expect(findings).toEqual([{ kind: 'other-script', text: 'Device 离线', where: 'p' }]);
  });

  it('an untranslated English word on a zh-CN screen: other-script, naming the word', async () => {
    const findings = await check('zh-CN', '<button>Settings</button><p>设备 online 了</p>');
    expect(findings.map((f) => f.text)).toEqual(['Settings  [Settings]', '设备 online 了  [online]']);
    expect(kinds(findings)).toEqual(['other-script']);
  });

  it('JSON, snake_case, camelCase, a bare enum value and undefined: raw-value', async () => {
    const findings = await check(
      'en-US',
      `<p>{"level":"moderate"}</p><p>[{"id":1}]</p><p>device_status</p><p>Type: elderlyAbility</p>
       <p>pending</p><p>Age: undefined</p><p>[object Object]</p>`,
    );
    expect(findings.map((f) => [f.kind, f.text])).toEqual([
      ['raw-value', '{"level":"moderate"}'],
      ['raw-value', '[{"id":1}]'],
      ['raw-value', 'device_status'],
      ['raw-value', 'Type: elderlyAbility'],
      ['raw-value', 'pending'],
      ['raw-value', 'Age: undefined'],
      ['raw-value', '[object Object]'],
    ]);
  });

  it('a label cut short with an ellipsis: overflow', async () => {
    const findings = await check('en-US', '<p class="label">Emergency contacts</p>');
    expect(findings).toEqual([
      { kind: 'overflow', text: 'cut short with an ellipsis: "Emergency contacts"', where: 'p.label' },
    ]);
  });

  it('text cut off by its box, at the side and at the bottom: overflow', async () => {
    const findings = await check(
      'en-US',
      '<p class="clipped">Emergency contacts</p><div class="short">Two lines of text in a box one line high</div>',
    );
    expect(findings.map((f) => f.text)).toEqual([
      'text cut off at the side: "Emergency contacts"',
      'text cut off at the bottom: "Two lines of text in a box one line high"',
    ]);
  });

  it('text running outside its box: overflow', async () => {
    const findings = await check('en-US', '<p class="narrow">Emergency contacts</p>');
    expect(findings).toEqual([
      { kind: 'overflow', text: 'text outside its box: "Emergency contacts"', where: 'p.narrow' },
    ]);
  });

  it('text cut by a clipping ancestor: overflow', async () => {
    const findings = await check(
      'en-US',
      '<div style="width:80px;overflow:hidden"><span style="display:inline-block;white-space:nowrap">A long button label</span></div>',
    );
    expect(kinds(findings)).toEqual(['overflow']);
  });

  it('a page wider than the phone: horizontal-scroll, naming the wide element', async () => {
    const findings = await check('en-US', '<div class="wide">Wide</div>');
    expect(findings).toEqual([
      {
        kind: 'horizontal-scroll',
        text: `page is 600 px wide on a ${PHONE_VIEWPORT.width} px screen (div.wide)`,
        where: 'html',
      },
    ]);
  });
});
