import type { AuditEntry, AuditEventName, AuditListQuery } from '@linli/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AuditLogsTable } from './tables.ts';

export interface NewAuditRow {
  event: AuditEventName;
  actorId: number | null;
  actorName: string;
  target: string;
  ip: string;
  detail: Record<string, unknown>;
  createdAt: string;
}

/** An entry as stored; who the actor is now is added by the service. */
export type StoredAuditEntry = Omit<AuditEntry, 'actorNickName' | 'actorRoles'>;

function toEntry(row: Selectable<AuditLogsTable>): StoredAuditEntry {
  let detail: Record<string, unknown> = {};
  try {
    detail = JSON.parse(row.detail) as Record<string, unknown>;
  } catch {
    // a row written by hand; show it without detail rather than fail the whole page
  }
  return {
    auditId: row.id,
    event: row.event as AuditEventName,
    actorId: row.actor_id,
    actorName: row.actor_name,
    target: row.target,
    ip: row.ip,
    detail,
    createTime: row.created_at,
  };
}

/** Append-only: the audit log has insert and select, no update and no delete. */
export class AuditRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: NewAuditRow): Promise<void> {
    await this.db
      .insertInto('audit_logs')
      .values({
        event: row.event,
        actor_id: row.actorId,
        actor_name: row.actorName,
        target: row.target,
        ip: row.ip,
        detail: JSON.stringify(row.detail),
        created_at: row.createdAt,
      })
      .execute();
  }

  async list(query: AuditListQuery): Promise<{ rows: StoredAuditEntry[]; total: number }> {
    let filtered = this.db.selectFrom('audit_logs');
    if (query.event) filtered = filtered.where('event', '=', query.event);
    if (query.actorId) filtered = filtered.where('actor_id', '=', query.actorId);
    if (query.actorName) filtered = filtered.where('actor_name', '=', query.actorName);
    const counted = await filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const rows = await filtered
      .selectAll()
      .orderBy('id', 'desc')
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize)
      .execute();
    return { rows: rows.map(toEntry), total: Number(counted.n) };
  }
}
