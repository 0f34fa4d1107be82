import { createHmac } from 'node:crypto';
import path from 'node:path';
import { aRegistration } from '@linli/testkit';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl } from '../../src/platform/log-redaction.ts';
import { loadTokenSecret } from '../../src/platform/secrets.ts';
import { createTestApp, loginFrom, signUp, type TestApp } from '../support/index.ts';
import { api, type RealServer, startRealServer } from './reliability/real-server.ts';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
function jwt(
  header: Record<string, unknown>,
  claims: Record<string, unknown>,
  secret: Uint8Array,
  hash = 'sha256',
) {
  const body = `${b64(header)}.${b64(claims)}`;
  const signature = header.alg === 'none' ? '' : createHmac(hash, secret).update(body).digest('base64url');
  return `${body}.${signature}`;
}

describe('login tokens: algorithm pinned, signature and expiry enforced (ASVS V3.5)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses alg none, HS512, a foreign key, a changed subject, no expiry and a past expiry', async () => {
    const { token } = await signUp(t);
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const secret = loadTokenSecret(undefined, t.dataDir);
    const profile = (bearer: string) => t.call('GET', '/system/user/profile', { token: bearer });
    expect((await profile(jwt({ alg: 'HS256', typ: 'JWT' }, claims, secret))).body.code).toBe(200);
    const refused = {
      'alg none': jwt({ alg: 'none', typ: 'JWT' }, claims, secret),
      'alg NONE': jwt({ alg: 'NONE', typ: 'JWT' }, claims, secret),
      HS512: jwt({ alg: 'HS512', typ: 'JWT' }, claims, secret, 'sha512'),
      'another key': jwt({ alg: 'HS256', typ: 'JWT' }, claims, new TextEncoder().encode('guessed-secret')),
      'another subject': `${token.split('.')[0]}.${b64({ ...claims, sub: String(Number(claims.sub) + 1) })}.${token.split('.')[2]}`,
      'no expiry': jwt({ alg: 'HS256', typ: 'JWT' }, { ...claims, exp: undefined }, secret),
      'past expiry': jwt(
        { alg: 'HS256', typ: 'JWT' },
        { ...claims, exp: Math.floor(Date.now() / 1000) - 1 },
        secret,
      ),
      'critical header': jwt({ alg: 'HS256', typ: 'JWT', crit: ['x'] }, claims, secret),
    };
    for (const [what, forged] of Object.entries(refused)) {
      expect((await profile(forged)).body.code, what).toBe(401);
    }
  });
});

describe('guessing is limited per account and per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const login = (body: Record<string, unknown>, ip: string) => loginFrom(t, body, ip);

  it('one address trying many usernames is stopped, even with a right password; another address is not', async () => {
    const { account } = await signUp(t);
    for (let i = 0; i < 30; i += 1) {
      const answer = await login({ username: `nobody${i}`, password: 'Wrong-pass-1' }, '10.9.0.1');
      expect(answer.errorCode).toBe('BAD_CREDENTIALS');
    }
    const sprayed = await login({ username: account.username, password: account.password }, '10.9.0.1');
    expect(sprayed.errorCode).toBe('RATE_LIMITED');
    const elsewhere = await login({ username: account.username, password: account.password }, '10.9.0.2');
    expect(elsewhere.code).toBe(200);
  });

  it('one account guessed from many addresses is locked for every address but the one its owner uses', async () => {
    const { account } = await signUp(t);
    expect((await login({ username: account.username, password: account.password }, '10.8.9.9')).code).toBe(
      200,
    );
    for (let i = 0; i < 20; i += 1) {
      const answer = await login({ username: account.username, password: 'Wrong-pass-1' }, `10.8.0.${i + 1}`);
      expect(answer.errorCode).toBe('BAD_CREDENTIALS');
    }
    const locked = await login({ username: account.username, password: account.password }, '10.8.1.1');
    expect(locked.errorCode).toBe('ACCOUNT_LOCKED');
    const owner = await login({ username: account.username, password: account.password }, '10.8.9.9');
    expect(owner.code).toBe(200);
  });

  it('a wrong captcha answer spends the captcha: it cannot be guessed again', async () => {
    const withCaptcha = await createTestApp({ CAPTCHA_ENABLED: 'true' });
    try {
      const account = aRegistration();
      const image = await withCaptcha.call<{ uuid: string }>('GET', '/captchaImage');
      const row = await withCaptcha.db.kysely
        .selectFrom('captchas')
        .select('answer')
        .where('uuid', '=', image.body.uuid)
        .executeTakeFirstOrThrow();
      const wrong = row.answer === 'zzzz' ? 'yyyy' : 'zzzz';
      const first = await withCaptcha.call('POST', '/iot/tool/register', {
        body: { ...account, uuid: image.body.uuid, code: wrong },
      });
      expect(first.body.errorCode).toBe('CAPTCHA_WRONG');
      const second = await withCaptcha.call('POST', '/iot/tool/register', {
        body: { ...account, uuid: image.body.uuid, code: row.answer },
      });
      expect(second.body.errorCode).toBe('CAPTCHA_EXPIRED');
    } finally {
      await withCaptcha.close();
    }
  });
});

describe('secrets never reach the logs', () => {
  let server: RealServer | undefined;
  afterAll(async () => {
    await server?.stop();
  });

  it('masks secret query parameters in a logged URL', () => {
    expect(redactUrl('/api/system/user/profile/updatePwd?oldPassword=a1&newPassword=b2&pageNum=1')).toBe(
      '/api/system/user/profile/updatePwd?oldPassword=[REDACTED]&newPassword=[REDACTED]&pageNum=1',
    );
    expect(redactUrl('/api/x?token=t&smsCode=1&phone=138')).toBe(
      '/api/x?token=[REDACTED]&smsCode=[REDACTED]&phone=138',
    );
    expect(redactUrl('/api/health')).toBe('/api/health');
  });

  it('logs requests without passwords (body or query string) or tokens', async () => {
    const dataDir = (await import('node:fs')).mkdtempSync(
      `${(await import('node:os')).tmpdir()}/linli-logs-`,
    );
    server = await startRealServer({ DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info' });
    const account = aRegistration();
    expect((await api(server, 'POST', '/iot/tool/register', { body: account })).code).toBe(200);
    const { token } = await api<{ token: string }>(server, 'POST', '/login', {
      body: { username: account.username, password: account.password },
    });
    const newPassword = 'Brand-new-secret-77';
    const changed = await api(server, 'PUT', '/system/user/profile/updatePwd', {
      token,
      query: { oldPassword: account.password, newPassword },
    });
    expect(changed.code).toBe(200);
    await api(server, 'POST', '/login', { body: { username: account.username, password: 'Wrong-guess-99' } });
    expect(
      (await api(server, 'GET', '/notify/smsLoginCaptcha', { query: { phoneNumber: account.phonenumber } }))
        .code,
    ).toBe(200);
    await server.stop();
    const outbox = new Database(path.join(dataDir, 'linli.db'), { readonly: true });
    const { content } = outbox.prepare('select content from sms_outbox order by id desc limit 1').get() as {
      content: string;
    };
    outbox.close();
    const smsCode = /\d{6}/.exec(content)?.[0];
    expect(smsCode).toBeDefined();
    const logs = server.output();
    expect(logs).toContain('/system/user/profile/updatePwd');
    expect(logs).toContain('SMS outbox');
    for (const secret of [account.password, newPassword, 'Wrong-guess-99', token, smsCode!])
      expect(logs).not.toContain(secret);
  }, 60_000);
});
