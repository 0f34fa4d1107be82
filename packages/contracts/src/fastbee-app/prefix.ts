import { z } from 'zod';
import { type Access, defineRoute, type RouteDescriptor } from '../common/route.ts';

/**
 * Where the FastBee app compatibility layer is mounted (docs/fastbee-app.md): FastBee's own default
 * `/prod-api`, so a centre sets `baseUrl: 'https://<host>/prod-api'` in the app's `env.config.js` and
 * Linli's own `/api` keeps its clean shapes. Every answer under it is HTTP 200 with the error in
 * `code`/`msg` (the app's request layer never hides its spinner on any other status).
 */
export const PREFIX = '/prod-api';

/** The tag the compatibility routes carry in /api/openapi.json. */
export const TAG = 'fastbee-app';

/** A compatibility route: a RouteDescriptor mounted under PREFIX. */
export function defineAppRoute<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
  A extends Access = Access,
>(route: Omit<RouteDescriptor<P, Q, B, R, A>, 'prefix' | 'tag'>): RouteDescriptor<P, Q, B, R, A> {
  return defineRoute({ ...route, prefix: PREFIX, tag: TAG } as RouteDescriptor<P, Q, B, R, A>);
}

/** FastBee's time format, `yyyy-MM-dd HH:mm:ss` in the centre's time zone (what the app shows as is). */
export const time = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

/**
 * A number the app sends as text from its inputs and routes (`groupId` from a page's query, `groupOrder`
 * from an input): accepted as a number or digits; empty text counts as absent.
 */
export const looseInt = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.coerce.number().int().optional(),
);
