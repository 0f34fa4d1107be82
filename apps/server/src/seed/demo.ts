import { EXPERIENCE_PASSWORD, EXPERIENCE_USERNAME } from '@linli/contracts';
import type { Container } from '../container.ts';
import { seedAssessmentsDemo } from '../modules/assessments/assessments.demo.ts';
import { seedIotDemo } from '../modules/mqtt/demo.ts';
import { seedOtaDemo } from '../modules/ota/index.ts';
import { seedAutomationDemo } from '../modules/scenes/demo.ts';
import { seedSocialServicesDemo } from '../modules/social-services/demo.ts';
import { seedVideoDemo } from '../modules/video/index.ts';

/**
 * Demo data for a first start (SEED_DEMO=true). Idempotent: each piece is created only when missing,
 * so restarting never duplicates anything. Later domains add their demo data here.
 */
export async function seedDemo(container: Container): Promise<void> {
  if (!(await container.users.findByUsername(EXPERIENCE_USERNAME))) {
    await container.users.create({
      username: EXPERIENCE_USERNAME,
      password: EXPERIENCE_PASSWORD,
      phonenumber: null,
      nickName: '体验用户',
      experience: true,
    });
  }
  await seedSocialServicesDemo(container);
  await seedAssessmentsDemo(container.assessments, container.users);
  await seedIotDemo(container);
  await seedOtaDemo(container);
  await seedVideoDemo(container);
  await seedAutomationDemo(container);
}
