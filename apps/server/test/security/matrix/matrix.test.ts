import { routeKey } from '@linli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../../../src/platform/api-router.ts';
import { createTestApp, type TestApp } from '../../support/index.ts';
import { loadAccessTables } from './load-tables.ts';
import { callAs, expectedFor, outcomeOf } from './run.ts';
import { ACTORS, type AccessCase, type ActorName } from './types.ts';
import { buildWorld, type World } from './world.ts';

const keyOf = (route: RegisteredRoute) => routeKey(route);

describe('authorization matrix: every API route × every kind of caller', () => {
  let t: TestApp;
  let w: World;
  let tables: Awaited<ReturnType<typeof loadAccessTables>>;
  beforeAll(async () => {
    t = await createTestApp();
    w = await buildWorld(t);
    tables = await loadAccessTables();
  }, 60_000);
  afterAll(() => t.close());

  it('has an entry for every registered route, and none for a route that does not exist', () => {
    const registered = new Set(t.routes.map(keyOf));
    const missing = [...registered].filter((key) => !tables.has(key));
    const stale = [...tables.keys()].filter((key) => !registered.has(key));
    expect(missing, 'routes without an entry in an *.access.ts table').toEqual([]);
    expect(stale, 'entries naming no registered route').toEqual([]);
  });

  it('answers each caller as the table says, with no 5xx', async () => {
    const rolesOf = async (actor: ActorName) =>
      actor === 'visitor' ? [] : ((await t.container.users.findById(w.users[actor].userId))?.roles ?? []);
    const roles = Object.fromEntries(await Promise.all(ACTORS.map(async (a) => [a, await rolesOf(a)])));
    const failures: string[] = [];
    for (const route of t.routes) {
      const entry = tables.get(keyOf(route)) as AccessCase | undefined;
      if (!entry) continue;
      // Refusals first, so an allowed call that changes state (a delete) comes after them on the same object.
      const order = [...ACTORS].sort(
        (a, b) =>
          Number(expectedFor(route, entry, a, roles[a]).includes('ok')) -
          Number(expectedFor(route, entry, b, roles[b]).includes('ok')),
      );
      for (const actor of order) {
        const expected = expectedFor(route, entry, actor, roles[actor]);
        const call = entry.call ? await entry.call(w, actor) : {};
        const answer = await callAs(t, w, route, actor, call);
        const outcome = outcomeOf(answer, entry.refusedWith, entry.passedWith);
        const where = `${keyOf(route)} as ${actor}`;
        if (answer.status >= 500) failures.push(`${where}: HTTP ${answer.status}`);
        else if (!expected.includes(outcome))
          failures.push(
            `${where}: expected ${expected.join('|')}, got ${outcome} (${answer.body.code} ${answer.body.errorCode ?? ''} ${answer.body.msg})`,
          );
        else if (outcome === 'ok' && entry.check) {
          try {
            entry.check(answer, w, actor);
          } catch (error) {
            failures.push(`${where}: ${(error as Error).message}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
