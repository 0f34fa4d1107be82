import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/index.ts';

describe('serving the web app', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'linli-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Linli</title>');
    fs.writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
    t = await createTestApp({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html fresh and hashed assets forever', async () => {
    const index = await t.app.inject({ method: 'GET', url: '/' });
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<title>Linli</title>');
    expect(index.headers['cache-control']).toBe('no-cache');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('sends the security headers with the page and with API answers', async () => {
    for (const url of ['/', '/api/health']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('lets pictures come from exactly the configured tile hosts', async () => {
    const policy = String(
      (await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'],
    );
    const img = policy.split('; ').find((directive) => directive.startsWith('img-src '));
    expect(img).toBe(
      "img-src 'self' data: blob: https://webrd01.is.autonavi.com https://webrd02.is.autonavi.com " +
        'https://webrd03.is.autonavi.com https://webrd04.is.autonavi.com',
    );
  });

  it('keeps the API answering beside it', async () => {
    expect((await t.call('GET', '/health')).body).toMatchObject({ code: 200, data: { status: 'up' } });
  });
});
