import { type RouteResponse, usersRoutes } from '@linli/contracts';
import { type Envelope, request } from '../../../lib/request.ts';

/**
 * Left for the sign-in (features/auth/hooks/useSignIn.ts), which reads the profile with the loading
 * indicator on and checks the envelope itself; everything else in this feature calls the routes through
 * lib/api.ts. Typed by the route, so it cannot drift from the server.
 */
export const usersApi = {
  profile: (loading = false) =>
    request<Envelope & Partial<RouteResponse<typeof usersRoutes.profile>>>({
      url: usersRoutes.profile.path,
      loading,
    }),
};
