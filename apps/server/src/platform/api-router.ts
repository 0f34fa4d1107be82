import { isDeepStrictEqual } from 'node:util';
import { type Access, API_PREFIX, ResultCode, type RouteDescriptor } from '@linli/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { type HandlerResult, successMessage } from './envelope.ts';
import { forbidden, unauthorized } from './errors.ts';
import type { AuthUser } from './request-context.ts';
import { parseInput } from './validation.ts';

export type { Access } from '@linli/contracts';

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
/** What a handler of a descriptor returns: its response keys, or nothing when the response has none. */
type Answer<R extends z.ZodType> =
  z.input<R> extends Record<string, never>
    ? // biome-ignore lint/suspicious/noConfusingVoidType: a handler that answers only `{code, msg}` returns nothing
      void | undefined
    : z.input<R> | FastifyReply;

/** Every route as registered: the OpenAPI document, the access matrix and the fuzz tests walk these. */
export type RegisteredRoute = RouteDescriptor;

export interface ApiRouterOptions {
  /**
   * Check every success against its descriptor's response schema, exactly (no missing, extra or mistyped
   * key). The test app turns this on, so each server test is also a contract test; production skips the cost.
   */
  checkResponses?: boolean;
}

/**
 * Every API route goes through here: decode with the contract schemas, check access, call the service,
 * wrap the result in the RuoYi envelope. The same descriptors feed /api/openapi.json.
 */
export class ApiRouter {
  readonly routes: RegisteredRoute[] = [];
  /** Answers that broke their contract (only collected with `checkResponses`). */
  readonly violations: string[] = [];

  constructor(
    private readonly app: FastifyInstance,
    private readonly options: ApiRouterOptions = {},
  ) {}

  /** Registers the handler of a contract descriptor; its answer's type follows the descriptor's response. */
  handle<
    P extends z.ZodType | undefined,
    Q extends z.ZodType | undefined,
    B extends z.ZodType | undefined,
    R extends z.ZodType,
    A extends Access,
  >(
    route: RouteDescriptor<P, Q, B, R, A>,
    handler: (input: RouteInput<Out<B>, Out<Q>, Out<P>, UserFor<A>>) => Promise<Answer<R>> | Answer<R>,
    options: { alsoWithoutPrefix?: boolean } = {},
  ): void {
    // A public route firmware calls with a path fixed in its flash (FastBee's `/iot/tool/ntp`) is also
    // served without the /api prefix; it is one operation, documented once.
    // Sign-in is read only under /api (app.ts), so only a public route may be served outside it.
    if (options.alsoWithoutPrefix && route.access !== 'public')
      throw new Error(`${route.path}: only a public route may be served without ${API_PREFIX}`);
    const prefix = route.prefix ?? API_PREFIX;
    const prefixes = options.alsoWithoutPrefix ? [prefix, ''] : [prefix];
    this.register(route as RegisteredRoute, handler as Handler, prefixes);
  }

  private register(spec: RegisteredRoute, handler: Handler, prefixes: string[]): void {
    this.routes.push(spec);
    for (const prefix of prefixes) this.route(spec, handler, prefix);
  }

  private route(spec: RegisteredRoute, handler: Handler, prefix: string): void {
    this.app.route({
      method: spec.method,
      url: `${prefix}${spec.path}`,
      handler: async (request, reply) => {
        const user = request.authUser;
        if (spec.access !== 'public') {
          if (!user) throw unauthorized();
          if (Array.isArray(spec.access) && !spec.access.some((role) => user.roles.includes(role))) {
            throw forbidden();
          }
        }
        const input = {
          body: spec.body ? parseInput(spec.body, request.body) : undefined,
          query: spec.query ? parseInput(spec.query, request.query) : undefined,
          params: spec.params ? parseInput(spec.params, request.params) : undefined,
          user,
          request,
          reply,
        };
        const result = await handler(input);
        // A handler that answers by itself (a picture, a broker's `allow`) must RETURN `reply.send(...)`:
        // awaiting the reply waits until it has gone out. A send that is not returned may still be in the
        // async onSend hooks here, `reply.sent` not yet true, and the envelope below would be sent a second
        // time (FST_ERR_REP_ALREADY_SENT, seen in the e2e server logs).
        if (reply.sent) return reply;
        if (this.options.checkResponses) this.check(spec, result ?? {});
        if (spec.bare) return reply.type(spec.bare.mediaType).send(result);
        return { code: ResultCode.OK, msg: successMessage(request.language), ...(result ?? {}) };
      },
    });
  }

  /** The answer as it goes on the wire must read back through the schema unchanged. */
  private check(spec: RegisteredRoute, result: object): void {
    const wire: unknown = JSON.parse(JSON.stringify(result));
    const parsed = spec.response.safeParse(wire);
    if (parsed.success && isDeepStrictEqual(parsed.data, wire)) return;
    const why = parsed.success
      ? `keys the contract does not have, or values it would change: ${JSON.stringify(wire)}`
      : JSON.stringify(parsed.error.issues);
    const violation = `${spec.method} ${spec.path} answered outside its contract: ${why}`;
    this.violations.push(violation);
    throw new Error(violation);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: `handle` types each handler by its descriptor; this is the common body
type Handler = (input: any) => Promise<HandlerResult> | HandlerResult;
