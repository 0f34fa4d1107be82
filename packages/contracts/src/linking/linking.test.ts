import { describe, expect, it } from 'vitest';
import { provisioningQuery, readProvisioningQuery } from './provisioning.ts';
import { parseDeviceQr } from './qr.ts';

describe('device QR code (docs/fastbee.md "Adding devices")', () => {
  it('reads type 1, with or without a stray leading character', () => {
    const code = '{"type":1,"deviceNumber":"D1ABC","productId":3,"productName":"插座"}';
    const expected = { kind: 'device', deviceNumber: 'D1ABC', productId: 3, productName: '插座' };
    expect(parseDeviceQr(code)).toEqual(expected);
    expect(parseDeviceQr(`#${code}`)).toEqual(expected);
  });

  it('another type is unmatched; anything else is malformed', () => {
    expect(parseDeviceQr('{"type":2,"deviceNumber":"D1","productId":3}')).toEqual({ kind: 'unmatched' });
    for (const text of ['', 'hello', '[1,2]', '{"type":1,"productId":3}', '{"type":1,"deviceNumber":"D1"}']) {
      expect(parseDeviceQr(text), text).toEqual({ kind: 'malformed' });
    }
  });
});

describe('provisioning /config query (docs/fastbee.md "Wi-Fi provisioning")', () => {
  it('URL-encodes every value: & # + and spaces survive the trip', () => {
    const form = { ssid: 'My Wi-Fi & co', password: 'a&b#c d+e=f%', userId: '7', extra: '楼下 #2' };
    const query = provisioningQuery(form, 'tok&en');
    expect(query).not.toMatch(/[ #]/);
    expect(query).not.toContain('+');
    expect(readProvisioningQuery(query)).toMatchObject({
      ssid: form.ssid,
      password: form.password,
      userId: '7',
      extra: form.extra,
      token: 'tok&en',
      deviceNum: undefined,
    });
  });
});
