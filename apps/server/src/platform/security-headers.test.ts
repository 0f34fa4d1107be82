import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, cspSourcesOf, tileOrigins } from './security-headers.ts';

const provisioning = {
  PROVISIONING_ADDRESS: 'http://192.168.4.1',
  PROVISIONING_ORIGINS: 'http://192.168.4.1',
};

describe('the content security policy and the map tiles', () => {
  it('names each tile host a `{s}` template can reach, and only those', () => {
    expect(
      tileOrigins(
        'https://webrd0{s}.is.autonavi.com/appmaptile?lang=zh_cn&size=1&scale=1&style=8&x={x}&y={y}&z={z}',
        '1234',
      ),
    ).toEqual([
      'https://webrd01.is.autonavi.com',
      'https://webrd02.is.autonavi.com',
      'https://webrd03.is.autonavi.com',
      'https://webrd04.is.autonavi.com',
    ]);
    expect(tileOrigins('https://{s}.tile.example.org/{z}/{x}/{y}.png', 'abc')).toEqual([
      'https://a.tile.example.org',
      'https://b.tile.example.org',
      'https://c.tile.example.org',
    ]);
  });

  it('takes the one host of a template without subdomains, with its port', () => {
    expect(tileOrigins('https://tile.openstreetmap.org/{z}/{x}/{y}.png', '1234')).toEqual([
      'https://tile.openstreetmap.org',
    ]);
    expect(tileOrigins('http://127.0.0.1:9/{z}/{x}/{y}.png', '1234')).toEqual(['http://127.0.0.1:9']);
  });

  it('allows no tile host for a template that is not a web address', () => {
    expect(tileOrigins('tiles/{z}/{x}/{y}.png', '1234')).toEqual([]);
    expect(tileOrigins('javascript:alert(1)//{z}', '1234')).toEqual([]);
  });

  it('puts the configured tile hosts in img-src and the provisioning address in connect-src', () => {
    const policy = contentSecurityPolicy(
      cspSourcesOf({
        ...provisioning,
        MAP_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        MAP_TILE_SUBDOMAINS: '1234',
      }),
    );
    expect(policy).toContain("img-src 'self' data: blob: https://tile.openstreetmap.org;");
    expect(policy).toContain("connect-src 'self' http://192.168.4.1;");
    expect(policy).not.toContain('autonavi');
  });
});
