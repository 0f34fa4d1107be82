import { ErrorCode } from '@linli/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/support/index.ts';
import {
  act,
  apply,
  appWithAdmin,
  createProject,
  sessionOf,
  signIn,
} from '../../../test/support/social-services.ts';

/** Every refused transition through the API; the allowed ones are walked in applications.test.ts. */
describe('application transitions through the API', () => {
  let t: TestApp;
  let admin: string;
  let staff: { token: string; userId: number };
  let project: number;
  beforeEach(async () => {
    ({ t, admin } = await appWithAdmin());
    staff = await signIn(t, ['staff'], '李社工');
    project = await createProject(t, admin, { capacity: 100 });
  });
  afterEach(() => t.close());

  /** Drives a fresh application to `status` through the allowed path. */
  async function inStatus(status: string): Promise<number> {
    const id = await apply(t, (await signIn(t)).token, project);
    const soon = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const path: Record<string, Array<Record<string, unknown>>> = {
      submitted: [],
      accepted: [{ action: 'accept' }],
      scheduled: [{ action: 'accept' }, { action: 'schedule', scheduledDate: soon, scheduledTime: '10:00' }],
      in_service: [
        { action: 'accept' },
        { action: 'schedule', scheduledDate: soon, scheduledTime: '10:00' },
        { action: 'start' },
      ],
      completed: [
        { action: 'accept' },
        { action: 'schedule', scheduledDate: soon, scheduledTime: '10:00' },
        { action: 'start' },
        { action: 'complete' },
      ],
      rejected: [{ action: 'reject', note: '不符合条件' }],
    };
    for (const step of path[status] ?? []) expect((await act(t, staff.token, id, step)).body.code).toBe(200);
    return id;
  }

  /** A live token of whoever made the application (inStatus signs a new applicant in for each one). */
  async function applicantOf(applicationId: number): Promise<string> {
    const { applicant_id } = await t.db.kysely
      .selectFrom('service_applications')
      .select('applicant_id')
      .where('id', '=', applicationId)
      .executeTakeFirstOrThrow();
    return sessionOf(t, applicant_id);
  }

  it('refuses every staff transition the state machine does not allow', async () => {
    const refused: Array<[string, string]> = [
      ['submitted', 'schedule'],
      ['submitted', 'start'],
      ['submitted', 'complete'],
      ['accepted', 'accept'],
      ['accepted', 'start'],
      ['accepted', 'complete'],
      ['scheduled', 'accept'],
      ['scheduled', 'complete'],
      ['in_service', 'accept'],
      ['in_service', 'schedule'],
      ['in_service', 'start'],
      ['in_service', 'reject'],
      ['completed', 'accept'],
      ['completed', 'complete'],
      ['completed', 'reject'],
      ['rejected', 'accept'],
      ['rejected', 'reject'],
    ];
    const soon = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    for (const [status, action] of refused) {
      const id = await inStatus(status);
      const body = { action, note: '备注', scheduledDate: soon, scheduledTime: '10:00' };
      const answer = await act(t, staff.token, id, body);
      expect(answer.body, `${status} ${action}`).toMatchObject({
        code: 500,
        errorCode: ErrorCode.APPLICATION_TRANSITION_REFUSED,
      });
    }
  });

  it('lets the applicant cancel until the service starts, and says why afterwards', async () => {
    for (const status of ['submitted', 'accepted', 'scheduled']) {
      const id = await inStatus(status);
      const token = await applicantOf(id);
      expect((await act(t, token, id, { action: 'cancel', note: '家里有事' })).body.code, status).toBe(200);
    }
    for (const status of ['in_service', 'completed']) {
      const id = await inStatus(status);
      const answer = await act(t, await applicantOf(id), id, { action: 'cancel' });
      expect(answer.body, status).toMatchObject({
        errorCode: ErrorCode.APPLICATION_CANCEL_TOO_LATE,
        msg: '服务已开始或已结束，不能取消',
      });
    }
  });
});
