import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { SmsRepository } from './sms.repository.ts';

export interface SmsMessage {
  phone: string;
  /**
   * 'login-code' and 'confirm-code' (auth: signing in; confirming a change to an account without a password),
   * 'alert-critical' and 'alert-escalated' (modules/alerts).
   */
  template: 'login-code' | 'confirm-code' | 'alert-critical' | 'alert-escalated';
  params: Record<string, string>;
  /** The text as a person would read it, for logs and the development outbox. */
  text: string;
}

/** The SMS gateway lives outside this machine: everything goes through this interface. */
export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
}

/** Development provider: nothing leaves the machine; messages go to the log and the sms_outbox table. */
export class OutboxSmsProvider implements SmsProvider {
  constructor(
    private readonly repository: SmsRepository,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    // A code is a password for a few minutes: the log says one was sent, the outbox table keeps it.
    const isCode = message.template === 'login-code' || message.template === 'confirm-code';
    const text = isCode ? `(${message.template}, see sms_outbox)` : message.text;
    this.log.info({ phone: message.phone, template: message.template }, `SMS outbox: ${text}`);
    await this.repository.addToOutbox({
      phone: message.phone,
      template: message.template,
      content: message.text,
      createdAt: this.clock.now().toISOString(),
    });
  }
}

export interface HttpSmsOptions {
  url: string;
  key: string;
  secret: string;
  timeoutMs?: number;
}

export const SMS_SIGNATURE_HEADER = 'x-linli-signature';

/** Signs `${timestamp}.${body}` with HMAC-SHA256: the gateway recomputes it to trust the sender. */
export function signSmsRequest(secret: string, timestamp: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/**
 * Generic HTTP gateway: a signed JSON POST `{key, phone, template, params}` with header
 * `x-linli-signature: t=<unix seconds>,v1=<hex hmac>`; any non-2xx answer is a failure.
 */
export class HttpSmsProvider implements SmsProvider {
  constructor(
    private readonly options: HttpSmsOptions,
    private readonly clock: Clock,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    const body = JSON.stringify({
      key: this.options.key,
      phone: message.phone,
      template: message.template,
      params: message.params,
    });
    const timestamp = String(Math.floor(this.clock.now().getTime() / 1000));
    const response = await fetch(this.options.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SMS_SIGNATURE_HEADER]: `t=${timestamp},v1=${signSmsRequest(this.options.secret, timestamp, body)}`,
      },
      body,
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
    });
    if (!response.ok) throw new Error(`SMS gateway answered HTTP ${response.status}`);
  }
}
