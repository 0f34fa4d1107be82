import {
  type ApplicationAction,
  addDays,
  centreDate,
  EXPERIENCE_USERNAME,
  type Role,
  type TimeSlot,
} from '@linli/contracts';
import type { Clock } from '../../platform/clock.ts';
import type { AuthUser } from '../../platform/request-context.ts';
import { type NewsService, seedNewsDemo } from '../news/index.ts';
import type { UserRecord, UsersService } from '../users/index.ts';
import { DEMO_GROUPS, DEMO_PROJECTS } from './demo-data.ts';
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

/**
 * The experience account's appointment history, one application in each state a resident meets.
 * [project title, served by family?, actions after submitting, note of the last action]
 */
const HISTORY: Array<[string, boolean, ApplicationAction[], string]> = [
  ['心灵驿站心理疏导', false, [], ''],
  ['长者居家照护上门服务', true, ['accept', 'schedule'], '已安排护理员刘阿姨上门，请保持电话畅通'],
  ['长者智能手机学习班', false, ['accept', 'schedule', 'start'], '已签到上课'],
  ['社区康复训练指导', true, ['accept', 'schedule', 'start', 'complete'], '本期8次训练已全部完成'],
  ['社区法律咨询援助', false, ['reject'], '本月咨询名额已满，已为您登记下月第一周'],
  ['长者饭堂助餐服务', true, ['cancel'], '家人已安排送餐'],
];

async function seedHistory(deps: Deps, resident: AuthUser, worker: AuthUser): Promise<void> {
  const { catalog, applications } = deps.socialServices;
  if ((await applications.countFor(resident.userId)) > 0) return;
  const today = centreDate(deps.clock.now());
  const slots: TimeSlot[] = ['morning', 'afternoon', 'any'];
  for (const [index, [title, family, actions, note]] of HISTORY.entries()) {
    const project = await catalog.findByTitle(title);
    if (!project) continue;
    const { id } = await applications.submit(resident, {
      projectId: project.id,
      servedType: family ? 'family' : 'self',
      servedName: family ? '陈秀英' : undefined,
      servedRelation: family ? '母亲' : undefined,
      servedPhone: family ? '13800138010' : undefined,
      description: family
        ? '母亲78岁，独居，腿脚不便，希望有人定期上门帮忙。'
        : '想了解服务的具体安排，希望尽快联系我。',
      preferredDate: addDays(today, 3 + index),
      preferredSlot: slots[index % slots.length] as TimeSlot,
      contactPhone: '13800138009',
      attachments: [],
    });
    for (const [step, action] of actions.entries()) {
      const last = step === actions.length - 1;
      await applications.act(action === 'cancel' ? resident : worker, id, {
        action,
        note: last ? note : '',
        ...(action === 'schedule' ? { scheduledDate: addDays(today, 2), scheduledTime: '09:30' } : {}),
      });
    }
    if (actions.at(-1) === 'complete') {
      await applications.rate(resident, id, {
        rating: 5,
        ratingComment: '康复师很专业，母亲恢复得很好，谢谢！',
      });
    }
  }
}

async function seedRecords(deps: Deps, resident: AuthUser, worker: AuthUser): Promise<void> {
  const { persons, records } = deps.socialServices;
  if ((await persons.mine(resident)).length > 0) return;
  const today = centreDate(deps.clock.now());
  const { id: personId } = await persons.create(worker, {
    name: '陈秀英',
    sex: '1',
    idCard: DEMO_ID_CARD_MOTHER,
    phone: '13800138010',
    address: '深圳市福田区景田北路7栋502',
    guardianName: '体验用户',
    guardianPhone: '13800138009',
    guardianRelation: '子女',
    tags: ['独居', '高龄', '高血压'],
    userId: resident.userId,
    remark: '每周二上午方便上门',
  });
  const project = await deps.socialServices.catalog.findByTitle('社区康复训练指导');
  await records.create(worker, {
    kind: 'single',
    personId,
    category: 'rehabilitation',
    projectId: project?.id ?? null,
    serviceDate: addDays(today, -20),
    durationMinutes: 60,
    content: '指导下肢力量训练与平衡练习，讲解居家防跌倒要点。',
    outcome: '可独立完成坐站转换10次',
  });
  await records.create(worker, {
    kind: 'home_visit',
    category: 'elderly_care',
    personId,
    serviceDate: addDays(today, -12),
    durationMinutes: 90,
    content: '上门探访，检查居家环境，协助整理药品，测量血压 138/86 mmHg。',
    outcome: '建议卫生间加装扶手，已转介适老化改造',
    latitude: 22.5621,
    longitude: 114.0449,
    address: '深圳市福田区景田北路7栋502',
    photos: ['/api/news/asset/news-story.svg'],
  });
  await records.create(worker, {
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
  await seedNewsDemo(deps.news, admin);

  const { catalog, groups, membership } = deps.socialServices;
  for (const project of DEMO_PROJECTS) {
    if (!(await catalog.findByTitle(project.title))) await catalog.create(admin, project);
  }
  if ((await groups.count()) === 0) {
    for (const { body, members } of DEMO_GROUPS) await groups.createWithMembers(admin, body, members);
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
