import { isUrl } from '../common/validators.ts';

// Where a banner on the entry page may lead. Apart from the schemas (schemas.ts) so that the entry page,
// which checks a banner's in-app address before opening it, does not build them.

export const BANNER_LINK_TYPES = ['none', 'news', 'project', 'url'] as const;
export type BannerLinkType = (typeof BANNER_LINK_TYPES)[number];

/**
 * An in-app address a banner may open: a hash-route path such as `/pages/fwjz/fwxq?id=3`. No scheme, no
 * `//host`, no backslashes, nothing but path and query characters — so it can never leave the app.
 */
export function isInAppPath(value: string): boolean {
  return /^\/(?![/\\])[\w\-./]*(\?[\w\-.=&%]*)?$/.test(value);
}

/** What a banner's link points at must fit its type (checked on both sides). */
export function isBannerTarget(linkType: BannerLinkType, target: string): boolean {
  if (linkType === 'none') return target === '';
  if (linkType === 'news' || linkType === 'project') return /^[1-9]\d{0,9}$/.test(target);
  return isUrl(target) || isInAppPath(target);
}
