import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * MQTT credentials are long random strings, so a salted SHA-256 is enough to keep them out of a database
 * dump, and fast enough to check on every device connection (argon2 is for people's passwords).
 */
export function hashSecret(secret: string): string {
  const salt = randomBytes(12).toString('base64url');
  return `${salt}$${createHash('sha256').update(`${salt}$${secret}`).digest('base64url')}`;
}

export function verifySecret(secret: string, stored: string): boolean {
  const [salt, digest] = stored.split('$');
  if (!salt || !digest) return false;
  const actual = Buffer.from(createHash('sha256').update(`${salt}$${secret}`).digest('base64url'));
  const expected = Buffer.from(digest);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export function randomSecret(bytes = 12): string {
  return randomBytes(bytes).toString('base64url');
}

/** Constant-time comparison of two secrets held in the clear (per-device secrets). */
export function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
