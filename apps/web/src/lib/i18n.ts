import { DEFAULT_LANGUAGE, type Language, resolveLanguage } from '@linli/contracts';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import enAdmin from '../locales/en-US/admin.json';
import enAlerts from '../locales/en-US/alerts.json';
import enAssessments from '../locales/en-US/assessments.json';
import enAuth from '../locales/en-US/auth.json';
import enCommon from '../locales/en-US/common.json';
import enDevices from '../locales/en-US/devices.json';
import enNews from '../locales/en-US/news.json';
import enScenes from '../locales/en-US/scenes.json';
import enShares from '../locales/en-US/shares.json';
import enSocialServices from '../locales/en-US/socialServices.json';
import enTimers from '../locales/en-US/timers.json';
import enUsers from '../locales/en-US/users.json';
import zhAdmin from '../locales/zh-CN/admin.json';
import zhAlerts from '../locales/zh-CN/alerts.json';
import zhAssessments from '../locales/zh-CN/assessments.json';
import zhAuth from '../locales/zh-CN/auth.json';
import zhCommon from '../locales/zh-CN/common.json';
import zhDevices from '../locales/zh-CN/devices.json';
import zhNews from '../locales/zh-CN/news.json';
import zhScenes from '../locales/zh-CN/scenes.json';
import zhShares from '../locales/zh-CN/shares.json';
import zhSocialServices from '../locales/zh-CN/socialServices.json';
import zhTimers from '../locales/zh-CN/timers.json';
import zhUsers from '../locales/zh-CN/users.json';
import { getLifeData, setLanguagePreference } from './storage.ts';

/** One namespace per domain (ARCHITECTURE §3.1); the parity test keeps both languages in step. */
export const resources = {
  'zh-CN': {
    common: zhCommon,
    auth: zhAuth,
    users: zhUsers,
    assessments: zhAssessments,
    socialServices: zhSocialServices,
    news: zhNews,
    devices: zhDevices,
    alerts: zhAlerts,
    shares: zhShares,
    timers: zhTimers,
    scenes: zhScenes,
    admin: zhAdmin,
  },
  'en-US': {
    common: enCommon,
    auth: enAuth,
    users: enUsers,
    assessments: enAssessments,
    socialServices: enSocialServices,
    news: enNews,
    devices: enDevices,
    alerts: enAlerts,
    shares: enShares,
    timers: enTimers,
    scenes: enScenes,
    admin: enAdmin,
  },
} as const;

export const NAMESPACES = [
  'common',
  'auth',
  'users',
  'assessments',
  'socialServices',
  'news',
  'devices',
  'scenes',
  'timers',
  'shares',
  'alerts',
  'admin',
] as const;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: (typeof resources)['zh-CN'];
  }
}

const languageListeners = new Set<(language: Language) => void>();

/** The saved language, else zh-CN (SPEC §1: zh-CN is the default, the saved language comes from storage). */
export function initialLanguage(): Language {
  return getLifeData().language ?? DEFAULT_LANGUAGE;
}

export function initI18n(language: Language = initialLanguage()): typeof i18n {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources,
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      ns: NAMESPACES,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
    });
  } else if (i18n.language !== language) {
    void i18n.changeLanguage(language);
  }
  applyDocumentLanguage(language);
  return i18n;
}

function applyDocumentLanguage(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

export function currentLanguage(): Language {
  return resolveLanguage(i18n.language);
}

/** Applies at once and is saved, so it survives a reload. */
export async function changeLanguage(language: Language): Promise<void> {
  setLanguagePreference(language);
  await i18n.changeLanguage(language);
  applyDocumentLanguage(language);
  for (const listener of languageListeners) listener(language);
}

export function onLanguageChange(listener: (language: Language) => void): () => void {
  languageListeners.add(listener);
  return () => languageListeners.delete(listener);
}

export { i18n };
