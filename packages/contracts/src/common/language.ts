export const LANGUAGES = ['zh-CN', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';

/** The request header the app sends on every call (docs/product.md "API calls"). */
export const LANGUAGE_HEADER = 'language';

/**
 * Picks a supported language from a `language` header value or an Accept-Language list
 * ("en-US,en;q=0.9"). Anything English maps to en-US, everything else to the default.
 */
export function resolveLanguage(...candidates: Array<string | undefined | null>): Language {
  for (const value of candidates) {
    if (!value) continue;
    const first = value.split(',')[0]?.trim().toLowerCase() ?? '';
    if (first.startsWith('en')) return 'en-US';
    if (first.startsWith('zh')) return 'zh-CN';
  }
  return DEFAULT_LANGUAGE;
}
