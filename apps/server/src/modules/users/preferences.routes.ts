import { ApiPath, updatePreferencesBody } from '@linli/contracts';
import type { ApiRouter } from '../../platform/api-router.ts';
import type { PreferencesService } from './preferences.service.ts';

const TAG = 'users';

export function registerPreferencesRoutes(router: ApiRouter, preferences: PreferencesService): void {
  router.route(
    {
      method: 'GET',
      path: ApiPath.userPreferences,
      summary: 'My language and elder mode (null = never chosen)',
      tag: TAG,
      access: 'user',
    },
    async ({ user }) => ({ data: await preferences.get(user) }),
  );

  router.route(
    {
      method: 'PUT',
      path: ApiPath.userPreferences,
      summary: 'Save my language and/or elder mode for every phone I sign in on',
      tag: TAG,
      access: 'user',
      body: updatePreferencesBody,
    },
    async ({ user, body }) => ({ data: await preferences.update(user, body) }),
  );
}
