import type { ApiRouter } from '../../platform/api-router.ts';
import { registerAccountRoutes } from './account.routes.ts';
import { registerAutomationRoutes } from './automation.routes.ts';
import { registerContentRoutes } from './content.routes.ts';
import { registerDevicesRoutes } from './devices.routes.ts';
import type { FastbeeAppServices } from './services.ts';

/**
 * FastBee's uni-app mobile app 2.2 pointed at Linli (docs/fastbee-app.md): its calls under
 * fastbeeApp.PREFIX, mapped onto Linli's own services (so every permission, limit and validation of /api
 * holds here too) and answered in the shapes the app's pages read.
 */
export function registerFastbeeAppRoutes(router: ApiRouter, container: FastbeeAppServices): void {
  registerAccountRoutes(router, container);
  registerDevicesRoutes(router, container);
  registerAutomationRoutes(router, container);
  registerContentRoutes(router, container);
}
