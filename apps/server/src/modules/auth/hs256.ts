import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Login tokens as compact JWTs signed with HMAC-SHA256, the one algorithm accepted (a token whose header
 * names anything else — `none`, RS256, … — is refused before its signature is looked at). node:crypto's
 * synchronous HMAC costs a few µs; WebCrypto's job-queue round trip cost ~30–60 µs on every request
 * (bench/RESULTS.md, HTTP). Standard JWTs: any JWT library verifies what this signs and the reverse.
 */
const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

export interface TokenClaims {
  sid: string;
  sub: string;
  /** Seconds since the epoch, as JWT says. */
  iat: number;
  exp: number;
}

export function signHs256(claims: TokenClaims, secret: Uint8Array): string {
  const body = `${HEADER}.${base64url(JSON.stringify(claims))}`;
  return `${body}.${mac(body, secret).toString('base64url')}`;
}

/** The claims of a well-formed, correctly signed, unexpired HS256 token; undefined for anything else. */
export function verifyHs256(
  token: string,
  secret: Uint8Array,
  now: Date,
): Record<string, unknown> | undefined {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [header, payload, signature] = parts as [string, string, string];
  const headerJson = decodeJson(header);
  if (headerJson?.alg !== 'HS256' || (headerJson.crit !== undefined && headerJson.crit !== null))
    return undefined;
  const expected = mac(`${header}.${payload}`, secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const claims = decodeJson(payload);
  if (!claims) return undefined;
  const seconds = Math.floor(now.getTime() / 1000);
  if (typeof claims.exp !== 'number' || claims.exp <= seconds) return undefined;
  if (typeof claims.nbf === 'number' && claims.nbf > seconds) return undefined;
  return claims;
}

function mac(input: string, secret: Uint8Array): Buffer {
  return createHmac('sha256', secret).update(input).digest();
}

function base64url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}

function decodeJson(part: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
