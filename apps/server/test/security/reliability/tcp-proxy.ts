import net from 'node:net';

/**
 * A TCP forwarder the test controls, put between a client (a device, an app, the database pool) and its
 * server to play a network that drops: `cut()` kills every live connection, `down()` makes new ones fail
 * at once (as a dead link or a stopped server does), `up()` lets them through again, `retarget()` points
 * new connections at another port (a restarted server).
 */
export interface TcpProxy {
  port: number;
  /** Connections currently forwarded. */
  live(): number;
  /** Resets every live connection (both sides see the link die). */
  cut(): void;
  /** New connections are reset as soon as they arrive, until `up()`. */
  down(): void;
  up(): void;
  retarget(port: number): void;
  close(): Promise<void>;
}

export async function startTcpProxy(targetPort: number, targetHost = '127.0.0.1'): Promise<TcpProxy> {
  let target = targetPort;
  let refusing = false;
  const pairs = new Set<{ inbound: net.Socket; outbound: net.Socket }>();

  const server = net.createServer((inbound) => {
    if (refusing) {
      inbound.resetAndDestroy();
      return;
    }
    const outbound = net.connect(target, targetHost);
    const pair = { inbound, outbound };
    pairs.add(pair);
    const drop = () => {
      pairs.delete(pair);
      inbound.destroy();
      outbound.destroy();
    };
    inbound.on('error', drop).on('close', drop);
    outbound.on('error', drop).on('close', drop);
    inbound.pipe(outbound);
    outbound.pipe(inbound);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;

  const cut = () => {
    for (const { inbound, outbound } of [...pairs]) {
      inbound.resetAndDestroy();
      outbound.resetAndDestroy();
    }
    pairs.clear();
  };
  return {
    port,
    live: () => pairs.size,
    cut,
    down: () => {
      refusing = true;
    },
    up: () => {
      refusing = false;
    },
    retarget: (next) => {
      target = next;
    },
    close: async () => {
      cut();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
