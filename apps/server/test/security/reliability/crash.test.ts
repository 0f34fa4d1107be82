import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildTopic, type DeviceEvent, type MqttConnectData, Topic } from '@linli/contracts';
import { aRegistration } from '@linli/testkit';
import mqtt from 'mqtt';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { randomToken } from '../../../src/platform/secrets.ts';
import { testDatabase } from '../../support/index.ts';
import { api, type RealServer, startRealServer } from './real-server.ts';

const DEVICES = 3;
/** Enough acknowledged reports that the kill lands in the middle of a stream of batched writes. */
const ACKED_BEFORE_KILL = 150;
/** Reports each device keeps in flight at once (QoS 1 lets several wait for their PUBACK). */
const IN_FLIGHT = 8;

/**
 * The database the real server runs on: on postgres runs a database of its own (main.ts knows no test
 * schema, and the migrator keeps its bookkeeping in the default one), else SQLite in the data directory.
 */
async function databaseEnv(): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  if (testDatabase !== 'postgres') return { env: { DATABASE_URL: '' }, drop: async () => {} };
  const base = process.env.DATABASE_URL!;
  const name = `linli_crash_${randomToken(6)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '_')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { env: { DATABASE_URL: url.toString() }, drop: () => admin(`drop database ${name} with (force)`) };
}

describe(`crash safety: kill -9 while devices report at QoS 1 (${testDatabase})`, () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'linli-crash-'));
  const running: RealServer[] = [];
  let drop = async () => {};
  afterAll(async () => {
    for (const server of running) await server.stop();
    await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every report the broker acknowledged (PUBACK) across a kill -9 and a restart', async () => {
    const database = await databaseEnv();
    drop = database.drop;
    const env = { DATA_DIR: dataDir, ...database.env };
    const first = await startRealServer(env);
    running.push(first);

    const account = aRegistration();
    expect((await api(first, 'POST', '/iot/tool/register', { body: account })).code).toBe(200);
    const { token } = await api<{ token: string }>(first, 'POST', '/login', {
      body: { username: account.username, password: account.password },
    });
    const products = await api<{ rows: { productId: number; productName: string }[] }>(
      first,
      'GET',
      '/iot/product/shortList',
      {
        token,
        query: { pageSize: '100' },
      },
    );
    const sensor = products.rows.find((p) => p.productName === '温湿度传感器')!;
    const devices: { deviceId: number; topic: string; connect: MqttConnectData }[] = [];
    for (let i = 0; i < DEVICES; i += 1) {
      const created = await api<{ data: { deviceId: number; serialNumber: string } }>(
        first,
        'POST',
        '/iot/device',
        {
          token,
          body: { productId: sensor.productId, deviceName: `传感器${i}` },
        },
      );
      const connect = await api<{ data: MqttConnectData }>(first, 'GET', '/iot/device/getMqttConnectData', {
        token,
        query: { deviceId: String(created.data.deviceId) },
      });
      devices.push({
        deviceId: created.data.deviceId,
        topic: buildTopic(sensor.productId, created.data.serialNumber, Topic.eventPost),
        connect: connect.data,
      });
    }

    // Each device streams events with a unique remark; a remark counts as acknowledged when its PUBACK arrives.
    const acked = new Map<number, Set<string>>(devices.map((d) => [d.deviceId, new Set<string>()]));
    let total = 0;
    let killing: Promise<void> | undefined;
    const clients = await Promise.all(
      devices.map((d) =>
        mqtt.connectAsync(first.mqttUrl, {
          clientId: d.connect.clientId,
          username: d.connect.username,
          password: d.connect.passwd,
          reconnectPeriod: 0,
        }),
      ),
    );
    const streams = devices.map(async (d, index) => {
      const client = clients[index]!;
      client.on('error', () => {});
      // An unacknowledged QoS 1 publish stays pending in the client after the broker dies: stop waiting then.
      const closed = new Promise<'closed'>((resolve) => client.once('close', () => resolve('closed')));
      let sequence = 0;
      const sendOne = async (): Promise<void> => {
        while (!killing && client.connected) {
          sequence += 1;
          const remark = `d${d.deviceId}-${sequence}`;
          const payload = JSON.stringify([{ id: 'temperature_alarm', value: '36.5', remark }]);
          try {
            const outcome = await Promise.race([client.publishAsync(d.topic, payload, { qos: 1 }), closed]);
            if (outcome === 'closed') return; // died with the server: never acknowledged
          } catch {
            return;
          }
          acked.get(d.deviceId)!.add(remark);
          total += 1;
          if (total >= ACKED_BEFORE_KILL && !killing) killing = first.kill9();
        }
      };
      await Promise.all(Array.from({ length: IN_FLIGHT }, sendOne));
    });
    await Promise.all(streams);
    await killing;
    for (const client of clients) client.end(true);
    expect(first.child.signalCode).toBe('SIGKILL');

    const second = await startRealServer(env);
    running.push(second);
    let missing = 0;
    let ackedCount = 0;
    for (const d of devices) {
      const stored = new Set<string>();
      for (let pageNum = 1; ; pageNum += 1) {
        const page = await api<{ rows: DeviceEvent[]; total: number }>(second, 'GET', '/iot/event/list', {
          token,
          query: { deviceId: String(d.deviceId), pageSize: '100', pageNum: String(pageNum) },
        });
        expect(page.code).toBe(200);
        for (const row of page.rows) stored.add(row.remark);
        if (page.rows.length < 100) break;
      }
      const mine = acked.get(d.deviceId)!;
      ackedCount += mine.size;
      missing += [...mine].filter((remark) => !stored.has(remark)).length;
    }
    console.log(
      `crash test: ${ackedCount} reports acknowledged before kill -9, ${missing} missing after restart`,
    );
    expect(ackedCount).toBeGreaterThanOrEqual(ACKED_BEFORE_KILL);
    expect(missing).toBe(0);
  }, 120_000);
});
