import {
  ApiPath,
  type AssessmentRecord,
  type AssessmentSummary,
  fillPath,
  type HealthSummary,
  type ServedPerson,
  type ValidityStanding,
} from '@linli/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type Account,
  answersWithTotal,
  elderly,
  signIn,
} from '../../../test/support/assessments-fixtures.ts';
import { appOnClock, logIn, logInAsExperience, type TestApp } from '../../../test/support/index.ts';
import { backfillAssessmentValidity } from '../../db/migrations/0029_assessment_validity.ts';
import { seedDemo } from '../../seed/demo.ts';
import { completeBasicInfo, DEMO_ASSESSOR } from './assessments.demo.ts';
import { DEMO_DUE_SUBJECTS } from './demo-due-subjects.ts';

type Data<T> = { data: T };
type DueRow = AssessmentSummary & ValidityStanding;
type DuePage = { rows: DueRow[]; total: number };

// 16:00 at the centre on 22 November 2026.
const NOW = new Date('2026-11-22T08:00:00Z');

describe('assessment validity and re-assessments falling due', () => {
  let t: TestApp;
  let assessor: Account;
  let otherAssessor: Account;
  let secondAssessor: Account;
  let reviewer: Account;
  let resident: Account;

  async function setUp() {
    ({ t } = await appOnClock(NOW));
    assessor = await signIn(t, ['staff']);
    otherAssessor = await signIn(t, ['staff']);
    secondAssessor = await signIn(t, ['staff']);
    reviewer = await signIn(t, ['admin']);
    resident = await signIn(t, ['member']);
  }
  afterEach(() => t.close());

  /** An approved elderly-ability assessment of `name` with the A.1.2 reference date `assessedOn`. */
  async function approved(
    name: string,
    assessedOn: string,
    by: Account = assessor,
  ): Promise<AssessmentRecord> {
    const created = await t.call<Data<AssessmentRecord>>('POST', '/assessment/records', {
      token: by.token,
      body: {
        type: 'elderly-ability',
        subject: { subjectType: 'person', subjectName: name },
        secondAssessorId: secondAssessor.userId,
      },
    });
    const id = created.body.data.id;
    await t.call('PUT', `/assessment/records/${id}`, {
      token: by.token,
      body: { basicInfo: completeBasicInfo(name, assessedOn), answers: answersWithTotal(elderly, 70) },
    });
    await t.call('POST', `/assessment/records/${id}/submit`, { token: by.token });
    const done = await t.call<Data<AssessmentRecord>>('POST', `/assessment/records/${id}/approve`, {
      token: reviewer.token,
      body: {},
    });
    expect(done.body.data.status).toBe('approved');
    return done.body.data;
  }

  const due = (who: Account, query: Record<string, string> = {}) =>
    t.call<DuePage>('GET', '/assessment/due', { token: who.token, query });

  it('stores the validity on approval: from the A.1.2 reference date, 12 months by default', async () => {
    await setUp();
    const record = await approved('张阿姨', '2026-01-31');
    expect(record).toMatchObject({ validFrom: '2026-01-31', validUntil: '2027-01-31' });
    const drafted = await t.call<Data<AssessmentRecord>>('POST', '/assessment/records', {
      token: assessor.token,
      body: {
        type: 'elderly-ability',
        subject: { subjectType: 'person', subjectName: '李叔' },
        secondAssessorId: secondAssessor.userId,
      },
    });
    // Not approved, nothing holds yet.
    expect(drafted.body.data).toMatchObject({ validFrom: null, validUntil: null });
  });

  it("takes a template version's own period (validityMonths)", async () => {
    await setUp();
    const loaded = await t.call('POST', '/assessment/templates', {
      token: reviewer.token,
      body: { ...elderly, version: 2, validityMonths: 6 },
    });
    expect(loaded.body.code).toBe(200);
    const record = await approved('王伯', '2025-08-31');
    expect(record).toMatchObject({ templateVersion: 2, validFrom: '2025-08-31', validUntil: '2026-02-28' });
  });

  it('gives results approved before the validity existed theirs (migration 0029 backfill)', async () => {
    await setUp();
    const record = await approved('赵奶奶', '2025-12-15');
    await t.db.kysely
      .updateTable('assessments')
      .set({ valid_from: null, valid_until: null })
      .where('id', '=', record.id)
      .execute();
    await backfillAssessmentValidity(t.db.kysely);
    const stored = await t.call<Data<AssessmentRecord>>('GET', `/assessment/records/${record.id}`, {
      token: assessor.token,
    });
    expect(stored.body.data).toMatchObject({ validFrom: '2025-12-15', validUntil: '2026-12-15' });
  });

  it('lists the latest results due within the window or past, soonest first, to their assessors', async () => {
    await setUp();
    const dueSoon = await approved('孙大爷', '2025-12-01'); // until 2026-12-01: 9 days left
    const overdue = await approved('周奶奶', '2025-11-01'); // until 2026-11-01: 21 days over
    await approved('吴阿姨', '2025-10-01'); // overdue, but re-assessed since:
    await approved('吴阿姨', '2026-10-01');
    const later = await approved('郑伯', '2026-06-01', otherAssessor); // until 2027-06-01

    const mine = await due(assessor);
    expect(mine.body.code).toBe(200);
    expect(mine.body.total).toBe(2);
    expect(mine.body.rows.map((r) => [r.id, r.validity, r.daysLeft])).toEqual([
      [overdue.id, 'expired', -21],
      [dueSoon.id, 'dueSoon', 9],
    ]);
    expect(mine.body.rows[0]).toMatchObject({ subject: { subjectName: '周奶奶' }, validUntil: '2026-11-01' });

    // Another assessor's subjects are not theirs to follow up; a wider window reaches later dates.
    expect((await due(otherAssessor)).body.total).toBe(0);
    const wider = await due(otherAssessor, { withinDays: '200' });
    expect(wider.body.rows.map((r) => [r.id, r.validity])).toEqual([[later.id, 'valid']]);

    // The second assessor shares the follow-up; an admin sees every subject; paging keeps the order.
    expect((await due(secondAssessor)).body.total).toBe(2);
    const firstPage = await due(reviewer, { pageSize: '1', pageNum: '1' });
    expect(firstPage.body.total).toBe(2);
    expect(firstPage.body.rows.map((r) => r.id)).toEqual([overdue.id]);
    const secondPage = await due(reviewer, { pageSize: '1', pageNum: '2' });
    expect(secondPage.body.rows.map((r) => r.id)).toEqual([dueSoon.id]);
  });

  it('is for staff and admins only', async () => {
    await setUp();
    expect((await due(resident)).body.code).toBe(403);
    expect((await t.call('GET', '/assessment/due')).body.code).toBe(401);
  });

  it("shows the demo's due and overdue subjects to the demo assessor, and the next date on the health record", async () => {
    await setUp();
    await seedDemo(t.container);
    const demoAssessor = await logIn(t, DEMO_ASSESSOR.username, DEMO_ASSESSOR.password);
    const rows = (await due({ token: demoAssessor, userId: 0 })).body.rows;
    expect(rows.map((r) => [r.subject.subjectName, r.validity, r.daysLeft])).toEqual([
      [DEMO_DUE_SUBJECTS[1].name, 'expired', DEMO_DUE_SUBJECTS[1].daysLeft],
      [DEMO_DUE_SUBJECTS[0].name, 'dueSoon', DEMO_DUE_SUBJECTS[0].daysLeft],
    ]);

    const token = await logInAsExperience(t);
    const mine = await t.call<Data<ServedPerson[]>>('GET', ApiPath.socialServicesMyPersons, { token });
    const health = await t.call<Data<HealthSummary>>(
      'GET',
      fillPath(ApiPath.socialServicesPersonHealth, { id: mine.body.data[0]?.id ?? 0 }),
      { token },
    );
    // Her latest assessment was a month ago: re-assessment due 12 months after its reference date.
    expect(health.body.data.latestAbilityAssessment).toMatchObject({
      level: 'moderate',
      validUntil: '2027-10-23',
      validity: 'valid',
    });
  });
});
