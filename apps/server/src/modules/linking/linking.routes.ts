import { ApiPath, numericIdParams, pairingTokenBody, relateUserBody } from '@linli/contracts';
import type { ApiRouter } from '../../platform/api-router.ts';
import type { Linking } from './index.ts';

const TAG = 'linking';

export function registerLinkingRoutes(router: ApiRouter, { linking, pairing }: Linking): void {
  router.route(
    {
      method: 'POST',
      path: ApiPath.deviceRelateUser,
      summary: 'Link devices to me by number and product (never one someone else owns)',
      tag: TAG,
      access: 'user',
      body: relateUserBody,
    },
    async ({ user, body, request }) => ({ data: await linking.relateUser(user, body, request.language) }),
  );
  router.route(
    {
      method: 'POST',
      path: ApiPath.devicePairingToken,
      summary: 'A short-lived Wi-Fi pairing token (the device becomes mine when it connects with it)',
      tag: TAG,
      access: 'user',
      body: pairingTokenBody,
    },
    async ({ user, body }) => ({ data: await pairing.issue(user, body) }),
  );
  router.route(
    {
      method: 'GET',
      path: ApiPath.devicePairingStatus,
      summary: 'Whether a device has used my pairing token, and whether it is online',
      tag: TAG,
      access: 'user',
      params: numericIdParams,
    },
    async ({ user, params }) => ({ data: await pairing.status(user, params.id) }),
  );
  router.route(
    {
      method: 'POST',
      path: ApiPath.devicePhone,
      summary: 'My phone as a device (created on first use) and its connect data',
      tag: TAG,
      access: 'user',
    },
    async ({ user, request }) => ({ data: await linking.phoneDevice(user, request.language) }),
  );
  router.route(
    {
      method: 'GET',
      path: ApiPath.linkingOptions,
      summary: 'Map tile server and provisioning defaults',
      tag: TAG,
      access: 'public',
    },
    () => ({ data: linking.options() }),
  );
}
