import path from 'node:path';
import { buildTopic, DEVICE_STATUS, ErrorCode, Topic } from '@linli/contracts';
import SQLite from 'better-sqlite3';
import mqtt, { type MqttClient } from 'mqtt';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { randomToken } from '../../../src/platform/secrets.ts';
import { createTestApp, type TestApp, testDatabase } from '../../support/index.ts';
import { mqttUrl, ownerWithDevice, until } from '../../support/mqtt.ts';
import { startTcpProxy } from './tcp-proxy.ts';

/** Reports a device sends while the database cannot take them (QoS 1: each waits for its PUBACK). */
const REPORTS = 5;

const BUSY = {
  'en-US': {
    code: 500,
    msg: 'The service is busy, please try again in a moment',
    errorCode: ErrorCode.SERVICE_BUSY,
  },
  'zh-CN': { code: 500, msg: '服务繁忙，请稍后再试', errorCode: ErrorCode.SERVICE_BUSY },
};

type Owned = Awaited<ReturnType<typeof ownerWithDevice>>;

function connectDevice(url: string, d: Owned): Promise<MqttClient> {
  return mqtt.connectAsync(url, {
    clientId: d.connect.clientId,
    username: d.connect.username,
    password: d.connect.passwd,
    // Retries quickly, as a device does; refused or dropped connections are part of the scenario.
    reconnectPeriod: 100,
  });
}

const rename = (t: TestApp, d: Owned, deviceName: string, language: 'zh-CN' | 'en-US' = 'en-US') =>
  t.call('PUT', '/iot/device', {
    token: d.token,
    language,
    body: { deviceId: d.deviceId, deviceName, locationWay: 1 },
  });

const detail = (t: TestApp, d: Owned) =>
  t.call<{ data: { deviceName: string; status: number } }>('GET', `/iot/device/${d.deviceId}`, {
    token: d.token,
  });

/** Each remark stored as a device event, with how many times (a resent report must not double). */
async function storedRemarks(t: TestApp, d: Owned): Promise<Map<string, number>> {
  const page = await t.call<{ rows: { remark: string }[] }>('GET', '/iot/event/list', {
    token: d.token,
    query: { deviceId: String(d.deviceId), pageSize: '100' },
  });
  expect(page.body.code).toBe(200);
  const counts = new Map<string, number>();
  for (const row of page.body.rows) counts.set(row.remark, (counts.get(row.remark) ?? 0) + 1);
  return counts;
}

/**
 * Publishes REPORTS events at QoS 1 while the database is away. Returns once the broker has refused them
 * and dropped the device (nothing stored, nothing acknowledged), with a promise of the PUBACKs, which come
 * only after the device reconnected and resent them to a working database.
 */
async function reportWhileAway(device: MqttClient, d: Owned, tag: string) {
  const topic = buildTopic(d.productId, d.serialNumber, Topic.eventPost);
  const remarks = Array.from({ length: REPORTS }, (_, i) => `${tag}-${i}`);
  const dropped = new Promise<void>((resolve) => device.once('close', () => resolve()));
  const acknowledged = Promise.all(
    remarks.map((remark) =>
      device.publishAsync(topic, JSON.stringify([{ id: 'temperature_alarm', value: '39.5', remark }]), {
        qos: 1,
      }),
    ),
  );
  await dropped;
  return { remarks, acknowledged };
}

describe(`database trouble: clear answers, no crash, recovery, no lost reports (${testDatabase})`, () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** A server with the broker, and an owner's sensor connected to it (cleaned up after the test). */
  async function appWithConnectedSensor(env: Record<string, string>) {
    const t = await createTestApp(env, { broker: true });
    cleanups.push(() => t.close());
    const d = await ownerWithDevice(t, 'th-sensor', '卧室传感器');
    const device = await connectDevice(mqttUrl(t), d);
    device.on('error', () => {});
    cleanups.push(() => void device.end(true));
    await until(() => t.container.iot.mqtt.sessions.isConnected(d.deviceId));
    return { t, d, device };
  }

  if (testDatabase === 'sqlite') {
    it('a write lock held past the busy timeout: 503 "busy", nothing changed, then the same request succeeds; reports are resent and stored once', async () => {
      const { t, d, device } = await appWithConnectedSensor({});

      // Another program (a maintenance script, the sqlite3 shell) takes the write lock and keeps it.
      const other = new SQLite(path.join(t.dataDir, 'linli.db'));
      cleanups.push(() => void other.close());
      other.exec('BEGIN IMMEDIATE');

      const refused = await rename(t, d, '改名的传感器');
      expect(refused.status).toBe(503);
      expect(refused.body).toEqual(BUSY['en-US']);
      // Readers are not blocked (WAL), and they see that nothing changed.
      expect((await detail(t, d)).body.data.deviceName).toBe('卧室传感器');

      const { remarks, acknowledged } = await reportWhileAway(device, d, 'locked');
      other.exec('ROLLBACK');

      await acknowledged;
      const stored = await storedRemarks(t, d);
      expect(remarks.map((remark) => stored.get(remark))).toEqual(remarks.map(() => 1));

      const retried = await rename(t, d, '改名的传感器');
      expect(retried.status).toBe(200);
      expect(retried.body.code).toBe(200);
      expect((await detail(t, d)).body.data.deviceName).toBe('改名的传感器');
      await until(async () => (await detail(t, d)).body.data.status === DEVICE_STATUS.online);
    }, 60_000);
  }

  if (testDatabase === 'postgres') {
    it('PostgreSQL killing connections and then unreachable: no crash, 503 "busy", recovery with every report stored once', async () => {
      const base = new URL(process.env.DATABASE_URL!);
      const link = await startTcpProxy(Number(base.port || 5432), base.hostname);
      cleanups.push(() => link.close());
      // The app's connections carry a name of their own, so the test can find and kill exactly those.
      const applicationName = `linli_rel_${randomToken(6)
        .toLowerCase()
        .replace(/[^a-z0-9]/g, '_')}`;
      const viaLink = new URL(base);
      viaLink.host = `127.0.0.1:${link.port}`;
      viaLink.searchParams.set('application_name', applicationName);
      const { t, d, device } = await appWithConnectedSensor({ DATABASE_URL: viaLink.toString() });
      expect(link.live()).toBeGreaterThan(0);

      // 1. An administrator (or a PostgreSQL restart) ends the app's connections, idle ones included: the
      // pool hears 'error' for each idle client. The process survives and the next request gets a new one.
      const admin = new pg.Client({ connectionString: base.toString() });
      await admin.connect();
      const killed = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
        [applicationName],
      );
      await admin.end();
      expect(killed.rowCount).toBeGreaterThan(0);
      await until(() => link.live() === 0);
      // The pool may still hand out an idle client whose connection died before it heard so (on a busy
      // machine the two events can be apart): that request is answered "busy", and the next one gets a new
      // connection. Nothing else is acceptable in between.
      await until(async () => {
        const answer = await detail(t, d);
        if (answer.status !== 200) {
          expect(answer.status).toBe(503);
          expect(answer.body.errorCode).toBe(ErrorCode.SERVICE_BUSY);
        }
        return answer.body.data?.deviceName === '卧室传感器';
      });

      // 2. The database becomes unreachable: live connections reset, new ones refused.
      link.down();
      link.cut();
      const refused = await rename(t, d, '改名的传感器');
      expect(refused.status).toBe(503);
      expect(refused.body).toEqual(BUSY['en-US']);
      const unreadable = await t.call('GET', `/iot/device/${d.deviceId}`, {
        token: d.token,
        language: 'zh-CN',
      });
      expect(unreadable.status).toBe(503);
      expect(unreadable.body).toEqual(BUSY['zh-CN']);
      const { remarks, acknowledged } = await reportWhileAway(device, d, 'unreachable');

      // 3. The database returns.
      link.up();
      await acknowledged;
      const stored = await storedRemarks(t, d);
      expect(remarks.map((remark) => stored.get(remark))).toEqual(remarks.map(() => 1));
      expect((await detail(t, d)).body.data.deviceName).toBe('卧室传感器');
      const retried = await rename(t, d, '改名的传感器');
      expect(retried.body.code).toBe(200);
      expect((await detail(t, d)).body.data.deviceName).toBe('改名的传感器');
      await until(async () => (await detail(t, d)).body.data.status === DEVICE_STATUS.online);
    }, 60_000);
  }
});
