import {
  AUTH_METHODS,
  buildTopic,
  type DeviceRegistration,
  ErrorCode,
  Topic,
  type TopicSuffix,
} from '@linli/contracts';
import { describe, expect, it } from 'vitest';
import {
  arduinoPassword,
  createFastBeeProduct,
  Firmware,
  fastBeeClientId,
  httpNtp,
} from '../support/fastbee.ts';
import { freshSerial, relate, reportedValues, useBrokerApp } from '../support/fastbee-devices.ts';
import type { TestApp } from '../support/index.ts';
import { until } from '../support/mqtt.ts';
import { signIn } from '../support/social-services.ts';

/**
 * A FastBee-Arduino device flashed with its product's credentials and switched on before anyone linked it
 * (FastBee would create it, owned by whatever userId the firmware carries; Linli keeps it as a registrant
 * until a member links it). Replays `MQTTClient::reconnect` and what follows, then the reconnect
 * (`MQTTClient::doReconnect`) after the member linked it.
 */
describe('conformance: FastBee-Arduino on a product that takes self-registration', () => {
  let t: TestApp;
  let admin: string;
  useBrokerApp((app) => {
    ({ t, admin } = app);
  });

  const registrations = async () =>
    (await t.call<{ rows: DeviceRegistration[] }>('GET', '/iot/device/registrations', { token: admin })).body
      .rows;

  it('MQTTClient::reconnect (E&) as a registrant: publishDeviceInfo, publishNtpSync answered, reports dropped; linked by a member; doReconnect comes back as the device', async () => {
    const product = await createFastBeeProduct(t, admin, {
      vertificateMethod: AUTH_METHODS.encrypted,
      credentialScope: 'product',
      selfRegister: 1,
    });
    const serial = freshSerial();
    const topic = (suffix: TopicSuffix) => buildTopic(product.productId, serial, suffix);
    const login = async () => {
      const ntp = await httpNtp(t, '3100');
      return {
        clientId: fastBeeClientId('E', serial, product.productId, '1'),
        username: product.mqttAccount,
        password: arduinoPassword(product, ntp.body as never, 3125),
      };
    };
    const firmware = await Firmware.connect(t, await login());
    // subscribeAll(): its own topics are granted.
    expect(
      await firmware.subscribe([
        topic(Topic.functionGet),
        `/${product.productId}/${serial}/info/get`,
        topic(Topic.ntpGet),
      ]),
    ).toEqual([true, true, true]);
    // publishDeviceInfo(): the registration learns its firmware and signal.
    await firmware.publish(
      topic(Topic.infoPost),
      JSON.stringify({ rssi: -48, firmwareVersion: '1.3', status: 3, userId: 1, longitude: 0, latitude: 0 }),
    );
    // publishNtpSync(): answered as for any device.
    await firmware.publish(topic(Topic.ntpPost), '{"deviceSendTime":"3300"}');
    expect(JSON.parse(await firmware.next(topic(Topic.ntpGet)))).toMatchObject({ deviceSendTime: 3300 });
    // A report is nobody's yet: dropped, and the connection stays.
    await firmware.publish(topic(Topic.propertyPost), '[{"id":"temperature","value":"23.5"}]');
    await until(async () => (await registrations()).find((r) => r.serialNumber === serial)?.rssi === -48);
    expect((await registrations()).find((r) => r.serialNumber === serial)).toMatchObject({
      productId: product.productId,
      firmwareVersion: '1.3',
      online: true,
    });
    expect(firmware.connected).toBe(true);
    expect(await t.container.iot.devices.devices.findBySerial(serial)).toBeUndefined();

    // A member links it (the app's scan): it is theirs, the registration goes and the registrant is cut.
    const member = await signIn(t);
    const linked = await relate(t, member.token, { deviceNumber: serial, productId: product.productId });
    expect(linked.body.data[0]).toMatchObject({ serialNumber: serial, created: true });
    const deviceId = linked.body.data[0]!.deviceId;
    await until(() => !firmware.connected);
    expect((await registrations()).some((r) => r.serialNumber === serial)).toBe(false);
    // Nobody else can take it now.
    const other = await signIn(t);
    const takeover = await relate(t, other.token, { deviceNumber: serial, productId: product.productId });
    expect(takeover.body).toMatchObject({ code: 500, errorCode: ErrorCode.DEVICE_BOUND_TO_OTHER });

    // doReconnect(): the same firmware, a fresh password; now it is the member's device and reports count.
    const again = await Firmware.connect(t, await login());
    await until(() => t.container.iot.mqtt.sessions.isConnected(deviceId));
    await again.publish(topic(Topic.propertyPost), '[{"id":"temperature","value":"23.5"}]');
    await until(async () => (await reportedValues(t, member.token, deviceId)).temperature === '23.5');
    expect((await t.container.iot.devices.devices.findById(deviceId))?.userId).toBe(member.userId);
    await again.end();
  });
});
