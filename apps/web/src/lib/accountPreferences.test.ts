import { ApiPath, type UserProfile } from '@linli/contracts';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../test/render.tsx';
import { pullAccountPreferences } from './accountPreferences.ts';
import { currentLanguage } from './i18n.ts';
import { chooseLanguage, setElderMode, startPreferenceSync } from './preferences.ts';
import { getLifeData, restoreLifeData, setElderPreference, setProfile, setToken } from './storage.ts';

const profile = { userId: 5, userName: 'wang_fang', nickName: '王芳', experience: false } as UserProfile;
const ok = (data: unknown = {}) => ({ body: { code: 200, msg: 'ok', data } });

function signIn(as: UserProfile = profile) {
  setToken('tok-5');
  setProfile(as);
}

/** The PUT bodies sent to the preferences path. */
function putsOf(fake: ReturnType<typeof fakeFetch>) {
  return fake.calls
    .filter((c) => c.url === `/api${ApiPath.userPreferences}` && c.init.method === 'PUT')
    .map((c) => JSON.parse(String(c.init.body)) as unknown);
}

describe('language and elder mode follow the account across phones', () => {
  beforeEach(() => {
    restoreLifeData();
  });

  it('after a login, the account’s saved choices win over this phone’s', async () => {
    const stop = startPreferenceSync();
    setElderPreference(false); // the phone said "standard mode"
    signIn();
    vi.stubGlobal(
      'fetch',
      fakeFetch({ [ApiPath.userPreferences]: ok({ language: 'en-US', elderMode: true }) }).fetch,
    );
    await pullAccountPreferences();
    expect(currentLanguage()).toBe('en-US');
    expect(getLifeData()).toMatchObject({ language: 'en-US', elder: true });
    expect(document.documentElement.classList.contains('elder')).toBe(true);
    // This phone now remembers them for the account too.
    expect(getLifeData().accounts?.['5']).toEqual({ language: 'en-US', elder: true });
    stop();
    document.documentElement.classList.remove('elder');
  });

  it('a choice the account never made leaves the phone’s as it is, and applying sends nothing back', async () => {
    setElderPreference(true);
    signIn();
    const fake = fakeFetch({ [ApiPath.userPreferences]: ok({ language: null, elderMode: null }) });
    vi.stubGlobal('fetch', fake.fetch);
    await pullAccountPreferences();
    expect(getLifeData().elder).toBe(true);
    expect(currentLanguage()).toBe('zh-CN');
    expect(putsOf(fake)).toEqual([]);
  });

  it('while signed in, switching elder mode or language is saved to the account', async () => {
    signIn();
    const fake = fakeFetch({ [ApiPath.userPreferences]: ok({ language: 'en-US', elderMode: true }) });
    vi.stubGlobal('fetch', fake.fetch);
    setElderMode(true);
    await chooseLanguage('en-US');
    await waitFor(() => expect(putsOf(fake)).toEqual([{ elderMode: true }, { language: 'en-US' }]));
    const headers = fake.calls[0]?.init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok-5');
    document.documentElement.classList.remove('elder');
  });

  it('a refused save is told in a toast; the choice still holds on this phone', async () => {
    signIn();
    vi.stubGlobal(
      'fetch',
      fakeFetch({ [ApiPath.userPreferences]: { body: { code: 500, msg: 'no', field: 'elderMode' } } }).fetch,
    );
    setElderMode(true);
    expect(await screen.findByText('这项设置未能保存到账号，换手机登录时不会带上')).toBeTruthy();
    expect(getLifeData().elder).toBe(true);
    document.documentElement.classList.remove('elder');
  });

  it('visitors and the shared experience account keep phone-only choices: nothing is sent or read', async () => {
    const fake = fakeFetch({ [ApiPath.userPreferences]: ok({ language: 'en-US', elderMode: true }) });
    vi.stubGlobal('fetch', fake.fetch);
    setElderMode(true);
    await chooseLanguage('en-US');
    await pullAccountPreferences();
    signIn({ ...profile, experience: true });
    setElderMode(false);
    await chooseLanguage('zh-CN');
    await pullAccountPreferences();
    expect(fake.calls).toEqual([]);
    expect(getLifeData()).toMatchObject({ language: 'zh-CN', elder: false });
  });
});
