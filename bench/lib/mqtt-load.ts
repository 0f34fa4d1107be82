import { performance } from 'node:perf_hooks';
import type { WireClient } from './mqtt-wire.ts';
import { percentiles } from './stats.ts';

/**
 * Counts what the subscriber receives and lets the sender wait for it. Throughput reports carry remark
 * `T{seq}`, latency reports `L{seq}` (the send time is kept here by sequence number, so sender and receiver
 * share one clock: this process).
 */
export class Sink {
  received = 0;
  lastAt = 0;
  onLatency: ((seq: number, at: number) => void) | undefined;
  private waiter: { target: number; resolve: () => void } | undefined;

  hit(payload: Buffer): void {
    this.received += 1;
    this.lastAt = performance.now();
    if (this.onLatency) {
      const match = LATENCY_REMARK.exec(payload.toString('latin1'));
      if (match) this.onLatency(Number(match[1]), this.lastAt);
    }
    if (this.waiter && this.received >= this.waiter.target) {
      const waiter = this.waiter;
      this.waiter = undefined;
      waiter.resolve();
    }
  }

  /** Resolves true once `target` messages have arrived, false after `stallMs` without reaching it. */
  wait(target: number, stallMs: number): Promise<boolean> {
    if (this.received >= target) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiter = undefined;
        resolve(false);
      }, stallMs);
      this.waiter = {
        target,
        resolve: () => {
          clearTimeout(timer);
          resolve(true);
        },
      };
    });
  }
}

const LATENCY_REMARK = /"remark":"L(\d+)"/;

/**
 * A property report of the temperature & humidity sensor (two history properties), as a FastBee device
 * sends it: `[{"id","value","remark"}]`. The remark carries the sequence number.
 */
export function reportPayload(seq: number, tag: 'T' | 'L'): string {
  const temperature = (21 + (seq % 60) / 10).toFixed(1);
  const humidity = (40 + (seq % 250) / 10).toFixed(1);
  return `[{"id":"temperature","value":"${temperature}","remark":"${tag}${seq}"},{"id":"humidity","value":"${humidity}","remark":""}]`;
}

export interface Publishers {
  clients: WireClient[];
  /** The property/post topic of each client (built with buildTopic by the caller). */
  topics: string[];
}

export interface PumpResult {
  sent: number;
  received: number;
  seconds: number;
  perSecond: number;
  stalled: boolean;
  /** Server CPU (user + system) per report received, when measured. */
  serverCpuUs?: number;
  /** When the figure is the median of several rounds: every round's reports/s, in order. */
  rounds?: number[];
}

/**
 * Closed-loop throughput: keeps at most `window` reports in flight (sent and not yet received by the
 * subscriber), round robin over the devices, and measures reports received per second.
 */
export async function pump(
  publishers: Publishers,
  sink: Sink,
  options: { total: number; window: number; qos: 0 | 1; stallMs?: number },
): Promise<PumpResult> {
  const { clients, topics } = publishers;
  const stallMs = options.stallMs ?? 15_000;
  const base = sink.received;
  const started = performance.now();
  let sent = 0;
  let stalled = false;
  while (sent < options.total) {
    const inFlight = sent - (sink.received - base);
    const room = Math.min(options.window - inFlight, options.total - sent);
    for (let k = 0; k < room; k++) {
      const d = sent % clients.length;
      clients[d]!.publish(topics[d]!, reportPayload(sent, 'T'), options.qos);
      sent += 1;
    }
    if (!(await sink.wait(base + Math.max(1, sent - options.window / 2), stallMs))) {
      stalled = true;
      break;
    }
  }
  if (!stalled && !(await sink.wait(base + options.total, stallMs))) stalled = true;
  const received = sink.received - base;
  const seconds = (sink.lastAt - started) / 1000;
  return { sent, received, seconds, perSecond: received / seconds, stalled };
}

export interface PacedResult {
  sent: number;
  received: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** Send time of each report by sequence number, `performance.timeOrigin + performance.now()` (ms). */
  sentAt: Float64Array;
}

/** Latency figures of the reports that arrived (`arrivedAt` NaN: lost), both on the same clock. */
export function latencyFigures(
  sentAt: Float64Array,
  arrivedAt: ArrayLike<number>,
): Omit<PacedResult, 'sentAt' | 'sent'> {
  const samples: number[] = [];
  for (let i = 0; i < sentAt.length; i++) {
    const at = arrivedAt[i]!;
    if (!Number.isNaN(at)) samples.push(at - sentAt[i]!);
  }
  const [p50, p90, p99, max] = percentiles(samples, [50, 90, 99, 100]);
  return { received: samples.length, p50: p50!, p90: p90!, p99: p99!, max: max! };
}

/**
 * Open loop at a fixed rate: device -> subscriber latency of every report, by its sequence number. Send
 * times are kept as `performance.timeOrigin + performance.now()`, so a subscriber in another process
 * (ws-app-client.ts) can be measured against them.
 */
export async function paced(
  publishers: Publishers,
  sink: Sink,
  options: { rate: number; seconds: number; qos: 0 | 1; drainMs?: number },
): Promise<PacedResult> {
  const { clients, topics } = publishers;
  const total = Math.round(options.rate * options.seconds);
  const sentAt = new Float64Array(total);
  const arrivedAt = new Float64Array(total).fill(Number.NaN);
  let received = 0;
  sink.onLatency = (seq, at) => {
    if (seq < total && Number.isNaN(arrivedAt[seq]!)) {
      arrivedAt[seq] = performance.timeOrigin + at;
      received += 1;
    }
  };
  let sent = 0;
  const started = performance.now();
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const due = Math.min(total, Math.floor(((performance.now() - started) * options.rate) / 1000));
      while (sent < due) {
        const d = sent % clients.length;
        sentAt[sent] = performance.timeOrigin + performance.now();
        clients[d]!.publish(topics[d]!, reportPayload(sent, 'L'), options.qos);
        sent += 1;
      }
      if (sent >= total) {
        clearInterval(timer);
        resolve();
      }
    }, 1);
  });
  const drainUntil = performance.now() + (options.drainMs ?? 5000);
  while (received < total && performance.now() < drainUntil) await new Promise((r) => setTimeout(r, 20));
  sink.onLatency = undefined;
  return { sent, sentAt, ...latencyFigures(sentAt, arrivedAt) };
}
