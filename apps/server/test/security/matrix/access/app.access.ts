import type { AccessTable } from '../types.ts';

export default [
  { route: 'GET /app/info', ok: 'all' },
  { route: 'GET /health', ok: 'all' },
  { route: 'GET /openapi.json', ok: 'all' },
] satisfies AccessTable;
