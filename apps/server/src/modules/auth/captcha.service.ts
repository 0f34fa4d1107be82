import { randomInt, randomUUID } from 'node:crypto';
import { type CaptchaResponse, ErrorCode, type Language } from '@linli/contracts';
import svgCaptcha from 'svg-captcha';
import { addMs, type Clock, MINUTE } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import type { CaptchaRepository } from './captcha.repository.ts';
import { spokenDigits } from './captcha-audio.ts';

const CAPTCHA_TTL_MS = 2 * MINUTE;

/** One-time image captchas. The picture is drawn as SVG paths (no text node a script could read). */
export class CaptchaService {
  constructor(
    private readonly captchas: CaptchaRepository,
    private readonly clock: Clock,
    readonly enabled: boolean,
  ) {}

  /**
   * `spoken`: the spoken alternative (WCAG 1.1.1 — a non-text CAPTCHA needs a second modality): digits only,
   * the picture as usual and the same digits as audio made here (`captcha-audio.ts`), never as text a script
   * could read. The same per-IP rate limit and one-time use apply to it as to the picture.
   */
  async create(options: { spoken?: boolean; language?: Language } = {}): Promise<CaptchaResponse> {
    if (!this.enabled) return { captchaEnabled: false };
    const now = this.clock.now();
    await this.captchas.deleteExpired(now.toISOString());
    const { data, text } = svgCaptcha.create({
      size: 4,
      noise: 2,
      ...(options.spoken ? { charPreset: '0123456789' } : { ignoreChars: '0oO1ilI' }),
      color: true,
      background: '#f4f7fb',
    });
    const uuid = randomUUID();
    await this.captchas.insert(uuid, text.toLowerCase(), addMs(now, CAPTCHA_TTL_MS).toISOString());
    const img = Buffer.from(data).toString('base64');
    if (!options.spoken) return { captchaEnabled: true, uuid, img };
    const audio = spokenDigits(text, options.language ?? 'zh-CN').toString('base64');
    return { captchaEnabled: true, uuid, img, audio };
  }

  /**
   * A digits-only captcha for a caller that draws its own picture (the FastBee app's layer draws a PNG,
   * modules/fastbee-app/account-captcha-image.ts): the same store, lifetime and one-time use as `create`.
   * With captchas switched off nothing is stored and `verify` ignores whatever comes back, but digits and a
   * uuid are still made, for an app that always shows a picture and asks for its digits.
   */
  async createDigits(): Promise<{ uuid: string; digits: string }> {
    const uuid = randomUUID();
    const digits = String(randomInt(0, 10_000)).padStart(4, '0');
    if (!this.enabled) return { uuid, digits };
    const now = this.clock.now();
    await this.captchas.deleteExpired(now.toISOString());
    await this.captchas.insert(uuid, digits, addMs(now, CAPTCHA_TTL_MS).toISOString());
    return { uuid, digits };
  }

  /** Checks and consumes the answer; does nothing when captchas are switched off. */
  async verify(uuid: string | undefined, code: string | undefined): Promise<void> {
    if (!this.enabled) return;
    if (!uuid || !code) throw new AppError(ErrorCode.CAPTCHA_REQUIRED, { field: 'code' });
    const stored = await this.captchas.take(uuid);
    if (!stored || stored.expiresAt <= this.clock.now().toISOString()) {
      throw new AppError(ErrorCode.CAPTCHA_EXPIRED, { field: 'code' });
    }
    if (stored.answer !== code.trim().toLowerCase())
      throw new AppError(ErrorCode.CAPTCHA_WRONG, { field: 'code' });
  }
}
