import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
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
    router.route(
      { method: 'GET', path: '/picture', summary: 'a picture', tag: 'test', access: 'public' },
      ({ reply }) => reply.type('image/svg+xml').send('<svg/>'),
    );
    router.route(
      { method: 'GET', path: '/plain', summary: 'an envelope', tag: 'test', access: 'public' },
      () => ({ data: 1 }),
    );
    // Over a real socket: the send that was not awaited shows only there (inject finishes differently).
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const picture = await fetch(`${url}/api/picture`);
    expect(await picture.text()).toBe('<svg/>');
    expect(picture.headers.get('x-checked')).toBe('1');
    const plain = await fetch(`${url}/api/plain`);
    expect(await plain.json()).toMatchObject({ code: 200, data: 1 });
    // Give a second send (from the returned envelope) the time to be attempted and logged.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(lines.filter((line) => line.includes('FST_ERR_REP_ALREADY_SENT'))).toEqual([]);
  });
});
