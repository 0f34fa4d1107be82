import type { AlertMessage } from '@linli/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { EventBus } from '../../platform/events.ts';
import type { SmsMessage, SmsProvider } from '../auth/sms-provider.ts';
import type { AlertsRepository } from './alerts.repository.ts';

export interface AlertTextsDeps {
  alerts: Pick<AlertsRepository, 'textsSentSince' | 'recordText'>;
  users: { findById(id: number): Promise<{ phonenumber: string | null } | undefined> };
  sms: SmsProvider;
  /** Alert texts one account may receive in 24 hours (ALERT_SMS_DAILY_LIMIT). */
  smsDailyLimit: number;
  events: EventBus;
  clock: Clock;
  log: FastifyBaseLogger;
}

/**
 * The SMS side of alerts: critical alerts (and escalations) go to every member of the audience with a phone,
 * at most ALERT_SMS_DAILY_LIMIT a day to one account — the rest are held back, recorded and put in the audit
 * log, so the centre sees what the cap dropped and nobody can flood a phone through alerts. A text that fails
 * (gateway, database) is logged and never stops the others.
 */
export class AlertTexts {
  constructor(private readonly deps: AlertTextsDeps) {}

  /** Texts each account once; an escalated alert (escalatedTime set) says nobody answered. */
  async toMembers(userIds: Iterable<number>, alert: AlertMessage): Promise<void> {
    for (const userId of new Set(userIds)) {
      await this.toMember(userId, alert).catch((error: unknown) =>
        this.deps.log.warn({ err: error, userId, alertLogId: alert.alertLogId }, 'alert SMS failed'),
      );
    }
  }

  /** The centre's duty phones (ALERT_DUTY_PHONES): not accounts, so no daily cap and no record per account. */
  async toDutyPhones(phones: readonly string[], alert: AlertMessage): Promise<void> {
    for (const phone of phones) {
      await this.deps.sms
        .send(smsFor(phone, alert))
        .catch((error: unknown) =>
          this.deps.log.warn(
            { err: error, alertLogId: alert.alertLogId },
            'alert SMS to a duty phone failed',
          ),
        );
    }
  }

  private async toMember(userId: number, alert: AlertMessage): Promise<void> {
    const phone = (await this.deps.users.findById(userId))?.phonenumber;
    if (!phone) return;
    const now = this.deps.clock.now();
    const at = now.toISOString();
    const dayAgo = new Date(now.getTime() - 24 * 3600_000).toISOString();
    if ((await this.deps.alerts.textsSentSince(userId, dayAgo)) >= this.deps.smsDailyLimit) {
      await this.deps.alerts.recordText(alert.alertLogId, userId, 'capped', at);
      this.deps.log.warn({ userId, alertLogId: alert.alertLogId }, 'alert SMS held back by the daily cap');
      await this.deps.events.emit('security.event', {
        event: 'sms.capped',
        actorId: null,
        actorName: '',
        target: `user:${userId}`,
        ip: '',
        detail: { alertLogId: alert.alertLogId, limit: this.deps.smsDailyLimit },
      });
      return;
    }
    try {
      await this.deps.sms.send(smsFor(phone, alert));
    } catch (error) {
      await this.deps.alerts.recordText(alert.alertLogId, userId, 'failed', at);
      throw error;
    }
    await this.deps.alerts.recordText(alert.alertLogId, userId, 'sent', at);
  }
}

/** The text of an alert SMS (in Chinese: the centre's gateway templates are), first or escalated. */
function smsFor(phone: string, alert: AlertMessage): SmsMessage {
  const where = alert.deviceName ? `${alert.deviceName}：` : '';
  const escalated = alert.escalatedTime !== null;
  return {
    phone,
    template: escalated ? 'alert-escalated' : 'alert-critical',
    params: { alertName: alert.alertName, deviceName: alert.deviceName, time: alert.createTime },
    text: escalated
      ? `【邻里】紧急告警无人响应 ${where}${alert.alertName}，已超过处理时限，请立即联系处理。`
      : `【邻里】紧急告警 ${where}${alert.alertName}，请尽快查看处理。`,
  };
}
