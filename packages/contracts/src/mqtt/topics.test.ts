import { describe, expect, it } from 'vitest';
import {
  buildDeviceClientId,
  buildTopic,
  decodeThingPayload,
  parseDeviceClientId,
  parseTopic,
  Topic,
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
