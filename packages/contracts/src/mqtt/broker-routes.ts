import { z } from 'zod';
import { defineRoute } from '../common/route.ts';
import { emqxPaths } from './paths.ts';

const tag = 'mqtt';

const verdict = z.enum(['allow', 'deny']);

/**
 * The HTTP endpoints an EMQX cluster calls (docs/deploy.md). They answer EMQX's own bodies, not the RuoYi
 * envelope. Their request bodies are parsed by the handler, not the router: a body that does not parse
 * must be answered `deny`, never a RuoYi error, which EMQX would read as "ignore".
 */
export const brokerRoutes = {
  authenticate: defineRoute({
    method: 'POST',
    path: emqxPaths.emqxAuthn,
    summary: 'EMQX HTTP authentication: may this client connect',
    tag,
    access: 'public',
    response: z.object({ result: z.enum(['allow', 'deny', 'ignore']), is_superuser: z.boolean() }),
    bare: { mediaType: 'application/json' },
  }),
  authorize: defineRoute({
    method: 'POST',
    path: emqxPaths.emqxAuthz,
    summary: 'EMQX HTTP authorization: may this client publish or subscribe to this topic',
    tag,
    access: 'public',
    response: z.object({ result: verdict }),
    bare: { mediaType: 'application/json' },
  }),
  clientEvent: defineRoute({
    method: 'POST',
    path: emqxPaths.emqxEvents,
    summary: 'EMQX client connected / disconnected events (device presence)',
    tag,
    access: 'public',
    response: z.object({ result: z.enum(['ok', 'deny']) }),
    bare: { mediaType: 'application/json' },
  }),
};

export type EmqxAuthnResult = z.output<typeof brokerRoutes.authenticate.response>;
export type EmqxAuthzResult = z.output<typeof brokerRoutes.authorize.response>;
