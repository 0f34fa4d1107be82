import {
  type AuthOptions,
  type BindLoginBody,
  type BindRegisterBody,
  type Confirmation,
  ErrorCode,
  EXPERIENCE_USERNAME,
  type LoginBody,
  type RegisterBody,
  type SmsLoginBody,
  type WechatLoginResult,
} from '@linli/contracts';
import { addMs, type Clock, MINUTE } from '../../platform/clock.ts';
import { AppError, rateLimited, unauthorized } from '../../platform/errors.ts';
import { type RateLimiter, type RateRule, refuseWhenLocked } from '../../platform/rate-limiter.ts';
import type { AuthUser } from '../../platform/request-context.ts';
import { randomToken } from '../../platform/secrets.ts';
import type { UserRecord, UsersService } from '../users/index.ts';
import type { CaptchaService } from './captcha.service.ts';
import { type IdentitiesRepository, WECHAT } from './identities.repository.ts';
import type { SessionsService } from './sessions.service.ts';
import type { SmsService } from './sms.service.ts';
import type { WechatClient } from './wechat-client.ts';

/**
 * Five wrong passwords for one account from one address lock that address out of it for 15 minutes, and
 * fifteen in a day for the rest of the day; twenty from anywhere lock it for every address but the one it
 * last signed in from, so an attacker cannot lock the owner out (docs/product.md "Signing in and accounts").
 * An address may try 30 logins a minute.
 */
export const LOGIN_FAILURE_RULE: RateRule = { limit: 5, windowMs: 15 * MINUTE };
/** The lock grows: an address that comes back for a third round of guesses is shut out for the day. */
export const LOGIN_DAILY_FAILURE_RULE: RateRule = { limit: 15, windowMs: 24 * 60 * MINUTE };
export const LOGIN_ACCOUNT_FAILURE_RULE: RateRule = { limit: 20, windowMs: 15 * MINUTE };
const LOGIN_PER_IP_RULE: RateRule = { limit: 30, windowMs: MINUTE };
const BIND_TTL_MS = 10 * MINUTE;
/**
 * How fresh a sign-in binds WeChat without a password: the FastBee app's bind cannot send one, so its session
 * must have begun with a password or code just before (the app's flow: sign in, then bind).
 */
export const BIND_FRESH_SIGN_IN_MS = 10 * MINUTE;

export interface ClientInfo {
  ip: string;
  userAgent: string;
}

export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly captcha: CaptchaService,
    private readonly sms: SmsService,
    private readonly identities: IdentitiesRepository,
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
    private readonly wechat: WechatClient | undefined,
  ) {}

  options(): AuthOptions {
    return {
      captchaEnabled: this.captcha.enabled,
      wechatEnabled: this.wechat !== undefined,
      experienceUsername: EXPERIENCE_USERNAME,
    };
  }

  async login(body: LoginBody, client: ClientInfo): Promise<string> {
    const user = await this.checkPassword(body, client);
    return this.startSession(user, client);
  }

  async register(body: RegisterBody, client: ClientInfo): Promise<UserRecord> {
    await this.limitByAddress(client);
    await this.captcha.verify(body.uuid, body.code);
    return this.users.create({
      username: body.username,
      password: body.password,
      phonenumber: body.phonenumber,
    });
  }

  logout(caller: AuthUser): Promise<void> {
    return this.sessions.revoke(caller);
  }

  sendSmsCode(phone: string, client: ClientInfo): Promise<void> {
    return this.sms.sendLoginCode(phone, client.ip);
  }

  /**
   * A first SMS login creates an account with no usable password: FastBee set the phone number as the
   * password, so anyone who knew the number could log in.
   */
  async smsLogin(body: SmsLoginBody, client: ClientInfo): Promise<string> {
    await this.sms.verifyCode(body.phonenumber, body.smsCode);
    const user =
      (await this.users.findByPhone(body.phonenumber)) ??
      (await this.users.create({
        username: await this.freeUsernameFor(body.phonenumber),
        nickName: `用户${body.phonenumber.slice(-4)}`,
        password: null,
        phonenumber: body.phonenumber,
      }));
    return this.startSession(user, client);
  }

  async wechatLogin(code: string, client: ClientInfo): Promise<WechatLoginResult> {
    const identity = await this.exchange(code);
    const userId = await this.identities.userIdFor(WECHAT, identity.openId);
    const user = userId === undefined ? undefined : await this.users.findById(userId);
    if (user) return { token: await this.startSession(user, client) };
    const bindId = randomToken(18);
    await this.identities.savePending(
      bindId,
      WECHAT,
      identity,
      addMs(this.clock.now(), BIND_TTL_MS).toISOString(),
    );
    return { bindId };
  }

  /** Links a pending WeChat identity to an existing account; code 450 when the username is unknown. */
  async bindLogin(body: BindLoginBody, client: ClientInfo): Promise<string> {
    const pending = await this.pendingBind(body.bindId);
    // The same checks and answers as a login: captcha first, and an unknown name reads as a wrong password.
    const user = await this.checkPassword(body, client);
    await this.linkWechat(user, pending);
    await this.identities.deletePending(body.bindId);
    return this.startSession(user, client);
  }

  async bindRegister(body: BindRegisterBody, client: ClientInfo): Promise<string> {
    const pending = await this.pendingBind(body.bindId);
    const user = await this.register(body, client);
    await this.linkWechat(user, pending);
    await this.identities.deletePending(body.bindId);
    return this.startSession(user, client);
  }

  /**
   * Binds the WeChat that issued `code` to the caller's account, confirmed like unbinding (the password, or a
   * code to the phone of an account without one): a bound WeChat signs in for good, so a copied token alone
   * must not add one. Confirmed before the code is spent, so a wrong password leaves it usable.
   */
  async wechatBind(caller: AuthUser, code: string, confirmation: Confirmation): Promise<void> {
    const user = await this.bindingUser(caller);
    await this.users.confirmPassword(user, confirmation, ErrorCode.PASSWORD_WRONG, 'password');
    const identity = await this.exchange(code);
    await this.linkWechat(user, identity);
  }

  /**
   * The FastBee app's bind, which cannot send a password: its session must be a fresh sign-in
   * (BIND_FRESH_SIGN_IN_MS), otherwise the person is asked to sign in again, which a copied token cannot do.
   */
  async wechatBindAfterSignIn(caller: AuthUser, code: string): Promise<void> {
    const user = await this.bindingUser(caller);
    const signedInAt = await this.sessions.signedInAt(caller.sessionId);
    const now = this.clock.now().getTime();
    if (!signedInAt || now - signedInAt.getTime() > BIND_FRESH_SIGN_IN_MS)
      throw new AppError(ErrorCode.WECHAT_BIND_SIGN_IN_AGAIN);
    const identity = await this.exchange(code);
    await this.linkWechat(user, identity);
  }

  /**
   * A WeChat login that never starts a binding: the identity's account is signed in, and an identity bound
   * to none is refused (the FastBee app's one-tap login, which has no page to finish a binding on).
   */
  async wechatLoginBound(code: string, client: ClientInfo): Promise<string> {
    const identity = await this.exchange(code);
    const userId = await this.identities.userIdFor(WECHAT, identity.openId);
    const user = userId === undefined ? undefined : await this.users.findById(userId);
    if (!user) throw new AppError(ErrorCode.WECHAT_NOT_BOUND);
    return this.startSession(user, client);
  }

  /**
   * Unbinding confirmed with the account's password (FastBee's `verifyType: 1`), or for an account without one
   * a code sent to its phone: a session left open on a shared phone cannot take the owner's WeChat sign-in away.
   */
  async wechatCancelBind(caller: AuthUser, confirmation: Confirmation): Promise<void> {
    const user = await this.users.findById(caller.userId);
    if (user) await this.users.confirmPassword(user, confirmation, ErrorCode.PASSWORD_WRONG, 'password');
    if ((await this.identities.unlink(WECHAT, caller.userId)) === 0)
      throw new AppError(ErrorCode.WECHAT_NOT_BOUND);
  }

  isWechatBound(userId: number): Promise<boolean> {
    return this.identities.isBound(WECHAT, userId);
  }

  private async checkPassword(
    body: { username: string; password: string; code?: string | undefined; uuid?: string | undefined },
    client: ClientInfo,
  ) {
    await this.limitByAddress(client);
    await this.captcha.verify(body.uuid, body.code);
    const name = body.username.toLowerCase();
    const fromHere = `login:fail:${name}@${client.ip}`;
    const fromAnywhere = `login:fail:${name}`;
    // Each attempt counts BEFORE the password is checked (argon2 takes tens of milliseconds), in one atomic
    // step: a burst of guesses cannot all be checked before the lock holds. A success clears the count.
    refuseWhenLocked(await this.limiter.hit(fromHere, LOGIN_FAILURE_RULE));
    refuseWhenLocked(await this.limiter.hit(`${fromHere}:day`, LOGIN_DAILY_FAILURE_RULE));
    const user = await this.users.findByUsername(body.username);
    if (user?.loginIp !== client.ip)
      refuseWhenLocked(await this.limiter.hit(fromAnywhere, LOGIN_ACCOUNT_FAILURE_RULE));
    // Checked even for an unknown name (against a stand-in), so the time taken does not tell.
    const matches = await this.users.verifyPassword(user, body.password);
    if (!user || !matches) {
      throw new AppError(ErrorCode.BAD_CREDENTIALS);
    }
    if (user.disabled) throw new AppError(ErrorCode.ACCOUNT_DISABLED);
    await this.limiter.reset(fromHere);
    await this.limiter.reset(`${fromHere}:day`);
    await this.limiter.reset(fromAnywhere);
    return user;
  }

  private async startSession(user: UserRecord, client: ClientInfo): Promise<string> {
    if (user.disabled) throw new AppError(ErrorCode.ACCOUNT_DISABLED);
    await this.users.recordLogin(user.id, client.ip);
    return this.sessions.issue(user.id, client);
  }

  private async limitByAddress(client: ClientInfo): Promise<void> {
    const decision = await this.limiter.hit(`login:ip:${client.ip}`, LOGIN_PER_IP_RULE);
    if (!decision.allowed) throw rateLimited(decision.retryAfterSeconds);
  }

  private async exchange(code: string) {
    if (!this.wechat) throw new AppError(ErrorCode.WECHAT_DISABLED);
    const identity = await this.wechat.exchangeCode(code).catch(() => undefined);
    if (!identity) throw new AppError(ErrorCode.WECHAT_CODE_INVALID, { field: 'code' });
    return identity;
  }

  private async pendingBind(bindId: string) {
    if (!this.wechat) throw new AppError(ErrorCode.WECHAT_DISABLED);
    const pending = await this.identities.findPending(bindId);
    if (!pending || pending.expiresAt <= this.clock.now().toISOString()) {
      throw new AppError(ErrorCode.WECHAT_BIND_EXPIRED, { field: 'bindId' });
    }
    return pending;
  }

  /**
   * The experience account is shared by every visitor: a WeChat bound to it would sign its owner into the demo,
   * and the next visitor's binding would take it over.
   */
  private async linkWechat(
    user: UserRecord,
    identity: { openId: string; unionId: string | null },
  ): Promise<void> {
    if (user.experience) throw new AppError(ErrorCode.EXPERIENCE_READ_ONLY);
    const userId = user.id;
    const owner = await this.identities.userIdFor(WECHAT, identity.openId);
    if (owner !== undefined && owner !== userId) throw new AppError(ErrorCode.WECHAT_ALREADY_BOUND);
    if (owner === userId) return;
    if (await this.identities.isBound(WECHAT, userId)) await this.identities.unlink(WECHAT, userId);
    await this.identities.link(WECHAT, userId, identity, this.clock.now().toISOString());
  }

  /** The caller binding WeChat; the shared experience account is refused before WeChat's code is spent. */
  private async bindingUser(caller: AuthUser): Promise<UserRecord> {
    const user = await this.users.findById(caller.userId);
    if (!user) throw unauthorized();
    if (user.experience) throw new AppError(ErrorCode.EXPERIENCE_READ_ONLY);
    return user;
  }

  private async freeUsernameFor(phone: string): Promise<string> {
    const base = `m${phone}`;
    if (!(await this.users.findByUsername(base))) return base;
    return `${base}_${randomToken(3).replace(/[^A-Za-z0-9]/g, '0')}`.slice(0, 20);
  }
}
