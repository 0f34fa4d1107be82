import { z } from 'zod';

/**
 * The largest row id: ids are 32-bit integer columns (SQLite takes more, PostgreSQL's `integer` does not).
 * An id beyond it names no row; refusing it here answers "out of range" for its field instead of a database
 * error for a request that could never match anything.
 */
export const ROW_ID_MAX = 2_147_483_647;

/** A row id as requests carry it (path, query or body; numbers or digits). */
export const rowId = z.coerce.number().int().positive().max(ROW_ID_MAX);
