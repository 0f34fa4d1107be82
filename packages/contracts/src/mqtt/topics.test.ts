import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildDeviceClientId,
  buildSerialTopic,
  buildTopic,
  decodeThingPayload,
  deviceInfo,
  parseDeviceClientId,
  parseSerialTopic,
  parseTopic,
  SERIAL_OTA_TOPICS,
  Topic,
  thingPayload,
  topicMatches,
} from './topics.ts';

describe('MQTT topics (FastBee v2)', () => {
  it('builds and parses the same topic', () => {
    const topic = buildTopic(7, 'D1ABC', Topic.propertyPost);
    expect(topic).toBe('/7/D1ABC/property/post');
    expect(parseTopic(topic)).toEqual({ productId: 7, serialNumber: 'D1ABC', suffix: 'property/post' });
    expect(parseTopic('/7/D1ABC/ws/service')?.suffix).toBe('ws/service');
  });

  it('refuses anything outside the tree', () => {
    for (const topic of [
      '7/D1/property/post',
      '/7/D1/property/post/x',
      '/0/D1/property/post',
      '/x/D1/property/post',
      '/7/+/property/post',
      '/7/D1/#',
      '/7/D1/property/put',
      '/7/a b/property/post',
    ]) {
      expect(parseTopic(topic), topic).toBeUndefined();
    }
  });

  it('decodes payload arrays and rejects the rest', () => {
    expect(decodeThingPayload('[{"id":"switch","value":1}]')).toEqual([{ id: 'switch', value: '1' }]);
    expect(decodeThingPayload('{"id":"switch"}')).toBeUndefined();
    expect(decodeThingPayload('not json')).toBeUndefined();
    expect(decodeThingPayload('[{"value":"1"}]')).toBeUndefined();
    // PostgreSQL text cannot hold U+0000: refused like any malformed report, by both paths.
    expect(decodeThingPayload('[{"id":"note","value":"a\\u0000b"}]')).toBeUndefined();
    expect(decodeThingPayload('[{"id":"note","value":"a","remark":"\\u0000"}]')).toBeUndefined();
    expect(decodeThingPayload('[{"id":"note","value":"a\\\\u0000"}]')).toEqual([
      { id: 'note', value: 'a\\u0000' },
    ]);
  });

  it('decodes every payload exactly as the thingPayload schema does (the direct path is only a shortcut)', () => {
    // Strings of a length in [min, max]: the limits (id 64, remark 256, 256 items) are probed on both sides.
    const around = (min: number, max: number) =>
      fc.integer({ min, max }).chain((n) => fc.string({ minLength: n, maxLength: n }));
    const value = fc.oneof(fc.string(), fc.constant('\u0000'), fc.double({ noNaN: true }), fc.boolean());
    const item = (id: fc.Arbitrary<string>, remark: fc.Arbitrary<string>) =>
      fc.record({ id, value, remark }, { requiredKeys: ['id', 'value'] });
    const anything = fc.record(
      {
        id: fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.constant(null)),
        value: fc.oneof(value, fc.constant(null), fc.array(fc.nat())),
        remark: fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.constant(null)),
        extra: fc.string(),
      },
      { requiredKeys: [] },
    );
    const payload = fc.oneof(
      fc.array(item(fc.oneof(around(0, 3), around(63, 65)), fc.oneof(around(0, 2), around(255, 257))), {
        maxLength: 3,
      }),
      fc.array(item(around(1, 3), around(0, 2)), { minLength: 255, maxLength: 257 }),
      fc.array(fc.oneof(anything, fc.jsonValue()), { maxLength: 5 }),
      fc.jsonValue(),
    );
    fc.assert(
      fc.property(payload, (json) => {
        const text = JSON.stringify(json) ?? 'null';
        const expected = thingPayload.safeParse(JSON.parse(text));
        const want = expected.success ? expected.data : undefined;
        expect(decodeThingPayload(text)).toEqual(want);
        expect(decodeThingPayload(new TextEncoder().encode(text))).toEqual(want);
      }),
      { numRuns: 400 },
    );
  });

  it('gives the same answer for a topic seen before', () => {
    const topic = buildTopic(9, 'MEMO1', Topic.eventPost);
    expect(parseTopic(topic)).toEqual(parseTopic(topic));
    expect(parseTopic('/9/MEMO1/nothing/here')).toBeUndefined();
    expect(parseTopic('/9/MEMO1/nothing/here')).toBeUndefined();
  });

  it('reads FastBee device client ids', () => {
    expect(parseDeviceClientId(buildDeviceClientId('D1', 3, 9))).toEqual({
      authType: 'S',
      serialNumber: 'D1',
      productId: 3,
      userId: '9',
    });
    expect(parseDeviceClientId('X&D1&3&9')).toBeUndefined();
    expect(parseDeviceClientId('phone-123')).toBeUndefined();
  });

  it("parses FastBee v1's /ota/get and FastBee-Arduino's serial-only OTA topics, and nothing like them", () => {
    expect(parseTopic(buildTopic(7, 'D1', Topic.otaGet))).toEqual({
      productId: 7,
      serialNumber: 'D1',
      suffix: 'ota/get',
    });
    for (const suffix of Object.values(SERIAL_OTA_TOPICS)) {
      const topic = buildSerialTopic('FBE14C19FC152D8', suffix);
      expect(topic).toBe(`/FBE14C19FC152D8/${suffix}`);
      expect(parseSerialTopic(topic)).toEqual({ serialNumber: 'FBE14C19FC152D8', suffix });
    }
    for (const topic of [
      '/7/D1/upgrade/set',
      '/D1/http/upgrade/get',
      '/D1/ftp/upgrade/set',
      '/D1/http/upgrade/set/x',
      'D1/http/upgrade/set',
      '/+/http/upgrade/set',
      '/a b/http/upgrade/set',
    ]) {
      expect(parseSerialTopic(topic), topic).toBeUndefined();
    }
  });

  it('matches topic filters as MQTT does', () => {
    const topic = '/7/D1/ota/get';
    for (const filter of [topic, '/7/D1/#', '/7/D1/ota/+', '/+/+/+/+', '#', '/7/#'])
      expect(topicMatches(filter, topic), filter).toBe(true);
    for (const filter of ['/7/D1/ota', '/7/D2/#', '/7/D1/+', '/7/D1/ota/get/x', '/+/+/+', '/7/D1/upgrade/+'])
      expect(topicMatches(filter, topic), filter).toBe(false);
    expect(topicMatches('/7/D1/#', '/7/D1')).toBe(true);
  });

  it('reads each /info/post field on its own: a dotted version is kept, an unreadable field is left out', () => {
    expect(
      deviceInfo.parse({
        rssi: -48,
        firmwareVersion: '1.0.3',
        status: 3,
        userId: 1,
        longitude: 0,
        latitude: 0,
        iccid: '8986',
        summary: { name: 'fastbee', chip: 'ESP32' },
      }),
    ).toEqual({
      rssi: -48,
      firmwareVersion: 1.0003,
      status: 3,
      userId: 1,
      longitude: 0,
      latitude: 0,
      summary: { name: 'fastbee', chip: 'ESP32' },
    });
    // Numbers as strings are numbers; a float's noise is rounded off.
    expect(deviceInfo.parse({ rssi: '-60', firmwareVersion: '1.2', status: '3' })).toMatchObject({
      rssi: -60,
      firmwareVersion: 1.2,
      status: 3,
    });
    expect(deviceInfo.parse({ firmwareVersion: 1.100000024 }).firmwareVersion).toBe(1.1);
    const odd = deviceInfo.parse({
      rssi: 31,
      firmwareVersion: '1.0.4-beta',
      longitude: 200,
      latitude: 'north',
      summary: 'plain text',
    });
    expect(odd).toMatchObject({ rssi: undefined, firmwareVersion: undefined, longitude: undefined });
    expect(odd.latitude).toBeUndefined();
    expect(odd.summary).toBeUndefined();
    // Not an object at all: nothing to keep.
    expect(deviceInfo.safeParse([1, 2]).success).toBe(false);
  });

  it('takes an object or array value as its JSON text (a thing model checks it next)', () => {
    expect(decodeThingPayload('[{"id":"pos","value":{"x":1,"y":2}},{"id":"list","value":[1,2]}]')).toEqual([
      { id: 'pos', value: '{"x":1,"y":2}' },
      { id: 'list', value: '[1,2]' },
    ]);
    expect(decodeThingPayload('[{"id":"x","value":null}]')).toBeUndefined();
  });
});
