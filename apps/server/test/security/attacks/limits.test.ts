import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeClock, MINUTE } from '../../../src/platform/clock.ts';
import { createTestApp, loginFrom, signUp, type TestApp } from '../../support/index.ts';

/**
 * Attacks on the limits (SECURITY.md "Rate limits"): a counter that reads and then writes lets a burst
 * through before it locks, and a lock keyed on the account alone lets anyone lock its owner out. Every
 * attempt is counted in one atomic step before the password is checked, and the lock falls on the guesser's
 * address, not on the owner's.
 */
describe('attacks on the limits: they hold under a burst, and lock out the guesser, not the owner', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const login = (body: Record<string, unknown>, ip: string) => loginFrom(t, body, ip);

  it('25 wrong passwords at once from one address: no more than five are checked before the lock', async () => {
    const { account } = await signUp(t);
    const answers = await Promise.all(
      Array.from({ length: 25 }, () =>
        login({ username: account.username, password: 'Wrong-pass-1' }, '10.6.0.1'),
      ),
    );
    const checked = answers.filter((a) => a.errorCode === 'BAD_CREDENTIALS').length;
    expect(checked).toBeLessThanOrEqual(5);
    expect(answers.filter((a) => a.errorCode === 'ACCOUNT_LOCKED').length).toBe(25 - checked);
  });

  it('a named account locked by a stranger’s guesses still lets its owner in from elsewhere', async () => {
    const { account } = await signUp(t);
    for (let i = 0; i < 6; i += 1)
      await login({ username: account.username, password: 'nope-nope-1' }, '10.6.1.1');
    const attacker = await login({ username: account.username, password: account.password }, '10.6.1.1');
    expect(attacker.errorCode).toBe('ACCOUNT_LOCKED');
    const owner = await login({ username: account.username, password: account.password }, '10.6.2.2');
    expect(owner.code).toBe(200);
  });

  it('the lock grows: an address that keeps coming back is shut out for the day, the owner elsewhere is not', async () => {
    const clock = new FakeClock();
    const app = await createTestApp({}, { clock });
    try {
      const { account } = await signUp(app);
      const guess = () => loginFrom(app, { username: account.username, password: 'nope-nope-1' }, '10.6.5.5');
      const rightFrom = (ip: string) =>
        loginFrom(app, { username: account.username, password: account.password }, ip);
      for (let round = 0; round < 3; round += 1) {
        for (let i = 0; i < 5; i += 1) expect((await guess()).errorCode).toBe('BAD_CREDENTIALS');
        expect((await rightFrom('10.6.5.5')).errorCode).toBe('ACCOUNT_LOCKED');
        clock.advance(16 * MINUTE);
      }
      // A fourth round: still locked after the 15 minutes, for the rest of the day.
      expect((await rightFrom('10.6.5.5')).errorCode).toBe('ACCOUNT_LOCKED');
      expect((await rightFrom('10.6.6.6')).code).toBe(200);
      clock.advance(24 * 60 * MINUTE);
      expect((await rightFrom('10.6.5.5')).code).toBe(200);
    } finally {
      await app.close();
    }
  });
});
