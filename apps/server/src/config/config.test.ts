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

  it('reads switches', () => {
    expect(loadConfig({ CAPTCHA_ENABLED: 'false', SEED_DEMO: '0' })).toMatchObject({
      CAPTCHA_ENABLED: false,
      SEED_DEMO: false,
    });
  });
});
