import { ErrorCode, type UserDataExport, type UserPreferences } from '@linli/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appWithAccount, signUp, type TestApp } from '../../../test/support/index.ts';

type Answer = { data: UserPreferences };

describe('account preferences: language and elder mode follow the account', () => {
  let t: TestApp;
  let token: string;
  let password: string;
  beforeEach(async () => {
    let account: { password: string };
    ({ t, token, account } = await appWithAccount());
    password = account.password;
  });
  afterEach(() => t.close());

  const read = async (as = token) =>
    (await t.call<Answer>('GET', '/system/user/preferences', { token: as })).body;

  it('starts with nothing chosen, so the phone keeps its own choice', async () => {
    expect(await read()).toMatchObject({ code: 200, data: { language: null, elderMode: null } });
  });

  it('saves language and elder mode, each on its own, and a later login elsewhere reads them', async () => {
    const first = await t.call<Answer>('PUT', '/system/user/preferences', {
      token,
      body: { language: 'en-US' },
    });
    expect(first.body.data).toEqual({ language: 'en-US', elderMode: null });
    await t.call('PUT', '/system/user/preferences', { token, body: { elderMode: true } });
    expect((await read()).data).toEqual({ language: 'en-US', elderMode: true });
    await t.call('PUT', '/system/user/preferences', { token, body: { elderMode: false } });
    expect((await read()).data).toEqual({ language: 'en-US', elderMode: false });
  });

  it('is per account: another account neither sees nor changes it', async () => {
    const other = (await signUp(t)).token;
    await t.call('PUT', '/system/user/preferences', { token, body: { language: 'en-US', elderMode: true } });
    expect((await read(other)).data).toEqual({ language: null, elderMode: null });
    await t.call('PUT', '/system/user/preferences', { token: other, body: { language: 'zh-CN' } });
    expect((await read()).data).toEqual({ language: 'en-US', elderMode: true });
  });

  it('refuses an unknown language or a non-boolean elder mode the RuoYi way, and changes nothing', async () => {
    await t.call('PUT', '/system/user/preferences', { token, body: { language: 'zh-CN', elderMode: false } });
    const badLanguage = await t.call('PUT', '/system/user/preferences', {
      token,
      language: 'en-US',
      body: { language: 'fr-FR', elderMode: true },
    });
    expect(badLanguage.status).toBe(200);
    expect(badLanguage.body).toMatchObject({ code: 500, field: 'language' });
    expect(badLanguage.body.msg).toContain('Language');
    const badElder = await t.call('PUT', '/system/user/preferences', {
      token,
      body: { language: 'en-US', elderMode: 'yes' },
    });
    expect(badElder.body).toMatchObject({ code: 500, field: 'elderMode' });
    expect(badElder.body.msg).toContain('长辈版');
    expect((await read()).data).toEqual({ language: 'zh-CN', elderMode: false });
  });

  it('asks a visitor to log in', async () => {
    expect((await t.call('GET', '/system/user/preferences')).body.code).toBe(401);
    expect((await t.call('PUT', '/system/user/preferences', { body: { elderMode: true } })).body.code).toBe(
      401,
    );
  });

  it('keeps the shared experience account free of one visitor’s choices', async () => {
    await t.container.users.create({
      username: 'tryme',
      password: 'Try-me-123',
      phonenumber: null,
      experience: true,
    });
    const login = await t.call('POST', '/login', { body: { username: 'tryme', password: 'Try-me-123' } });
    const demo = login.body.token as string;
    const put = await t.call('PUT', '/system/user/preferences', { token: demo, body: { elderMode: true } });
    expect(put.body.errorCode).toBe(ErrorCode.EXPERIENCE_READ_ONLY);
    expect((await read(demo)).data).toEqual({ language: null, elderMode: null });
  });

  it('is part of the personal data export, and goes with the account', async () => {
    await t.call('PUT', '/system/user/preferences', { token, body: { language: 'en-US', elderMode: true } });
    const exported = await t.call<{ data: UserDataExport }>('GET', '/system/user/export', { token });
    expect(exported.body.data.sections.preferences).toEqual({ language: 'en-US', elderMode: true });
    const profile = await t.call<{ data: { userId: number } }>('GET', '/system/user/profile', { token });
    const { userId } = profile.body.data;
    expect((await t.call('POST', '/unsubscribe', { token, body: { password } })).body.code).toBe(200);
    const rows = await t.db.kysely
      .selectFrom('user_preferences')
      .selectAll()
      .where('user_id', '=', userId)
      .execute();
    expect(rows).toEqual([]);
  });
});
