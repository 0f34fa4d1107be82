import { EXPERIENCE_PASSWORD, EXPERIENCE_USERNAME } from '@linli/contracts';
import type { Container } from '../container.ts';
import { seedAlertHistoryDemo } from '../modules/alerts/demo.ts';
import { seedAssessmentsDemo } from '../modules/assessments/assessments.demo.ts';
import { seedIotDemo } from '../modules/mqtt/demo.ts';
import { seedOtaDemo } from '../modules/ota/index.ts';
import { seedAutomationDemo } from '../modules/scenes/demo.ts';
import { seedSocialServicesDemo } from '../modules/social-services/demo.ts';
import { seedVideoDemo } from '../modules/video/index.ts';

/** The experience family's safety devices watch over 陈秀英, whose file the demo social worker keeps. */
const WATCHING_DEVICES = ['奶奶的呼叫挂件', '卫生间跌倒雷达', '奶奶的健康手表', '厨房烟感', '厨房水浸'];

async function linkDemoWatch(container: Container): Promise<void> {
  const user = await container.users.findByUsername(EXPERIENCE_USERNAME);
  if (!user) return;
  const caller = {
    userId: user.id,
    sessionId: 'demo-seed',
    username: user.username,
    roles: user.roles,
    experience: user.experience,
  };
  const [person] = await container.socialServices.persons.mine(caller);
  if (!person || (await container.socialServices.watch.devicesOf(caller, person.id)).length > 0) return;
  const { rows } = await container.iot.devices.devices.shortList(
    caller,
    { pageNum: 1, pageSize: 100 },
    'zh-CN',
  );
  for (const device of rows.filter((r) => WATCHING_DEVICES.includes(r.deviceName)))
    await container.socialServices.watch.link(caller, { personId: person.id, deviceId: device.deviceId });
}

/**
 * Demo data for a first start (SEED_DEMO=true). Idempotent: each piece is created only when missing,
 * so restarting never duplicates anything. Later domains add their demo data here.
 */
export async function seedDemo(container: Container): Promise<void> {
  const experience = await container.users.findByUsername(EXPERIENCE_USERNAME);
  if (!experience) {
    await container.users.create({
      username: EXPERIENCE_USERNAME,
      password: EXPERIENCE_PASSWORD,
      phonenumber: null,
      nickName: '体验用户',
      experience: true,
    });
  } else {
    // Its password is public (the one-tap login sends it); a database from before it changed gets the new one.
    await container.users.ensurePassword(experience, EXPERIENCE_PASSWORD);
  }
  await seedSocialServicesDemo(container);
  await seedAssessmentsDemo(container.assessments, container.users);
  await seedIotDemo(container);
  await linkDemoWatch(container);
  await seedAlertHistoryDemo(container);
  await seedOtaDemo(container);
  await seedVideoDemo(container);
  await seedAutomationDemo(container);
}
