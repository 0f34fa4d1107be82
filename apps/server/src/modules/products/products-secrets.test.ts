import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ProductAdmin } from '@linli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testDatabase } from '../../../test/support/index.ts';
import { aProductForm } from '../../../test/support/products.ts';
import { appWithAdmin } from '../../../test/support/social-services.ts';
import { systemClock } from '../../platform/clock.ts';
import { loadSecretsKey } from '../../platform/secrets.ts';
import { createProducts, SecretsKeyError } from './index.ts';
import { SecretBox } from './secret-box.ts';

/** Every file under `dir`, as one buffer per file. */
function filesUnder(dir: string): Buffer[] {
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).flatMap((entry) => {
    if (!entry.isFile()) return [];
    return [fs.readFileSync(path.join(entry.parentPath, entry.name))];
  });
}

describe('product credentials are encrypted at rest', () => {
  let t: TestApp;
  let admin: string;
  let created: ProductAdmin;
  beforeAll(async () => {
    ({ t, admin } = await appWithAdmin());
    const answer = await t.call<{ data: ProductAdmin }>('POST', '/iot/product', {
      token: admin,
      body: aProductForm(),
    });
    created = answer.body.data;
    await t.call('POST', `/iot/product/${created.productId}/credentials`, {
      token: admin,
      body: { reset: 'secret' },
    });
    created = (
      await t.call<{ data: ProductAdmin }>('GET', `/iot/product/${created.productId}`, { token: admin })
    ).body.data;
  });
  afterAll(() => t.close());

  it('keeps sealed values in the database, never a password or secret in the clear', async () => {
    const products = await t.container.iot.products.all();
    expect(products.length).toBeGreaterThan(10);
    const rows = await t.db.kysely
      .selectFrom('products')
      .select(['id', 'mqtt_password_enc', 'mqtt_secret_enc'])
      .execute();
    for (const row of rows) {
      const product = products.find((p) => p.id === row.id)!;
      expect(product.mqttPassword).toMatch(/^[A-Z0-9]{16}$/);
      expect(row.mqtt_password_enc).toMatch(/^v1:/);
      expect(row.mqtt_secret_enc).toMatch(/^v1:/);
      for (const plain of [product.mqttPassword, product.mqttSecret]) {
        expect(row.mqtt_password_enc).not.toContain(plain);
        expect(row.mqtt_secret_enc).not.toContain(plain);
      }
    }
    expect(rows.map((row) => row.id)).toContain(created.productId);
    if (testDatabase !== 'sqlite') return;
    // On SQLite the whole database is files in the data directory (with its WAL): none holds them.
    const files = filesUnder(t.dataDir);
    expect(files.some((bytes) => bytes.includes(Buffer.from('linli-smart-lock')))).toBe(true);
    for (const product of products) {
      for (const plain of [product.mqttPassword, product.mqttSecret])
        expect(
          files.some((bytes) => bytes.includes(Buffer.from(plain))),
          product.code,
        ).toBe(false);
    }
  });

  it('a server with another key refuses to start, naming SECRETS_KEY, instead of using garbage', async () => {
    const other = createProducts({
      db: t.db.kysely,
      clock: systemClock,
      secretsKey: loadSecretsKey({ SECRETS_KEY: 'another-key-that-is-long-enough-0123456789' }, t.dataDir),
    });
    const start = other.ensureCatalogue();
    await expect(start).rejects.toBeInstanceOf(SecretsKeyError);
    await expect(start).rejects.toThrow(/does not decrypt with the key from SECRETS_KEY/);
    await expect(other.find(created.productId)).rejects.toThrow(/SECRETS_KEY/);
  });

  it('gives products from before encryption fresh credentials at start, and keeps the others', async () => {
    const plug = (await t.container.iot.products.findByCode('smart-plug'))!;
    await t.db.kysely
      .updateTable('products')
      .set({ mqtt_password_enc: null, mqtt_secret_enc: null })
      .where('id', '=', plug.id)
      .execute();
    await t.container.iot.products.ensureCatalogue();
    const issued = (await t.container.iot.products.find(plug.id))!;
    expect(issued.mqttPassword).toMatch(/^[A-Z0-9]{16}$/);
    expect(issued.mqttSecret).toMatch(/^[A-Z0-9]{16}$/);
    expect(issued.mqttPassword).not.toBe(plug.mqttPassword);
    expect((await t.container.iot.products.find(created.productId))?.mqttPassword).toBe(created.mqttPassword);
  });
});

describe('the key of credentials at rest', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'linli-secrets-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('comes from SECRETS_KEY, else JWT_SECRET, else a file generated once in the data directory', () => {
    const box = (key: ReturnType<typeof loadSecretsKey>) => new SecretBox(key);
    const configured = loadSecretsKey({ SECRETS_KEY: 'k'.repeat(32), JWT_SECRET: 'j'.repeat(32) }, dir);
    expect(configured.source).toBe('SECRETS_KEY');
    const fromJwt = loadSecretsKey({ JWT_SECRET: 'j'.repeat(32) }, dir);
    expect(fromJwt.source).toMatch(/^JWT_SECRET/);
    // The same text gives the same key whichever variable holds it (moving JWT_SECRET's to SECRETS_KEY).
    expect(loadSecretsKey({ SECRETS_KEY: 'j'.repeat(32) }, dir).key).toEqual(fromJwt.key);
    expect(fs.existsSync(path.join(dir, 'secrets-key'))).toBe(false);

    const generated = loadSecretsKey({}, dir);
    const file = path.join(dir, 'secrets-key');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(loadSecretsKey({}, dir).key).toEqual(generated.key);
    const sealed = box(generated).seal('P47T6OD5IPFWHUM6', 'products.mqtt_password');
    expect(sealed).not.toContain('P47T6OD5IPFWHUM6');
    // A fresh IV each time: the same text never seals to the same value.
    expect(box(generated).seal('P47T6OD5IPFWHUM6', 'products.mqtt_password')).not.toBe(sealed);
    expect(box(generated).open(sealed, 'products.mqtt_password')).toBe('P47T6OD5IPFWHUM6');
    // Bound to its column, and to its key.
    expect(() => box(generated).open(sealed, 'products.mqtt_secret')).toThrow(SecretsKeyError);
    expect(() => box(configured).open(sealed, 'products.mqtt_password')).toThrow(/key from SECRETS_KEY/);
  });
});
