import { newsRoutes } from '@linli/contracts';
import type { QueryKey } from '@tanstack/react-query';
import type { Invalidation } from '../../lib/queries.ts';

/** The administrators' lists load twenty records a page. */
export const ADMIN_PAGE_SIZE = 20;
export const AUDIT_PAGE_SIZE = 20;

/** Every banner, disabled ones too (the server answers `all` to administrators only). */
export const everyBanner = { query: { all: 'true' } } as const;

/**
 * The social-services reads, not moved to routes yet: their keys start with 'shfw'
 * (features/social-services/api/socialServicesApi.ts). The entry page among them shows the banners and the
 * latest news.
 */
const SOCIAL_SERVICES_READS: QueryKey = ['shfw'];

/**
 * What any save or delete on the administrators' screens makes stale: what residents see of news and
 * banners (the news list and article, the carousel, the entry page) and the social-services lists.
 */
export const afterContentChange: readonly Invalidation[] = [
  newsRoutes.list,
  newsRoutes.get,
  newsRoutes.banners,
  SOCIAL_SERVICES_READS,
];
