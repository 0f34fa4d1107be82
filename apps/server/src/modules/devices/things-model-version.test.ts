import { buildTopic, type ThingsModelSet, Topic } from '@linli/contracts';
import { aThingModel } from '@linli/testkit/things-model';
import { describe, expect, it } from 'vitest';
import {
  createFastBeeProduct,
  Firmware,
  fastBeeClientId,
  SDK_THINGS_MODEL,
} from '../../../test/support/fastbee.ts';
import {
  freshSerial,
  linkDevice,
  reportedValues,
  useBrokerApp,
} from '../../../test/support/fastbee-devices.ts';
import type { TestApp } from '../../../test/support/index.ts';
import { until } from '../../../test/support/mqtt.ts';
import { signIn } from '../../../test/support/social-services.ts';

/** The SDK model with one more property, `pm25` (a published product's next thing-model version). */
const WITH_PM25: ThingsModelSet = {
  ...SDK_THINGS_MODEL,
  properties: [
    ...SDK_THINGS_MODEL.properties,
    aThingModel(1, 'pm25', 'PM2.5', { type: 'integer', min: 0, max: 1000, step: 1, unit: 'µg/m³' }),
  ],
};

describe("devices report under their own version of the product's thing model", () => {
  let t: TestApp;
  let admin: string;
  useBrokerApp((app) => {
    ({ t, admin } = app);
  });

  it('a device keeps the version it was made with until the new one is applied; a device made later gets the new one', async () => {
    const product = await createFastBeeProduct(t, admin);
    const member = await signIn(t);
    const early = freshSerial();
    const earlyId = await linkDevice(t, member.token, { deviceNumber: early, productId: product.productId });
    expect((await t.container.iot.devices.devices.findById(earlyId))?.thingsModelVersion).toBe(1);

    const saved = await t.call<{ data: { thingsModelVersion: number } }>(
      'PUT',
      `/iot/product/${product.productId}/thingsModel`,
      { token: admin, body: { thingsModels: WITH_PM25 } },
    );
    expect(saved.body.data.thingsModelVersion).toBe(2);
    const late = freshSerial();
    const lateId = await linkDevice(t, member.token, { deviceNumber: late, productId: product.productId });
    expect((await t.container.iot.devices.devices.findById(lateId))?.thingsModelVersion).toBe(2);

    const connect = (serial: string) =>
      Firmware.connect(t, {
        clientId: fastBeeClientId('S', serial, product.productId),
        username: product.mqttAccount,
        password: product.mqttPassword,
      });
    const report = (firmware: Firmware, serial: string, value: string) =>
      firmware.publish(
        buildTopic(product.productId, serial, Topic.propertyPost),
        JSON.stringify([
          { id: 'pm25', value },
          { id: 'co2', value },
        ]),
      );
    const earlyFirmware = await connect(early);
    const lateFirmware = await connect(late);
    await report(earlyFirmware, early, '35');
    await report(lateFirmware, late, '35');
    // The early device is on version 1: `pm25` is not in it (dropped), `co2` is.
    await until(async () => (await reportedValues(t, member.token, earlyId)).co2 === '35');
    await until(async () => (await reportedValues(t, member.token, lateId)).pm25 === '35');
    expect((await reportedValues(t, member.token, earlyId)).pm25).toBeUndefined();

    const applied = await t.call<{ data: { moved: number } }>(
      'POST',
      `/iot/product/${product.productId}/thingsModel/apply`,
      { token: admin },
    );
    expect(applied.body.data.moved).toBe(1);
    await report(earlyFirmware, early, '36');
    await until(async () => (await reportedValues(t, member.token, earlyId)).pm25 === '36');
    await Promise.all([earlyFirmware.end(), lateFirmware.end()]);
  });
});
