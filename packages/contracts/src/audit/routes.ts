import { defineRoute, tableOf } from '../common/route.ts';
import { auditPaths } from './paths.ts';
import { auditEntry, auditListQuery } from './schemas.ts';

/** The security audit log (ASVS V7.2), read by administrators only; it is written by the server itself. */
export const auditRoutes = {
  list: defineRoute({
    method: 'GET',
    path: auditPaths.auditList,
    summary: 'Security audit log, newest first (logins, failed logins, shares, device ownership, roles)',
    tag: 'audit',
    access: ['admin'],
    query: auditListQuery,
    response: tableOf(auditEntry),
  }),
};
