import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { signHs256, verifyHs256 } from './hs256.ts';

const secret = new TextEncoder().encode('a-test-secret-of-enough-length-0123456789');
const now = new Date('2026-11-23T08:00:00Z');
const seconds = Math.floor(now.getTime() / 1000);
const claims = { sid: 'session-1', sub: '42', iat: seconds, exp: seconds + 600 };
const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('HS256 login tokens', () => {
  it('verifies its own tokens and standard JWT libraries agree in both directions', async () => {
    const token = signHs256(claims, secret);
    expect(verifyHs256(token, secret, now)).toEqual(claims);
    const checked = await jwtVerify(token, secret, { algorithms: ['HS256'], currentDate: now });
    expect(checked.payload).toEqual(claims);
    const byJose = await new SignJWT({ sid: 's2' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(seconds + 60)
      .sign(secret);
    expect(verifyHs256(byJose, secret, now)?.sid).toBe('s2');
  });

  it('refuses expired, not-yet-valid, tampered, wrongly keyed and malformed tokens', () => {
    const token = signHs256(claims, secret);
    expect(verifyHs256(token, secret, new Date((claims.exp + 1) * 1000))).toBeUndefined();
    expect(verifyHs256(token, secret, new Date(claims.exp * 1000))).toBeUndefined();
    const [header, , signature] = token.split('.');
    expect(
      verifyHs256(`${header}.${part({ ...claims, sid: 'other' })}.${signature}`, secret, now),
    ).toBeUndefined();
    expect(verifyHs256(token, new TextEncoder().encode('another-secret'), now)).toBeUndefined();
    const future = signHs256({ ...claims, nbf: seconds + 60 } as typeof claims, secret);
    expect(verifyHs256(future, secret, now)).toBeUndefined();
    for (const bad of ['', 'a.b', 'a.b.c.d', `${header}.!!!.${signature}`, `${header}.${part([1])}.x`]) {
      expect(verifyHs256(bad, secret, now)).toBeUndefined();
    }
    const noExpiry = signHs256({ sid: 's', sub: '1', iat: seconds } as typeof claims, secret);
    expect(verifyHs256(noExpiry, secret, now)).toBeUndefined();
  });

  it('accepts HS256 only: alg none and other algorithms are refused even with a valid-looking signature', () => {
    const body = part(claims);
    expect(verifyHs256(`${part({ alg: 'none' })}.${body}.`, secret, now)).toBeUndefined();
    for (const alg of ['HS512', 'RS256', 'hs256']) {
      const header = part({ alg, typ: 'JWT' });
      const signature = createHmac('sha256', secret).update(`${header}.${body}`).digest('base64url');
      expect(verifyHs256(`${header}.${body}.${signature}`, secret, now)).toBeUndefined();
    }
  });
});
