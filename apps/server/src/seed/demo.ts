import { EXPERIENCE_PASSWORD, EXPERIENCE_USERNAME } from '@linli/contracts';
import { seedAlertHistoryDemo } from '../modules/alerts/index.ts';
import { type AssessmentsService, seedAssessmentsDemo } from '../modules/assessments/index.ts';
import { experienceHome, seedIotDemo } from '../modules/mqtt/index.ts';
import { seedOtaDemo } from '../modules/ota/index.ts';
import { seedAutomationDemo } from '../modules/scenes/index.ts';
import { DEMO_ELDER, seedSocialServicesDemo } from '../modules/social-services/index.ts';
import type { UsersService } from '../modules/users/index.ts';
import { seedVideoDemo } from '../modules/video/index.ts';
import { type DemoHistoryDeps, seedDemoHistory } from './demo-history.ts';

/** The experience family's safety devices watch over 陈秀英, whose file the demo social worker keeps. */
const WATCHING_DEVICES = ['奶奶的呼叫挂件', '卫生间跌倒雷达', '奶奶的健康手表', '厨房烟感', '厨房水浸'];

/** 陈秀英 as her assessments know her: her file's details, her child's account as the one who informs. */
const DEMO_ELDER_ASSESSED = {
  name: DEMO_ELDER.name,
  birthDate: DEMO_ELDER.birthDate,
  guardianName: '体验用户',
  guardianRelation: '子女',
};

/** What the demo is made with: each seeder's own services (the app's container has them all). */
type DemoServices = { users: UsersService; assessments: AssessmentsService } & Parameters<
  typeof seedSocialServicesDemo
>[0] &
  Parameters<typeof seedAlertHistoryDemo>[0] &
  Parameters<typeof seedOtaDemo>[0] &
  Parameters<typeof seedAutomationDemo>[0] &
  DemoHistoryDeps;

async function linkDemoWatch(services: DemoServices): Promise<void> {
  const home = await experienceHome(services);
  if (!home) return;
  const { user } = home;
  const caller = {
    userId: user.id,
    sessionId: 'demo-seed',
    username: user.username,
    roles: user.roles,
    experience: user.experience,
  };
  const { persons, watch } = services.socialServices;
  const [person] = await persons.mine(caller);
  if (!person || (await watch.devicesOf(caller, person.id)).length > 0) return;
  for (const device of home.devices.filter((r) => WATCHING_DEVICES.includes(r.deviceName)))
    await watch.link(caller, { personId: person.id, deviceId: device.deviceId });
}

/**
 * Demo data for a first start (SEED_DEMO=true). Idempotent: each piece is created only when missing,
 * so restarting never duplicates anything. Later domains add their demo data here.
 */
export async function seedDemo(services: DemoServices): Promise<void> {
  const { users } = services;
  const experience = await users.findByUsername(EXPERIENCE_USERNAME);
  if (!experience) {
    await users.create({
      username: EXPERIENCE_USERNAME,
      password: EXPERIENCE_PASSWORD,
      phonenumber: null,
      nickName: '体验用户',
      experience: true,
    });
  } else {
    // Its password is public (the one-tap login sends it); a database from before it changed gets the new one.
    await users.ensurePassword(experience, EXPERIENCE_PASSWORD);
  }
  await seedSocialServicesDemo(services);
  await seedAssessmentsDemo(services.assessments, users, DEMO_ELDER_ASSESSED, services.clock.now());
  await seedIotDemo(services);
  await linkDemoWatch(services);
  await seedAlertHistoryDemo(services);
  await seedOtaDemo(services);
  await seedVideoDemo(services);
  await seedAutomationDemo(services);
  await seedDemoHistory(services);
}
