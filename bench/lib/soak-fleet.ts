import { performance } from 'node:perf_hooks';
import { buildTopic, Topic } from '@linli/contracts';
import type { SeededDevice } from '../servers/linli.ts';
import { connectWire, type WireClient } from './mqtt-wire.ts';

/**
 * The soak's simulated devices: each reports its properties every `periodSeconds` (spread evenly, so
 * 1,000 devices every 10 s make a steady 100 reports/s), now and then an event, and echoes every command
 * it gets on `/function/get` on `/function/post` as a FastBee device does (serial scene actions and
 * `invokeReply` wait for that echo). A device whose connection drops is counted and reconnected.
 *
 * Reports carry remark `soakR{n}` and events `soakE{n}` on their first item, so the app clients can tell the
 * pushes of reports and events from the pushes of command echoes.
 */
export interface ProductLoad {
  code: string;
  /** Property rows a report of this product adds to the history (items with isHistory = 1). */
  historyRowsPerReport: number;
  report(step: number, remark: string): string;
  event(step: number, remark: string): string;
}

const decimal = (base: number, step: number, span: number) => (base + (step % span) / 10).toFixed(1);

/** A few catalogue products with realistic reports; item ids and ranges follow their thing models. */
export const SOAK_PRODUCTS: ProductLoad[] = [
  {
    code: 'th-sensor',
    historyRowsPerReport: 2, // temperature, humidity
    // 21.0 … 26.9 ℃ over 60 reports: the soak's scenes fire on ≥ 26.5, 5 reports in 60.
    report: (s, r) =>
      `[{"id":"temperature","value":"${decimal(21, s, 60)}","remark":"${r}"},{"id":"humidity","value":"${decimal(40, s, 250)}"}]`,
    event: (s, r) => `[{"id":"temperature_alarm","value":"${decimal(40, s, 50)}","remark":"${r}"}]`,
  },
  {
    code: 'smart-plug',
    historyRowsPerReport: 1, // power (voltage is monitor-only)
    report: (s, r) =>
      `[{"id":"power","value":"${decimal(50, s, 900)}","remark":"${r}"},{"id":"voltage","value":"${decimal(218, s, 40)}"}]`,
    event: (s, r) => `[{"id":"overload","value":"${decimal(3000, s, 500)}","remark":"${r}"}]`,
  },
  {
    code: 'door-sensor',
    historyRowsPerReport: 1, // contact
    report: (s, r) => `[{"id":"contact","value":"${s % 7 === 0 ? 1 : 0}","remark":"${r}"}]`,
    event: (_s, r) => `[{"id":"door_opened","value":"front door","remark":"${r}"}]`,
  },
  {
    code: 'smoke-detector',
    historyRowsPerReport: 2, // smoke_density, alarm_state
    report: (s, r) =>
      `[{"id":"smoke_density","value":"${s % 40}","remark":"${r}"},{"id":"alarm_state","value":"0"}]`,
    event: (s, r) => `[{"id":"smoke_alarm","value":"${1000 + (s % 100)}","remark":"${r}"}]`,
  },
];

/** The seed gives an account's devices these products round robin (bench/servers/linli.ts `seed`). */
export const productOf = (index: number) => SOAK_PRODUCTS[index % SOAK_PRODUCTS.length]!;

interface Member {
  device: SeededDevice;
  product: ProductLoad;
  client: WireClient | undefined;
  reconnecting: boolean;
  propertyTopic: string;
  eventTopic: string;
}

export interface FleetCounters {
  reportsSent: number;
  /** Property rows the sent reports should have stored. */
  expectedRows: number;
  eventsSent: number;
  commandsReceived: number;
  /** Reports or events not sent because the device was disconnected at its turn. */
  skipped: number;
  disconnects: number;
  connectFailures: number;
}

export class Fleet {
  readonly counters: FleetCounters = {
    reportsSent: 0,
    expectedRows: 0,
    eventsSent: 0,
    commandsReceived: 0,
    skipped: 0,
    disconnects: 0,
    connectFailures: 0,
  };
  /** First few client-side error messages, for the report. */
  readonly errorSamples: string[] = [];
  private readonly members: Member[];
  private timer: NodeJS.Timeout | undefined;
  private turns = 0;

  constructor(
    devices: { device: SeededDevice; product: ProductLoad }[],
    private readonly port: number,
    private readonly options: { periodSeconds: number; eventEveryReports: number },
  ) {
    this.members = devices.map(({ device, product }) => ({
      device,
      product,
      client: undefined,
      reconnecting: false,
      propertyTopic: buildTopic(device.productId, device.serialNumber, Topic.propertyPost),
      eventTopic: buildTopic(device.productId, device.serialNumber, Topic.eventPost),
    }));
  }

  get connected(): number {
    return this.members.filter((m) => m.client && !m.client.closed).length;
  }

  /** Connects every device (bounded concurrency), each subscribed to its commands. */
  async connectAll(concurrency = 40): Promise<void> {
    let next = 0;
    const worker = async () => {
      for (let i = next++; i < this.members.length; i = next++) await this.connect(this.members[i]!);
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
  }

  private note(message: string): void {
    if (this.errorSamples.length < 10) this.errorSamples.push(message);
  }

  private async connect(member: Member): Promise<void> {
    const { device } = member;
    try {
      const client = await connectWire({
        host: '127.0.0.1',
        port: this.port,
        clientId: device.clientId,
        username: device.username,
        password: device.password,
        keepalive: 60,
      });
      const echo = buildTopic(device.productId, device.serialNumber, Topic.functionPost);
      client.onMessage = (_topic, payload) => {
        this.counters.commandsReceived += 1;
        client.publish(echo, payload);
      };
      const codes = await client.subscribe([
        buildTopic(device.productId, device.serialNumber, Topic.functionGet),
      ]);
      if (codes.some((c) => c === 0x80))
        throw new Error(`function/get subscription refused for ${device.clientId}`);
      member.client = client;
    } catch (error) {
      this.counters.connectFailures += 1;
      this.note(error instanceof Error ? error.message : String(error));
    }
  }

  /** Starts the open-loop schedule: report number n goes to device n mod N at n / rate seconds. */
  start(): void {
    const count = this.members.length;
    const rate = count / this.options.periodSeconds;
    const started = performance.now();
    this.timer = setInterval(() => {
      const due = Math.floor(((performance.now() - started) * rate) / 1000);
      while (this.turns < due) this.turn(this.turns++, count);
    }, 25);
  }

  private turn(n: number, count: number): void {
    const index = n % count;
    const step = Math.floor(n / count) + index; // each device walks its own phase of the value cycle
    const member = this.members[index]!;
    const client = member.client;
    if (!client || client.closed) {
      this.counters.skipped += 1;
      if (client?.closed && !member.reconnecting) {
        // Dropped under us: count it once, reconnect in the background.
        this.counters.disconnects += 1;
        this.note(`${member.device.clientId} disconnected`);
        member.reconnecting = true;
        member.client = undefined;
        void this.connect(member).finally(() => {
          member.reconnecting = false;
        });
      }
      return;
    }
    client.publish(member.propertyTopic, member.product.report(step, `soakR${n}`));
    this.counters.reportsSent += 1;
    this.counters.expectedRows += member.product.historyRowsPerReport;
    if (step % this.options.eventEveryReports === 0) {
      client.publish(member.eventTopic, member.product.event(step, `soakE${n}`));
      this.counters.eventsSent += 1;
    }
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }

  close(): void {
    this.stop();
    for (const m of this.members) m.client?.close();
  }
}
