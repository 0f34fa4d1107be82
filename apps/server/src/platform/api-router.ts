import { API_PREFIX, ResultCode, type Role } from '@linli/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { type HandlerResult, successMessage } from './envelope.ts';
import { forbidden, unauthorized } from './errors.ts';
import type { AuthUser } from './request-context.ts';
import { parseInput } from './validation.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who may call: anyone, any signed-in user, or signed-in users holding one of the roles. */
export type Access = 'public' | 'user' | readonly Role[];

export interface RouteSpec<B extends z.ZodType, Q extends z.ZodType, P extends z.ZodType> {
  method: Method;
  path: string;
  summary: string;
  tag: string;
  access: Access;
  body?: B;
  query?: Q;
  params?: P;
  /** multipart/form-data upload: the handler reads the file from the request itself. */
  multipart?: boolean;
}

export interface RouteInput<B, Q, P, U> {
  body: B;
  query: Q;
  params: P;
  user: U;
  request: FastifyRequest;
  reply: FastifyReply;
}

type UserFor<A extends Access> = A extends 'public' ? AuthUser | null : AuthUser;
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export type RegisteredRoute = RouteSpec<z.ZodType, z.ZodType, z.ZodType>;

/**
 * Every API route goes through here: decode with the contract schemas, check access, call the service,
 * wrap the result in the RuoYi envelope. The same specs feed /api/openapi.json.
 */
export class ApiRouter {
  readonly routes: RegisteredRoute[] = [];

  constructor(private readonly app: FastifyInstance) {}

  route<
    A extends Access,
    B extends z.ZodType = z.ZodUndefined,
    Q extends z.ZodType = z.ZodUndefined,
    P extends z.ZodType = z.ZodUndefined,
  >(
    spec: RouteSpec<B, Q, P> & { access: A },
    handler: (
      input: RouteInput<Out<B>, Out<Q>, Out<P>, UserFor<A>>,
    ) => Promise<HandlerResult> | HandlerResult,
  ): void {
    this.routes.push(spec as unknown as RegisteredRoute);
    this.app.route({
      method: spec.method,
      url: `${API_PREFIX}${spec.path}`,
      handler: async (request, reply) => {
        const user = request.authUser;
        if (spec.access !== 'public') {
          if (!user) throw unauthorized();
          if (Array.isArray(spec.access) && !spec.access.some((role) => user.roles.includes(role))) {
            throw forbidden();
          }
        }
        const input = {
          body: (spec.body ? parseInput(spec.body, request.body) : undefined) as Out<B>,
          query: (spec.query ? parseInput(spec.query, request.query) : undefined) as Out<Q>,
          params: (spec.params ? parseInput(spec.params, request.params) : undefined) as Out<P>,
          user: user as UserFor<A>,
          request,
          reply,
        };
        const result = await handler(input);
        // A handler that answers by itself (a picture, a broker's `allow`) must RETURN `reply.send(...)`:
        // awaiting the reply waits until it has gone out. A send that is not returned may still be in the
        // async onSend hooks here, `reply.sent` not yet true, and the envelope below would be sent a second
        // time (FST_ERR_REP_ALREADY_SENT, seen in the e2e server logs).
        if (reply.sent) return reply;
        return { code: ResultCode.OK, msg: successMessage(request.language), ...(result ?? {}) };
      },
    });
  }
}
