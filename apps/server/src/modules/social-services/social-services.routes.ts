import type { ApiRouter } from '../../platform/api-router.ts';
import { registerApplicationRoutes } from './applications.routes.ts';
import { registerCatalogRoutes } from './catalog.routes.ts';
import { registerGroupRoutes } from './groups.routes.ts';
import type { SocialServices } from './index.ts';
import { registerRecordRoutes } from './records.routes.ts';

export function registerSocialServicesRoutes(router: ApiRouter, services: SocialServices): void {
  registerCatalogRoutes(router, services);
  registerApplicationRoutes(router, services);
  registerRecordRoutes(router, services);
  registerGroupRoutes(router, services);
}
