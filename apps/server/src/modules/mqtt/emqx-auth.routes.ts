import {
  BROKER_SECRET_HEADER,
  brokerRoutes,
  emqxAuthnRequest,
  emqxAuthzRequest,
  emqxClientEvent,
} from '@linli/contracts';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { ApiRouter } from '../../platform/api-router.ts';
import { sameSecret } from '../../platform/credentials.ts';
import type { EmqxAuth } from './emqx-auth.ts';

/**
 * The HTTP endpoints an EMQX cluster calls (docs/deploy.md): authentication, authorization, and client
 * connected/disconnected events. Only EMQX knows the shared secret header. Every refusal, a wrong secret
 * or a body that does not parse included, is an explicit 200 `deny`: EMQX treats any other answer as
 * "ignore", which with `no_match = allow` would let the client through.
 */
export function registerEmqxAuthRoutes(
  router: ApiRouter,
  deps: {
    secret: string;
    auth: EmqxAuth;
    clientEvent(clientId: string, connected: boolean): Promise<void>;
    log: FastifyBaseLogger;
  },
): void {
  const fromBroker = (request: FastifyRequest) => {
    const header = request.headers[BROKER_SECRET_HEADER];
    const ok = typeof header === 'string' && sameSecret(header, deps.secret);
    if (!ok) deps.log.warn({ ip: request.ip, url: request.url }, 'EMQX endpoint called without the secret');
    return ok;
  };

  // The bodies are parsed here rather than by the router: a refused body must answer `deny`, not a RuoYi error.
  router.handle(brokerRoutes.authenticate, async ({ request }) => {
    const body = emqxAuthnRequest.safeParse(request.body);
    return fromBroker(request) && body.success
      ? await deps.auth.authenticate(body.data)
      : { result: 'deny' as const, is_superuser: false };
  });

  router.handle(brokerRoutes.authorize, async ({ request }) => {
    const body = emqxAuthzRequest.safeParse(request.body);
    return fromBroker(request) && body.success
      ? await deps.auth.authorize(body.data)
      : { result: 'deny' as const };
  });

  router.handle(brokerRoutes.clientEvent, async ({ request, reply }) => {
    const body = emqxClientEvent.safeParse(request.body);
    if (!fromBroker(request) || !body.success) return reply.code(403).send({ result: 'deny' });
    await deps.clientEvent(body.data.clientid, body.data.event === 'client.connected');
    return { result: 'ok' as const };
  });
}
