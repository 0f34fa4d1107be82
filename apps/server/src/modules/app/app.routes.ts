import { APP_VERSION, APP_VERSION_CODE, appRoutes, PLATFORM_VERSION } from '@linli/contracts';
import type { Config } from '../../config/config.ts';
import type { ApiRouter, RegisteredRoute } from '../../platform/api-router.ts';
import { buildOpenApi } from '../../platform/openapi.ts';

/** About-screen facts, health and the API description. */
export function registerAppRoutes(
  router: ApiRouter,
  config: Config,
  routes: readonly RegisteredRoute[],
): void {
  router.handle(appRoutes.info, ({ request }) => ({
    data: {
      platformName:
        request.language === 'en-US'
          ? 'Social organisation level assessment platform'
          : '社会组织等级评估平台',
      platformVersion: PLATFORM_VERSION,
      appVersion: APP_VERSION,
      appVersionCode: APP_VERSION_CODE,
      contactPhone: config.CONTACT_PHONE,
      contactAddress: config.CONTACT_ADDRESS,
    },
  }));

  router.handle(appRoutes.health, () => ({ data: { status: 'up' as const } }));

  router.handle(appRoutes.openapi, () => buildOpenApi(routes, APP_VERSION));
}
