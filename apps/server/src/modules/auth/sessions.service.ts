import { addMs, type Clock, MINUTE, SECOND } from '../../platform/clock.ts';
import type { EventBus } from '../../platform/events.ts';
import type { AuthUser } from '../../platform/request-context.ts';
import { randomToken } from '../../platform/secrets.ts';
import { signHs256, verifyHs256 } from './hs256.ts';
import type { SessionsRepository } from './sessions.repository.ts';

/**
 * How long a token checked against the database is believed without asking again. Every ending this process
 * hears of (logout, password change, deleted account, `user.accessChanged`) drops it at once; this bounds only
 * what another server process changes (docs/architecture.md "Session checks").
 */
export const SESSION_CHECK_TTL_MS = 5 * SECOND;
/** Checked tokens kept at most; the oldest go first (each lives SESSION_CHECK_TTL_MS anyway). */
const SESSION_CHECKS_KEPT = 10_000;

interface CheckedToken {
  user: AuthUser;
  /** Epoch ms after which the database is asked again: the TTL, or the session's own end if sooner. */
  until: number;
}

/**
 * Login tokens: a signed JWT that names a server-side session. The session record is checked on every
 * call (a check is kept in memory for SESSION_CHECK_TTL_MS and dropped by every ending this process does), so
 * logout, password change and account deletion take effect at once, not when the JWT expires; each ending
 * is announced (`sessions.ended`) so live MQTT connections made with the token are cut too.
 */
export class SessionsService {
  /** Token -> the caller it named when last checked (see SESSION_CHECK_TTL_MS). */
  private readonly checked = new Map<string, CheckedToken>();
  /**
   * Counts the drops from `checked`: a check whose database read began before a drop is not kept, or a
   * logout racing a request would be undone for a TTL.
   */
  private drops = 0;

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

  /**
   * The caller behind a token, or null when the token is forged, expired, revoked or its user is gone. Every
   * authenticated request asks this: a token checked in the last SESSION_CHECK_TTL_MS is answered from
   * memory (a copy: callers may not share one object).
   */
  async authenticate(token: string): Promise<AuthUser | null> {
    const now = this.clock.now();
    const known = this.checked.get(token);
    if (known) {
      if (now.getTime() < known.until) return { ...known.user, roles: [...known.user.roles] };
      this.checked.delete(token);
    }
    const claims = verifyHs256(token, this.secret, now);
    const sessionId = claims?.sid;
    if (typeof sessionId !== 'string') return null;
    const drops = this.drops;
    const live = await this.sessions.findLiveUser(sessionId, now.toISOString());
    if (!live) return null;
    const { expiresAt, ...account } = live;
    const user: AuthUser = { ...account, sessionId };
    if (drops === this.drops) {
      const ends = Math.min(Date.parse(expiresAt), Number(claims?.exp) * 1000);
      this.keep(token, user, Math.min(now.getTime() + SESSION_CHECK_TTL_MS, ends));
    }
    return { ...user, roles: [...user.roles] };
  }

  /**
   * The account behind a session as it is now (roles, enabled), or null once the session has ended: always
   * from the database (the broker's per-message checks and its sweep of ended sessions rely on it).
   */
  async liveUser(sessionId: string): Promise<AuthUser | null> {
    const live = await this.sessions.findLiveUser(sessionId, this.clock.now().toISOString());
    if (!live) return null;
    const { expiresAt: _ended, ...account } = live;
    return { ...account, sessionId };
  }

  /** When the person signed in to this session, or undefined for one that is unknown. */
  async signedInAt(sessionId: string): Promise<Date | undefined> {
    const session = await this.sessions.find(sessionId);
    return session && new Date(session.createdAt);
  }

  async revoke(caller: Pick<AuthUser, 'userId' | 'sessionId'>): Promise<void> {
    this.forget((user) => user.sessionId === caller.sessionId);
    await this.sessions.revoke(caller.sessionId, this.clock.now().toISOString());
    this.forget((user) => user.sessionId === caller.sessionId);
    await this.events.emit('sessions.ended', { userId: caller.userId, sessionId: caller.sessionId });
  }

  /** Ends every session of the account, but `except` (the one that asked) when given. */
  async revokeAllOf(userId: number, except?: string): Promise<void> {
    const ending = (user: AuthUser) => user.userId === userId && user.sessionId !== except;
    this.forget(ending);
    await this.sessions.revokeAllOf(userId, this.clock.now().toISOString(), except);
    this.forget(ending);
    await this.events.emit('sessions.ended', { userId, ...(except !== undefined && { except }) });
  }

  /** The account's roles, status or name changed: its sessions are checked against the database again. */
  forgetUser(userId: number): void {
    this.forget((user) => user.userId === userId);
  }

  private keep(token: string, user: AuthUser, until: number): void {
    if (this.checked.size >= SESSION_CHECKS_KEPT) {
      const oldest = this.checked.keys().next().value;
      if (oldest !== undefined) this.checked.delete(oldest);
    }
    this.checked.set(token, { user, until });
  }

  /** Drops the kept checks of the users that match (before and after a write, so no read in between is kept). */
  private forget(matches: (user: AuthUser) => boolean): void {
    this.drops += 1;
    for (const [token, known] of this.checked) if (matches(known.user)) this.checked.delete(token);
  }
}
