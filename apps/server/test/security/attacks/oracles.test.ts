import type { ShareUser } from '@linli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginFrom, signUp, type TestApp } from '../../support/index.ts';
import { ownerWithDevice } from '../../support/mqtt.ts';
import { apply, createProject, signIn } from '../../support/social-services.ts';

/**
 * Attacks that read the answers (SECURITY.md "No oracle"): whether an account, an application, a file or a
 * record exists must not show in what the server says or in how long it takes to say it, and looking
 * people up by phone gives the sharer what they need to recognise someone, not a login name, and not without
 * end.
 */
describe('attacks that read the answers: no oracle of who or what exists', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Production's argon2 cost, so a login that skipped it would stand out.
    t = await createTestApp({ ARGON2_MEMORY_KIB: '19456' });
  });
  afterAll(() => t.close());

  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

  it('an unknown username and a wrong password answer the same, in the same time band', async () => {
    const { account } = await signUp(t);
    const timings = { unknown: [] as number[], known: [] as number[] };
    const answers = new Set<string>();
    for (let round = 0; round < 8; round += 1) {
      for (const kind of ['unknown', 'known'] as const) {
        const username = kind === 'known' ? account.username : `nobody${round}x`;
        // A new address each time: this measures the check, not the lockout.
        const started = process.hrtime.bigint();
        const answer = await loginFrom(
          t,
          { username, password: 'Wrong#pass1' },
          `10.3.${round}.${kind === 'known' ? 1 : 2}`,
        );
        timings[kind].push(Number(process.hrtime.bigint() - started) / 1e6);
        answers.add(JSON.stringify(answer));
      }
    }
    expect([...answers]).toHaveLength(1);
    const ratio = median(timings.unknown) / median(timings.known);
    expect(
      ratio,
      `unknown ${median(timings.unknown)} ms vs known ${median(timings.known)} ms`,
    ).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });

  it("someone else's application, file and record answer exactly like missing ones", async () => {
    const admin = await signIn(t, ['admin']);
    const staff = await signIn(t, ['staff']);
    const owner = await signIn(t);
    const prober = await signIn(t);
    const project = await createProject(t, admin.token);
    const application = await apply(t, owner.token, project);
    const person = await t.call<{ data: { id: number } }>('POST', '/shfw/person', {
      token: staff.token,
      body: { name: '王桂兰', sex: '2', birthDate: '1950-02-01', userId: owner.userId },
    });
    const record = await t.call<{ data: { id: number } }>('POST', '/shfw/record', {
      token: staff.token,
      body: {
        kind: 'single',
        personId: person.body.data.id,
        category: 'rehabilitation',
        serviceDate: new Date().toISOString().slice(0, 10),
        durationMinutes: 30,
        content: '康复训练',
      },
    });
    for (const [existing, missing] of [
      [`/shfw/application/${application}`, '/shfw/application/999999'],
      [`/shfw/person/${person.body.data.id}`, '/shfw/person/999999'],
      [`/shfw/record/${record.body.data.id}`, '/shfw/record/999999'],
    ] as const) {
      const theirs = await t.call('GET', existing, { token: prober.token });
      const nothing = await t.call('GET', missing, { token: prober.token });
      expect(theirs.body, existing).toEqual(nothing.body);
      expect(theirs.status).toBe(nothing.status);
    }
  });

  it('the phone lookup for sharing masks the login name and stops after twenty lookups in ten minutes', async () => {
    const owner = await ownerWithDevice(t);
    const { account } = await signUp(t);
    const lookup = (phonenumber: string) =>
      t.call<{ data: ShareUser }>('GET', '/iot/share/shareUser', {
        token: owner.token,
        query: { phonenumber, deviceId: String(owner.deviceId) },
      });
    const found = await lookup(account.phonenumber);
    expect(found.body.data.userName).not.toBe(account.username);
    expect(found.body.data.userName).toMatch(/\*{4}/);
    for (let i = 1; i < 20; i += 1) await lookup(`1390000${String(i).padStart(4, '0')}`);
    const walked = await lookup(account.phonenumber);
    expect(walked.body).toMatchObject({ code: 500, errorCode: 'RATE_LIMITED' });
  });
});
