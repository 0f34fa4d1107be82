import net from 'node:net';

/**
 * A minimal MQTT 3.1.1 client for load generation: CONNECT, SUBSCRIBE, PUBLISH (QoS 0/1), PUBACK, PINGREQ.
 * mqtt.js costs more CPU per message than the brokers under test and ~100 KB per connection, so with one
 * core for the load generator it would cap the reference broker and hide the ratio. Devices speak the same
 * FastBee topics and credentials as `@linli/device-sim`; this client just puts fewer bytes of JS around them.
 */
export interface WireOptions {
  host: string;
  port: number;
  clientId: string;
  username?: string;
  password?: string;
  keepalive?: number;
  timeoutMs?: number;
}

export interface WireClient {
  readonly clientId: string;
  /** Number of PUBACKs received for our QoS 1 publishes. */
  readonly pubacks: number;
  onMessage: ((topic: string, payload: Buffer) => void) | undefined;
  publish(topic: string, payload: string | Buffer, qos?: 0 | 1): void;
  /** Resolves with the SUBACK return codes (0x80 = refused). */
  subscribe(topics: string[], qos?: 0 | 1): Promise<number[]>;
  ping(): void;
  close(): void;
  readonly closed: boolean;
}

const CONNECT = 0x10;
const CONNACK = 0x20;
const PUBLISH = 0x30;
const PUBACK = 0x40;
const SUBSCRIBE = 0x82;
const SUBACK = 0x90;
const PINGREQ = Buffer.from([0xc0, 0x00]);
const DISCONNECT = Buffer.from([0xe0, 0x00]);

function lengthBytes(n: number): number[] {
  const out: number[] = [];
  do {
    let byte = n % 128;
    n = Math.floor(n / 128);
    if (n > 0) byte |= 0x80;
    out.push(byte);
  } while (n > 0);
  return out;
}

function packet(first: number, body: Buffer): Buffer {
  return Buffer.concat([Buffer.from([first, ...lengthBytes(body.length)]), body]);
}

function str(s: string): Buffer {
  const b = Buffer.from(s, 'utf8');
  const out = Buffer.allocUnsafe(2 + b.length);
  out.writeUInt16BE(b.length, 0);
  b.copy(out, 2);
  return out;
}

export function encodePublish(topic: string, payload: string | Buffer, qos: 0 | 1, id: number): Buffer {
  const t = Buffer.from(topic, 'utf8');
  const p = typeof payload === 'string' ? Buffer.from(payload, 'utf8') : payload;
  const remaining = 2 + t.length + (qos > 0 ? 2 : 0) + p.length;
  const len = lengthBytes(remaining);
  const out = Buffer.allocUnsafe(1 + len.length + remaining);
  let o = 0;
  out[o++] = PUBLISH | (qos << 1);
  for (const b of len) out[o++] = b;
  out.writeUInt16BE(t.length, o);
  o += 2;
  o += t.copy(out, o);
  if (qos > 0) {
    out.writeUInt16BE(id, o);
    o += 2;
  }
  p.copy(out, o);
  return out;
}

export function connectWire(options: WireOptions): Promise<WireClient> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: options.host, port: options.port });
    socket.setNoDelay(true);
    let buffered: Buffer = Buffer.alloc(0);
    let connected = false;
    let closed = false;
    let nextId = 1;
    let pubacks = 0;
    let corked = false;
    const subacks = new Map<number, (codes: number[]) => void>();
    const timer = setTimeout(
      () => fail(new Error(`CONNACK timeout for ${options.clientId}`)),
      options.timeoutMs ?? 15_000,
    );

    const fail = (error: Error) => {
      clearTimeout(timer);
      closed = true;
      socket.destroy();
      if (!connected) reject(error);
    };
    const takeId = () => {
      const id = nextId;
      nextId = nextId === 65535 ? 1 : nextId + 1;
      return id;
    };
    const write = (b: Buffer) => {
      if (closed) return;
      // One syscall per event-loop turn per socket, not one per packet.
      if (!corked) {
        corked = true;
        socket.cork();
        process.nextTick(() => {
          corked = false;
          socket.uncork();
        });
      }
      socket.write(b);
    };

    const client: WireClient = {
      clientId: options.clientId,
      get pubacks() {
        return pubacks;
      },
      get closed() {
        return closed;
      },
      onMessage: undefined,
      publish(topic, payload, qos = 0) {
        write(encodePublish(topic, payload, qos, qos > 0 ? takeId() : 0));
      },
      subscribe(topics, qos = 0) {
        const id = takeId();
        const body = Buffer.concat([
          Buffer.from([id >> 8, id & 0xff]),
          ...topics.flatMap((t) => [str(t), Buffer.from([qos])]),
        ]);
        return new Promise<number[]>((done, refuse) => {
          const t = setTimeout(() => refuse(new Error('SUBACK timeout')), 30_000);
          subacks.set(id, (codes) => {
            clearTimeout(t);
            done(codes);
          });
          write(packet(SUBSCRIBE, body));
        });
      },
      ping() {
        write(PINGREQ);
      },
      close() {
        if (closed) return;
        closed = true;
        socket.end(DISCONNECT);
        socket.destroySoon?.();
      },
    };

    const handle = (type: number, flags: number, body: Buffer) => {
      switch (type) {
        case CONNACK: {
          clearTimeout(timer);
          const code = body[1] ?? 255;
          if (code !== 0) return fail(new Error(`CONNACK refused (${code}) for ${options.clientId}`));
          connected = true;
          resolve(client);
          return;
        }
        case PUBLISH: {
          const qos = (flags >> 1) & 3;
          const topicLength = body.readUInt16BE(0);
          const topic = body.toString('utf8', 2, 2 + topicLength);
          let offset = 2 + topicLength;
          if (qos > 0) {
            const id = body.readUInt16BE(offset);
            offset += 2;
            write(Buffer.from([PUBACK, 2, id >> 8, id & 0xff]));
          }
          client.onMessage?.(topic, body.subarray(offset));
          return;
        }
        case PUBACK:
          pubacks += 1;
          return;
        case SUBACK: {
          const id = body.readUInt16BE(0);
          subacks.get(id)?.([...body.subarray(2)]);
          subacks.delete(id);
          return;
        }
        default:
          return;
      }
    };

    socket.on('data', (chunk: Buffer) => {
      buffered = buffered.length === 0 ? chunk : Buffer.concat([buffered, chunk]);
      let offset = 0;
      for (;;) {
        if (buffered.length - offset < 2) break;
        let multiplier = 1;
        let remaining = 0;
        let i = offset + 1;
        let complete = false;
        while (i < buffered.length && i < offset + 5) {
          const byte = buffered[i]!;
          remaining += (byte & 0x7f) * multiplier;
          multiplier *= 128;
          i += 1;
          if ((byte & 0x80) === 0) {
            complete = true;
            break;
          }
        }
        if (!complete || buffered.length < i + remaining) break;
        const first = buffered[offset]!;
        handle(first & 0xf0, first & 0x0f, buffered.subarray(i, i + remaining));
        offset = i + remaining;
      }
      buffered = offset === buffered.length ? Buffer.alloc(0) : buffered.subarray(offset);
    });
    socket.on('error', (error) => fail(error));
    socket.on('close', () => {
      closed = true;
      if (!connected) fail(new Error(`closed before CONNACK for ${options.clientId}`));
    });

    const flags =
      0x02 | (options.username !== undefined ? 0x80 : 0) | (options.password !== undefined ? 0x40 : 0);
    const keepalive = options.keepalive ?? 60;
    const body = Buffer.concat([
      str('MQTT'),
      Buffer.from([4, flags, keepalive >> 8, keepalive & 0xff]),
      str(options.clientId),
      ...(options.username !== undefined ? [str(options.username)] : []),
      ...(options.password !== undefined ? [str(options.password)] : []),
    ]);
    socket.once('connect', () => socket.write(packet(CONNECT, body)));
  });
}

/** Connects many clients with bounded concurrency; stops early when `deadline` passes. */
export async function connectMany(
  options: WireOptions[],
  concurrency: number,
  deadline = Number.POSITIVE_INFINITY,
): Promise<{ clients: WireClient[]; failed: number; timedOut: boolean }> {
  const clients: WireClient[] = [];
  let failed = 0;
  let next = 0;
  let timedOut = false;
  const worker = async () => {
    for (;;) {
      if (Date.now() > deadline) {
        timedOut = true;
        return;
      }
      const index = next++;
      const option = options[index];
      if (!option) return;
      try {
        clients.push(await connectWire(option));
      } catch {
        failed += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, options.length) }, worker));
  return { clients, failed, timedOut };
}
