import { routeUrl } from '@linli/contracts';
import type { RegisteredRoute } from '../../../src/platform/api-router.ts';
import type { TestApp } from '../../support/index.ts';
import type { AccessCase, ActorName, MatrixAnswer, MatrixCall } from './types.ts';
import type { World } from './world.ts';

/** What an answer means for access: through, login required, forbidden, hidden (not found), or other. */
export type Outcome = 'ok' | 'login' | 'forbidden' | 'hidden' | 'other';

export function outcomeOf(
  answer: MatrixAnswer,
  refusedWith: readonly string[] = [],
  passedWith: readonly string[] = [],
): Outcome {
  const { code, errorCode = '' } = answer.body;
  if (refusedWith.includes(errorCode)) return 'hidden';
  if (passedWith.includes(errorCode)) return 'ok';
  if (code === 200) return 'ok';
  if (code === 401) return 'login';
  if (code === 403) return 'forbidden';
  // "Not found" for an object that exists but is not yours: no hint that it exists (ASVS V4.2.1).
  if (/NOT_FOUND$/.test(errorCode) || code === 450) return 'hidden';
  return 'other';
}

/** What the route's `access` alone decides for an actor: undefined when the actor gets through the gate. */
export function gateOf(
  route: RegisteredRoute,
  actor: ActorName,
  roles: readonly string[],
): Outcome | undefined {
  if (route.access === 'public') return undefined;
  if (actor === 'visitor') return 'login';
  if (route.access === 'user') return undefined;
  return route.access.some((role) => roles.includes(role)) ? undefined : 'forbidden';
}

export function expectedFor(
  route: RegisteredRoute,
  entry: AccessCase,
  actor: ActorName,
  roles: readonly string[],
): readonly Outcome[] {
  const gate = gateOf(route, actor, roles);
  if (gate) return [gate];
  if (entry.admitted) return ['ok', 'hidden', 'other'];
  const ok = entry.ok === 'all' || entry.ok.includes(actor);
  return ok ? ['ok'] : ['forbidden', 'hidden'];
}

export async function callAs(
  t: TestApp,
  w: World,
  route: RegisteredRoute,
  actor: ActorName,
  call: MatrixCall,
) {
  const url = routeUrl(route).replace(/:(\w+)/g, (_, name: string) => {
    const value = call.params?.[name];
    if (value === undefined) throw new Error(`${route.method} ${route.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  const token = call.token ?? (actor === 'visitor' ? undefined : w.users[actor].token);
  const response = await t.app.inject({
    method: route.method,
    url,
    ...(call.query ? { query: call.query } : {}),
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...call.headers },
    ...(call.payload !== undefined
      ? { payload: call.payload }
      : call.body !== undefined
        ? { payload: call.body as object }
        : {}),
  });
  let body: MatrixAnswer['body'];
  try {
    body = response.json();
  } catch {
    body = { code: response.statusCode, msg: '' };
  }
  // A file (an image asset) or a document without the envelope (openapi.json): success is the 200 itself.
  if (typeof body.code !== 'number') body = { ...body, code: response.statusCode, msg: '' };
  return { status: response.statusCode, body };
}
