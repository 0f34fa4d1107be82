import type { UserProfile } from '@linli/contracts';
import { describe, expect, it } from 'vitest';
import { initI18n, initialLanguage } from './i18n.ts';
import {
  clearSession,
  getLifeData,
  getToken,
  LIFE_DATA_KEY,
  restoreLifeData,
  setLanguagePreference,
  setProfile,
  setToken,
} from './storage.ts';

const profile = { userId: 7, userName: 'zhang_min', nickName: '张敏' } as UserProfile;

describe('lifeData storage (SPEC §3)', () => {
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
    expect(JSON.parse(localStorage.getItem(LIFE_DATA_KEY) ?? '')).toEqual({
      vuex_token: 'tok-1',
      profile,
      language: 'en-US',
    });
    clearSession();
    expect(getLifeData()).toEqual({ language: 'en-US' });
    expect(JSON.parse(localStorage.getItem(LIFE_DATA_KEY) ?? '')).toEqual({ language: 'en-US' });
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
});
