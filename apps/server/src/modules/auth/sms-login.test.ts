import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ErrorCode } from '@linli/contracts';
import { aPhone } from '@linli/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/index.ts';
import { FakeClock, HOUR, SECOND } from '../../platform/clock.ts';
import { SMS_SIGNATURE_HEADER, signSmsRequest } from './sms-provider.ts';

const codeIn = (text: string) => /(\d{6})/.exec(text)?.[1] ?? '';

describe('SMS login through the development outbox', () => {
  let t: TestApp;
  const clock = new FakeClock();
  beforeEach(async () => {
    t = await createTestApp({ SMS_DAILY_LIMIT: '3' }, { clock });
  });
  afterEach(() => t.close());

  const send = (phone: string, language?: 'en-US') =>
    t.call('GET', '/notify/smsLoginCaptcha', {
      query: { phoneNumber: phone },
      ...(language && { language }),
    });
  const lastCode = async (phone: string) =>
    codeIn((await t.container.smsRepository.outbox(phone)).at(-1)?.content ?? '');

  it('a first SMS login creates an account with no usable password', async () => {
    const phone = aPhone();
    expect((await send(phone)).body.code).toBe(200);
    const code = await lastCode(phone);
    expect(code).toMatch(/^\d{6}$/);
    const login = await t.call('POST', '/auth/sms/login', { body: { phonenumber: phone, smsCode: code } });
    expect(login.body.code).toBe(200);
    expect(login.body.data).toBe(login.body.token);
    const profile = await t.call<{ data: { phonenumber: string; hasPassword: boolean; userName: string } }>(
      'GET',
      '/system/user/profile',
      { token: login.body.token },
    );
    expect(profile.body.data).toMatchObject({ phonenumber: phone, hasPassword: false });
    // The phone number is not a password (FastBee's hole).
    const byPhone = await t.call('POST', '/login', {
      body: { username: profile.body.data.userName, password: phone },
    });
    expect(byPhone.body.errorCode).toBe(ErrorCode.BAD_CREDENTIALS);
    // A code works once.
    const again = await t.call('POST', '/auth/sms/login', { body: { phonenumber: phone, code } });
    expect(again.body.errorCode).toBe(ErrorCode.SMS_CODE_EXPIRED);
  });

  it('resend waits 60 s, codes expire after 5 minutes, and a daily cap applies', async () => {
    const phone = aPhone();
    await send(phone);
    const tooSoon = await send(phone, 'en-US');
    expect(tooSoon.body).toMatchObject({ code: 500, errorCode: ErrorCode.SMS_TOO_SOON });
    expect(tooSoon.body.msg).toContain('60 seconds');
    clock.advance(30 * SECOND);
    expect((await send(phone)).body.msg).toContain('30秒');
    clock.advance(31 * SECOND);
    expect((await send(phone)).body.code).toBe(200);
    const code = await lastCode(phone);
    clock.advance(5 * 60 * SECOND);
    expect(
      (await t.call('POST', '/auth/sms/login', { body: { phonenumber: phone, smsCode: code } })).body
        .errorCode,
    ).toBe(ErrorCode.SMS_CODE_EXPIRED);
    clock.advance(61 * SECOND);
    expect((await send(phone)).body.code).toBe(200);
    clock.advance(61 * SECOND);
    expect((await send(phone)).body.errorCode).toBe(ErrorCode.SMS_DAILY_LIMIT);
    expect(await t.container.smsRepository.outbox(phone)).toHaveLength(3);
    clock.advance(24 * HOUR);
    expect((await send(phone)).body.code).toBe(200);
  });

  it('five wrong guesses spend the code', async () => {
    const phone = aPhone();
    await send(phone);
    const code = await lastCode(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect(
        (await t.call('POST', '/auth/sms/login', { body: { phonenumber: phone, smsCode: wrong } })).body
          .errorCode,
      ).toBe(ErrorCode.SMS_CODE_WRONG);
    }
    expect(
      (await t.call('POST', '/auth/sms/login', { body: { phonenumber: phone, smsCode: code } })).body
        .errorCode,
    ).toBe(ErrorCode.SMS_CODE_EXPIRED);
  });

  it('one address cannot spray codes at many phones', async () => {
    for (let i = 0; i < 20; i++) expect((await send(aPhone())).body.code).toBe(200);
    const limited = await send(aPhone(), 'en-US');
    expect(limited.body).toMatchObject({ code: 500, errorCode: ErrorCode.RATE_LIMITED });
    expect(limited.body.msg).toMatch(/try again in \d+ seconds/);
  });
});

describe('SMS through the generic HTTP gateway', () => {
  it('posts a signed request the gateway can verify, and reports a gateway failure', async () => {
    const received: Array<{ body: string; signature: string }> = [];
    let failNext = false;
    const gateway = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        received.push({ body, signature: String(req.headers[SMS_SIGNATURE_HEADER]) });
        res.statusCode = failNext ? 502 : 200;
        res.end('{}');
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`;
    const clock = new FakeClock();
    const t = await createTestApp(
      { SMS_PROVIDER: 'http', SMS_GATEWAY_URL: url, SMS_GATEWAY_KEY: 'centre', SMS_GATEWAY_SECRET: 's3cret' },
      { clock },
    );
    try {
      const phone = aPhone();
      expect(
        (await t.call('GET', '/notify/smsLoginCaptcha', { query: { phoneNumber: phone } })).body.code,
      ).toBe(200);
      expect(received).toHaveLength(1);
      const [first] = received;
      const message = JSON.parse(first!.body) as { key: string; phone: string; params: { code: string } };
      expect(message).toMatchObject({ key: 'centre', phone, template: 'login-code' });
      const [, t0, v1] = /^t=(\d+),v1=([0-9a-f]+)$/.exec(first!.signature) ?? [];
      expect(v1).toBe(signSmsRequest('s3cret', t0!, first!.body));
      expect(await t.container.smsRepository.outbox()).toHaveLength(0);
      const login = await t.call('POST', '/auth/sms/login', {
        body: { phonenumber: phone, smsCode: message.params.code },
      });
      expect(login.body.code).toBe(200);

      failNext = true;
      const other = aPhone();
      const failed = await t.call('GET', '/notify/smsLoginCaptcha', {
        query: { phoneNumber: other },
        language: 'en-US',
      });
      expect(failed.body).toMatchObject({ code: 500, errorCode: ErrorCode.SMS_SEND_FAILED });
      // A failed send leaves no code behind, so the person can try again at once.
      failNext = false;
      expect(
        (await t.call('GET', '/notify/smsLoginCaptcha', { query: { phoneNumber: other } })).body.code,
      ).toBe(200);
    } finally {
      await t.close();
      gateway.close();
    }
  });
});
