import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { screenshot } from '../support/browser.ts';
import { byTestId, logInAsExperience, logInWithPassword, useJourney } from '../support/journey.ts';

const journey = useJourney({ CAPTCHA_ENABLED: 'false' });

/** A valid ID card (GB 11643-1999 check digit X) nobody in the demo data holds. */
const ID_CARD = '11010519491231002X';
const GROUP = '景田北7栋楼栋互助组';

/** A new resident account (the experience account is a member already in the demo data). */
async function registerResident(page: Page): Promise<string> {
  const suffix = Date.now().toString().slice(-6);
  const username = `neighbour${suffix}`;
  await page.goto('/#/pages/login/register');
  await byTestId(page, 'register-username').fill(username);
  await byTestId(page, 'register-password').fill('Secret#2026');
  await byTestId(page, 'register-confirm-password').fill('Secret#2026');
  await byTestId(page, 'register-phone').fill(`1391${suffix}0`.slice(0, 11));
  await byTestId(page, 'agreement-checkbox').check();
  await byTestId(page, 'register-submit').click();
  await page.waitForURL(/#\/pages\/login\/index/);
  return username;
}

it('a resident applies to join a group, staff approve it, the resident sees it approved; membership is activated', async () => {
  const resident = await journey.newPhone();
  const page = resident.page;
  await logInAsExperience(page);

  // Home quick entry → the group index: kind tabs, search, infinite list.
  await byTestId(page, 'entry-groups').click();
  await page.waitForURL(/#\/pagesC\/group\/index/);
  await byTestId(page, 'group-list').waitFor();
  await screenshot(page, 'groups-1-index');
  await byTestId(page, 'group-tab-housing').click();
  await byTestId(page, 'group-search').fill('互助');
  await byTestId(page, 'group-search-go').click();
  const card = page.locator('[data-testid="group-list"] > button').filter({ hasText: GROUP }).first();
  await card.waitFor();
  await card.click();
  await page.waitForURL(/#\/pagesC\/group\/detail\?id=\d+/);
  await byTestId(page, 'group-name').getByText(GROUP).waitFor();
  await screenshot(page, 'groups-2-detail');

  // Detail application: validation first, then a real one.
  await byTestId(page, 'group-join').click();
  await page.waitForURL(/#\/pagesC\/group\/apply\?id=\d+&kind=join/);
  await byTestId(page, 'group-apply-form').waitFor();
  await byTestId(page, 'group-apply-phone').fill('123');
  await byTestId(page, 'group-apply-submit').click();
  await page.getByText('请输入正确的手机号码').waitFor();
  await byTestId(page, 'group-apply-name').fill('体验用户');
  await byTestId(page, 'group-apply-phone').fill('13800138009');
  await byTestId(page, 'group-apply-content').fill('住在7栋，愿意每天问候独居的邻居。');
  await screenshot(page, 'groups-3-apply');
  await byTestId(page, 'group-apply-submit').click();
  await page.waitForURL(/#\/pagesC\/group\/mine/);
  const status = page.locator('[data-testid^="group-application-"][data-testid$="-status"]').first();
  await expect.poll(() => status.textContent()).toContain('待审核');
  const id = Number(((await status.getAttribute('data-testid')) ?? '').replace(/\D/g, ''));
  expect(id).toBeGreaterThan(0);
  await screenshot(page, 'groups-4-mine-pending');

  // A social worker reviews it: a rejection needs a reason, then approves with a note.
  const staff = await journey.newPhone();
  await logInWithPassword(staff.page, 'worker', 'Worker#2026');
  await byTestId(staff.page, 'tab-me').click();
  await byTestId(staff.page, 'me-nickname').getByText('李社工').waitFor();
  await byTestId(staff.page, 'me-group-review').click();
  await byTestId(staff.page, `review-${id}`).waitFor();
  await byTestId(staff.page, `review-${id}-reject`).click();
  await staff.page.getByText('不通过时请填写审核意见').waitFor();
  await screenshot(staff.page, 'groups-5-review');
  await byTestId(staff.page, `review-${id}-note`).fill('欢迎加入，楼栋长王建国会与您联系');
  await byTestId(staff.page, `review-${id}-approve`).click();
  await byTestId(staff.page, 'group-review-empty').or(byTestId(staff.page, 'group-review-list')).waitFor();
  await expect.poll(() => byTestId(staff.page, `group-application-${id}`).count()).toBe(0);
  await byTestId(staff.page, 'review-tab-approved').click();
  await expect
    .poll(() => byTestId(staff.page, `group-application-${id}-status`).textContent())
    .toContain('已通过');
  await screenshot(staff.page, 'groups-6-reviewed');

  // The same worker opens a new person-served file, then edits it (/pagesC/shfw/socialServicesM).
  await staff.page.goto('/#/pagesC/shfw/socialServicesM');
  await byTestId(staff.page, 'person-new').click();
  await byTestId(staff.page, 'person-form').waitFor();
  await byTestId(staff.page, 'person-form-name').fill('周桂兰');
  await byTestId(staff.page, 'person-form-idCard').fill('1101051949');
  await byTestId(staff.page, 'person-form-submit').click();
  await staff.page.getByText('身份证号码格式不正确').waitFor();
  await byTestId(staff.page, 'person-form-idCard').fill(ID_CARD);
  await byTestId(staff.page, 'person-form-sex-1').check();
  await byTestId(staff.page, 'person-form-phone').fill('0755-83331234');
  await byTestId(staff.page, 'person-form-address').fill('景田北路7栋302');
  await byTestId(staff.page, 'person-form-guardianName').fill('王小红');
  await byTestId(staff.page, 'person-form-guardianRelation').fill('女儿');
  await byTestId(staff.page, 'person-form-guardianPhone').fill('13800138012');
  await byTestId(staff.page, 'person-form-tags').fill('独居，高血压');
  await screenshot(staff.page, 'person-1-new-form');
  await byTestId(staff.page, 'person-form-submit').click();
  await staff.page.waitForURL(/pagesC\/shfw\/socialServicesM\?id=\d+$/);
  await byTestId(staff.page, 'person-name').getByText('周桂兰').waitFor();
  await byTestId(staff.page, 'person-edit').click();
  await byTestId(staff.page, 'person-form-address').fill('景田北路7栋303');
  await byTestId(staff.page, 'person-form-submit').click();
  await staff.page.waitForURL(/pagesC\/shfw\/socialServicesM\?id=\d+$/);
  await staff.page.getByText('景田北路7栋303').waitFor();
  await screenshot(staff.page, 'person-2-file');
  const fileUrl = staff.page.url();
  await staff.page.goto('/#/pagesB/user/language');
  await byTestId(staff.page, 'language-en-US').click();
  await staff.page.goto(fileUrl);
  await staff.page.getByText('王小红 (女儿)').waitFor();
  await screenshot(staff.page, 'person-3-file-english');
  await staff.context.close();

  // The resident sees it approved, with the note; Me shows the membership and the shortcut.
  await page.goto('/#/pages/tabBar/user');
  await byTestId(page, 'member-card').getByText('会员已开通').waitFor();
  await screenshot(page, 'groups-7-me-member');
  await byTestId(page, 'me-groups').click();
  await page.waitForURL(/#\/pagesC\/group\/mine/);
  await expect.poll(() => byTestId(page, `group-application-${id}-status`).textContent()).toContain('已通过');
  await byTestId(page, `group-application-${id}-review`).getByText('欢迎加入').waitFor();
  await screenshot(page, 'groups-8-mine-approved');

  // English and elder mode.
  await page.goto('/#/pagesB/user/language');
  await byTestId(page, 'language-en-US').click();
  await page.goto('/#/pagesC/group/mine');
  await expect
    .poll(() => byTestId(page, `group-application-${id}-status`).textContent())
    .toContain('Approved');
  await screenshot(page, 'groups-9-mine-english');
  await page.goto('/#/pages/tabBar/user');
  await byTestId(page, 'me-elder-switch').click();
  await page.goto('/#/pagesC/group/index');
  await byTestId(page, 'group-list').waitFor();
  await screenshot(page, 'groups-10-index-english-elder');
  await page.locator('[data-testid="group-list"] > button').first().click();
  await byTestId(page, 'group-name').waitFor();
  await screenshot(page, 'groups-11-detail-english-elder');
  await resident.context.close();
});

it('a new resident activates membership on Me (real name, mobile, ID card, agreement)', async () => {
  const { page, context } = await journey.newPhone();
  const username = await registerResident(page);
  await logInWithPassword(page, username, 'Secret#2026');
  await page.goto('/#/pages/tabBar/user');
  await byTestId(page, 'member-card').getByText('尚未开通会员').waitFor();
  await screenshot(page, 'member-1-me-inactive');
  await byTestId(page, 'member-activate').click();
  await page.waitForURL(/#\/pagesB\/member\/activate/);
  await byTestId(page, 'member-form').waitFor();
  await byTestId(page, 'member-real-name').fill('陈秀英');
  await byTestId(page, 'member-phone').fill('13800138011');
  await byTestId(page, 'member-id-card').fill('110105194912310021');
  await byTestId(page, 'member-submit').click();
  await page.getByText('身份证号码格式不正确').waitFor();
  await page.getByText('请阅读并勾选同意用户协议和隐私政策').waitFor();
  await screenshot(page, 'member-2-invalid');
  await byTestId(page, 'member-id-card').fill(ID_CARD);
  await byTestId(page, 'agreement-checkbox').check();
  await byTestId(page, 'member-submit').click();
  await page.waitForURL(/#\/pages\/tabBar\/user/);
  await byTestId(page, 'member-card').getByText('会员已开通').waitFor();
  await expect.poll(() => byTestId(page, 'member-details').textContent()).toContain('002X');
  await screenshot(page, 'member-3-me-active');
  await page.goto('/#/pagesB/user/language');
  await byTestId(page, 'language-en-US').click();
  await page.goto('/#/pages/tabBar/user');
  await byTestId(page, 'member-card').getByText('Member').first().waitFor();
  await byTestId(page, 'me-elder-switch').click();
  await screenshot(page, 'member-4-me-english-elder');
  await context.close();
});
