import { APP_VERSION, APP_VERSION_CODE, ApiPath, type AppInfo, PLATFORM_VERSION } from '@linli/contracts';
import type { Config } from '../../config/config.ts';
import type { ApiRouter, RegisteredRoute } from '../../platform/api-router.ts';
import { buildOpenApi } from '../../platform/openapi.ts';

const TAG = 'app';

/** About-screen facts, health and the API description. */
export function registerAppRoutes(
  router: ApiRouter,
  config: Config,
  routes: readonly RegisteredRoute[],
): void {
  router.route(
    { method: 'GET', path: ApiPath.appInfo, summary: 'Versions and contact', tag: TAG, access: 'public' },
    ({ request }) => {
      const data: AppInfo = {
        platformName:
          request.language === 'en-US'
            ? 'Social organisation level assessment platform'
            : '社会组织等级评估平台',
        platformVersion: PLATFORM_VERSION,
        appVersion: APP_VERSION,
        appVersionCode: APP_VERSION_CODE,
        contactPhone: config.CONTACT_PHONE,
        contactAddress: config.CONTACT_ADDRESS,
      };
      return { data };
    },
  );

  router.route(
    { method: 'GET', path: ApiPath.health, summary: 'Liveness', tag: TAG, access: 'public' },
    () => ({ data: { status: 'up' } }),
  );

  router.route(
    { method: 'GET', path: ApiPath.openapi, summary: 'This API as OpenAPI 3.1', tag: TAG, access: 'public' },
    ({ reply }) => reply.send(buildOpenApi(routes, APP_VERSION)),
  );
}
