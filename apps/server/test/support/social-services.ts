import type { ApplicationBody, ProjectBody, Role } from '@linli/contracts';
import { aRegistration } from '@linli/testkit';
import { createTestApp, type TestApp } from './index.ts';

/** An account with the given roles and a live token for it (no login round trip, no rate limit). */
export async function signIn(t: TestApp, roles: Role[] = ['member'], nickName?: string) {
  const registration = aRegistration();
  const user = await t.container.users.create({
    username: registration.username,
    password: registration.password,
    phonenumber: registration.phonenumber,
    roles,
    ...(nickName ? { nickName } : {}),
  });
  return { token: await sessionOf(t, user.id), userId: user.id };
}

/** A live token for an existing account, issued directly (no login round trip, no rate limit). */
export function sessionOf(t: TestApp, userId: number): Promise<string> {
  return t.container.sessions.issue(userId, { ip: '127.0.0.1', userAgent: 'vitest' });
}

/** A fresh app and an administrator's token on it: the set-up of the tests of what administrators manage. */
export async function appWithAdmin(): Promise<{ t: TestApp; admin: string }> {
  const t = await createTestApp();
  return { t, admin: (await signIn(t, ['admin'])).token };
}

/** The date `days` days back at the centre (UTC+8), as a service record's serviceDate; negative = ahead. */
export const centreDaysAgo = (days: number) =>
  new Date(Date.now() + 8 * 3_600_000 - days * 86_400_000).toISOString().slice(0, 10);

/** A valid one-off service record (kind `single`) about a person served, two days ago. */
export const aSingleRecord = (personId: number, overrides: Record<string, unknown> = {}) => ({
  kind: 'single',
  personId,
  category: 'rehabilitation',
  serviceDate: centreDaysAgo(2),
  durationMinutes: 60,
  content: '康复训练',
  ...overrides,
});

export function aProject(overrides: Partial<ProjectBody> = {}): ProjectBody {
  return {
    category: 'elderly_care',
    title: '长者居家照护上门服务',
    titleEn: 'Home care visits',
    summary: '上门助洁、助浴、助餐',
    description: '由护理员上门服务',
    provider: '邻里社工站',
    address: '深圳市福田区景田北路28号',
    longitude: 114.0456,
    latitude: 22.5612,
    capacity: 5,
    contactPhone: '0755-88886666',
    ...overrides,
  };
}

export async function createProject(t: TestApp, adminToken: string, overrides: Partial<ProjectBody> = {}) {
  const answer = await t.call<{ data: { id: number } }>('POST', '/shfw/project', {
    token: adminToken,
    body: aProject(overrides),
  });
  if (answer.body.code !== 200) throw new Error(`project not created: ${answer.body.msg}`);
  return answer.body.data.id;
}

/** A valid application; the fake-free clock is the real one, so dates are relative to today. */
export function anApplication(
  projectId: number,
  overrides: Partial<Record<keyof ApplicationBody, unknown>> = {},
) {
  const soon = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  return {
    projectId,
    servedType: 'self',
    description: '腿脚不便，希望每周有人上门打扫',
    preferredDate: soon,
    preferredSlot: 'morning',
    contactPhone: '13800138000',
    attachments: [],
    ...overrides,
  };
}

export async function apply(t: TestApp, token: string, projectId: number, overrides = {}) {
  const answer = await t.call<{ data: { id: number } }>('POST', '/shfw/application', {
    token,
    body: anApplication(projectId, overrides),
  });
  if (answer.body.code !== 200) throw new Error(`application refused: ${answer.body.msg}`);
  return answer.body.data.id;
}

export async function act(t: TestApp, token: string, id: number, body: Record<string, unknown>) {
  return t.call(`POST`, `/shfw/application/${id}/action`, { token, body });
}
