import { z } from 'zod';
import { ApiPath } from '../api-paths.ts';
import { appInfo } from '../common/app-info.ts';
import { defineRoute, withData } from '../common/route.ts';

const tag = 'app';

/** The OpenAPI 3.1 document the server writes from these descriptors, sent as it is (no envelope). */
const openApiDocument = z.object({
  openapi: z.literal('3.1.0'),
  info: z.object({ title: z.string(), version: z.string() }),
  components: z.record(z.string(), z.unknown()),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});

/** About-screen facts, liveness, and the API's own description. */
export const appRoutes = {
  info: defineRoute({
    method: 'GET',
    path: ApiPath.appInfo,
    summary: 'Versions and contact',
    tag,
    access: 'public',
    response: withData(appInfo),
  }),
  health: defineRoute({
    method: 'GET',
    path: ApiPath.health,
    summary: 'Liveness',
    tag,
    access: 'public',
    response: withData(z.object({ status: z.literal('up') })),
  }),
  openapi: defineRoute({
    method: 'GET',
    path: ApiPath.openapi,
    summary: 'This API as OpenAPI 3.1',
    tag,
    access: 'public',
    response: openApiDocument,
    bare: { mediaType: 'application/json' },
  }),
};
