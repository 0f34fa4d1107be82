import type { AlertMessage } from '@linli/contracts';
import { maskPhone } from '@linli/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { EventBus } from '../../platform/events.ts';
import type { SmsMessage, SmsProvider } from '../auth/index.ts';
import type { AlertTextStatus, AlertTextsRepository } from './alert-texts.repository.ts';

export interface AlertTextsDeps {
  texts: AlertTextsRepository;
  users: { findById(id: number): Promise<{ phonenumber: string | null } | undefined> };
  sms: SmsProvider;
  /** Alert texts one account may receive in 24 hours (ALERT_SMS_DAILY_LIMIT). */
  smsDailyLimit: number;
  events: EventBus;
  clock: Clock;
  log: FastifyBaseLogger;
}

/** Who a text goes to: an account of the audience, or the emergency contact on the person's file. */
type Recipient = { userId: number; phone: string } | { userId: null; phone: string };

/**
 * The SMS side of alerts: critical alerts (and escalations) go to every member of the audience with a phone
 * and to the emergency contact of the person the device watches over, each phone once, at most
 * ALERT_SMS_DAILY_LIMIT a day to one account or contact phone — the rest are held back, recorded and put in
 * the audit log, so the centre sees what the cap dropped and nobody can flood a phone through alerts. A text
 * that fails (gateway, database) is logged and never stops the others.
 */
export class AlertTexts {
  constructor(private readonly deps: AlertTextsDeps) {}

  /**
   * Texts each account of the audience and the alert's emergency contact, each phone once; an escalated alert
   * (escalatedTime set) says nobody answered.
   */
  async toAudience(userIds: Iterable<number>, alert: AlertMessage): Promise<void> {
    const recipients: Recipient[] = [];
    for (const userId of new Set(userIds)) {
      const phone = await this.deps.users
        .findById(userId)
        .then((u) => u?.phonenumber ?? '')
        .catch(() => '');
      if (phone) recipients.push({ userId, phone });
    }
    const contact = alert.person?.contactPhone;
    if (contact && !recipients.some((r) => r.phone === contact))
      recipients.push({ userId: null, phone: contact });
    for (const recipient of recipients) {
      await this.toOne(recipient, alert).catch((error: unknown) =>
        this.deps.log.warn(
          { err: error, userId: recipient.userId, alertLogId: alert.alertLogId },
          'alert SMS failed',
        ),
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

  private async toOne(to: Recipient, alert: AlertMessage): Promise<void> {
    const { texts } = this.deps;
    const now = this.deps.clock.now();
    const at = now.toISOString();
    const dayAgo = new Date(now.getTime() - 24 * 3600_000).toISOString();
    const record = (status: AlertTextStatus) =>
      to.userId === null
        ? texts.recordToPhone(alert.alertLogId, to.phone, status, at)
        : texts.recordToUser(alert.alertLogId, to.userId, status, at);
    const sent =
      to.userId === null
        ? await texts.sentToPhoneSince(to.phone, dayAgo)
        : await texts.sentToUserSince(to.userId, dayAgo);
    if (sent >= this.deps.smsDailyLimit) {
      await record('capped');
      this.deps.log.warn(
        { userId: to.userId, alertLogId: alert.alertLogId },
        'alert SMS held back by the daily cap',
      );
      await this.deps.events.emit('security.event', {
        event: 'sms.capped',
        actorId: null,
        actorName: '',
        target: to.userId === null ? `contact:${maskPhone(to.phone)}` : `user:${to.userId}`,
        ip: '',
        detail: { alertLogId: alert.alertLogId, limit: this.deps.smsDailyLimit },
      });
      return;
    }
    try {
      await this.deps.sms.send(smsFor(to.phone, alert));
    } catch (error) {
      await record('failed');
      throw error;
    }
    await record('sent');
  }
}

/**
 * The text of an alert SMS (in Chinese: the centre's gateway templates are), first or escalated; it names the
 * person the device watches over, so an emergency contact knows whom it is about.
 */
function smsFor(phone: string, alert: AlertMessage): SmsMessage {
  const who = alert.person ? `${alert.person.name} ` : '';
  const where = alert.deviceName ? `${who}${alert.deviceName}：` : who;
  const escalated = alert.escalatedTime !== null;
  return {
    phone,
    template: escalated ? 'alert-escalated' : 'alert-critical',
    params: {
      alertName: alert.alertName,
      deviceName: alert.deviceName,
      personName: alert.person?.name ?? '',
      time: alert.createTime,
    },
    text: escalated
      ? `【邻里】紧急告警无人响应 ${where}${alert.alertName}，已超过处理时限，请立即联系处理。`
      : `【邻里】紧急告警 ${where}${alert.alertName}，请尽快查看处理。`,
  };
}
