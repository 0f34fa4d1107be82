import {
  ApiPath,
  BROKER_SECRET_HEADER,
  emqxAuthnRequest,
  emqxAuthzRequest,
  emqxClientEvent,
} from '@linli/contracts';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { ApiRouter } from '../../platform/api-router.ts';
import { sameSecret } from '../../platform/credentials.ts';
import type { EmqxAuth } from './emqx-auth.ts';

const TAG = 'mqtt';

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

  router.route(
    {
      method: 'POST',
      path: ApiPath.emqxAuthn,
      summary: 'EMQX HTTP authentication: may this client connect',
      tag: TAG,
      access: 'public',
    },
    async ({ request, reply }) => {
      // Parsed here rather than by the route spec: a refused body must answer `deny`, not a RuoYi error.
      const body = emqxAuthnRequest.safeParse(request.body);
      const answer =
        fromBroker(request) && body.success
          ? await deps.auth.authenticate(body.data)
          : { result: 'deny', is_superuser: false };
      return reply.send(answer);
    },
  );

  router.route(
    {
      method: 'POST',
      path: ApiPath.emqxAuthz,
      summary: 'EMQX HTTP authorization: may this client publish or subscribe to this topic',
      tag: TAG,
      access: 'public',
    },
    async ({ request, reply }) => {
      const body = emqxAuthzRequest.safeParse(request.body);
      const answer =
        fromBroker(request) && body.success ? await deps.auth.authorize(body.data) : { result: 'deny' };
      return reply.send(answer);
    },
  );

  router.route(
    {
      method: 'POST',
      path: ApiPath.emqxEvents,
      summary: 'EMQX client connected / disconnected events (device presence)',
      tag: TAG,
      access: 'public',
    },
    async ({ request, reply }) => {
      const body = emqxClientEvent.safeParse(request.body);
      if (!fromBroker(request) || !body.success) {
        return reply.code(403).send({ result: 'deny' });
      }
      await deps.clientEvent(body.data.clientid, body.data.event === 'client.connected');
      return reply.send({ result: 'ok' });
    },
  );
}
