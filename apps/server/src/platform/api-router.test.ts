import { Writable } from 'node:stream';
import { binaryBody, defineRoute, noData, withData } from '@linli/contracts';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiRouter } from './api-router.ts';

/** A Fastify app whose log lines are kept, with an async onSend hook like the security headers'. */
function appWithLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'warn', stream } });
  app.addHook('onSend', async (_request, reply) => {
    // A hook that takes a moment (the real app has several): the send is still in progress afterwards.
    await new Promise((resolve) => setTimeout(resolve, 5));
    reply.header('x-checked', '1');
  });
  return { app, router: new ApiRouter(app), lines };
}

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
});

describe('ApiRouter: handlers that answer by themselves', () => {
  it('a reply the handler sends and returns goes out once, without an envelope, and nothing is sent twice', async () => {
    const { app, router, lines } = appWithLog();
    close = () => app.close();
    const picture = defineRoute({
      method: 'GET',
      path: '/picture',
      summary: 'a picture',
      tag: 'test',
      access: 'public',
      response: binaryBody,
      bare: { mediaType: 'image/svg+xml' },
    });
    const plain = defineRoute({
      method: 'GET',
      path: '/plain',
      summary: 'an envelope',
      tag: 'test',
      access: 'public',
      response: withData(z.number()),
    });
    router.handle(picture, ({ reply }) => reply.type('image/svg+xml').send('<svg/>'));
    router.handle(plain, () => ({ data: 1 }));
    // Over a real socket: the send that was not awaited shows only there (inject finishes differently).
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const pictureAnswer = await fetch(`${url}/api/picture`);
    expect(await pictureAnswer.text()).toBe('<svg/>');
    expect(pictureAnswer.headers.get('x-checked')).toBe('1');
    const plainAnswer = await fetch(`${url}/api/plain`);
    expect(await plainAnswer.json()).toMatchObject({ code: 200, data: 1 });
    // Give a second send (from the returned envelope) the time to be attempted and logged.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(lines.filter((line) => line.includes('FST_ERR_REP_ALREADY_SENT'))).toEqual([]);
  });
});

describe('ApiRouter: answers checked against their contracts', () => {
  const person = defineRoute({
    method: 'GET',
    path: '/person',
    summary: 'a person',
    tag: 'test',
    access: 'public',
    response: withData(z.object({ name: z.string(), age: z.number().int().optional() })),
  });

  /** Registers `person` answering `answer` (cast: the point is to get past the types, as a bug would). */
  function serving(answer: unknown, checkResponses = true) {
    const app = bareApp();
    const router = new ApiRouter(app, { checkResponses });
    router.handle(person, () => answer as { data: { name: string } });
    close = () => app.close();
    return { app, router };
  }

  /** Fastify with the request language the real app decorates; errors answered by Fastify itself (500). */
  function bareApp() {
    const app = Fastify();
    app.decorateRequest('language', 'zh-CN');
    return app;
  }

  async function get(app: ReturnType<typeof Fastify>) {
    const response = await app.inject({ method: 'GET', url: '/api/person' });
    return { status: response.statusCode, ...(response.json() as { code?: number; data?: unknown }) };
  }

  it("an answer of the contract's shape goes out and breaks nothing", async () => {
    const { app, router } = serving({ data: { name: 'Wang', age: 80 } });
    expect(await get(app)).toMatchObject({ code: 200, data: { name: 'Wang', age: 80 } });
    expect(router.violations).toEqual([]);
  });

  it.each([
    ['a renamed field', { data: { nickName: 'Wang' } }],
    ['a field the contract does not have (a leak)', { data: { name: 'Wang', password: 'x' } }],
    ['a mistyped field', { data: { name: 'Wang', age: '80' } }],
    ['a missing data', {}],
  ])('%s is a violation: recorded and not sent', async (_what, answer) => {
    const { app, router } = serving(answer);
    const sent = await get(app);
    expect(sent.status).toBe(500);
    expect(sent.data).toBeUndefined();
    expect(router.violations).toHaveLength(1);
    expect(router.violations[0]).toContain('GET /person answered outside its contract');
  });

  it('production does not pay for the check', async () => {
    const { app, router } = serving({ data: { nickName: 'Wang' } }, false);
    expect(await get(app)).toMatchObject({ code: 200 });
    expect(router.violations).toEqual([]);
  });

  it('a route answering nothing but code and msg may return nothing', async () => {
    const app = bareApp();
    const router = new ApiRouter(app, { checkResponses: true });
    router.handle({ ...person, path: '/nothing', response: noData }, () => undefined);
    close = () => app.close();
    expect((await app.inject({ method: 'GET', url: '/api/nothing' })).json()).toEqual({
      code: 200,
      msg: '操作成功',
    });
    expect(router.violations).toEqual([]);
  });
});

describe('ApiRouter: where a route is mounted', () => {
  it('a route with its own prefix is served there and not under /api', async () => {
    const { app, router } = appWithLog();
    close = () => app.close();
    router.handle(
      defineRoute({
        method: 'GET',
        path: '/elsewhere',
        prefix: '/prod-api',
        summary: 'a route of a compatibility layer',
        tag: 'test',
        access: 'public',
        response: withData(z.string()),
      }),
      () => ({ data: 'here' }),
    );
    expect((await app.inject({ method: 'GET', url: '/prod-api/elsewhere' })).json()).toMatchObject({
      code: 200,
      data: 'here',
    });
    expect((await app.inject({ method: 'GET', url: '/api/elsewhere' })).statusCode).toBe(404);
  });
});
