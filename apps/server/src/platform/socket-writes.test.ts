import net from 'node:net';
import type { Duplex } from 'node:stream';
import mqttPacket from 'mqtt-packet';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { coalesceWrites, webSocketStream } from './socket-writes.ts';

interface Pair {
  server: net.Server;
  sent: net.Socket;
  received: Promise<Buffer>;
}

/** A real loopback TCP connection; `received` resolves with everything the client got once the server ends. */
async function socketPair(): Promise<Pair> {
  let accept!: (socket: net.Socket) => void;
  const accepted = new Promise<net.Socket>((resolve) => {
    accept = resolve;
  });
  const server = net.createServer((socket) => accept(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const client = net.connect(port, '127.0.0.1');
  const received = new Promise<Buffer>((resolve) => {
    const chunks: Buffer[] = [];
    client.on('data', (c) => chunks.push(c));
    client.on('end', () => {
      client.end();
      resolve(Buffer.concat(chunks));
    });
  });
  return { server, sent: await accepted, received };
}

/** The way aedes delivers QoS 0 messages: each packet from its own setImmediate, through mqtt-packet. */
function deliverLikeAedes(socket: Duplex, topics: string[]): Promise<void> {
  return new Promise((resolve) => {
    let left = topics.length;
    for (const topic of topics) {
      setImmediate(() => {
        mqttPacket.writeToStream(
          { cmd: 'publish', topic, payload: 'x', qos: 0, retain: false, dup: false },
          socket,
        );
        if (--left === 0) resolve();
      });
    }
  });
}

/** How many times the socket handed bytes to the kernel (libuv write requests). */
function countWrites(socket: net.Socket): () => number {
  const target = socket as unknown as {
    _writev: (...a: unknown[]) => void;
    _write: (...a: unknown[]) => void;
  };
  let calls = 0;
  for (const name of ['_write', '_writev'] as const) {
    const original = target[name].bind(socket);
    target[name] = (...args: unknown[]) => {
      calls++;
      original(...args);
    };
  }
  return () => calls;
}

const pairs: Pair[] = [];
afterEach(async () => {
  for (const p of pairs.splice(0)) await new Promise((resolve) => p.server.close(resolve));
});

const TOPICS = [
  '/1/A/ws/service',
  '/1/B/ws/service',
  '/1/C/ws/service',
  '/1/D/ws/service',
  '/1/E/ws/service',
];

describe('coalesceWrites: the MQTT packets of one event-loop turn leave a socket in one write', () => {
  it('without it, each packet delivered from its own setImmediate is a write of its own', async () => {
    const pair = await socketPair();
    pairs.push(pair);
    const writes = countWrites(pair.sent);
    await deliverLikeAedes(pair.sent, TOPICS);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes()).toBe(TOPICS.length);
    pair.sent.end();
    await pair.received;
  });

  it('with it, the same packets go in one write, complete and in order', async () => {
    const pair = await socketPair();
    pairs.push(pair);
    const writes = countWrites(coalesceWrites(pair.sent));
    await deliverLikeAedes(pair.sent, TOPICS);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes()).toBe(1);
    pair.sent.end();
    const parser = mqttPacket.parser();
    const topics: string[] = [];
    parser.on('packet', (p) => topics.push((p as { topic: string }).topic));
    parser.parse(await pair.received);
    expect(topics).toEqual(TOPICS);
  });

  it('end() right after a write still sends it (nothing is left corked)', async () => {
    const pair = await socketPair();
    pairs.push(pair);
    coalesceWrites(pair.sent);
    mqttPacket.writeToStream({ cmd: 'pingresp' }, pair.sent);
    pair.sent.end();
    expect([...(await pair.received)]).toEqual([0xd0, 0x00]);
  });
});

/** A real WebSocket over loopback; the client hears each frame the server's side sends as one message. */
async function webSocketPair() {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const accepted = new Promise<WebSocket>((resolve) => server.once('connection', resolve));
  const client = new WebSocket(`ws://127.0.0.1:${(server.address() as net.AddressInfo).port}`);
  const frames: Buffer[] = [];
  client.on('message', (data: Buffer) => frames.push(data));
  const closed = new Promise<void>((resolve) => client.once('close', () => resolve()));
  await new Promise<void>((resolve) => client.once('open', () => resolve()));
  return { server, client, sent: await accepted, frames, closed };
}

describe('webSocketStream: an app on /mqtt gets the packets of one turn in one WebSocket frame', () => {
  const servers: WebSocketServer[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve));
  });

  it('packets delivered from their own setImmediates arrive as one frame, complete and in order', async () => {
    const pair = await webSocketPair();
    servers.push(pair.server);
    const stream = webSocketStream(pair.sent);
    await deliverLikeAedes(stream, TOPICS);
    stream.end();
    await pair.closed;
    expect(pair.frames).toHaveLength(1);
    const parser = mqttPacket.parser();
    const topics: string[] = [];
    parser.on('packet', (p) => topics.push((p as { topic: string }).topic));
    parser.parse(Buffer.concat(pair.frames));
    expect(topics).toEqual(TOPICS);
  });

  it('what the app sends is read as before', async () => {
    const pair = await webSocketPair();
    servers.push(pair.server);
    const stream = webSocketStream(pair.sent);
    const received = new Promise<Buffer>((resolve) => stream.once('data', resolve));
    const ping = mqttPacket.generate({ cmd: 'pingreq' });
    pair.client.send(ping);
    expect([...(await received)]).toEqual([...ping]);
    stream.end();
    await pair.closed;
  });
});
