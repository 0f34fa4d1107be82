import { usersRoutes } from '@linli/contracts';
import type { ApiRouter } from '../../platform/api-router.ts';
import type { PreferencesService } from './preferences.service.ts';

export function registerPreferencesRoutes(router: ApiRouter, preferences: PreferencesService): void {
  router.handle(usersRoutes.preferences, async ({ user }) => ({ data: await preferences.get(user) }));
  router.handle(usersRoutes.updatePreferences, async ({ user, body }) => ({
    data: await preferences.update(user, body),
  }));
}
