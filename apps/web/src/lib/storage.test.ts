import type { UserProfile } from '@linli/contracts';
import { describe, expect, it } from 'vitest';
import { initI18n, initialLanguage } from './i18n.ts';
import {
  clearSession,
  getLifeData,
  getToken,
  LIFE_DATA_KEY,
  restoreLifeData,
  setElderPreference,
  setLanguagePreference,
  setProfile,
  setToken,
} from './storage.ts';

const profile = { userId: 7, userName: 'zhang_min', nickName: '张敏' } as UserProfile;

describe('lifeData storage (docs/product.md "Local storage")', () => {
  it('restores token, profile and language saved by an earlier session', () => {
    localStorage.setItem(
      LIFE_DATA_KEY,
      JSON.stringify({ vuex_token: 'tok-9', profile, language: 'en-US', elder: true }),
    );
    const restored = restoreLifeData();
    expect(restored).toEqual({ vuex_token: 'tok-9', profile, language: 'en-US', elder: true });
    expect(getToken()).toBe('tok-9');
    expect(initialLanguage()).toBe('en-US');
  });

  it('starts empty, in zh-CN, when nothing or garbage is stored', () => {
    localStorage.setItem(LIFE_DATA_KEY, '{not json');
    expect(restoreLifeData()).toEqual({});
    localStorage.setItem(LIFE_DATA_KEY, JSON.stringify({ vuex_token: 42, language: 'fr-FR' }));
    expect(restoreLifeData()).toEqual({});
    expect(initialLanguage()).toBe('zh-CN');
  });

  it('writes through to localStorage under lifeData, and logout keeps the preferences', () => {
    restoreLifeData();
    setToken('tok-1');
    setProfile(profile);
    setLanguagePreference('en-US');
    const accounts = { '7': { language: 'en-US' } };
    expect(JSON.parse(localStorage.getItem(LIFE_DATA_KEY) ?? '')).toEqual({
      vuex_token: 'tok-1',
      profile,
      language: 'en-US',
      accounts,
    });
    clearSession();
    expect(getLifeData()).toEqual({ language: 'en-US', accounts });
    expect(JSON.parse(localStorage.getItem(LIFE_DATA_KEY) ?? '')).toEqual({ language: 'en-US', accounts });
  });

  it('never stores a password', () => {
    restoreLifeData();
    setToken('tok-1');
    setProfile({ ...profile, hasPassword: true });
    expect(localStorage.getItem(LIFE_DATA_KEY)).not.toMatch(/"password"/i);
  });

  it('the restored language is the one i18n starts in', async () => {
    localStorage.setItem(LIFE_DATA_KEY, JSON.stringify({ language: 'en-US' }));
    restoreLifeData();
    const i18n = initI18n();
    expect(i18n.language).toBe('en-US');
    expect(document.documentElement.lang).toBe('en-US');
    expect(i18n.t('tabs.me')).toBe('Me');
  });

  it("elder mode and language follow the account: signing in brings back that account's own choices", () => {
    restoreLifeData();
    // Grandma signs in and switches to elder mode in Chinese.
    setToken('tok-grandma');
    setProfile(profile);
    setElderPreference(true);
    setLanguagePreference('zh-CN');
    clearSession();
    // A volunteer uses the same phone in English, standard mode.
    setToken('tok-volunteer');
    setProfile({ ...profile, userId: 8, userName: 'volunteer' });
    setElderPreference(false);
    setLanguagePreference('en-US');
    clearSession();
    // The phone keeps the last choice while nobody is signed in...
    expect(getLifeData()).toMatchObject({ elder: false, language: 'en-US' });
    // ...and grandma's own come back when she signs in again, also after a reload.
    restoreLifeData();
    setToken('tok-grandma-2');
    setProfile(profile);
    expect(getLifeData()).toMatchObject({ elder: true, language: 'zh-CN' });
    // The profile refreshed for the same account does not undo a choice made since.
    setElderPreference(false);
    setProfile({ ...profile, nickName: '张敏（新）' });
    expect(getLifeData().elder).toBe(false);
  });

  it("an account never seen on this phone keeps the phone's current choice", () => {
    restoreLifeData();
    setElderPreference(true);
    setToken('tok-new');
    setProfile({ ...profile, userId: 99 });
    expect(getLifeData().elder).toBe(true);
  });

  it('restores the elder-mode offer answer and drops malformed account entries', () => {
    localStorage.setItem(
      LIFE_DATA_KEY,
      JSON.stringify({
        elderOffered: true,
        accounts: { '7': { elder: true, language: 'xx' }, bad: { elder: 1 } },
      }),
    );
    expect(restoreLifeData()).toEqual({ elderOffered: true, accounts: { '7': { elder: true } } });
  });
});
