import { API_PREFIX, ApiPath, buildTopic, Topic, userAlertTopic } from '@linli/contracts';
import type { Seeded } from '../servers/linli.ts';
import { connectWire, type WireClient } from './mqtt-wire.ts';

/**
 * The soak's app clients: one phone per seeded account, signed in to the broker with the account's token
 * (as the web app does), subscribed to `/ws/service` of every device of the account and to the account's
 * alert topic. Now and then each sends a command to one of its plugs, alternating the two ways an app
 * has: REST `invokeReply` (waits for the device's echo) and a publish on the device's `/function/get`.
 */
export interface AppCounters {
  reportPushes: number;
  eventPushes: number;
  /** Pushes of command echoes and anything else on `/ws/service`. */
  otherPushes: number;
  alertsReceived: number;
  commandsOk: number;
  commandsFailed: number;
  disconnects: number;
  connectFailures: number;
}

interface Phone {
  account: Seeded;
  plugs: number[];
  plugTopics: string[];
  client: WireClient | undefined;
  reconnecting: boolean;
  commands: number;
}

// Command echoes carry random message ids as remarks: the soak's own prefixes cannot collide with them.
const REPORT = /"remark":"soakR\d/;
const EVENT = /"remark":"soakE\d/;

export class Apps {
  readonly counters: AppCounters = {
    reportPushes: 0,
    eventPushes: 0,
    otherPushes: 0,
    alertsReceived: 0,
    commandsOk: 0,
    commandsFailed: 0,
    disconnects: 0,
    connectFailures: 0,
  };
  readonly errorSamples: string[] = [];
  private readonly phones: Phone[];
  private timers: NodeJS.Timeout[] = [];

  constructor(
    accounts: Seeded[],
    /** Device ids of each account's plugs (the command targets), by account. */
    plugsOf: (account: Seeded) => Seeded['devices'],
    private readonly ports: { http: number; mqtt: number },
  ) {
    this.phones = accounts.map((account) => {
      const plugs = plugsOf(account);
      return {
        account,
        plugs: plugs.map((d) => d.id),
        plugTopics: plugs.map((d) => buildTopic(d.productId, d.serialNumber, Topic.functionGet)),
        client: undefined,
        reconnecting: false,
        commands: 0,
      };
    });
  }

  private note(message: string): void {
    if (this.errorSamples.length < 10) this.errorSamples.push(message);
  }

  async connectAll(): Promise<void> {
    await Promise.all(this.phones.map((p, i) => this.connect(p, i)));
  }

  private async connect(phone: Phone, index: number): Promise<void> {
    try {
      const client = await connectWire({
        host: '127.0.0.1',
        port: this.ports.mqtt,
        clientId: `phone-soak${index}x${Date.now().toString(36)}`,
        username: 'linli',
        password: phone.account.token,
        keepalive: 60,
      });
      const alerts = userAlertTopic(phone.account.userId);
      client.onMessage = (topic, payload) => {
        if (topic === alerts) {
          this.counters.alertsReceived += 1;
          return;
        }
        const text = payload.toString('latin1');
        if (REPORT.test(text)) this.counters.reportPushes += 1;
        else if (EVENT.test(text)) this.counters.eventPushes += 1;
        else this.counters.otherPushes += 1;
      };
      const topics = [
        ...phone.account.devices.map((d) => buildTopic(d.productId, d.serialNumber, Topic.wsService)),
        alerts,
      ];
      const codes = await client.subscribe(topics);
      const refused = codes.filter((c) => c === 0x80).length;
      if (refused > 0) throw new Error(`${refused} app subscriptions refused`);
      phone.client = client;
    } catch (error) {
      this.counters.connectFailures += 1;
      this.note(error instanceof Error ? error.message : String(error));
    }
  }

  /** Each phone pings its connection and sends a command every `commandSeconds`, phones staggered. */
  start(commandSeconds: number): void {
    this.phones.forEach((phone, index) => {
      const offset = (commandSeconds * 1000 * index) / this.phones.length;
      const first = setTimeout(() => {
        void this.tick(phone, index);
        this.timers.push(setInterval(() => void this.tick(phone, index), commandSeconds * 1000));
      }, offset);
      this.timers.push(first);
    });
  }

  private async tick(phone: Phone, index: number): Promise<void> {
    const client = phone.client;
    if (!client || client.closed) {
      if (client?.closed && !phone.reconnecting) {
        this.counters.disconnects += 1;
        this.note(`app ${index} disconnected`);
        phone.reconnecting = true;
        phone.client = undefined;
        await this.connect(phone, index).finally(() => {
          phone.reconnecting = false;
        });
      }
      return;
    }
    client.ping();
    if (phone.plugs.length === 0) return;
    phone.commands += 1;
    const k = phone.commands % phone.plugs.length;
    const on = phone.commands % 2;
    if (phone.commands % 2 === 0) {
      client.publish(
        phone.plugTopics[k]!,
        `[{"id":"switch","value":"${on}","remark":"A${index}x${phone.commands}"}]`,
      );
      this.counters.commandsOk += 1;
      return;
    }
    try {
      const response = await fetch(
        `http://127.0.0.1:${this.ports.http}${API_PREFIX}${ApiPath.runtimeInvokeReply}`,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${phone.account.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            deviceId: phone.plugs[k],
            identifier: 'switch',
            remoteCommand: { switch: on },
            timeOut: 10,
          }),
        },
      );
      const answer = (await response.json()) as { code: number; msg: string };
      if (answer.code === 200) this.counters.commandsOk += 1;
      else throw new Error(`invokeReply answered ${answer.code}: ${answer.msg}`);
    } catch (error) {
      this.counters.commandsFailed += 1;
      this.note(error instanceof Error ? error.message : String(error));
    }
  }

  stop(): void {
    for (const t of this.timers) clearTimeout(t);
    this.timers = [];
  }

  close(): void {
    this.stop();
    for (const p of this.phones) p.client?.close();
  }
}
