import { ApiPath, fillPath, type HealthSummary, type ServedPerson } from '@linli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, logInAsExperience, type TestApp } from '../../../test/support/index.ts';
import { seedDemo } from '../../seed/demo.ts';

describe('health-record summary (/pagesC/shfw/jkdagljs)', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.container);
    token = await logInAsExperience(t);
  });
  afterAll(() => t.close());

  it('shows the latest approved elderly-ability level of the person linked to the account', async () => {
    const mine = await t.call<{ data: ServedPerson[] }>('GET', ApiPath.socialServicesMyPersons, { token });
    const person = mine.body.data[0];
    expect(person).toBeDefined();
    const health = await t.call<{ data: HealthSummary }>(
      'GET',
      fillPath(ApiPath.socialServicesPersonHealth, { id: person!.id }),
      { token },
    );
    // The demo holds two approved assessments about the experience account: 81 (mild), then 65 (moderate).
    expect(health.body.data.latestAbilityAssessment).toMatchObject({ level: 'moderate', score: 65 });
  });
});
