import { webcrypto } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { addMs, type Clock, MINUTE } from '../../platform/clock.ts';
import type { AuthUser } from '../../platform/request-context.ts';
import { randomToken } from '../../platform/secrets.ts';
import type { UsersService } from '../users/users.service.ts';
import type { SessionsRepository } from './sessions.repository.ts';

/**
 * Login tokens: a signed JWT that names a server-side session. The session record is checked on every
 * call, so logout, password change and account deletion take effect at once, not when the JWT expires.
 */
export class SessionsService {
  // Importing the secret once as a CryptoKey halves the cost of checking a token on every call.
  private readonly key: Promise<webcrypto.CryptoKey>;

  constructor(
    private readonly sessions: SessionsRepository,
    private readonly users: UsersService,
    secret: Uint8Array,
    private readonly ttlMinutes: number,
    private readonly clock: Clock,
  ) {
    this.key = webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
  }

  async issue(userId: number, client: { ip: string; userAgent: string }): Promise<string> {
    const now = this.clock.now();
    const expiresAt = addMs(now, this.ttlMinutes * MINUTE);
    const sessionId = randomToken(18);
    await this.sessions.insert({
      id: sessionId,
      userId,
      createdAt: now.toISOString(),
      expiresAt: expiresAt.toISOString(),
      ip: client.ip,
      userAgent: client.userAgent,
    });
    return new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setIssuedAt(Math.floor(now.getTime() / 1000))
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(await this.key);
  }

  /** The caller behind a token, or null when the token is forged, expired, revoked or its user is gone. */
  async authenticate(token: string): Promise<AuthUser | null> {
    let sessionId: unknown;
    try {
      const { payload } = await jwtVerify(token, await this.key, {
        algorithms: ['HS256'],
        currentDate: this.clock.now(),
      });
      sessionId = payload.sid;
    } catch {
      return null;
    }
    if (typeof sessionId !== 'string') return null;
    const live = await this.sessions.findLiveUser(sessionId, this.clock.now().toISOString());
    return live ? { ...live, sessionId } : null;
  }

  revoke(sessionId: string): Promise<void> {
    return this.sessions.revoke(sessionId, this.clock.now().toISOString());
  }

  revokeAllOf(userId: number): Promise<void> {
    return this.sessions.revokeAllOf(userId, this.clock.now().toISOString());
  }
}
