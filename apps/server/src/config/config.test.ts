import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration from the environment', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 8080,
      HOST: '127.0.0.1',
      MQTT_PORT: 1883,
      DATA_DIR: './data',
      CAPTCHA_ENABLED: true,
      SEED_DEMO: true,
      SMS_PROVIDER: 'outbox',
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.MQTT_URL).toBeUndefined();
    expect(config.JWT_SECRET).toBeUndefined();
    expect(config.sqliteFile.endsWith('data/linli.db')).toBe(true);
  });

  it('resolves a relative DATA_DIR from where npm was started, not the workspace folder', () => {
    expect(loadConfig({ INIT_CWD: '/srv/linli' }).sqliteFile).toBe('/srv/linli/data/linli.db');
    expect(loadConfig({ INIT_CWD: '/srv/linli', DATA_DIR: '/var/lib/linli' }).dataDir).toBe('/var/lib/linli');
  });

  it('names each bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ CAPTCHA_ENABLED: 'maybe' })).toThrow(/CAPTCHA_ENABLED/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ SECRETS_KEY: 'too-short-to-be-a-key' })).toThrow(/SECRETS_KEY/);
    expect(() => loadConfig({ SMS_PROVIDER: 'http' })).toThrow(ConfigError);
  });

  it('takes a SECRETS_KEY of 32 characters or more, and has none by default', () => {
    expect(loadConfig({}).SECRETS_KEY).toBeUndefined();
    expect(loadConfig({ SECRETS_KEY: 'k'.repeat(32) }).SECRETS_KEY).toBe('k'.repeat(32));
  });

  it('has map tiles that load in mainland China by default, drawn in GCJ-02', () => {
    const config = loadConfig({});
    expect(config.MAP_TILE_URL).toContain('is.autonavi.com/appmaptile');
    expect(config.MAP_TILE_URL).toContain('{s}');
    expect(config).toMatchObject({ MAP_TILE_SUBDOMAINS: '1234', MAP_TILE_COORDS: 'gcj02' });
    expect(config.CENTRE_POSITION).toEqual({ lng: 114.0579, lat: 22.5431 });
  });

  it('takes OpenStreetMap (WGS-84) and a centre position instead', () => {
    const config = loadConfig({
      MAP_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      MAP_TILE_COORDS: 'wgs84',
      MAP_ATTRIBUTION: '© OpenStreetMap contributors',
      CENTRE_POSITION: ' 121.4737, 31.2304 ',
    });
    expect(config).toMatchObject({
      MAP_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      MAP_TILE_COORDS: 'wgs84',
      MAP_ATTRIBUTION: '© OpenStreetMap contributors',
      CENTRE_POSITION: { lng: 121.4737, lat: 31.2304 },
    });
  });

  it('refuses an unknown datum, odd subdomains and a centre that is not a position', () => {
    expect(() => loadConfig({ MAP_TILE_COORDS: 'bd09' })).toThrow(/MAP_TILE_COORDS/);
    expect(() => loadConfig({ MAP_TILE_SUBDOMAINS: 'a,b' })).toThrow(/MAP_TILE_SUBDOMAINS/);
    for (const bad of ['114.05', '114.05,', '200,22', '114,95', 'Shenzhen', '1,2,3'])
      expect(() => loadConfig({ CENTRE_POSITION: bad }), bad).toThrow(/CENTRE_POSITION/);
  });

  it('reads switches', () => {
    expect(loadConfig({ CAPTCHA_ENABLED: 'false', SEED_DEMO: '0' })).toMatchObject({
      CAPTCHA_ENABLED: false,
      SEED_DEMO: false,
    });
  });
});
