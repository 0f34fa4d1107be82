import type { AuditEntry, AuditListQuery, Role } from '@linli/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { SecurityEvent } from '../../platform/events.ts';
import type { AuditRepository } from './audit.repository.ts';

/** Keys that must never reach the log even if a caller passes them in `detail` (ASVS V7.1.1). */
const SECRET_KEYS = /pass|pwd|token|secret|^code$|smscode|captcha|uuid|authorization/i;

function withoutSecrets(detail: Record<string, unknown> = {}): Record<string, unknown> {
  return Object.fromEntries(Object.entries(detail).filter(([key]) => !SECRET_KEYS.test(key)));
}

/** Who an account is now: its display name and roles (modules/users answers it). */
export type PersonLookup = (
  userId: number,
) => Promise<{ nickName: string; roles: readonly Role[] } | undefined>;

export class AuditService {
  private people: PersonLookup = async () => undefined;

  constructor(
    private readonly repository: AuditRepository,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * The audit log is created before the users module (it must hear every event), so the lookup of who an
   * actor is arrives afterwards (container.ts).
   */
  lookUpPeopleWith(people: PersonLookup): void {
    this.people = people;
  }

  /**
   * Writes one event. A failure to write is logged, never thrown: the audit trail must not turn a
   * successful login or share into an error answer.
   */
  async record(event: SecurityEvent): Promise<void> {
    try {
      await this.repository.insert({
        event: event.event,
        actorId: event.actorId,
        actorName: event.actorName.slice(0, 64),
        target: event.target.slice(0, 128),
        ip: event.ip.slice(0, 64),
        detail: withoutSecrets(event.detail),
        createdAt: this.clock.now().toISOString(),
      });
    } catch (error) {
      this.log.error({ err: error, event: event.event }, 'audit log write failed');
    }
  }

  /** A page of entries, each with its actor's name and roles, so the screen shows people, not ids. */
  async list(query: AuditListQuery): Promise<{ rows: AuditEntry[]; total: number }> {
    const { rows, total } = await this.repository.list(query);
    const ids = [...new Set(rows.map((r) => r.actorId).filter((id): id is number => id !== null))];
    const found = new Map(await Promise.all(ids.map(async (id) => [id, await this.people(id)] as const)));
    return {
      rows: rows.map((row) => {
        const person = row.actorId === null ? undefined : found.get(row.actorId);
        return { ...row, actorNickName: person?.nickName ?? '', actorRoles: [...(person?.roles ?? [])] };
      }),
      total,
    };
  }
}
