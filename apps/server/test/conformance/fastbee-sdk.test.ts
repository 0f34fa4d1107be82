import { AUTH_METHODS, buildTopic, DEVICE_LOG_TYPE, Topic, type TopicSuffix } from '@linli/contracts';
import { describe, expect, it } from 'vitest';
import {
  createFastBeeProduct,
  type FastBeeProduct,
  Firmware,
  fastBeeClientId,
  httpNtp,
  sdkPassword,
} from '../support/fastbee.ts';
import { freshSerial, linkDevice, reportedValues, useBrokerApp } from '../support/fastbee-devices.ts';
import type { TestApp } from '../support/index.ts';
import { until } from '../support/mqtt.ts';
import { signIn } from '../support/social-services.ts';

/**
 * FastBee's device SDKs (the ESP8266/ESP32 Arduino examples under sdk/Arduino, the Raspberry Pi SDK
 * sdk/RaspberryPi/main_sdk.py, the ESP-IDF component sdk/ESP-IDF/…/components/fastbee/Mqtt.c) replayed
 * packet by packet against the real broker. Each test names the file and function it imitates.
 */
describe('conformance: FastBee device SDKs', () => {
  let t: TestApp;
  let admin: string;
  useBrokerApp((app) => {
    ({ t, admin } = app);
  });

  /** Mqtt.cpp subscribeTopic(): the eight system topics under `/{productId}/{deviceNum}`, QoS 1. */
  const systemTopics = (productId: number, serial: string) =>
    [
      '/info/get',
      '/ota/get',
      '/ntp/get',
      '/property/get',
      '/function/get',
      '/property-online/get',
      '/function-online/get',
      '/monitor/get',
    ].map((topic) => `/${productId}/${serial}${topic}`);

  /**
   * A member's device of a fresh product, its firmware logged in `E&` and subscribed to the system topics as
   * Mqtt.cpp subscribeTopic() does.
   */
  async function linkedAndListening(serialPrefix: string) {
    const product = await createFastBeeProduct(t, admin);
    const member = await signIn(t);
    const serial = freshSerial(serialPrefix);
    const deviceId = await linkDevice(t, member.token, {
      deviceNumber: serial,
      productId: product.productId,
    });
    const firmware = await sdkConnect(product, serial);
    await firmware.subscribe(systemTopics(product.productId, serial), 1);
    await until(() => t.container.iot.mqtt.sessions.isConnected(deviceId));
    const topic = (suffix: TopicSuffix) => buildTopic(product.productId, serial, suffix);
    return { product, member, serial, deviceId, firmware, topic };
  }

  /** Auth.cpp getTime() + generationAESPwd() + connectMqtt(): HTTP time, float maths, `E&` login. */
  async function sdkConnect(product: FastBeeProduct, serial: string, options: { lifetimeMs?: number } = {}) {
    // ntpServer = "http://{host}:8080/iot/tool/ntp?deviceSendTime=" + millis()
    const ntp = await httpNtp(t, '1893');
    const password = sdkPassword(product, ntp.body as never, 1912, options);
    return Firmware.connect(t, {
      clientId: fastBeeClientId('E', serial, product.productId, '1'),
      username: product.mqttAccount,
      password,
    });
  }

  it('sdk/Arduino/FastBeeGateway/Auth.cpp connectMqtt (generationAESPwd in floats), then Mqtt.cpp subscribeTopic, publishInfo, publishNtp', async () => {
    const product = await createFastBeeProduct(t, admin, { vertificateMethod: AUTH_METHODS.encrypted });
    const member = await signIn(t);
    const serial = freshSerial('D1FJ');
    const deviceId = await linkDevice(t, member.token, {
      deviceNumber: serial,
      productId: product.productId,
    });
    const firmware = await sdkConnect(product, serial);
    await until(() => t.container.iot.mqtt.sessions.isConnected(deviceId));
    expect(await firmware.subscribe(systemTopics(product.productId, serial), 1)).toEqual(Array(8).fill(true));
    const topic = (suffix: TopicSuffix) => buildTopic(product.productId, serial, suffix);
    // publishInfo(): firmwareVersion a float, userId a string.
    await firmware.publish(
      topic(Topic.infoPost),
      '{"rssi":-61,"firmwareVersion":1.0,"status":3,"userId":"1","longitude":0,"latitude":0,"summary":{"name":"wumei-smart","chip":"esp8266","author":"kerwincui","version":1.6,"create":"2022-06-06"}}',
    );
    // publishNtp(): {"deviceSendTime": millis()} — a number.
    await firmware.publish(topic(Topic.ntpPost), '{"deviceSendTime":20417}');
    const answer = JSON.parse(await firmware.next(topic(Topic.ntpGet)));
    expect(answer).toMatchObject({ deviceSendTime: 20417, serverRecvTime: expect.any(Number) });
    await until(async () => (await t.container.iot.devices.devices.findById(deviceId))?.rssi === -61);
    await firmware.end();
  });

  it('sdk/Arduino/FastBeeArduino/User.cpp mqttCallback → processFunction echoes on /function/post; processEvent; randomPropertyData', async () => {
    const { member, deviceId, firmware, topic } = await linkedAndListening('D1FJ');

    const invoked = t.call<{ data: { result: string } }>('POST', '/iot/runtime/service/invokeReply', {
      token: member.token,
      body: { deviceId, identifier: 'gear', remoteCommand: { gear: '2' } },
    });
    // processFunction(msg): acts on each item, then publishFunction(msg) — the very payload it got.
    const command = await firmware.next(topic(Topic.functionGet));
    await firmware.publish(topic(Topic.functionPost), command);
    expect((await invoked).body.data.result).toBe('replied');

    // processEvent(): two events, values as strings, remarks in Chinese.
    await firmware.publish(
      topic(Topic.eventPost),
      JSON.stringify([
        { id: 'height_temperature', value: '40', remark: '温度过高警告' },
        { id: 'exception', value: '异常消息，消息内容XXXXXXXX', remark: '设备发生错误' },
      ]),
    );
    // randomPropertyData() published as a property report (report_monitor).
    await firmware.publish(
      topic(Topic.propertyPost),
      JSON.stringify([
        { id: 'light_current', value: '21.37', remark: '73012' },
        { id: 'humidity', value: '44.2', remark: '73012' },
        { id: 'co2', value: '812', remark: '73012' },
        { id: 'brightness', value: '5120', remark: '73012' },
      ]),
    );
    await until(async () => (await reportedValues(t, member.token, deviceId)).brightness === '5120');
    expect(await reportedValues(t, member.token, deviceId)).toMatchObject({
      gear: '2',
      co2: '812',
      humidity: '44.2',
    });
    const events = await t.container.iot.devices.stateRepository.logs(deviceId, DEVICE_LOG_TYPE.event);
    expect(events.map((e) => [e.identifier, e.value])).toEqual([
      ['height_temperature', '40'],
      ['exception', '异常消息，消息内容XXXXXXXX'],
    ]);
    await firmware.end();
  });

  it('sdk/Arduino/Arduino-ESP8266/Helper.cpp generationPwd with a 24-hour expiry (the oldest examples) is still accepted', async () => {
    const product = await createFastBeeProduct(t, admin);
    const member = await signIn(t);
    const serial = freshSerial('D6329');
    const deviceId = await linkDevice(t, member.token, {
      deviceNumber: serial,
      productId: product.productId,
    });
    const firmware = await sdkConnect(product, serial, { lifetimeMs: 24 * 60 * 60 * 1000 });
    await until(() => t.container.iot.mqtt.sessions.isConnected(deviceId));
    await firmware.end();
  });

  it('sdk/RaspberryPi/main_sdk.py on_connect → publishInfo, publishNtp (epoch ms), processFunction echoing on /property/post, publishEvent with a number', async () => {
    const { member, deviceId, firmware, topic } = await linkedAndListening('DW43');
    const now = Date.now();
    await firmware.publish(topic(Topic.ntpPost), JSON.stringify({ deviceSendTime: now }));
    expect(JSON.parse(await firmware.next(topic(Topic.ntpGet))).deviceSendTime).toBe(now);

    const invoked = t.call<{ data: { result: string } }>('POST', '/iot/runtime/service/invokeReply', {
      token: member.token,
      body: { deviceId, identifier: 'message', remoteCommand: { message: '吃药时间到了' } },
    });
    // processFunction(payload): publishProperty(json.dumps(data)) — Python's escaped JSON on /property/post.
    const command = JSON.parse(await firmware.next(topic(Topic.functionGet)));
    await firmware.publish(
      topic(Topic.propertyPost),
      JSON.stringify(command).replace(/[^\x20-\x7e]/g, pythonEscape),
    );
    expect((await invoked).body.data.result).toBe('replied');
    // publishEvent(): {"value": 40} a number.
    await firmware.publish(
      topic(Topic.eventPost),
      '[{"id": "height_temperature", "value": 40, "remark": "\\u6e29\\u5ea6\\u8fc7\\u9ad8\\u8b66\\u544a"}]',
    );
    await until(async () =>
      (await t.container.iot.devices.stateRepository.logs(deviceId, DEVICE_LOG_TYPE.event)).some(
        (e) => e.identifier === 'height_temperature' && e.remark === '温度过高警告',
      ),
    );
    expect((await reportedValues(t, member.token, deviceId)).message).toBe('吃药时间到了');
    await firmware.end();
  });

  it('sdk/ESP-IDF/esp_fastbee_aliyun/components/fastbee/Mqtt.c publishNtp sends {"deviceSendTime":"test"}: still answered', async () => {
    const product = await createFastBeeProduct(t, admin, { vertificateMethod: AUTH_METHODS.simple });
    const member = await signIn(t);
    const serial = freshSerial('ESP');
    const deviceId = await linkDevice(t, member.token, {
      deviceNumber: serial,
      productId: product.productId,
    });
    const firmware = await Firmware.connect(t, {
      clientId: fastBeeClientId('S', serial, product.productId, '1'),
      username: product.mqttAccount,
      password: product.mqttPassword,
    });
    await firmware.subscribe(systemTopics(product.productId, serial));
    await until(() => t.container.iot.mqtt.sessions.isConnected(deviceId));
    const topic = (suffix: TopicSuffix) => buildTopic(product.productId, serial, suffix);
    // cJSON_Print: pretty-printed, tabs and newlines.
    await firmware.publish(topic(Topic.ntpPost), '{\n\t"deviceSendTime":\t"test"\n}');
    expect(JSON.parse(await firmware.next(topic(Topic.ntpGet)))).toMatchObject({
      deviceSendTime: 'test',
      serverSendTime: expect.any(Number),
    });
    expect(firmware.connected).toBe(true);
    await firmware.end();
  });
});

/** Python's json.dumps escapes every non-ASCII character as \uXXXX. */
function pythonEscape(char: string): string {
  return `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
}
