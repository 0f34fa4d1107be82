import { ApiPath, auditListQuery } from '@linli/contracts';
import type { ApiRouter } from '../../platform/api-router.ts';
import { table } from '../../platform/envelope.ts';
import type { AuditService } from './audit.service.ts';

export function registerAuditRoutes(router: ApiRouter, audit: AuditService): void {
  router.route(
    {
      method: 'GET',
      path: ApiPath.auditList,
      summary: 'Security audit log, newest first (logins, failed logins, shares, device ownership, roles)',
      tag: 'audit',
      access: ['admin'],
      query: auditListQuery,
    },
    async ({ query }) => {
      const { rows, total } = await audit.list(query);
      return table(rows, total);
    },
  );
}
