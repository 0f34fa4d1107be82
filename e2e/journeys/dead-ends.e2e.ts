import { appointmentDateRange, centreDate } from '@linli/contracts';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { screenshot } from '../support/browser.ts';
import { byTestId, logInAsExperience, logInWithPassword, useJourney } from '../support/journey.ts';
import { apiAs } from '../support/phone-api.ts';

/**
 * No dead ends: every page a resident or a worker can land on says what it is and where to go, and the
 * rules the two sides meet (a visit's day, one open request per service) agree before anything is sent.
 * Tokens live for 20 days here, so a phone whose clock is moved days ahead still holds its sign-in.
 */
const journey = useJourney({ CAPTCHA_ENABLED: 'false', TOKEN_TTL_MINUTES: String(60 * 24 * 20) });

const DAY_MS = 86_400_000;
/** The server's default centre phone (apps/server/src/config/config.ts CONTACT_PHONE). */
const CENTRE_PHONE = '0755-8888 6666';

type Rows<T> = { rows: T[]; total: number };
type MyApplication = { id: number; projectId: number; projectTitle: string; status: string };

async function useEnglishElder(page: Page) {
  await page.goto('/#/pagesB/user/language');
  await byTestId(page, 'language-en-US').click();
  await page.goto('/#/pages/tabBar/user');
  await byTestId(page, 'me-elder-switch').click();
}

it('a member in the assessments section sees their own and family results, how to get assessed, and nothing they cannot do', async () => {
  const { page, context } = await journey.newPhone();
  await logInAsExperience(page);
  await page.goto('/#/pagesA/assessment/index');

  // The demo's two approved elderly-ability results about the experience account.
  await byTestId(page, 'my-results').locator('[data-testid^="record-"]').first().waitFor();
  expect(await byTestId(page, 'my-results').locator('button').count()).toBeGreaterThanOrEqual(2);
  // No type cards that do nothing: the way in is the centre, with its phone as a real call.
  expect(await page.locator('[data-testid^="type-"]').count()).toBe(0);
  const call = byTestId(page, 'assessment-how-to-call');
  expect(await call.textContent()).toContain(CENTRE_PHONE);
  expect(await call.getAttribute('href')).toBe(`tel:${CENTRE_PHONE.replace(/[^\d+]/g, '')}`);
  await screenshot(page, 'dead-ends-1-assessments-member');

  // A direct link to the assessor's pages: what the page is and the way to the results, never a refusal.
  const assessorPages = [
    '/#/pagesA/assessment/new?type=elderly-ability',
    '/#/pagesA/assessment/fill?id=1',
    '/#/pagesA/assessment/review',
    '/#/pagesA/assessment/templates',
  ];
  for (const link of assessorPages) {
    await page.goto(link);
    await byTestId(page, 'assessor-only').waitFor();
    expect(await byTestId(page, 'assessment-create').count()).toBe(0);
    expect(await page.getByText('没有权限').count()).toBe(0);
    expect(await page.getByText('加载失败').count()).toBe(0);
    await byTestId(page, 'assessment-how-to-call').waitFor();
  }
  await screenshot(page, 'dead-ends-2-assessor-only');
  await byTestId(page, 'assessor-only-results').click();
  await page.waitForURL(/pagesA\/assessment\/index/);
  await byTestId(page, 'my-results').locator('[data-testid^="record-"]').first().waitFor();

  await useEnglishElder(page);
  await page.goto('/#/pagesA/assessment/index');
  await byTestId(page, 'assessment-how-to').getByText('How to get assessed').waitFor();
  await screenshot(page, 'dead-ends-3-assessments-member-english-elder');
  await context.close();
});

it('a member opening a staff page is told what it is and why, and is taken where to go instead', async () => {
  const { page, context } = await journey.newPhone();
  await logInAsExperience(page);
  const pages: Array<[string, string, RegExp, string]> = [
    ['/#/pagesC/shfw/socialServicesM', '服务对象档案', /pagesC\/shfw\/fwxx/, 'person-name'],
    ['/#/pagesC/shfw/dxfwcj', '服务记录登记', /pagesC\/shfw\/fwxx/, 'person-name'],
    ['/#/pagesC/shfw/sswbfwcj', '服务记录登记', /pagesC\/shfw\/fwxx/, 'person-name'],
    ['/#/pagesC/shfw/fxfwcj', '服务记录登记', /pagesC\/shfw\/fwxx/, 'person-name'],
    ['/#/pagesC/shfw/sqgl', '申请受理', /pages\/fwjz\/jjjnsq/, 'application-list'],
  ];
  for (const [link, title, instead, arrived] of pages) {
    await page.goto(link);
    const gate = byTestId(page, 'staff-only');
    await gate.getByText(title).waitFor();
    expect(await gate.textContent()).toContain('您的账号是居民账号');
    if (link.endsWith('sswbfwcj')) await screenshot(page, 'dead-ends-4-staff-page-member');
    await byTestId(page, 'staff-only-instead').click();
    await page.waitForURL(instead);
    await byTestId(page, arrived).first().waitFor();
  }
  await useEnglishElder(page);
  await page.goto('/#/pagesC/shfw/sqgl');
  await byTestId(page, 'staff-only').getByText('Handling requests (for social workers)').waitFor();
  await screenshot(page, 'dead-ends-4b-staff-page-member-english-elder');
  await context.close();
});

it('the application form: the contact phone is filled in, a past day is refused inline by the one date rule, an open request is said at once', async () => {
  const { page, context } = await journey.newPhone();
  await logInAsExperience(page);
  const profile = await apiAs<{ data: { phonenumber: string | null } }>(
    journey.server,
    page,
    'GET',
    '/system/user/profile',
  );
  const open = await apiAs<Rows<MyApplication>>(
    journey.server,
    page,
    'GET',
    '/shfw/application/my?open=true&pageSize=50',
  );
  const projects = await apiAs<Rows<{ id: number; remaining: number }>>(
    journey.server,
    page,
    'GET',
    '/shfw/project/list?pageSize=50',
  );
  const busy = new Set(open.rows.map((a) => a.projectId));
  const free = projects.rows.find((p) => !busy.has(p.id) && p.remaining > 0);
  expect(free, 'a project the experience account has no open request for').toBeDefined();

  await page.goto(`/#/pages/fwjz/fwxqsq?projectId=${free?.id}`);
  await byTestId(page, 'apply-form').waitFor();
  // The phone Me shows: the account's own, else the member's (the experience account has only the latter).
  const member = await apiAs<{ data: { phone: string | null } }>(
    journey.server,
    page,
    'GET',
    '/member/status',
  );
  const shownOnMe = profile.data.phonenumber || member.data.phone;
  expect(shownOnMe).toBeTruthy();
  await expect.poll(() => byTestId(page, 'apply-phone').inputValue()).toBe(shownOnMe);

  // The one rule of contracts (today to a year on): the picker is bounded by it and a past day is refused.
  const today = centreDate(new Date());
  const range = appointmentDateRange(today);
  expect(await byTestId(page, 'apply-date').getAttribute('min')).toBe(range.min);
  await byTestId(page, 'apply-description').fill('希望社工上门了解情况');
  await byTestId(page, 'apply-date').fill(
    new Date(Date.now() + 8 * 3_600_000 - DAY_MS).toISOString().slice(0, 10),
  );
  await byTestId(page, 'apply-submit').click();
  await page.getByText(`请选择今天（${range.min}）到 ${range.max} 之间的日期`).waitFor();
  await screenshot(page, 'dead-ends-5-apply-past-date');
  const stillNone = await apiAs<Rows<MyApplication>>(
    journey.server,
    page,
    'GET',
    `/shfw/application/my?open=true&projectId=${free?.id}`,
  );
  expect(stillNone.total).toBe(0);

  // A service with a request still open: said when the form opens, with the way to that request.
  const first = open.rows[0];
  expect(first, 'the demo history has an open request').toBeDefined();
  await page.goto(`/#/pages/fwjz/fwxqsq?projectId=${first?.projectId}`);
  await byTestId(page, 'apply-open-already').getByText('不能重复申请').waitFor();
  expect(await byTestId(page, 'apply-form').count()).toBe(0);
  await screenshot(page, 'dead-ends-6-apply-open-already');
  await byTestId(page, 'apply-open-view').click();
  await page.waitForURL(new RegExp(`pages/fwjz/sqxq\\?id=${first?.id}`));

  // A service detail without an id is "not found", with the way to the services.
  await page.goto('/#/pages/fwjz/fwxq');
  await byTestId(page, 'project-detail-empty').getByText('没有找到这个服务').waitFor();
  await byTestId(page, 'project-detail-browse').click();
  await page.waitForURL(/pages\/fwjz\/index/);
  // So is the request form of a service that is no longer there (a saved link): no retry that cannot help.
  await page.goto('/#/pages/fwjz/fwxqsq?projectId=999999');
  await byTestId(page, 'apply-empty').getByText('没有找到这个服务').waitFor();
  await byTestId(page, 'apply-browse').click();
  await page.waitForURL(/pages\/fwjz\/index/);
  await context.close();
});

it('a worker days later: overdue flagged, scheduling starts from a day not past, toasts say what happened, the visit address is filled in', async () => {
  // The resident's submitted demo request (心灵驿站心理疏导) asked for a day three days on; the worker's phone
  // is five days on, so that day has passed for the worker.
  const { page, context } = await journey.newPhone();
  await context.clock.install({ time: new Date(Date.now() + 5 * DAY_MS) });
  await logInWithPassword(page, 'worker', 'Worker#2026');
  const list = await apiAs<Rows<MyApplication & { preferredDate: string }>>(
    journey.server,
    page,
    'GET',
    `/shfw/application/list?status=submitted&keyword=${encodeURIComponent('心灵驿站')}`,
  );
  const waiting = list.rows[0];
  expect(waiting, 'the demo submitted request').toBeDefined();
  const workerToday = centreDate(new Date(Date.now() + 5 * DAY_MS));
  expect((waiting?.preferredDate ?? workerToday) < workerToday).toBe(true);

  // Staff accounts are not offered membership on Me.
  await page.goto('/#/pages/tabBar/user');
  await byTestId(page, 'me-nickname').waitFor();
  await byTestId(page, 'me-account').waitFor();
  expect(await byTestId(page, 'member-card').count()).toBe(0);
  expect(await page.getByText('开通会员').count()).toBe(0);

  await page.goto('/#/pagesC/shfw/sqgl');
  const row = byTestId(page, `application-${waiting?.id}`);
  await row.waitFor();
  expect(await byTestId(page, `application-${waiting?.id}-sent`).textContent()).toMatch(
    /提交于 \d{4}-\d{2}-\d{2}/,
  );
  await byTestId(page, `application-${waiting?.id}-overdue`).getByText('已过期望/预约日期').waitFor();
  await screenshot(page, 'dead-ends-7-inbox-overdue');
  await row.click();

  await byTestId(page, 'action-accept').click();
  await page.getByText('已受理，请安排预约时间').waitFor();
  const date = byTestId(page, 'action-date');
  await date.waitFor();
  expect(await date.inputValue()).toBe(workerToday);
  expect(await date.getAttribute('min')).toBe(workerToday);
  await byTestId(page, 'action-time').fill('09:00');
  await byTestId(page, 'action-schedule').click();
  const [, month, day] = workerToday.split('-').map(Number);
  await page.getByText(`已预约 ${month}月${day}日 09:00`).waitFor();
  await screenshot(page, 'dead-ends-8-scheduled-toast');

  // A home visit for the demo file 陈秀英 starts with the address on her file.
  const persons = await apiAs<Rows<{ id: number; name: string; address: string }>>(
    journey.server,
    page,
    'GET',
    `/shfw/person/list?keyword=${encodeURIComponent('陈秀英')}`,
  );
  const person = persons.rows[0];
  expect(person?.address).toBeTruthy();
  await page.goto(`/#/pagesC/shfw/sswbfwcj?personId=${person?.id}`);
  await byTestId(page, 'record-form-home_visit').waitFor();
  await expect.poll(() => byTestId(page, 'visit-address').inputValue()).toBe(person?.address);
  await screenshot(page, 'dead-ends-9-visit-address');
  await context.close();
});
