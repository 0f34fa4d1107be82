import { API_PREFIX, routeUrl } from '@linli/contracts';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../../../src/platform/api-router.ts';
import { FakeClock } from '../../../src/platform/clock.ts';
import { createTestApp, multipart } from '../../support/index.ts';
import { signIn } from '../../support/social-services.ts';
import { type FuzzInput, inputsFor } from './inputs.ts';
import { installWriteCounter } from './write-counter.ts';

/** Runs per route: bounded so the whole file stays well under a minute on two shared cores. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);

// The clock stands still, so no timer a fuzzed request creates comes due and writes in between.
const t = await createTestApp({}, { clock: new FakeClock(new Date()) });
const writes = await installWriteCounter(t.db);
// Every role, so inputs reach the contracts and services behind each role gate.
const caller = await signIn(t, ['member', 'staff', 'admin']);
afterAll(() => t.close());

const hasInputs = (route: RegisteredRoute) =>
  Boolean(route.body || route.query || route.params) && !route.multipart;

async function send(route: RegisteredRoute, input: FuzzInput) {
  const url = routeUrl(route).replace(/:(\w+)/g, (_, name: string) => input.params[name] ?? '1');
  const headers: Record<string, string> = { authorization: `Bearer ${caller.token}` };
  let payload: string | undefined;
  if (input.body) {
    headers['content-type'] = 'application/json';
    payload = 'raw' in input.body ? input.body.raw : JSON.stringify(input.body.json ?? null);
  }
  return t.app.inject({
    method: route.method,
    url,
    query: input.query,
    headers,
    ...(payload !== undefined ? { payload } : {}),
  });
}

/** The answer to any input: no 5xx; a refusal says why (a message and a code) and writes nothing. */
async function judge(route: RegisteredRoute, input: FuzzInput): Promise<void> {
  const before = await writes();
  const response = await send(route, input);
  const where = `${route.method} ${route.path} ${JSON.stringify(input).slice(0, 300)}`;
  expect(response.statusCode, where).toBeLessThan(500);
  if (!String(response.headers['content-type'] ?? '').includes('application/json')) return;
  const body = response.json() as { code?: number; msg?: unknown; errorCode?: unknown };
  if (body.code === undefined || body.code === 200) return;
  expect(typeof body.msg === 'string' && body.msg.length > 0, `${where}: no message`).toBe(true);
  expect(
    typeof body.errorCode === 'string' && body.errorCode !== 'INTERNAL',
    `${where}: ${body.errorCode}`,
  ).toBe(true);
  expect(await writes(), `${where}: a refused request wrote`).toBe(before);
}

describe('fuzzing every route input from its contract', () => {
  it('counts writes (so "nothing written" below means something)', async () => {
    const before = await writes();
    const created = await t.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/iot/group`,
      headers: { authorization: `Bearer ${caller.token}` },
      payload: { groupName: '计数', groupOrder: 1 },
    });
    expect(created.json()).toMatchObject({ code: 200 });
    expect(await writes()).toBeGreaterThan(before);
  });

  for (const route of t.routes.filter(hasInputs)) {
    it(`${route.method} ${route.path}`, async () => {
      await fc.assert(
        fc.asyncProperty(inputsFor(route), (input) => judge(route, input)),
        { numRuns: RUNS },
      );
    });
  }

  it('uploads: any bytes under any name are sniffed, refused clearly or stored under a random name', async () => {
    const uploads = t.routes.filter((r) => r.multipart);
    expect(uploads.length).toBeGreaterThan(0);
    const names = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.constantFrom(
        '../../../etc/passwd',
        '..\\..\\win.ini',
        'a.png',
        'x.svg',
        'shell.php.png',
        '%2e%2e%2fa.jpg',
      ),
    );
    const bytes = fc.oneof(
      fc.uint8Array({ maxLength: 600 }).map((a) => Buffer.from(a)),
      fc.constantFrom(
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        Buffer.from('<html><script>alert(1)</script></html>'),
        Buffer.concat([
          Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
          Buffer.from('<script>'),
        ]),
      ),
    );
    const types = fc.constantFrom('image/png', 'image/svg+xml', 'text/html', 'application/octet-stream');
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...uploads),
        names,
        bytes,
        types,
        async (route, name, content, type) => {
          const before = await writes();
          const form = multipart('file', name.replace(/["\r\n]/g, ''), content, type);
          const response = await t.app.inject({
            method: route.method,
            url: routeUrl(route),
            headers: { authorization: `Bearer ${caller.token}`, ...form.headers },
            payload: form.payload,
          });
          expect(response.statusCode).toBeLessThan(500);
          const body = response.json() as { code: number; msg: string; url?: string; imgUrl?: string };
          if (body.code !== 200) {
            expect(body.msg.length).toBeGreaterThan(0);
            expect(await writes()).toBe(before);
            return;
          }
          const stored = body.url ?? body.imgUrl ?? '';
          // Random name, a sniffed extension, never the name given, never markup.
          expect(stored).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[\w-]+\.(png|jpg|gif|webp|pdf|mp4|txt)$/);
          const served = await t.app.inject({ method: 'GET', url: stored });
          expect(served.headers['x-content-type-options']).toBe('nosniff');
          expect(String(served.headers['content-type'])).not.toMatch(/html|svg|javascript/);
        },
      ),
      { numRuns: RUNS * 2 },
    );
  });
});
