import { linkingRoutes } from '@linli/contracts';
import type { ApiRouter } from '../../platform/api-router.ts';
import type { Linking } from './index.ts';

export function registerLinkingRoutes(router: ApiRouter, { linking, pairing, registrations }: Linking): void {
  router.handle(linkingRoutes.relate, async ({ user, body, request }) => ({
    data: await linking.relateUser(user, body, request.language),
  }));
  router.handle(linkingRoutes.pairingToken, async ({ user, body }) => ({
    data: await pairing.issue(user, body),
  }));
  router.handle(linkingRoutes.pairingStatus, async ({ user, params }) => ({
    data: await pairing.status(user, params.id),
  }));
  router.handle(linkingRoutes.phone, async ({ user, request }) => ({
    data: await linking.phoneDevice(user, request.language),
  }));
  router.handle(linkingRoutes.options, () => ({ data: linking.options() }));
  router.handle(linkingRoutes.registrations, ({ query, request }) =>
    registrations.list(query, request.language),
  );
}
