import {
  type ApplicationAction,
  addDays,
  centreDate,
  EXPERIENCE_USERNAME,
  type Role,
  type TimeSlot,
} from '@linli/contracts';
import { type Clock, FakeClock } from '../../platform/clock.ts';
import type { AuthUser } from '../../platform/request-context.ts';
import { type NewsService, seedNewsDemo } from '../news/index.ts';
import type { UserRecord, UsersService } from '../users/index.ts';
import { DEMO_GROUPS, DEMO_PROJECTS } from './demo-data.ts';
import { groupWithEnglish, projectWithEnglish } from './demo-english.ts';
import type { SocialServices } from './index.ts';

/** Demo accounts, created only when missing. Documented in the README and the issue report. */
export const DEMO_STAFF = { username: 'worker', password: 'Worker#2026', nickName: '李社工' };
export const DEMO_ADMIN = { username: 'admin', password: 'Admin#2026', nickName: '中心管理员' };

/** Built from a birth date and sequence, with the GB 11643-1999 check character. */
const DEMO_ID_CARD_MOTHER = '440304194803150021';
const DEMO_ID_CARD_MEMBER = '440304197606180014';

interface Deps {
  users: Pick<UsersService, 'findByUsername' | 'create'>;
  news: NewsService;
  socialServices: SocialServices;
  clock: Clock;
}

function asCaller(user: UserRecord): AuthUser {
  return {
    userId: user.id,
    sessionId: 'demo-seed',
    username: user.username,
    roles: user.roles,
    experience: user.experience,
  };
}

async function ensureAccount(
  deps: Deps,
  account: { username: string; password: string; nickName: string },
  roles: Role[],
): Promise<UserRecord> {
  const existing = await deps.users.findByUsername(account.username);
  if (existing) return existing;
  return deps.users.create({ ...account, phonenumber: null, roles });
}

/** An instant `daysAgo` days before today at a centre (UTC+8) time of day 'HH:MM'. */
function centreTime(now: Date, daysAgo: number, time: string): Date {
  return new Date(`${addDays(centreDate(now), -daysAgo)}T${time}:00+08:00`);
}

/** One step of a past application: who did what, when (days ago, centre time), with which note. */
interface PastStep {
  action: ApplicationAction | 'submit' | 'rate';
  daysAgo: number;
  at: string;
  note?: string;
  /** A scheduling step: the appointment's day (days from today, negative = past) and time. */
  appointment?: [day: number, time: string];
}

/**
 * The experience account's appointment history, one application in each state a resident meets, each
 * step in the order and on the day it happened: submitted, accepted, scheduled for a day after that,
 * checked in on that day, completed after it and rated after that.
 * [project title, served by family?, preferred day (from the submission), steps]
 */
// biome-ignore format: a history reads best one step per line
const HISTORY: Array<[string, boolean, number, PastStep[]]> = [
  ['心灵驿站心理疏导', false, 3, [{ action: 'submit', daysAgo: 0, at: 'now' }]],
  ['长者居家照护上门服务', true, 2, [
    { action: 'submit', daysAgo: 2, at: '09:12' },
    { action: 'accept', daysAgo: 2, at: '14:30' },
    { action: 'schedule', daysAgo: 1, at: '10:05', appointment: [2, '09:30'], note: '已安排护理员刘阿姨上门，请保持电话畅通' },
  ]],
  ['长者智能手机学习班', false, 5, [
    { action: 'submit', daysAgo: 9, at: '19:40' },
    { action: 'accept', daysAgo: 8, at: '10:15' },
    { action: 'schedule', daysAgo: 8, at: '10:20', appointment: [-1, '14:30'] },
    { action: 'start', daysAgo: 1, at: '14:26', note: '已签到上课' },
  ]],
  ['社区康复训练指导', true, 3, [
    { action: 'submit', daysAgo: 30, at: '16:05' },
    { action: 'accept', daysAgo: 29, at: '09:40' },
    { action: 'schedule', daysAgo: 29, at: '09:45', appointment: [-27, '09:30'] },
    { action: 'start', daysAgo: 27, at: '09:32' },
    { action: 'complete', daysAgo: 4, at: '11:30', note: '本期8次训练已全部完成' },
    { action: 'rate', daysAgo: 3, at: '20:15', note: '康复师很专业，母亲恢复得很好，谢谢！' },
  ]],
  ['社区法律咨询援助', false, 4, [
    { action: 'submit', daysAgo: 5, at: '11:00' },
    { action: 'reject', daysAgo: 4, at: '09:30', note: '本月咨询名额已满，已为您登记下月第一周' },
  ]],
  ['长者饭堂助餐服务', true, 1, [
    { action: 'submit', daysAgo: 6, at: '08:50' },
    { action: 'cancel', daysAgo: 5, at: '18:00', note: '家人已安排送餐' },
  ]],
];

/** A clock the demo moves through its past; it never runs ahead of the real one. */
function pastClock(now: Date) {
  const clock = new FakeClock(now);
  const at = (daysAgo: number, time: string) => {
    const when = time === 'now' ? new Date(now.getTime() - 2 * 3_600_000) : centreTime(now, daysAgo, time);
    clock.advance(Math.min(when.getTime(), now.getTime()) - clock.now().getTime());
  };
  return { clock, at };
}

async function seedHistory(deps: Deps, resident: AuthUser, worker: AuthUser): Promise<void> {
  const { catalog, applications } = deps.socialServices;
  if ((await applications.countFor(resident.userId)) > 0) return;
  const now = deps.clock.now();
  const { clock, at } = pastClock(now);
  const past = deps.socialServices.onClock(clock);
  for (const [title, family, preferred, steps] of HISTORY) {
    const project = await catalog.findByTitle(title);
    const [submitted, ...rest] = steps;
    if (!project || !submitted) continue;
    at(submitted.daysAgo, submitted.at);
    const { id } = await past.applications.submit(resident, {
      projectId: project.id,
      servedType: family ? 'family' : 'self',
      servedName: family ? DEMO_ELDER.name : undefined,
      servedRelation: family ? '母亲' : undefined,
      servedPhone: family ? DEMO_ELDER.phone : undefined,
      description: family
        ? '母亲78岁，独居，腿脚不便，希望有人定期上门帮忙。'
        : '想了解服务的具体安排，希望尽快联系我。',
      preferredDate: addDays(centreDate(clock.now()), preferred),
      preferredSlot: SLOTS[preferred % SLOTS.length] as TimeSlot,
      contactPhone: '13800138009',
      attachments: [],
    });
    for (const step of rest) {
      at(step.daysAgo, step.at);
      if (step.action === 'submit') continue;
      if (step.action === 'rate') {
        await past.applications.rate(resident, id, { rating: 5, ratingComment: step.note ?? '' });
        continue;
      }
      const [day, time] = step.appointment ?? [];
      await past.applications.act(step.action === 'cancel' ? resident : worker, id, {
        action: step.action,
        note: step.note ?? '',
        ...(day !== undefined && time
          ? { scheduledDate: addDays(centreDate(now), day), scheduledTime: time }
          : {}),
      });
    }
  }
}

const SLOTS: TimeSlot[] = ['morning', 'afternoon', 'any'];

/** 陈秀英, the older person the demo family and its social worker look after. */
export const DEMO_ELDER = {
  name: '陈秀英',
  sex: '1',
  idCard: DEMO_ID_CARD_MOTHER,
  birthDate: '1948-03-15',
  phone: '13800138010',
  address: '深圳市福田区景田北路7栋502',
} as const;

async function seedRecords(deps: Deps, resident: AuthUser, worker: AuthUser): Promise<void> {
  const { persons } = deps.socialServices;
  if ((await persons.mine(resident)).length > 0) return;
  const now = deps.clock.now();
  const today = centreDate(now);
  const { clock, at } = pastClock(now);
  const past = deps.socialServices.onClock(clock);
  // Her file was opened at the first home assessment, two months before the first record.
  at(60, '10:30');
  const { id: personId } = await past.persons.create(worker, {
    name: DEMO_ELDER.name,
    sex: DEMO_ELDER.sex,
    idCard: DEMO_ELDER.idCard,
    phone: DEMO_ELDER.phone,
    address: DEMO_ELDER.address,
    guardianName: '体验用户',
    guardianPhone: '13800138009',
    guardianRelation: '子女',
    tags: ['独居', '高龄', '高血压'],
    userId: resident.userId,
    remark: '每周二上午方便上门',
  });
  const project = await deps.socialServices.catalog.findByTitle('社区康复训练指导');
  // Each record is written on the day of the service, after it (a home visit checks in as it starts).
  at(20, '11:40');
  await past.records.create(worker, {
    kind: 'single',
    personId,
    category: 'rehabilitation',
    projectId: project?.id ?? null,
    serviceDate: addDays(today, -20),
    durationMinutes: 60,
    content: '指导下肢力量训练与平衡练习，讲解居家防跌倒要点。',
    outcome: '可独立完成坐站转换10次',
  });
  at(12, '10:05');
  await past.records.create(worker, {
    kind: 'home_visit',
    category: 'elderly_care',
    personId,
    serviceDate: addDays(today, -12),
    durationMinutes: 90,
    content: '上门探访，检查居家环境，协助整理药品，测量血压 138/86 mmHg。',
    outcome: '建议卫生间加装扶手，已转介适老化改造',
    latitude: 22.5621,
    longitude: 114.0449,
    address: DEMO_ELDER.address,
    photos: ['/api/news/asset/elderly-care.svg'],
  });
  at(3, '15:20');
  await past.records.create(worker, {
    kind: 'follow_up',
    category: 'elderly_care',
    personId,
    serviceDate: addDays(today, -3),
    durationMinutes: 15,
    content: '电话回访扶手安装情况与血压控制情况。',
    outcome: '扶手已安装，老人表示满意',
    method: 'phone',
    nextFollowUpDate: addDays(today, 27),
  });
}

/** Social-services and news demo data: idempotent, each piece created only when missing. */
export async function seedSocialServicesDemo(deps: Deps): Promise<void> {
  const worker = asCaller(await ensureAccount(deps, DEMO_STAFF, ['staff']));
  const admin = asCaller(await ensureAccount(deps, DEMO_ADMIN, ['admin']));
  await seedNewsDemo(deps.news, admin, deps.clock.now());

  const { catalog, groups, membership } = deps.socialServices;
  // The centre's projects and groups were there months before anyone applied (seedHistory).
  const { clock, at } = pastClock(deps.clock.now());
  const past = deps.socialServices.onClock(clock);
  at(120, '09:00');
  for (const project of DEMO_PROJECTS) {
    const body = projectWithEnglish(project);
    const existing = await catalog.findByTitle(project.title);
    // A demo row from a release without English gets the English it lacks; edited wording stays.
    if (existing) await catalog.fillEmptyEnglish(admin, existing.id, body);
    else await past.catalog.create(admin, body);
  }
  if ((await groups.count()) === 0) {
    for (const { body, members } of DEMO_GROUPS) {
      await past.groups.createWithMembers(admin, groupWithEnglish(body), members);
    }
  }
  for (const { body } of DEMO_GROUPS) {
    const existing = await groups.findByName(body.name);
    if (existing) await groups.fillEmptyEnglish(admin, existing.id, groupWithEnglish(body));
  }

  const experience = await deps.users.findByUsername(EXPERIENCE_USERNAME);
  if (!experience) return;
  const resident = asCaller(experience);
  await seedHistory(deps, resident, worker);
  await seedRecords(deps, resident, worker);
  if (!(await membership.status(resident)).active) {
    await membership.activate(resident, {
      realName: '体验用户',
      phone: '13800138009',
      idCard: DEMO_ID_CARD_MEMBER,
      agreement: true,
    });
  }
}
