import { ApiPath, type AuditEntry, type AuditEventName, type TableResult } from '@linli/contracts';
import { type Envelope, request } from '../../../lib/request.ts';

export const AUDIT_PAGE_SIZE = 20;

export const auditKeys = {
  list: (event: AuditEventName | '') => ['audit', 'list', event] as const,
};

/** The security audit log; the server answers administrators only. */
export const auditApi = {
  list: (event: AuditEventName | '', pageNum: number) =>
    request<Envelope & TableResult<AuditEntry>>({
      url: ApiPath.auditList,
      query: { event: event || undefined, pageNum, pageSize: AUDIT_PAGE_SIZE },
      loading: false,
    }),
};
