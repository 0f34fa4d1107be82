import {
  addDays,
  type BasicInfo,
  centreDate,
  EXPERIENCE_USERNAME,
  SEED_ELDERLY_TEMPLATE,
} from '@linli/contracts';
import { FakeClock } from '../../platform/clock.ts';
import type { UsersService } from '../users/index.ts';
import type { Actor, AssessmentsService } from './assessments.service.ts';
import { seedDueReassessments } from './reassessments.demo.ts';

/** Demo accounts of the assessment flow (documented in README / the issue report). */
export const DEMO_ASSESSOR = {
  username: 'assessor',
  password: 'assessor123',
  nickName: '评估员小李',
} as const;
export const DEMO_REVIEWER = {
  username: 'reviewer',
  password: 'reviewer123',
  nickName: '审核员老周',
} as const;

/**
 * The second assessor who signs the demo reports with 评估员小李: the centre's social worker, a staff
 * account the social-services demo makes first (README "Demo accounts"), made here when missing.
 */
export const DEMO_SECOND_ASSESSOR = {
  username: 'worker',
  password: 'Worker#2026',
  nickName: '李社工',
} as const;
export const DEMO_ASSESSMENT_PLACE = '邻里社区养老服务中心评估室';

/** Best score everywhere except the items named. */
function elderlyAnswers(lower: Record<string, number>): Record<string, number> {
  const answers: Record<string, number> = {};
  for (const item of SEED_ELDERLY_TEMPLATE.sections.flatMap((s) => s.items)) {
    answers[item.id] = lower[item.id] ?? item.maxScore;
  }
  return answers;
}

async function account(
  users: UsersService,
  demo: { username: string; password: string; nickName: string },
  role: 'staff' | 'admin',
): Promise<Actor> {
  const found =
    (await users.findByUsername(demo.username)) ??
    (await users.create({ ...demo, phonenumber: null, roles: [role] }));
  return { userId: found.id, roles: found.roles };
}

/**
 * The rest of 陈秀英's Appendix A as the assessor took it down (the option texts of the template's A.2–A.5):
 * a widow living alone with her daughter's family watching over her home, high blood pressure and thin
 * bones, one tablet a day. A printed report with these left blank would not be believable.
 */
const ELDER_FILE: BasicInfo = {
  'A.2.4': 156,
  'A.2.5': 52,
  'A.2.6': '汉族',
  'A.2.7': '无',
  'A.2.9': '小学',
  'A.2.10': ['独居'],
  'A.2.11': '丧偶',
  'A.2.12': ['城镇职工基本医疗保险'],
  'A.2.13': ['退休金/养老金', '子女补贴'],
  'A.3.3': '体验用户',
  'A.3.4': '13800138011',
  'A.4.1': ['高血压病 I10～I15', '骨质疏松症 M80～M82'],
  'A.4.2': [{ name: '苯磺酸氨氯地平片', route: '口服', dose: '5 mg', frequency: '每日1次' }],
  'A.5.1': '无',
  'A.5.5': '轻度疼痛',
  'A.5.7': ['可摘局部义齿'],
  'A.5.9': '无',
  'A.5.10': '无',
};

/** The older person the demo assesses, as her file at the centre has her (social-services/demo.ts). */
export interface DemoElder {
  name: string;
  birthDate: string;
  guardianName: string;
  guardianRelation: string;
}

/**
 * Templates, an assessor and a reviewer, and two approved elderly-ability assessments of the older person
 * of the experience family (an older mild one half a year ago and a newer moderate one last month, so the
 * comparison has something to show). Filed under her: her name and details, referenced by the account
 * her file is linked to (which is how her health record and "about me" find them). Idempotent: each part
 * only when missing.
 */
export async function seedAssessmentsDemo(
  assessments: AssessmentsService,
  users: UsersService,
  elder: DemoElder,
  now: Date,
): Promise<void> {
  await assessments.ensureSeedTemplates();
  const assessor = await account(users, DEMO_ASSESSOR, 'staff');
  const reviewer = await account(users, DEMO_REVIEWER, 'admin');
  const secondAssessor = await account(users, DEMO_SECOND_ASSESSOR, 'staff');
  const subject = await users.findByUsername(EXPERIENCE_USERNAME);
  if (!subject) return;
  const existing = await assessments.aboutMe(
    { userId: subject.id, roles: subject.roles },
    { pageNum: 1, pageSize: 1 },
  );
  if (existing.total > 0) return;

  const runs = [
    {
      assessedOn: addDays(centreDate(now), -180),
      number: 'LL-A-0412',
      answers: elderlyAnswers({ 'B.1.3': 2, 'B.2.4': 1, 'B.3.4': 2, 'B.4.4': 1, 'B.1.6': 3 }),
      // Appendix A beyond the complete record; the C.4 grounds follow from it (none apply in either run).
      basicInfo: {} as BasicInfo,
    },
    {
      assessedOn: addDays(centreDate(now), -30),
      number: 'LL-A-0587',
      answers: elderlyAnswers({
        'B.1.3': 1,
        'B.1.5': 2,
        'B.1.6': 2,
        'B.2.3': 2,
        'B.2.4': 0,
        'B.3.1': 2,
        'B.3.4': 1,
        'B.4.3': 1,
        'B.4.4': 0,
        'B.4.5': 2,
      }),
      // One fall last month: a care-risk event, below the two that raise the level (C.4).
      basicInfo: { 'A.2.14.1': '发生过1次' } as BasicInfo,
    },
  ];
  // Filed first, so the older person's latest assessment stays the newest record of the demo.
  await seedDueReassessments(assessments, { assessor, reviewer, secondAssessor }, now);
  const clock = new FakeClock(now);
  const past = assessments.onClock(clock);
  // Made on its day (from 09:30 centre time), submitted that noon, approved the next morning.
  const at = (day: string, time: string) =>
    clock.advance(Math.min(now.getTime(), Date.parse(`${day}T${time}:00+08:00`)) - clock.now().getTime());
  for (const run of runs) {
    at(run.assessedOn, '09:30');
    const draft = await past.create(assessor, {
      type: 'elderly-ability',
      subject: { subjectType: 'person', subjectName: elder.name, subjectRef: String(subject.id) },
      secondAssessorId: secondAssessor.userId,
      assessmentPlace: DEMO_ASSESSMENT_PLACE,
    });
    await past.save(assessor, draft.id, {
      answers: run.answers,
      basicInfo: {
        ...completeBasicInfo(elder.name, run.assessedOn, elder),
        ...ELDER_FILE,
        'A.1.1': run.number,
        ...run.basicInfo,
      },
    });
    at(run.assessedOn, '12:00');
    await past.submit(assessor, draft.id);
    at(addDays(run.assessedOn, 1), '10:00');
    await past.approve(reviewer, draft.id, '评估规范，同意。');
  }
}

/**
 * A complete Appendix A record for an older person (GB/T 42195 A.1–A.5 required items), so demo and test
 * assessments can be submitted the way an assessor would.
 */
export function completeBasicInfo(
  name: string,
  assessedOn = '2026-11-01',
  person: Partial<Omit<DemoElder, 'name'>> = {},
): BasicInfo {
  return {
    'A.1.2': assessedOn,
    'A.1.3': '常规评估',
    'A.2.1': name,
    'A.2.2': '女',
    'A.2.3': person.birthDate ?? '1949-12-31',
    'A.2.14.1': '无',
    'A.2.14.2': '无',
    'A.2.14.3': '无',
    'A.2.14.4': '无',
    'A.2.14.5': '无',
    'A.3.1': person.guardianName ?? '王小红',
    'A.3.2': person.guardianRelation ?? '子女',
    'A.5.11': '无',
  };
}
