import { DEFAULT_LANGUAGE, type Language, resolveLanguage } from '@linli/contracts';
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import enAuth from '../locales/en-US/auth.json';
import enCommon from '../locales/en-US/common.json';
import zhAuth from '../locales/zh-CN/auth.json';
import zhCommon from '../locales/zh-CN/common.json';
import { getLifeData, setLanguagePreference } from './storage.ts';

/**
 * One namespace per domain (docs/architecture.md "Slices"); the parity test keeps both languages in step.
 * Only `common` and `auth` ship in the first load; every other namespace is its own chunk, fetched the first
 * time a screen asks for it (react-i18next suspends that screen meanwhile, under its lazyScreen loader).
 */
export const resources = {
  'zh-CN': { common: zhCommon, auth: zhAuth },
  'en-US': { common: enCommon, auth: enAuth },
} as const;

/** Every lazily loaded namespace: a new domain adds one line here (type only, nothing is bundled). */
interface LazyResources {
  users: typeof import('../locales/zh-CN/users.json');
  assessments: typeof import('../locales/zh-CN/assessments.json');
  socialServices: typeof import('../locales/zh-CN/socialServices.json');
  news: typeof import('../locales/zh-CN/news.json');
  devices: typeof import('../locales/zh-CN/devices.json');
  alerts: typeof import('../locales/zh-CN/alerts.json');
  shares: typeof import('../locales/zh-CN/shares.json');
  timers: typeof import('../locales/zh-CN/timers.json');
  scenes: typeof import('../locales/zh-CN/scenes.json');
  logs: typeof import('../locales/zh-CN/logs.json');
  monitoring: typeof import('../locales/zh-CN/monitoring.json');
  admin: typeof import('../locales/zh-CN/admin.json');
  audit: typeof import('../locales/zh-CN/audit.json');
  linking: typeof import('../locales/zh-CN/linking.json');
  ota: typeof import('../locales/zh-CN/ota.json');
  products: typeof import('../locales/zh-CN/products.json');
  video: typeof import('../locales/zh-CN/video.json');
}

type AllResources = (typeof resources)['zh-CN'] & LazyResources;
export type Namespace = keyof AllResources;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: AllResources;
  }
}

type Bundle = { default: Record<string, unknown> };
const lazyBundles = import.meta.glob<Bundle>('../locales/*/*.json');

/** An i18next backend reading `locales/<language>/<namespace>.json` as a separate chunk. */
const chunkBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = lazyBundles[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`no locale bundle ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (bundle) => callback(null, bundle.default),
      (error: unknown) => callback(error as Error, false),
    );
  },
};

/** Puts every bundle in memory at once (unit tests render synchronously; nothing suspends there). */
export function preloadAllNamespaces(bundles: Record<string, Bundle>): void {
  for (const [file, bundle] of Object.entries(bundles)) {
    const [, language, namespace] = /\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
    if (language && namespace) i18n.addResourceBundle(language, namespace, bundle.default, true, true);
  }
}

const languageListeners = new Set<(language: Language) => void>();

/**
 * The saved language, else zh-CN (docs/product.md "Languages and version": zh-CN is the default, the saved
 * language comes from storage).
 */
export function initialLanguage(): Language {
  return getLifeData().language ?? DEFAULT_LANGUAGE;
}

export function initI18n(language: Language = initialLanguage()): typeof i18n {
  if (!i18n.isInitialized) {
    void i18n
      .use(chunkBackend)
      .use(initReactI18next)
      .init({
        resources,
        partialBundledLanguages: true,
        lng: language,
        fallbackLng: DEFAULT_LANGUAGE,
        ns: ['common', 'auth'],
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

/**
 * The document's language and title follow the chosen language: screen readers pick their voice by `lang`, and
 * the static title in index.html names the app in both languages only until the app has started.
 */
function applyDocumentLanguage(language: Language): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.title = i18n.t('appName', { lng: language });
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
