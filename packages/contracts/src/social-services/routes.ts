import { applicationRoutes } from './application-routes.ts';
import { catalogRoutes } from './catalog-routes.ts';
import { groupRoutes } from './group-routes.ts';
import { recordRoutes } from './record-routes.ts';

/**
 * Every social-services endpoint (docs/architecture.md "Routes are contracts"), one descriptor each, kept
 * by sub-area: the catalogue, applications, persons and records, groups and membership.
 */
export const socialServicesRoutes = {
  ...catalogRoutes,
  ...applicationRoutes,
  ...recordRoutes,
  ...groupRoutes,
};
