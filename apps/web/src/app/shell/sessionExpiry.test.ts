import { describe, expect, it } from 'vitest';
import { SESSION_WARNING_MS, tokenExpiry, warningDelay } from './sessionExpiry.ts';

const jwt = (payload: unknown) =>
  `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify(payload)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.sig`;

describe('session expiry warning', () => {
  it("reads the token's own expiry", () => {
    expect(tokenExpiry(jwt({ sid: 'x', exp: 1_800_000_000 }))).toBe(1_800_000_000_000);
    expect(tokenExpiry(jwt({ sid: 'x' }))).toBeUndefined();
    expect(tokenExpiry('not-a-jwt')).toBeUndefined();
    expect(tokenExpiry('a.%%%.b')).toBeUndefined();
    expect(tokenExpiry(undefined)).toBeUndefined();
  });

  it('warns five minutes before the end, at once when less is left, never after it', () => {
    const now = 1_000_000;
    expect(warningDelay(now + 60 * 60_000, now)).toBe(60 * 60_000 - SESSION_WARNING_MS);
    expect(warningDelay(now + 2 * 60_000, now)).toBe(0);
    expect(warningDelay(now - 1, now)).toBeUndefined();
    expect(warningDelay(undefined, now)).toBeUndefined();
  });
});
