import { buildTopic, parseTopic, sameProductAndSerial, Topic } from '@linli/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { BrokerIdentity } from '../../platform/broker-policy.ts';
import type { Clock } from '../../platform/clock.ts';
import { mqttTimeAnswer } from './ntp.ts';
import type { MqttSessions } from './sessions.ts';

export type RegistrantIdentity = Extract<BrokerIdentity, { kind: 'registrant' }>;

/** What a registrant said of itself in `/info/post`, read as leniently as firmware writes it. */
export interface RegistrantInfo {
  firmwareVersion: string | undefined;
  rssi: number | undefined;
}

/**
 * Where self-registered serials are kept (the linking module's registrations): the gateway tells it who is
 * connected and what they said, and asks which it believes online.
 */
export interface RegistrantLedger {
  connected(serialNumber: string, productId: number): Promise<void>;
  disconnected(serialNumber: string): Promise<void>;
  info(serialNumber: string, info: RegistrantInfo): Promise<void>;
  onlineSerials(): Promise<string[]>;
}

/**
 * The broker side of self-registration (docs/devices.md "Self-registration"): a registrant's sessions keep
 * its registration's online flag, its `/ntp/post` is answered (its firmware needs the time for its next
 * `E&` password) and its `/info/post` updates the registration. Every other report is dropped — it is
 * nobody's device yet — without cutting the connection, so the firmware keeps running until it is linked.
 */
export class RegistrantSessions {
  /**
   * One serial's events in the order the broker gave them: the broker hands them over without waiting, and
   * an `/info/post` sent right after connecting must not reach the ledger before the row the connect makes.
   */
  private readonly queues = new Map<string, Promise<void>>();

  constructor(
    private readonly ledger: RegistrantLedger,
    private readonly sessions: MqttSessions,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  private inOrder(serialNumber: string, run: () => Promise<void>): Promise<void> {
    const next = (this.queues.get(serialNumber) ?? Promise.resolve()).then(run);
    const settled = next.catch(() => {});
    this.queues.set(serialNumber, settled);
    void settled.then(() => {
      if (this.queues.get(serialNumber) === settled) this.queues.delete(serialNumber);
    });
    return next;
  }

  connected(identity: RegistrantIdentity, session: number): Promise<void> {
    this.sessions.registrantOpened(identity.serialNumber, identity.clientId, session);
    return this.inOrder(identity.serialNumber, () =>
      this.ledger.connected(identity.serialNumber, identity.productId),
    );
  }

  disconnected(identity: RegistrantIdentity, session: number): Promise<void> {
    if (!this.sessions.registrantClosed(identity.serialNumber, session)) return Promise.resolve();
    return this.inOrder(identity.serialNumber, () => this.ledger.disconnected(identity.serialNumber));
  }

  async published(identity: RegistrantIdentity, topic: string, payload: Buffer): Promise<void> {
    const receivedAt = this.clock.now().getTime();
    const parsed = parseTopic(topic);
    if (!parsed || !sameProductAndSerial(parsed, identity)) return;
    if (parsed.suffix === Topic.ntpPost) {
      const answer = mqttTimeAnswer(payload, receivedAt, this.clock.now().getTime());
      await this.sessions.publish(
        buildTopic(identity.productId, identity.serialNumber, Topic.ntpGet),
        JSON.stringify(answer),
      );
    } else if (parsed.suffix === Topic.infoPost) {
      const info = readInfo(payload);
      await this.inOrder(identity.serialNumber, () => this.ledger.info(identity.serialNumber, info));
    } else {
      this.log.debug({ serialNumber: identity.serialNumber, topic }, 'registrant report dropped');
    }
  }

  /** Registrations believed online with no session here are offline (a restart, a lost write). */
  async reconcile(): Promise<void> {
    for (const serialNumber of await this.ledger.onlineSerials()) {
      if (!this.sessions.registrantConnected(serialNumber)) await this.ledger.disconnected(serialNumber);
    }
  }
}

/**
 * `firmwareVersion` comes as a number (the SDKs: `1.0`) or a string (FastBee-Arduino, the Raspberry Pi SDK:
 * `"1.0"`), `rssi` as a number; what cannot be read is left out.
 */
export function readInfo(payload: Buffer): RegistrantInfo {
  const body = parseObject(payload);
  const version = body?.firmwareVersion;
  const firmwareVersion =
    (typeof version === 'number' && Number.isFinite(version)) || typeof version === 'string'
      ? // U+0000 cannot be stored in PostgreSQL text.
        String(version).replaceAll('\u0000', '').trim().slice(0, 32) || undefined
      : undefined;
  const raw = body?.rssi;
  const rssi =
    typeof raw === 'number' || (typeof raw === 'string' && raw.trim() !== '') ? Number(raw) : Number.NaN;
  return { firmwareVersion, rssi: Number.isInteger(rssi) && rssi >= -150 && rssi <= 0 ? rssi : undefined };
}

function parseObject(payload: Buffer): { firmwareVersion?: unknown; rssi?: unknown } | undefined {
  try {
    const body: unknown = JSON.parse(payload.toString('utf8'));
    return typeof body === 'object' && body !== null ? body : undefined;
  } catch {
    return undefined;
  }
}
