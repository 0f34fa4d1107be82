import type { HealthSummary, ServedPerson } from '@linli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/index.ts';
import { signIn } from '../../support/social-services.ts';

/**
 * Personal data (SECURITY.md "Personal data"): a served person's ID-card number is whole only for the
 * centre's staff, who need it; the family account linked to the file sees it masked on every screen that
 * shows the file, as Me shows their own.
 */
describe('personal data: the ID-card number is whole for staff only', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('the family sees it masked on the file, the list of their files and the health record; staff see it whole', async () => {
    const staff = await signIn(t, ['staff']);
    const family = await signIn(t);
    const idCard = '440304194803150021';
    const created = await t.call<{ data: { id: number } }>('POST', '/shfw/person', {
      token: staff.token,
      body: { name: '陈秀英', sex: '2', birthDate: '1948-03-15', idCard, userId: family.userId },
    });
    const id = created.body.data.id;
    const masked = '4403**********0021';
    const mine = await t.call<{ data: ServedPerson[] }>('GET', '/shfw/person/mine', { token: family.token });
    expect(mine.body.data.map((p) => p.idCard)).toEqual([masked]);
    const file = await t.call<{ data: ServedPerson }>('GET', `/shfw/person/${id}`, { token: family.token });
    expect(file.body.data.idCard).toBe(masked);
    const health = await t.call<{ data: HealthSummary }>('GET', `/shfw/person/${id}/health`, {
      token: family.token,
    });
    expect(health.body.data.person.idCard).toBe(masked);
    expect(JSON.stringify([mine.body, file.body, health.body])).not.toContain(idCard);

    const byStaff = await t.call<{ data: ServedPerson }>('GET', `/shfw/person/${id}`, { token: staff.token });
    expect(byStaff.body.data.idCard).toBe(idCard);
  });
});
