import { newsRoutes } from '@linli/contracts';
import type { Invalidation } from '../../lib/queries.ts';
import { everySocialServicesRead } from '../social-services/index.ts';

/** The administrators' lists load twenty records a page. */
export const ADMIN_PAGE_SIZE = 20;
export const AUDIT_PAGE_SIZE = 20;

/** Every banner, disabled ones too (the server answers `all` to administrators only). */
export const everyBanner = { query: { all: 'true' } } as const;

/**
 * An administrators' list of projects or groups: what matches the keyword, whatever its status (the server
 * shows drafts and closed ones to administrators only). The page size is part of the read, so the list is
 * not mixed up with the residents' list of the same route, read ten a page.
 */
export const adminListInput = (keyword: string) =>
  ({ query: { keyword: keyword || undefined, pageSize: ADMIN_PAGE_SIZE } }) as const;

/**
 * What any save or delete on the administrators' screens makes stale: what residents see of news and
 * banners (the news list and article, the carousel) and every social-services read (the entry page shows
 * the banners and the latest news; projects and groups show in lists, requests and records).
 */
export const afterContentChange: readonly Invalidation[] = [
  newsRoutes.list,
  newsRoutes.get,
  newsRoutes.banners,
  ...everySocialServicesRead,
];
