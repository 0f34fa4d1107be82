import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config/config.ts';

describe('scale-out configuration', () => {
  const scaleOut = {
    DATABASE_URL: 'postgres://linli@db.internal:5432/linli',
    MQTT_URL: 'mqtt://linli-node:secret@emqx.internal:1883',
  };

  it('needs the shared JWT_SECRET when several nodes share a database and a broker', () => {
    expect(() => loadConfig(scaleOut)).toThrow(ConfigError);
    expect(() => loadConfig(scaleOut)).toThrow(/JWT_SECRET/);
    const config = loadConfig({ ...scaleOut, JWT_SECRET: 'x'.repeat(32), NODE_ID: 'node-1' });
    expect(config).toMatchObject({ MQTT_SHARE_GROUP: 'linli', NODE_ID: 'node-1' });
    // One node with an external broker on SQLite keeps its generated key.
    expect(() => loadConfig({ MQTT_URL: scaleOut.MQTT_URL })).not.toThrow();
  });

  it('names each bad scale-out variable', () => {
    expect(() => loadConfig({ MQTT_URL: 'http://emqx.internal' })).toThrow(/MQTT_URL/);
    expect(() => loadConfig({ MQTT_AUTH_SECRET: 'short' })).toThrow(/MQTT_AUTH_SECRET/);
    expect(() => loadConfig({ DATABASE_SCHEMA: 'linli; drop table users' })).toThrow(/DATABASE_SCHEMA/);
    expect(() => loadConfig({ MQTT_SHARE_GROUP: 'a/b' })).toThrow(/MQTT_SHARE_GROUP/);
    expect(() => loadConfig({ NODE_ID: 'node 1' })).toThrow(/NODE_ID/);
  });
});
