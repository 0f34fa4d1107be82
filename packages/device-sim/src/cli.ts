import { parseArgs } from 'node:util';
import {
  API_PREFIX,
  ApiPath,
  type DeviceShort,
  type MqttConnectData,
  type ThingsModelSet,
} from '@linli/contracts';
import { createSimDevice, type SimDevice, startProvisionableDevice } from './index.ts';

/**
 * `npm run sim -- --api http://127.0.0.1:8080 --username experience --password experience --devices 5`
 * Logs in, takes the account's first N devices and connects each as a simulated device with the
 * credentials the API gives its owner (getMqttConnectData), reporting every --every ms.
 * `npm run sim -- --provision [--product 2] [--serial D123] [--port 8266]` instead runs one device in Wi-Fi
 * setup mode for the app's provisioning screen (address printed; set the form's device address to it).
 */
const { values: args } = parseArgs({
  options: {
    api: { type: 'string', default: 'http://127.0.0.1:8080' },
    mqtt: { type: 'string' },
    username: { type: 'string', default: 'experience' },
    password: { type: 'string', default: 'experience' },
    devices: { type: 'string', default: '10' },
    every: { type: 'string', default: '5000' },
    // --provision: one device in Wi-Fi setup mode (GET /status, POST /config) instead of the account's devices.
    provision: { type: 'boolean', default: false },
    product: { type: 'string' },
    serial: { type: 'string' },
    port: { type: 'string', default: '0' },
  },
});

async function api<T>(path: string, token?: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${args.api}${API_PREFIX}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  const body = (await response.json()) as T & { code: number; msg: string };
  if (body.code !== 200) throw new Error(`${path}: ${body.msg}`);
  return body;
}

async function firstProductId(token: string): Promise<number> {
  const { rows } = await api<{ rows: { productId: number }[] }>(
    `${ApiPath.productShortList}?pageSize=1`,
    token,
  );
  if (!rows[0]) throw new Error('no products');
  return rows[0].productId;
}

async function main(): Promise<void> {
  const { token } = await api<{ token: string }>(ApiPath.login, undefined, {
    method: 'POST',
    body: JSON.stringify({ username: args.username, password: args.password }),
  });
  if (args.provision) {
    const productId = Number(args.product ?? 0) || (await firstProductId(token));
    const { data: model } = await api<{ data: ThingsModelSet }>(
      ApiPath.modelCache.replace(':id', String(productId)),
      token,
    );
    const mqttUrl = args.mqtt ?? `mqtt://${new URL(args.api).hostname}:1883`;
    const ap = await startProvisionableDevice({
      productId,
      serialNumber: args.serial ?? `D${Date.now().toString(36).toUpperCase()}`,
      model,
      brokerUrl: mqttUrl,
      port: Number(args.port),
      reportEveryMs: Number(args.every),
    });
    console.log(`device in network-setup mode at ${ap.address} (product ${productId}); waiting for /config`);
    void ap.joined().then((d) => console.log(`joined the broker as ${d.client.options.clientId}`));
    const stopAp = async () => {
      await ap.stop();
      process.exit(0);
    };
    process.on('SIGINT', () => void stopAp());
    process.on('SIGTERM', () => void stopAp());
    return;
  }
  const { rows } = await api<{ rows: DeviceShort[] }>(
    `${ApiPath.deviceShortList}?pageSize=${Math.min(100, Number(args.devices))}`,
    token,
  );
  const sims: SimDevice[] = [];
  for (const device of rows) {
    const { data: connect } = await api<{ data: MqttConnectData }>(
      `${ApiPath.deviceMqttConnectData}?deviceId=${device.deviceId}`,
      token,
    );
    const { data: model } = await api<{ data: ThingsModelSet }>(
      ApiPath.modelCache.replace(':id', String(device.productId)),
      token,
    );
    const sim = await createSimDevice({
      url: args.mqtt ?? `mqtt://${connect.host}:${connect.port}`,
      productId: device.productId,
      serialNumber: device.serialNumber,
      userId: device.userId,
      credentials: { username: connect.username, password: connect.passwd },
      model,
      reportEveryMs: Number(args.every),
    });
    sims.push(sim);
    console.log(`connected ${device.deviceName} (${device.serialNumber})`);
  }
  const stop = async () => {
    await Promise.all(sims.map((s) => s.stop()));
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
