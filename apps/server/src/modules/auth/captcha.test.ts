import { ErrorCode } from '@linli/contracts';
import { aRegistration } from '@linli/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/index.ts';
import { FakeClock, MINUTE } from '../../platform/clock.ts';
import { spokenDigits } from './captcha-audio.ts';

describe('image captcha', () => {
  let t: TestApp;
  const clock = new FakeClock();
  beforeEach(async () => {
    t = await createTestApp({ CAPTCHA_ENABLED: 'true' }, { clock });
  });
  afterEach(() => t.close());

  const fresh = async () => {
    const answer = await t.call<{ captchaEnabled: boolean; uuid: string; img: string }>(
      'GET',
      '/captchaImage',
      { query: { showCode: 'true' } },
    );
    const row = await t.db.kysely
      .selectFrom('captchas')
      .select('answer')
      .where('uuid', '=', answer.body.uuid)
      .executeTakeFirstOrThrow();
    return { ...answer.body, answer: row.answer };
  };

  it('is an SVG picture without the answer in its text, and is needed to register and log in', async () => {
    const captcha = await fresh();
    expect(captcha.captchaEnabled).toBe(true);
    const svg = Buffer.from(captcha.img, 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg/);
    expect(svg.toLowerCase()).not.toContain(`>${captcha.answer}<`);

    const account = aRegistration();
    const without = await t.call('POST', '/iot/tool/register', { body: account });
    expect(without.body.errorCode).toBe(ErrorCode.CAPTCHA_REQUIRED);
    const wrong = await t.call('POST', '/iot/tool/register', {
      body: { ...account, uuid: captcha.uuid, code: 'zzzz' },
    });
    expect(wrong.body.errorCode).toBe(ErrorCode.CAPTCHA_WRONG);
    // Used once, even wrongly: the same uuid is gone.
    const reused = await t.call('POST', '/iot/tool/register', {
      body: { ...account, uuid: captcha.uuid, code: captcha.answer },
    });
    expect(reused.body.errorCode).toBe(ErrorCode.CAPTCHA_EXPIRED);

    const next = await fresh();
    const ok = await t.call('POST', '/iot/tool/register', {
      body: { ...account, uuid: next.uuid, code: next.answer.toUpperCase() },
    });
    expect(ok.body.code).toBe(200);
    const login = await fresh();
    const token = await t.call('POST', '/login', {
      body: { username: account.username, password: account.password, uuid: login.uuid, code: login.answer },
    });
    expect(token.body.token).toMatch(/^ey/);
  });

  it('expires after two minutes', async () => {
    const captcha = await fresh();
    clock.advance(2 * MINUTE + 1);
    const answer = await t.call('POST', '/login', {
      body: { username: 'someone', password: 'secret1', uuid: captcha.uuid, code: captcha.answer },
      language: 'en-US',
    });
    expect(answer.body).toMatchObject({
      errorCode: ErrorCode.CAPTCHA_EXPIRED,
      msg: 'The picture code has expired, please refresh it',
    });
  });

  it('speaks its digits as audio only when asked, never as text, and what is heard logs in like a typed one', async () => {
    const plain = await t.call<{ audio?: string }>('GET', '/captchaImage');
    expect(plain.body.audio).toBeUndefined();
    const spoken = await t.call<{ uuid: string; img: string; audio: string }>('GET', '/captchaImage', {
      query: { spoken: '1' },
    });
    const row = await t.db.kysely
      .selectFrom('captchas')
      .select('answer')
      .where('uuid', '=', spoken.body.uuid)
      .executeTakeFirstOrThrow();
    expect(row.answer).toMatch(/^\d{4}$/);
    // Nothing in the answer but the picture and the sound: no field carries the digits as text.
    expect(Object.keys(spoken.body).sort()).toEqual([
      'audio',
      'captchaEnabled',
      'code',
      'img',
      'msg',
      'uuid',
    ]);
    const wav = Buffer.from(spoken.body.audio, 'base64');
    expect(wav.subarray(0, 4).toString()).toBe('RIFF');
    expect(wav.subarray(8, 12).toString()).toBe('WAVE');
    // Four digits with pauses: a few seconds at 11,025 samples a second, 16-bit.
    expect(wav.length / (11_025 * 2)).toBeGreaterThan(2);
    expect(wav.toString('latin1')).not.toContain(row.answer);

    const account = aRegistration();
    const ok = await t.call('POST', '/iot/tool/register', {
      body: { ...account, uuid: spoken.body.uuid, code: row.answer },
    });
    expect(ok.body.code).toBe(200);
    // The spoken form is refused in any other shape: the query is checked by its contract.
    const refused = await t.call('GET', '/captchaImage', { query: { spoken: 'yes' } });
    expect(refused.body.code).toBe(500);
    expect(refused.status).toBe(200);
  });

  it("never says the same digits with the same bytes twice, and speaks the asker's language", () => {
    const first = spokenDigits('2580', 'zh-CN');
    const again = spokenDigits('2580', 'zh-CN');
    expect(first.equals(again)).toBe(false);
    expect(spokenDigits('2580', 'en-US').length).not.toBe(first.length);
  });

  it('is rate limited per address', async () => {
    for (let i = 0; i < 30; i++) expect((await t.call('GET', '/captchaImage')).body.code).toBe(200);
    expect((await t.call('GET', '/captchaImage')).body.errorCode).toBe(ErrorCode.RATE_LIMITED);
    clock.advance(MINUTE);
    expect((await t.call('GET', '/captchaImage')).body.code).toBe(200);
  });
});
