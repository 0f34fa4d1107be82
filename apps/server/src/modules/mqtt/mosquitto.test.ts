import { execFile } from 'node:child_process';
import { buildTopic, Topic } from '@linli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/index.ts';
import { ownerWithDevice, until } from '../../../test/support/mqtt.ts';

/**
 * A device that is nothing but Debian's `mosquitto_pub` (package mosquitto-clients),
 * speaking the FastBee topic format, is stored with valid credentials and refused with wrong ones. CI installs
 * the package; a machine without it fails here rather than skipping the proof.
 */
const MOSQUITTO_PUB = 'mosquitto_pub';

interface Run {
  code: number;
  output: string;
}

function mosquittoPub(args: string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    execFile(MOSQUITTO_PUB, args, { timeout: 15_000 }, (error, stdout, stderr) => {
      const err = error as (NodeJS.ErrnoException & { code?: string | number }) | null;
      if (err?.code === 'ENOENT') {
        reject(
          new Error(
            `${MOSQUITTO_PUB} is not installed: install Debian's mosquitto-clients (apt-get install mosquitto-clients); this test proves a real FastBee-format device and must not be skipped`,
          ),
        );
        return;
      }
      resolve({ code: err ? Number(err.code ?? 1) || 1 : 0, output: `${stdout}${stderr}` });
    });
  });
}

describe('a real FastBee-format device: mosquitto_pub', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { broker: true });
  });
  afterAll(() => t.close());

  const REPORT = '[{"id":"temperature","value":"23.5"}]';
  const values = async (token: string, deviceId: number) =>
    (
      await t.call<{ data: { id: string; value: string }[] }>(
        'GET',
        `/iot/device/thingsModelValue/${deviceId}`,
        { token },
      )
    ).body.data;

  it('with the credentials of getMqttConnectData: the reported value shows in the API', async () => {
    const d = await ownerWithDevice(t, 'th-sensor', '卧室温湿度');
    expect(d.connect.clientId).toBe(`S&${d.serialNumber}&${d.productId}&${d.userId}`);
    const topic = buildTopic(d.productId, d.serialNumber, Topic.propertyPost);
    expect(topic).toBe(`/${d.productId}/${d.serialNumber}/property/post`);
    const run = await mosquittoPub([
      ...['-h', '127.0.0.1', '-p', String(t.broker!.port), '-V', 'mqttv311', '-q', '1'],
      ...['-i', d.connect.clientId, '-u', d.connect.username, '-P', d.connect.passwd],
      ...['-t', topic, '-m', REPORT],
    ]);
    expect(run, run.output).toMatchObject({ code: 0 });
    const stored = await until(async () =>
      (await values(d.token, d.deviceId)).find((v) => v.id === 'temperature'),
    );
    expect(stored.value).toBe('23.5');
  });

  it('with wrong credentials: refused, and nothing is stored', async () => {
    const d = await ownerWithDevice(t, 'th-sensor', '书房温湿度');
    const topic = buildTopic(d.productId, d.serialNumber, Topic.propertyPost);
    const attempts: [clientId: string, username: string, password: string][] = [
      [d.connect.clientId, d.connect.username, 'wrong-password'],
      [d.connect.clientId, 'someone-else', 'wrong-password'],
      // Right secret, but another device's serial in the client id.
      [`S&NOSUCHDEVICE1&${d.productId}&${d.userId}`, d.connect.username, d.connect.passwd],
    ];
    for (const [clientId, username, password] of attempts) {
      const run = await mosquittoPub([
        ...['-h', '127.0.0.1', '-p', String(t.broker!.port), '-V', 'mqttv311', '-q', '1'],
        ...['-i', clientId, '-u', username, '-P', password],
        ...['-t', topic, '-m', REPORT],
      ]);
      expect(run.code, run.output).not.toBe(0);
      expect(run.output).toMatch(/not authori[sz]ed|Connection Refused/i);
    }
    expect(await values(d.token, d.deviceId)).toEqual([]);
    const device = await t.container.iot.devices.devices.findById(d.deviceId);
    expect(device?.status).toBe(1);
  });
});
