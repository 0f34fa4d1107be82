import { addMs, type Clock, MINUTE } from '../../platform/clock.ts';
import type { AuthUser } from '../../platform/request-context.ts';
import { randomToken } from '../../platform/secrets.ts';
import { signHs256, verifyHs256 } from './hs256.ts';
import type { SessionsRepository } from './sessions.repository.ts';

/**
 * Login tokens: a signed JWT that names a server-side session. The session record is checked on every
 * call, so logout, password change and account deletion take effect at once, not when the JWT expires.
 */
export class SessionsService {
  constructor(
    private readonly sessions: SessionsRepository,
    private readonly secret: Uint8Array,
    private readonly ttlMinutes: number,
    private readonly clock: Clock,
  ) {}

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
    return signHs256(
      {
        sid: sessionId,
        sub: String(userId),
        iat: Math.floor(now.getTime() / 1000),
        exp: Math.floor(expiresAt.getTime() / 1000),
      },
      this.secret,
    );
  }

  /** The caller behind a token, or null when the token is forged, expired, revoked or its user is gone. */
  async authenticate(token: string): Promise<AuthUser | null> {
    const sessionId = verifyHs256(token, this.secret, this.clock.now())?.sid;
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
