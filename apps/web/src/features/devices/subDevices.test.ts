import type { DeviceShort, ProductShort } from '@linli/contracts';
import { describe, expect, it } from 'vitest';
import { checkSlaveId, subDeviceCandidates } from './subDevices.ts';

const product = (productId: number, isSubDevice: 0 | 1) => ({ productId, isSubDevice }) as ProductShort;
const device = (deviceId: number, productId: number, extra: Partial<DeviceShort> = {}) =>
  ({ deviceId, productId, isOwner: 1, gwDevCode: '', ...extra }) as DeviceShort;

describe('subDeviceCandidates', () => {
  const products = [product(1, 0), product(2, 1), product(3, 1)];

  it('keeps my own, unlinked devices of sub-device products', () => {
    const rows = [
      device(10, 2),
      device(11, 3),
      device(12, 1), // a directly connected product
      device(13, 2, { gwDevCode: 'GW001' }), // already under a gateway
      device(14, 2, { isOwner: 0 }), // shared with me: only the owner links
      device(15, 9), // product not in the list
    ];
    expect(subDeviceCandidates(rows, products).map((d) => d.deviceId)).toEqual([10, 11]);
  });

  it('is empty without products or devices', () => {
    expect(subDeviceCandidates([device(10, 2)], [])).toEqual([]);
    expect(subDeviceCandidates([], products)).toEqual([]);
  });
});

describe('checkSlaveId', () => {
  it('accepts empty (the server picks the next free address) and 1..247', () => {
    expect(checkSlaveId('')).toEqual({ ok: true, slaveId: undefined });
    expect(checkSlaveId('  ')).toEqual({ ok: true, slaveId: undefined });
    expect(checkSlaveId('1')).toEqual({ ok: true, slaveId: 1 });
    expect(checkSlaveId(' 247 ')).toEqual({ ok: true, slaveId: 247 });
  });

  it('refuses out of range, fractions, signs and other notations', () => {
    for (const text of ['0', '248', '1000', '1.5', '-3', '+3', '1e2', '0x10', 'abc']) {
      expect(checkSlaveId(text), text).toEqual({ ok: false });
    }
  });
});
