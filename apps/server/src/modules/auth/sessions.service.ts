import { addMs, type Clock, MINUTE } from '../../platform/clock.ts';
import type { EventBus } from '../../platform/events.ts';
import type { AuthUser } from '../../platform/request-context.ts';
import { randomToken } from '../../platform/secrets.ts';
import { signHs256, verifyHs256 } from './hs256.ts';
import type { SessionsRepository } from './sessions.repository.ts';

/**
 * Login tokens: a signed JWT that names a server-side session. The session record is checked on every
 * call, so logout, password change and account deletion take effect at once, not when the JWT expires;
 * each ending is announced (`sessions.ended`) so live MQTT connections made with the token are cut too.
 */
export class SessionsService {
  constructor(
    private readonly sessions: SessionsRepository,
    private readonly secret: Uint8Array,
    private readonly ttlMinutes: number,
    private readonly clock: Clock,
    private readonly events: EventBus,
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
    return this.liveUser(sessionId);
  }

  /** The account behind a session as it is now (roles, enabled), or null once the session has ended. */
  async liveUser(sessionId: string): Promise<AuthUser | null> {
    const live = await this.sessions.findLiveUser(sessionId, this.clock.now().toISOString());
    return live ? { ...live, sessionId } : null;
  }

  async revoke(caller: Pick<AuthUser, 'userId' | 'sessionId'>): Promise<void> {
    await this.sessions.revoke(caller.sessionId, this.clock.now().toISOString());
    await this.events.emit('sessions.ended', { userId: caller.userId, sessionId: caller.sessionId });
  }

  /** Ends every session of the account, but `except` (the one that asked) when given. */
  async revokeAllOf(userId: number, except?: string): Promise<void> {
    await this.sessions.revokeAllOf(userId, this.clock.now().toISOString(), except);
    await this.events.emit('sessions.ended', { userId, ...(except !== undefined && { except }) });
  }
}
