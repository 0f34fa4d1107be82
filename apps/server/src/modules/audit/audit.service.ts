import type { AuditEntry, AuditListQuery } from '@linli/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { SecurityEvent } from '../../platform/events.ts';
import type { AuditRepository } from './audit.repository.ts';

/** Keys that must never reach the log even if a caller passes them in `detail` (ASVS V7.1.1). */
const SECRET_KEYS = /pass|pwd|token|secret|^code$|smscode|captcha|uuid|authorization/i;

function withoutSecrets(detail: Record<string, unknown> = {}): Record<string, unknown> {
  return Object.fromEntries(Object.entries(detail).filter(([key]) => !SECRET_KEYS.test(key)));
}

export class AuditService {
  constructor(
    private readonly repository: AuditRepository,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

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

  list(query: AuditListQuery): Promise<{ rows: AuditEntry[]; total: number }> {
    return this.repository.list(query);
  }
}
