import net from 'node:net';
import { buildTopic, Topic } from '@linli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/index.ts';
import { appClient, ownerWithDevice, until } from '../../support/mqtt.ts';

/** MQTT's remaining-length field (1–4 bytes, 7 bits each). */
function remainingLength(n: number): Buffer {
  const bytes: number[] = [];
  let rest = n;
  do {
    let byte = rest % 128;
    rest = Math.floor(rest / 128);
    if (rest > 0) byte |= 0x80;
    bytes.push(byte);
  } while (rest > 0);
  return Buffer.from(bytes);
}

/** A raw TCP socket to the broker; `closed` resolves when the broker hangs up. */
async function rawSocket(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  socket.on('error', () => {});
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now())));
  return { socket, closed };
}

/**
 * Attacks on the broker's resources (SECURITY.md "MQTT"): a header may declare any length, and a broker that
 * believes it buffers 200 MB for a stranger who never logged in. Packets are capped (small before CONNECT),
 * a socket that never logs in is closed, and one address holds only so many connections.
 */
describe('attacks on the broker’s resources: packet size, silent sockets, connections per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      { MQTT_MAX_CONNECTIONS_PER_ADDRESS: '6', MQTT_MAX_PACKET_KIB: '64' },
      { broker: true },
    );
  });
  afterAll(() => t.close());

  it('a 200 MB PUBLISH declared before CONNECT is cut at its header, and a socket that never logs in is closed', async () => {
    const silent = await rawSocket(t.broker!.port);
    const opened = Date.now();
    const flood = await rawSocket(t.broker!.port);
    flood.socket.write(Buffer.concat([Buffer.from([0x30]), remainingLength(200 * 1024 * 1024)]));
    let sent = 0;
    const chunk = Buffer.alloc(64 * 1024);
    const pump = setInterval(() => {
      if (!flood.socket.destroyed) {
        flood.socket.write(chunk);
        sent += chunk.length;
      }
    }, 5);
    const at = await flood.closed;
    clearInterval(pump);
    expect(sent).toBeLessThan(4 * 1024 * 1024);
    expect(at - opened).toBeLessThan(5000);
    // The one that said nothing at all goes after the connect timeout (10 s).
    const silentAt = await silent.closed;
    expect(silentAt - opened).toBeGreaterThanOrEqual(9000);
  }, 20_000);

  it('a logged-in app sending a packet over the maximum is disconnected; the same message under it is not', async () => {
    const d = await ownerWithDevice(t);
    const topic = buildTopic(d.productId, d.serialNumber, Topic.monitorGet);
    // The same allowed request (monitor 1 reading), padded with spaces: only its size differs.
    const padded = (kib: number) => `{"count":1,"interval":1000}${' '.repeat(kib * 1024)}`;
    const client = await appClient(t, d.token);
    await client.publishAsync(topic, padded(32));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(client.connected).toBe(true);
    client.publish(topic, padded(80));
    await until(() => !client.connected);
    client.end(true);
  });

  it('one address holds at most the configured number of connections', async () => {
    const open = await Promise.all(Array.from({ length: 6 }, () => rawSocket(t.broker!.port)));
    const extra = await rawSocket(t.broker!.port);
    const refusedAt = await extra.closed;
    expect(refusedAt).toBeGreaterThan(0);
    expect(open.every((o) => !o.socket.destroyed)).toBe(true);
    open[0]!.socket.destroy();
    await open[0]!.closed;
    await new Promise((resolve) => setTimeout(resolve, 50));
    const again = await rawSocket(t.broker!.port);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(again.socket.destroyed).toBe(false);
    for (const o of [...open, again]) o.socket.destroy();
  });
});
