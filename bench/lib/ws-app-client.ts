/**
 * The app's side of device → app latency, measured the way the app receives pushes: a process of its own
 * (not the load generator's event loop, not the server's), mqtt.js over WebSocket at the server's `/mqtt`,
 * a `phone-` client id with the login token as password (apps/web/src/lib/realtime.ts), subscribed to the
 * devices' `/ws/service` topics at QoS 0.
 *
 * Run as a child (startWsAppClient forks this file); the parent publishes the reports and keeps their send
 * times. Both processes stamp with `performance.timeOrigin + performance.now()`: one clock for the machine
 * with sub-millisecond resolution (Date.now() has whole milliseconds, and each process's performance.now()
 * starts at its own origin).
 */
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { type ChildServer, serveParent, startChild } from './child.ts';

/** Latency reports carry remark `L{seq}` (mqtt-load.ts reportPayload). */
const LATENCY_REMARK = /"remark":"L(\d+)"/;

export const now = () => performance.timeOrigin + performance.now();

export interface WsAppClient {
  pid: number;
  /** Starts recording latency reports `0 … total-1` (earlier arrivals of the same numbers are forgotten). */
  record(total: number): Promise<void>;
  /** Reports recorded so far. */
  received(): Promise<number>;
  /** Arrival time of each recorded report by sequence number (NaN: not received). */
  arrivals(): Promise<number[]>;
  close(): Promise<void>;
}

export async function startWsAppClient(args: {
  url: string;
  token: string;
  topics: string[];
}): Promise<WsAppClient> {
  const child: ChildServer<null> = await startChild<null>(fileURLToPath(import.meta.url));
  await child.call('connect', args, 60_000);
  return {
    pid: child.pid,
    record: (total) => child.call('record', { total }),
    received: () => child.call('received'),
    arrivals: () => child.call('arrivals'),
    close: async () => {
      await child.call('end').catch(() => undefined);
      await child.stop();
    },
  };
}

async function runChild(): Promise<void> {
  const { connect } = await import('mqtt');
  type Client = ReturnType<typeof connect>;
  let client: Client | undefined;
  let arrivedAt = new Float64Array(0);
  let count = 0;

  const onMessage = (_topic: string, payload: Buffer) => {
    const at = now();
    const match = LATENCY_REMARK.exec(payload.toString('latin1'));
    if (!match) return;
    const seq = Number(match[1]);
    if (seq < arrivedAt.length && Number.isNaN(arrivedAt[seq]!)) {
      arrivedAt[seq] = at;
      count += 1;
    }
  };

  serveParent(null, {
    connect: async (args: { url: string; token: string; topics: string[] }) => {
      const id = `phone-bench${process.pid.toString(16)}${Date.now().toString(36)}`;
      // The app's options (realtime.ts connectOptions), without reconnecting: a drop is a failed measurement.
      const c = connect(args.url, {
        clientId: id,
        username: 'linli',
        password: args.token,
        clean: true,
        keepalive: 30,
        connectTimeout: 30_000,
        reconnectPeriod: 0,
        protocolVersion: 4,
        resubscribe: false,
      });
      await new Promise<void>((resolve, reject) => {
        c.once('connect', () => resolve());
        c.once('error', reject);
        c.once('close', () => reject(new Error('closed before connecting')));
      });
      for (let i = 0; i < args.topics.length; i += 50) {
        const granted = await c.subscribeAsync(args.topics.slice(i, i + 50), { qos: 0 });
        if (granted.some((g) => g.qos === 0x80)) throw new Error('a /ws/service subscription was refused');
      }
      c.on('message', onMessage);
      client = c;
      return true;
    },
    record: (args: { total: number }) => {
      arrivedAt = new Float64Array(args.total).fill(Number.NaN);
      count = 0;
      return true;
    },
    received: () => count,
    arrivals: () => Array.from(arrivedAt),
    end: async () => {
      await client?.endAsync();
      return true;
    },
    close: () => {
      setImmediate(() => process.exit(0));
      return true;
    },
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await runChild();
