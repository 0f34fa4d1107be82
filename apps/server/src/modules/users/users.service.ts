import {
  type Confirmation,
  ErrorCode,
  type Role,
  type UpdatePasswordQuery,
  type UpdateProfileBody,
  type UserProfile,
} from '@linli/contracts';
import { type Clock, MINUTE } from '../../platform/clock.ts';
import { isDataRefused } from '../../platform/database-errors.ts';
import { AppError, unauthorized } from '../../platform/errors.ts';
import type { EventBus } from '../../platform/events.ts';
import type { PasswordHasher } from '../../platform/password-hasher.ts';
import { type RateLimiter, type RateRule, refuseWhenLocked } from '../../platform/rate-limiter.ts';
import type { AuthUser } from '../../platform/request-context.ts';
import { randomToken } from '../../platform/secrets.ts';
import { isWeakPassword } from './password-policy.ts';
import type { UserRecord, UsersRepository } from './users.repository.ts';

/** What the users module needs to know of third-party identities, which the auth module owns. */
export interface IdentityLookup {
  isWechatBound(userId: number): Promise<boolean>;
}

/** Codes sent to an account's phone, which the auth module's SMS service owns. */
export interface PhoneCodes {
  sendConfirmCode(phone: string, ip: string): Promise<void>;
  /** Consumes the phone's latest code when it matches; throws the refusal (field `smsCode`) otherwise. */
  verifyCode(phone: string, code: string): Promise<void>;
}

export interface NewAccount {
  username: string;
  password: string | null;
  phonenumber: string | null;
  nickName?: string;
  roles?: Role[];
  experience?: boolean;
}

/** Wrong password confirmations while signed in: five per account in 15 minutes, as wrong logins from one address. */
export const PASSWORD_CONFIRM_RULE: RateRule = { limit: 5, windowMs: 15 * MINUTE };

export class UsersService {
  /** A hash of a random secret, made once: unknown accounts are checked against it (see verifyPassword). */
  private standIn: Promise<string> | undefined;

  constructor(
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly clock: Clock,
    private readonly events: EventBus,
    private readonly identities: IdentityLookup,
    private readonly limiter: RateLimiter,
    private readonly phoneCodes: PhoneCodes,
  ) {}

  /**
   * A signed-in person confirming it is them before changing the password, deleting the account or unbinding
   * WeChat. Wrong passwords count per account like wrong logins (PASSWORD_CONFIRM_RULE), so a session left open
   * on a shared phone cannot be used to guess the password; each try counts before the check, a right one clears
   * the count. An account without a password yet (made by SMS login) confirms with a code sent to its own phone
   * (`sendConfirmCode`; the SMS service limits its guesses); one with neither has nothing to confirm with.
   */
  async confirmPassword(
    user: UserRecord,
    { password, smsCode }: Confirmation,
    wrong: typeof ErrorCode.PASSWORD_WRONG | typeof ErrorCode.OLD_PASSWORD_WRONG,
    field: string,
  ): Promise<void> {
    if (user.passwordHash === null) {
      if (!user.phonenumber) return;
      // Said as missing, not as expired: a client that cannot ask for a code (the FastBee app) sent none.
      if (!smsCode) throw new AppError(ErrorCode.FIELD_REQUIRED, { field: 'smsCode' });
      await this.phoneCodes.verifyCode(user.phonenumber, smsCode);
      return;
    }
    const key = `password:confirm:${user.id}`;
    refuseWhenLocked(await this.limiter.hit(key, PASSWORD_CONFIRM_RULE));
    if (!(await this.hasher.verify(user.passwordHash, password ?? ''))) throw new AppError(wrong, { field });
    await this.limiter.reset(key);
  }

  /** A code to the caller's own phone, for an account without a password to confirm a change with. */
  async sendConfirmCode(caller: AuthUser, ip: string): Promise<void> {
    const user = await this.requireUser(caller.userId);
    if (user.passwordHash !== null || !user.phonenumber)
      throw new AppError(ErrorCode.CONFIRM_CODE_NOT_NEEDED);
    await this.phoneCodes.sendConfirmCode(user.phonenumber, ip);
  }

  findById(id: number): Promise<UserRecord | undefined> {
    return this.users.findById(id);
  }

  /** The centre's social workers and administrators (who can be a served person's caseworker). */
  staff(): Promise<UserRecord[]> {
    return this.users.withRoles(['staff', 'admin']);
  }

  findByUsername(username: string): Promise<UserRecord | undefined> {
    return this.users.findByUsername(username);
  }

  findByPhone(phonenumber: string): Promise<UserRecord | undefined> {
    return this.users.findByPhone(phonenumber);
  }

  /**
   * Whether the password is the account's. An unknown account, or one without a password, costs the same
   * argon2 work against a stand-in hash, so the answer's time does not tell whether the name exists.
   */
  async verifyPassword(user: UserRecord | undefined, password: string): Promise<boolean> {
    if (user?.passwordHash) return this.hasher.verify(user.passwordHash, password);
    this.standIn ??= this.hasher.hash(randomToken(18));
    await this.hasher.verify(await this.standIn, password);
    return false;
  }

  /** Creates an account after checking that username and phone are free. */
  async create(account: NewAccount): Promise<UserRecord> {
    if (await this.users.findByUsername(account.username)) {
      throw new AppError(ErrorCode.USERNAME_TAKEN, { field: 'username' });
    }
    if (account.password !== null) refuseWeak(account.password, account.username, 'password');
    if (account.phonenumber && (await this.users.findByPhone(account.phonenumber))) {
      throw new AppError(ErrorCode.PHONE_TAKEN, { field: 'phonenumber' });
    }
    const passwordHash = account.password === null ? null : await this.hasher.hash(account.password);
    try {
      return await this.users.insert({
        username: account.username,
        nickName: account.nickName ?? account.username,
        phonenumber: account.phonenumber,
        passwordHash,
        roles: account.roles ?? ['member'],
        experience: account.experience ?? false,
        createdAt: this.clock.now().toISOString(),
      });
    } catch (error) {
      // Two registrations of one name or phone at once: both passed the checks above, the unique index
      // took the first; the second is told what is taken, as it would have been a moment later.
      if (!isDataRefused(error)) throw error;
      if (await this.users.findByUsername(account.username))
        throw new AppError(ErrorCode.USERNAME_TAKEN, { field: 'username' });
      if (account.phonenumber && (await this.users.findByPhone(account.phonenumber)))
        throw new AppError(ErrorCode.PHONE_TAKEN, { field: 'phonenumber' });
      throw error;
    }
  }

  recordLogin(userId: number, ip: string): Promise<void> {
    return this.users.recordLogin(userId, ip, this.clock.now().toISOString());
  }

  async getProfile(userId: number): Promise<UserProfile> {
    const user = await this.requireUser(userId);
    return {
      userId: user.id,
      userName: user.username,
      nickName: user.nickName,
      email: user.email,
      phonenumber: user.phonenumber ?? '',
      sex: user.sex,
      avatar: user.avatar,
      createTime: user.createdAt,
      loginIp: user.loginIp,
      loginDate: user.loginDate,
      roles: user.roles,
      hasPassword: user.passwordHash !== null,
      experience: user.experience,
      wxBind: await this.identities.isWechatBound(user.id),
    };
  }

  async updateProfile(caller: AuthUser, { password, smsCode, ...changes }: UpdateProfileBody): Promise<void> {
    const user = await this.requireUser(caller.userId);
    if (changes.phonenumber && changes.phonenumber !== user.phonenumber) {
      if (user.experience) throw new AppError(ErrorCode.EXPERIENCE_READ_ONLY);
      const other = await this.users.findByPhone(changes.phonenumber);
      if (other && other.id !== user.id) throw new AppError(ErrorCode.PHONE_TAKEN, { field: 'phonenumber' });
      // The number signs in by SMS and receives confirmation codes: moved by an open session alone, both would
      // go to whoever moved it, long after the session ended. The password confirms, or for an account
      // without one a code to the number it has. A missing one is said as such, with where to change the number
      // (the FastBee app cannot send either), and does not spend the account's wrong-password count.
      if (user.passwordHash !== null && !password)
        throw new AppError(ErrorCode.PHONE_CHANGE_UNCONFIRMED, { field: 'password' });
      if (user.passwordHash === null && user.phonenumber && !smsCode)
        throw new AppError(ErrorCode.PHONE_CHANGE_UNCONFIRMED, { field: 'smsCode' });
      await this.confirmPassword(user, { password, smsCode }, ErrorCode.PASSWORD_WRONG, 'password');
    }
    if (changes.email && changes.email !== user.email) {
      const other = await this.users.findByEmail(changes.email);
      if (other && other.id !== user.id) throw new AppError(ErrorCode.EMAIL_TAKEN, { field: 'email' });
    }
    await this.users.update(user.id, changes);
  }

  async changePassword(
    caller: AuthUser,
    { oldPassword, newPassword, smsCode }: UpdatePasswordQuery,
  ): Promise<void> {
    const user = await this.requireUser(caller.userId);
    if (user.experience) throw new AppError(ErrorCode.EXPERIENCE_READ_ONLY);
    // An account made by SMS login has no password yet: it sets one with a code sent to its phone instead.
    await this.confirmPassword(
      user,
      { password: oldPassword, smsCode },
      ErrorCode.OLD_PASSWORD_WRONG,
      'oldPassword',
    );
    refuseWeak(newPassword, user.username, 'newPassword');
    await this.users.update(user.id, { passwordHash: await this.hasher.hash(newPassword) });
    await this.events.emit('user.passwordChanged', { userId: user.id, sessionId: caller.sessionId });
  }

  /** Demo seeding: an account whose known password changed in a newer version is given it. */
  async ensurePassword(user: UserRecord, password: string): Promise<void> {
    if (await this.hasher.verify(user.passwordHash, password)) return;
    await this.users.update(user.id, { passwordHash: await this.hasher.hash(password) });
  }

  async setAvatar(caller: AuthUser, url: string): Promise<void> {
    await this.users.update(caller.userId, { avatar: url });
  }

  /** Confirmed account deletion: the row goes, sessions and identities cascade, other modules hear of it. */
  async deleteAccount(caller: AuthUser, confirmation: Confirmation): Promise<void> {
    const user = await this.requireUser(caller.userId);
    if (user.experience) throw new AppError(ErrorCode.EXPERIENCE_READ_ONLY);
    await this.confirmPassword(user, confirmation, ErrorCode.PASSWORD_WRONG, 'password');
    await this.events.emit('user.deleted', { userId: user.id });
    await this.users.delete(user.id);
  }

  private async requireUser(id: number): Promise<UserRecord> {
    const user = await this.users.findById(id);
    if (!user) throw unauthorized();
    return user;
  }
}

function refuseWeak(password: string, username: string, field: string): void {
  if (isWeakPassword(password, username)) throw new AppError(ErrorCode.PASSWORD_TOO_COMMON, { field });
}
