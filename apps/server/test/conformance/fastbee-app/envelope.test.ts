import { fastbeeApp } from '@linli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/index.ts';

/**
 * apis/http.interceptor.js reads a body only from an HTTP 200: on any other status it leaves the loading
 * spinner up and never shows a message. Under the FastBee app's prefix every refusal is therefore HTTP 200
 * with the code and a translated message in the body; /api keeps its HTTP statuses.
 */
describe('FastBee app prefix: every answer is HTTP 200 with the refusal in the body', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a path the layer does not serve: HTTP 200, code 404, a translated message', async () => {
    const zh = await t.app.inject({ method: 'GET', url: `${fastbeeApp.PREFIX}/iot/nothing/here` });
    expect(zh.statusCode).toBe(200);
    expect(zh.json()).toMatchObject({ code: 404, msg: expect.stringMatching(/[\u4e00-\u9fff]/) });
    const en = await t.app.inject({
      method: 'GET',
      url: `${fastbeeApp.PREFIX}/iot/nothing/here`,
      headers: { 'accept-language': 'en-US' },
    });
    expect(en.json()).toMatchObject({ code: 404, msg: expect.stringMatching(/^[\x20-\x7e]+$/) });
  });

  it('a malformed path under the prefix: HTTP 200 as well', async () => {
    const answer = await t.app.inject({ method: 'GET', url: `${fastbeeApp.PREFIX}/iot/device/%E0%A4%A` });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ code: 404 });
  });

  it('/api keeps its HTTP statuses', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/iot/nothing/here' });
    expect(answer.statusCode).toBe(404);
  });

  it('every compatibility route is mounted under the prefix only', () => {
    const compat = t.routes.filter((route) => route.tag === fastbeeApp.TAG);
    for (const route of compat) expect(route.prefix, `${route.method} ${route.path}`).toBe(fastbeeApp.PREFIX);
    const outside = t.routes.filter((route) => route.prefix !== undefined && route.tag !== fastbeeApp.TAG);
    expect(outside.map((route) => route.path)).toEqual([]);
  });
});
