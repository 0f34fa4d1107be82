import { z } from 'zod';
import { ApiPath } from '../api-paths.ts';
import { appInfo } from '../common/app-info.ts';
import { defineRoute, withData } from '../common/route.ts';

const tag = 'app';

/**
 * About-screen facts and liveness. The API description (`ApiPath.openapi`) is a document the server sends
 * as it is, not an envelope, so it has no descriptor.
 */
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
};
