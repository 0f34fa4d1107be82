import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildDeviceClientId,
  buildTopic,
  decodeThingPayload,
  parseDeviceClientId,
  parseTopic,
  Topic,
  thingPayload,
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
});
