import type { AccessTable } from '../types.ts';

export default [{ route: 'GET /system/audit/list', ok: ['admin'] }] satisfies AccessTable;
