import { createHash, randomInt } from 'node:crypto';
import { ErrorCode, SMS_CODE_LENGTH, SMS_CODE_TTL_SECONDS, SMS_RESEND_SECONDS } from '@linli/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { addMs, type Clock, DAY, HOUR, SECOND } from '../../platform/clock.ts';
import { AppError, rateLimited } from '../../platform/errors.ts';
import type { RateLimiter } from '../../platform/rate-limiter.ts';
import type { SmsRepository } from './sms.repository.ts';
import type { SmsProvider } from './sms-provider.ts';

const MAX_VERIFY_ATTEMPTS = 5;
const PER_IP_PER_HOUR = 20;

const hashCode = (phone: string, code: string) =>
  createHash('sha256').update(`${phone}:${code}`).digest('hex');

/**
 * Codes by SMS (to sign in, or to confirm a change to an account without a password): 6 digits, valid
 * 5 minutes, one send per 60 s and a daily cap per phone, a cap per client address, 5 guesses per code. FastBee had none of these limits (docs/fastbee.md "Known gaps").
 */
export class SmsService {
  constructor(
    private readonly repository: SmsRepository,
    private readonly provider: SmsProvider,
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
    private readonly dailyLimit: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  sendLoginCode(phone: string, ip: string): Promise<void> {
    return this.sendCode(phone, ip, 'login');
  }

  /**
   * A code that confirms an account's own change (deleting it, binding or unbinding WeChat, moving its phone
   * number, a first password) when it has no password to confirm with (made by SMS login): sent to its phone.
   */
  sendConfirmCode(phone: string, ip: string): Promise<void> {
    return this.sendCode(phone, ip, 'confirm');
  }

  private async sendCode(phone: string, ip: string, purpose: 'login' | 'confirm'): Promise<void> {
    const now = this.clock.now();
    const latest = await this.repository.latestCode(phone);
    if (latest) {
      const waitMs = new Date(latest.sentAt).getTime() + SMS_RESEND_SECONDS * SECOND - now.getTime();
      if (waitMs > 0) throw new AppError(ErrorCode.SMS_TOO_SOON, { seconds: Math.ceil(waitMs / SECOND) });
    }
    const sentToday = await this.repository.countSentSince(phone, addMs(now, -DAY).toISOString());
    if (sentToday >= this.dailyLimit) throw new AppError(ErrorCode.SMS_DAILY_LIMIT);
    const perIp = await this.limiter.hit(`sms:ip:${ip}`, { limit: PER_IP_PER_HOUR, windowMs: HOUR });
    if (!perIp.allowed) throw rateLimited(perIp.retryAfterSeconds);

    const code = String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
    const minutes = SMS_CODE_TTL_SECONDS / 60;
    try {
      await this.provider.send({
        phone,
        template: `${purpose}-code`,
        params: { code, minutes: String(minutes) },
        text:
          purpose === 'login'
            ? `【邻里】您的登录验证码是${code}，${minutes}分钟内有效。Your Linli login code is ${code}, valid for ${minutes} minutes.`
            : `【邻里】您正在确认账号的更改（注销、绑定或解除微信、更换手机号或设置密码），验证码是${code}，${minutes}分钟内有效，请勿告诉他人。Your Linli code to confirm a change to your account is ${code}, valid for ${minutes} minutes. Do not share it.`,
      });
    } catch (error) {
      this.log.error({ err: error, phone }, 'SMS send failed');
      throw new AppError(ErrorCode.SMS_SEND_FAILED);
    }
    await this.repository.insertCode({
      phone,
      codeHash: hashCode(phone, code),
      ip,
      sentAt: now.toISOString(),
      expiresAt: addMs(now, SMS_CODE_TTL_SECONDS * SECOND).toISOString(),
    });
  }

  /**
   * Consumes the latest code for the phone (either purpose: both prove the phone) when it matches; counts a
   * wrong guess otherwise.
   */
  async verifyCode(phone: string, code: string): Promise<void> {
    const latest = await this.repository.latestCode(phone);
    const now = this.clock.now().toISOString();
    if (!latest || latest.usedAt || latest.expiresAt <= now || latest.attempts >= MAX_VERIFY_ATTEMPTS) {
      throw new AppError(ErrorCode.SMS_CODE_EXPIRED, { field: 'smsCode' });
    }
    if (latest.codeHash !== hashCode(phone, code)) {
      await this.repository.recordAttempt(latest.id);
      throw new AppError(ErrorCode.SMS_CODE_WRONG, { field: 'smsCode' });
    }
    await this.repository.markUsed(latest.id, now);
  }
}
