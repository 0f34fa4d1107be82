import { auditRoutes } from '@linli/contracts';
import type { ApiRouter } from '../../platform/api-router.ts';
import type { AuditService } from './audit.service.ts';

export function registerAuditRoutes(router: ApiRouter, audit: AuditService): void {
  router.handle(auditRoutes.list, ({ query }) => audit.list(query));
}
