import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  DEVICE_SECRET_USERNAME,
  PAIRING_USERNAME,
  readProvisioningQuery,
  type ThingsModelSet,
} from '@linli/contracts';
import { createSimDevice, type SimDevice } from './index.ts';

/**
 * A device in Wi-Fi network-setup mode (docs/fastbee.md "Wi-Fi provisioning") on loopback: `GET /status`
 * answers "AP ready", `POST /config?SSID=…&password=…&userId=…[&deviceNum&authCode&extra]&token=…` stores the
 * settings and the device then "joins the router": it connects to the broker with the pairing token
 * (user name `pairing`), and keeps the token as its secret for every reconnection. CORS is open to the app's
 * origin (and Chrome's private-network preflight is answered), as the real firmware's web server does.
 */
export interface ProvisionableDeviceOptions {
  productId: number;
  /** The number printed on the device; `deviceNum` in /config replaces it. */
  serialNumber: string;
  model: ThingsModelSet;
  /** Where the "router" leads: the broker's MQTT URL. */
  brokerUrl: string;
  host?: string;
  /** 0 = any free port. */
  port?: number;
  /** The app origin allowed to call (default any). */
  allowOrigin?: string;
  reportEveryMs?: number;
}

export interface ProvisioningConfig {
  ssid: string;
  password: string;
  userId: string;
  deviceNum: string | undefined;
  authCode: string | undefined;
  extra: string | undefined;
  token: string;
}

export interface ProvisionableDevice {
  /** Its provisioning address, e.g. http://127.0.0.1:41234 (the real one is http://192.168.4.1). */
  address: string;
  /** The settings received by the last accepted /config. */
  lastConfig(): ProvisioningConfig | undefined;
  /** The running device once it joined the broker. */
  device(): SimDevice | undefined;
  /** Why joining the broker failed, if it did (a refused token). */
  lastError(): string | undefined;
  /** Resolves when the device is connected after a /config. */
  joined(): Promise<SimDevice>;
  stop(): Promise<void>;
}

export async function startProvisionableDevice(
  options: ProvisionableDeviceOptions,
): Promise<ProvisionableDevice> {
  let config: ProvisioningConfig | undefined;
  let device: SimDevice | undefined;
  let error: string | undefined;
  let resolveJoined: (device: SimDevice) => void = () => {};
  let joined = new Promise<SimDevice>((resolve) => {
    resolveJoined = resolve;
  });

  const join = async (next: ProvisioningConfig) => {
    await device?.stop();
    device = undefined;
    error = undefined;
    try {
      device = await createSimDevice({
        url: options.brokerUrl,
        productId: options.productId,
        serialNumber: next.deviceNum || options.serialNumber,
        userId: Number(next.userId) || 0,
        credentials: { username: PAIRING_USERNAME, password: next.token },
        reconnectCredentials: { username: DEVICE_SECRET_USERNAME, password: next.token },
        model: options.model,
        reportEveryMs: options.reportEveryMs ?? 0,
      });
      resolveJoined(device);
    } catch (failure) {
      error = failure instanceof Error ? failure.message : String(failure);
      // Back in setup mode: a new /config may be tried.
      joined = new Promise<SimDevice>((resolve) => {
        resolveJoined = resolve;
      });
    }
  };

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://device');
    const headers: Record<string, string> = {
      'access-control-allow-origin': options.allowOrigin ?? '*',
      'access-control-allow-methods': 'GET, POST, OPTIONS',
      'access-control-allow-private-network': 'true',
      'content-type': 'text/plain; charset=utf-8',
    };
    const send = (status: number, text: string) => {
      response.writeHead(status, headers);
      response.end(text);
    };
    if (request.method === 'OPTIONS') return send(204, '');
    if (request.method === 'GET' && url.pathname === '/status') return send(200, 'AP ready');
    if (request.method === 'POST' && url.pathname === '/config') {
      const q = readProvisioningQuery(url.search);
      // FastBee firmware: a missing SSID, password or userId is a 500; our devices also need the token.
      if (!q.ssid || !q.password || !q.userId || !q.token) return send(500, 'missing parameters');
      config = {
        ssid: q.ssid,
        password: q.password,
        userId: q.userId,
        deviceNum: q.deviceNum,
        authCode: q.authCode,
        extra: q.extra,
        token: q.token,
      };
      send(200, 'ok');
      void join(config);
      return;
    }
    send(404, 'not found');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    address: `http://${options.host ?? '127.0.0.1'}:${port}`,
    lastConfig: () => config,
    device: () => device,
    lastError: () => error,
    joined: () => joined,
    async stop() {
      await device?.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
