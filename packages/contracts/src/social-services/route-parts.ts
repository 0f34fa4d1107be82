import { z } from 'zod';
import { withData } from '../common/route.ts';

/** What the social-services route descriptors share (one OpenAPI tag for the whole domain). */
export const tag = 'social-services';

/** Social workers of the centre: the staff role, and administrators, who can do what staff do. */
export const STAFF = ['staff', 'admin'] as const;

/** A create answers the new record's id. */
export const created = withData(z.object({ id: z.number().int() }));
