import { z } from 'zod';
import type { Role } from '../users/schemas.ts';
import { rowId } from './row-id.ts';

/**
 * One descriptor per REST endpoint (docs/architecture.md "Routes are contracts"): the server registers its
 * handler against it, the app calls it, the tests check every answer against it and /api/openapi.json is
 * written from it. A shape lives here once.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who may call: anyone, any signed-in user, or signed-in users holding one of the roles. */
export type Access = 'public' | 'user' | readonly Role[];

export interface RouteDescriptor<
  P extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
  A extends Access = Access,
> {
  method: HttpMethod;
  /** Without the prefix; `:name` segments are filled from `params`. */
  path: string;
  /**
   * Where the route is mounted: API_PREFIX when absent. The FastBee app compatibility layer
   * (fastbee-app/, docs/fastbee-app.md) mounts its routes under FASTBEE_APP_PREFIX instead.
   */
  prefix?: string;
  summary: string;
  tag: string;
  access: A;
  params?: P;
  query?: Q;
  body?: B;
  /**
   * The keys of the RuoYi envelope beside `code` and `msg` on success: `{}` (nothing), `{ data }`,
   * `{ rows, total }` or RuoYi's own top-level keys (`token`, `imgUrl`...).
   */
  response: R;
  /**
   * Set when the route answers without the RuoYi envelope (a broker's verdict, a picture, the API's own
   * description): `response` then describes the whole body, sent as this media type.
   */
  bare?: { mediaType: string };
  /** A multipart/form-data upload (defineUploadRoute): the handler reads the file from the request itself. */
  multipart?: MultipartSpec;
}

export interface MultipartSpec {
  /** The form field the file goes in (RuoYi's names: `file`, `avatarfile`). */
  file: string;
}

/** What a caller uploads to a multipart route: the file, and the text fields the route reads beside it. */
export interface UploadInput {
  file: Blob;
  fileName?: string;
  fields?: Record<string, string>;
}

/** Keeps the literal types of a descriptor (its schemas) for the handler and the caller to infer from. */
export function defineRoute<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
  A extends Access = Access,
>(route: RouteDescriptor<P, Q, B, R, A>): RouteDescriptor<P, Q, B, R, A> {
  return route;
}

/** A multipart upload route: callers then send `upload` (the file and its fields) instead of a JSON body. */
export function defineUploadRoute<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
  A extends Access = Access,
>(
  route: RouteDescriptor<P, Q, undefined, R, A> & { multipart: MultipartSpec },
): RouteDescriptor<P, Q, undefined, R, A> & { multipart: MultipartSpec } {
  return route;
}

/** `/:id` of a numbered thing. */
export const idParams = z.object({ id: rowId });
export type IdParams = z.infer<typeof idParams>;

/** A success that carries nothing but `code` and `msg`. */
export const noData = z.object({});

/** `{ data }`: one value. */
export function withData<T extends z.ZodType>(data: T) {
  return z.object({ data });
}

/** The body of a `bare` route that answers with a file: its bytes, described but never parsed. */
export const binaryBody = z.string().meta({ format: 'binary' });

/** `{ rows, total }`: one page of a RuoYi table. */
export function tableOf<T extends z.ZodType>(row: T) {
  return z.object({ rows: z.array(row), total: z.number().int().min(0) });
}

type Input<S> = S extends z.ZodType ? z.input<S> : never;

/** What a caller sends: the parts the route has (path parameters, query, body). */
export type RouteInput<D> =
  D extends RouteDescriptor<infer P, infer Q, infer B, z.ZodType, Access>
    ? (P extends z.ZodType ? { params: Input<P> } : { params?: never }) &
        (Q extends z.ZodType ? { query: Input<Q> } : { query?: never }) &
        (B extends z.ZodType ? { body: Input<B> } : { body?: never }) &
        (D extends { multipart: MultipartSpec } ? { upload: UploadInput } : { upload?: never })
    : never;

/**
 * What a success answers besides `code` and `msg`. A route may set its own `msg` (a sentence for the
 * person); callers read it from the envelope, not from here.
 */
export type RouteResponse<D> =
  D extends RouteDescriptor<
    z.ZodType | undefined,
    z.ZodType | undefined,
    z.ZodType | undefined,
    infer R,
    Access
  >
    ? z.output<R>
    : never;

/** The `data` of a `withData` route. */
export type RouteData<D> = RouteResponse<D> extends { data: infer T } ? T : never;

/** One row of a `tableOf` route. */
export type RouteRow<D> = RouteResponse<D> extends { rows: (infer T)[] } ? T : never;
