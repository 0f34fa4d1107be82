import { ErrorCode } from '@linli/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appOnClock, type TestApp } from '../../../test/support/index.ts';
import { act, apply, createProject, signIn } from '../../../test/support/social-services.ts';

/** 28 November 2026, 09:00 at the centre (UTC+8): the centre's today is 2026-11-28. */
const NOW = new Date('2026-11-28T01:00:00Z');
const TODAY = '2026-11-28';

/**
 * One rule for a visit's day (contracts social-services/dates.ts appointmentDateRange): the resident's
 * preferred date and the worker's scheduled date both run from the centre's today to a year on.
 */
describe('the appointment date rule on both sides', () => {
  let t: TestApp;
  let resident: string;
  let staff: string;
  let project: number;
  beforeEach(async () => {
    ({ t } = await appOnClock(NOW));
    const admin = (await signIn(t, ['admin'])).token;
    resident = (await signIn(t, ['member'], '王阿姨')).token;
    staff = (await signIn(t, ['staff'], '李社工')).token;
    project = await createProject(t, admin, { capacity: 10 });
  });
  afterEach(() => t.close());

  const applyOn = (preferredDate: string) =>
    t.call<{ data: { id: number } }>('POST', '/shfw/application', {
      token: resident,
      body: {
        projectId: project,
        servedType: 'self',
        description: '希望有人上门打扫',
        preferredDate,
        preferredSlot: 'morning',
        contactPhone: '13800138000',
      },
    });

  it('refuses a preferred date already past, naming the first day allowed', async () => {
    const answer = await applyOn('2026-11-27');
    expect(answer.body).toMatchObject({
      code: 500,
      errorCode: ErrorCode.FIELD_OUT_OF_RANGE,
      field: 'preferredDate',
    });
    expect(answer.body.msg).toContain(TODAY);
  });

  it('accepts today and a year on, and refuses a day later', async () => {
    expect((await applyOn(TODAY)).body.code).toBe(200);
    expect((await applyOn('2027-11-28')).body.code).toBe(500);
    const other = await createProject(t, (await signIn(t, ['admin'])).token);
    const yearOn = await t.call('POST', '/shfw/application', {
      token: resident,
      body: {
        projectId: other,
        servedType: 'self',
        description: '希望有人上门打扫',
        preferredDate: '2027-11-28',
        preferredSlot: 'morning',
        contactPhone: '13800138000',
      },
    });
    expect(yearOn.body.code).toBe(200);
    expect((await applyOn('2027-11-29')).body).toMatchObject({ errorCode: ErrorCode.FIELD_OUT_OF_RANGE });
  });

  it('refuses scheduling a visit on a past day by the same rule, and accepts today', async () => {
    const id = await apply(t, resident, project, { preferredDate: TODAY });
    expect((await act(t, staff, id, { action: 'accept' })).body.code).toBe(200);
    const past = await act(t, staff, id, {
      action: 'schedule',
      scheduledDate: '2026-11-27',
      scheduledTime: '09:00',
    });
    expect(past.body).toMatchObject({ errorCode: ErrorCode.FIELD_OUT_OF_RANGE, field: 'scheduledDate' });
    expect(past.body.msg).toContain(TODAY);
    const today = await act(t, staff, id, {
      action: 'schedule',
      scheduledDate: TODAY,
      scheduledTime: '09:00',
    });
    expect(today.body.code).toBe(200);
  });

  it('lists only the caller’s open applications of one project, for the form to warn before filling', async () => {
    const other = await createProject(t, (await signIn(t, ['admin'])).token);
    const id = await apply(t, resident, project, { preferredDate: TODAY });
    await apply(t, resident, other, { preferredDate: TODAY });
    const open = await t.call<{ rows: Array<{ id: number }>; total: number }>(
      'GET',
      `/shfw/application/my?open=true&projectId=${project}`,
      { token: resident },
    );
    expect(open.body).toMatchObject({ total: 1, rows: [{ id }] });
    expect((await act(t, resident, id, { action: 'cancel' })).body.code).toBe(200);
    const none = await t.call<{ total: number }>(
      'GET',
      `/shfw/application/my?open=true&projectId=${project}`,
      { token: resident },
    );
    expect(none.body.total).toBe(0);
  });
});
