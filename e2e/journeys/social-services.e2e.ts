import { EXPERIENCE_PASSWORD } from '@linli/contracts';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { screenshot } from '../support/browser.ts';
import { byTestId, logInWithPassword, useJourney } from '../support/journey.ts';
import { apiAs } from '../support/phone-api.ts';

const journey = useJourney({ CAPTCHA_ENABLED: 'false' });

/** Smallest valid PNG (1×1): the server sniffs the bytes of an upload. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A project the experience account has no open request for (the demo history has none for it). */
const PROJECT_QUERY = '家庭关系';

function inDays(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return d.toISOString().slice(0, 10);
}

it('a visitor browses, logs in to apply, applies; staff accept and complete; the resident rates it', async () => {
  const resident = await journey.newPhone();
  const page = resident.page;

  // The entry page: banners, categories, featured projects, latest news.
  await page.goto('/');
  await byTestId(page, 'home-categories').waitFor();
  await byTestId(page, 'home-featured').waitFor();
  await screenshot(page, 'shfw-1-home-visitor');

  // Project selection: search, then the details.
  await byTestId(page, 'entry-apply').click();
  await page.waitForURL(/#\/pages\/fwjz\/index/);
  await byTestId(page, 'project-list').waitFor();
  await screenshot(page, 'shfw-2-projects');
  await byTestId(page, 'project-search').fill(PROJECT_QUERY);
  await byTestId(page, 'project-search-go').click();
  const card = page
    .locator('[data-testid="project-list"] > button')
    .filter({ hasText: PROJECT_QUERY })
    .first();
  await card.waitFor();
  await card.click();
  await page.waitForURL(/#\/pages\/fwjz\/fwxq\?id=\d+/);
  await byTestId(page, 'project-title').waitFor();
  expect(await byTestId(page, 'project-call').getAttribute('href')).toMatch(/^tel:/);
  await screenshot(page, 'shfw-3-project-detail');

  // Apply as a visitor: the login question of docs/product.md "Screens and routes", then login comes back to
  // the form.
  await byTestId(page, 'project-apply').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('这个功能需要登录').waitFor();
  await screenshot(page, 'shfw-4-login-asked');
  await dialog.getByRole('button', { name: /确定|确认/ }).click();
  await page.waitForURL(/waitLogin\?redirect=/);
  await byTestId(page, 'wait-login').click();
  await page.waitForURL(/pages\/login\/index\?redirect=/);
  await byTestId(page, 'login-username').fill('experience');
  await byTestId(page, 'login-password').fill(EXPERIENCE_PASSWORD);
  await byTestId(page, 'agreement-checkbox').check();
  await byTestId(page, 'login-submit').click();
  await page.waitForURL(/#\/pages\/fwjz\/fwxqsq\?projectId=\d+/);
  // Back from the form goes to the project, not to the login pages the visitor passed through.
  await byTestId(page, 'apply-form').waitFor();
  await page.goBack();
  await page.waitForURL(/#\/pages\/fwjz\/fwxq\?id=\d+/);
  await page.goForward();
  await page.waitForURL(/#\/pages\/fwjz\/fwxqsq\?projectId=\d+/);

  // The application form: validation first, then a real submission.
  await byTestId(page, 'apply-form').waitFor();
  await byTestId(page, 'apply-phone').fill('123');
  await byTestId(page, 'apply-submit').click();
  await page.getByText('请输入正确的手机号码').waitFor();
  await byTestId(page, 'apply-served-family').check();
  await byTestId(page, 'apply-served-name').fill('陈秀英');
  await byTestId(page, 'apply-served-relation').fill('母亲');
  await byTestId(page, 'apply-description').fill('母亲和家人沟通困难，希望社工上门辅导。');
  await byTestId(page, 'apply-date').fill(inDays(5));
  await byTestId(page, 'apply-slot-afternoon').check();
  await byTestId(page, 'apply-phone').fill('13800138009');
  await screenshot(page, 'shfw-5-apply-form');
  await byTestId(page, 'apply-submit').click();

  // Appointment history shows it as submitted.
  await page.waitForURL(/#\/pages\/fwjz\/jjjnsq/);
  const newest = page.locator('[data-testid^="application-"][data-testid$="-status"]').first();
  await expect.poll(() => newest.textContent()).toContain('已提交');
  const statusId = (await newest.getAttribute('data-testid')) ?? '';
  const id = Number(statusId.replace(/\D/g, ''));
  expect(id).toBeGreaterThan(0);
  await screenshot(page, 'shfw-6-history');

  // A second application for the same open project: said when the form opens, not after filling it in.
  await page.goto(`/#/pages/fwjz/fwxqsq?projectId=${await projectIdOf(page, id)}`);
  await byTestId(page, 'apply-open-already').getByText('不能重复申请').waitFor();
  expect(await byTestId(page, 'apply-form').count()).toBe(0);
  await screenshot(page, 'shfw-7-duplicate-refused');

  // Staff, on another phone: accept, schedule, start, complete (only the allowed buttons show).
  const staff = await journey.newPhone();
  await logInWithPassword(staff.page, 'worker', 'Worker#2026');
  await staff.page.goto('/#/pagesC/shfw/sqgl');
  await byTestId(staff.page, `application-${id}`).waitFor();
  await screenshot(staff.page, 'shfw-8-staff-inbox');
  await byTestId(staff.page, `application-${id}`).click();
  await byTestId(staff.page, 'action-accept').waitFor();
  expect(await byTestId(staff.page, 'action-complete').count()).toBe(0);
  await screenshot(staff.page, 'shfw-9-staff-detail');
  await byTestId(staff.page, 'action-note').fill('已受理，社工小王将与您联系');
  await byTestId(staff.page, 'action-accept').click();
  await expect.poll(() => byTestId(staff.page, 'application-status').textContent()).toContain('已受理');
  await byTestId(staff.page, 'action-time').fill('14:30');
  await byTestId(staff.page, 'action-schedule').click();
  await expect.poll(() => byTestId(staff.page, 'application-status').textContent()).toContain('已预约');
  await byTestId(staff.page, 'action-start').click();
  await expect.poll(() => byTestId(staff.page, 'application-status').textContent()).toContain('服务中');
  await byTestId(staff.page, 'action-note').fill('辅导两次，家庭沟通明显改善');
  await byTestId(staff.page, 'action-complete').click();
  await expect.poll(() => byTestId(staff.page, 'application-status').textContent()).toContain('已完成');
  expect(await byTestId(staff.page, 'action-panel').count()).toBe(0);
  await screenshot(staff.page, 'shfw-10-staff-completed');
  await staff.context.close();

  // The resident sees the timeline with the staff notes and rates the service.
  await page.goto(`/#/pages/fwjz/sqxq?id=${id}`);
  await byTestId(page, 'timeline').getByText('辅导两次，家庭沟通明显改善').waitFor();
  await byTestId(page, 'timeline').getByText('已受理，社工小王将与您联系').waitFor();
  await byTestId(page, 'rate-star-5').click();
  await byTestId(page, 'rate-comment').fill('社工很耐心，谢谢！');
  await screenshot(page, 'shfw-11-rate');
  await byTestId(page, 'rate-submit').click();
  await byTestId(page, 'rating-shown').waitFor();
  await screenshot(page, 'shfw-12-rated-timeline');

  // Home shows the signed-in resident's open requests.
  await page.goto('/');
  await byTestId(page, 'home-my-requests').waitFor();
  await screenshot(page, 'shfw-13-home-resident');

  // The same screens in English and in elder mode.
  await page.goto('/#/pagesB/user/language');
  await byTestId(page, 'language-en-US').click();
  await page.goto(`/#/pages/fwjz/sqxq?id=${id}`);
  await page.getByText('Progress').first().waitFor();
  await screenshot(page, 'shfw-14-detail-english');
  await page.goto('/#/pages/tabBar/user');
  await byTestId(page, 'me-elder-switch').click();
  await page.goto('/');
  // Elder mode's home is the simpler one: the few things older people use most.
  await byTestId(page, 'elder-home').waitFor();
  expect(await byTestId(page, 'elder-tile-call').isVisible()).toBe(true);
  await screenshot(page, 'shfw-15-home-english-elder');
  await page.goto('/#/pages/fwjz/jjjnsq');
  await byTestId(page, 'application-list').waitFor();
  await screenshot(page, 'shfw-16-history-english-elder');
  await resident.context.close();
});

async function projectIdOf(page: Page, applicationId: number): Promise<number> {
  const path = `/shfw/application/${applicationId}`;
  return (await apiAs<{ data: { projectId: number } }>(journey.server, page, 'GET', path)).data.projectId;
}

it('a social worker records a home visit with check-in location and a photo', async () => {
  const { page, context } = await journey.newPhone();
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 23.129163, longitude: 113.264435 });
  await logInWithPassword(page, 'worker', 'Worker#2026');
  await byTestId(page, 'home-staff').waitFor();
  await byTestId(page, 'home-records').click();
  await page.waitForURL(/pagesC\/shfw\/socialServicesM/);
  const person = page.locator('button[data-testid^="person-"]').filter({ hasText: '陈秀英' }).first();
  await person.waitFor();
  await screenshot(page, 'shfw-20-persons');
  await person.click();
  await byTestId(page, 'person-link-visit').click();
  await page.waitForURL(/pagesC\/shfw\/sswbfwcj\?personId=\d+/);
  await byTestId(page, 'record-form-home_visit').waitFor();
  await expect.poll(() => byTestId(page, 'record-person').inputValue()).not.toBe('');
  await byTestId(page, 'check-in-locate').click();
  // The check-in says the place in words; coordinates are typed only when the phone cannot locate itself.
  await expect.poll(() => byTestId(page, 'check-in-status').textContent()).toContain('北纬 23.13°');
  expect(await byTestId(page, 'visit-latitude').count()).toBe(0);
  await byTestId(page, 'visit-address').fill('越秀区东风中路 100 号 3 栋 502');
  await byTestId(page, 'visit-photos-input').setInputFiles({
    name: 'visit.png',
    mimeType: 'image/png',
    buffer: TINY_PNG,
  });
  await byTestId(page, 'visit-photos-item').first().waitFor();
  await byTestId(page, 'record-duration').fill('45');
  await byTestId(page, 'record-content').fill('上门走访，了解老人近况，协助整理药品。');
  await screenshot(page, 'shfw-21-home-visit-form');
  await byTestId(page, 'record-submit').click();
  await page.waitForURL(/pagesC\/shfw\/mxInfo\?id=\d+/);
  await byTestId(page, 'record-photos').waitFor();
  expect(await byTestId(page, 'record-location').textContent()).toContain('东风中路');
  await screenshot(page, 'shfw-22-home-visit-saved');

  // Statistics of the worker's own services (SVG bars) and the person's health-record summary.
  await page.goto('/#/pagesC/shfw/fwjs');
  await byTestId(page, 'stats-chart').waitFor();
  await screenshot(page, 'shfw-23-stats');
  await page.goto('/#/pagesC/shfw/socialServicesM');
  await person.click();
  await byTestId(page, 'person-link-health').click();
  await byTestId(page, 'health-ability').waitFor();
  await screenshot(page, 'shfw-24-health');
  await context.close();
});
