import { usersRoutes } from '@linli/contracts';
import type { Invalidation } from '../../lib/queries.ts';

/**
 * What a change to the account makes stale: the profile (its names, avatar, and after a password is set,
 * whether it has one).
 */
export const afterProfileChange: readonly Invalidation[] = [usersRoutes.profile];
