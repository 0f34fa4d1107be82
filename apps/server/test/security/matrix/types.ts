import type { TestApp } from '../../support/index.ts';
import type { World } from './world.ts';

/**
 * The people the matrix calls every route as. "resident" is the person social-service objects
 * are about (an application, a file, a service record, an assessment); "owner" owns the device, its
 * group, timer, scene and alert; the two shared users hold a share of that device without and with every
 * permission. "stranger" is signed in and related to nothing.
 */
export const ACTORS = [
  'visitor',
  'stranger',
  'resident',
  'sharedWithout',
  'sharedWith',
  'owner',
  'socialWorker',
  'assessor',
  'admin',
] as const;
export type ActorName = (typeof ACTORS)[number];
export type SignedInActor = Exclude<ActorName, 'visitor'>;

/** The request one actor makes; params fill the route's `:name` segments. */
export interface MatrixCall {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
  payload?: Buffer | string;
  headers?: Record<string, string>;
  /** Another token of the same actor (logout ends the session it is called with). */
  token?: string;
}

export interface MatrixAnswer {
  status: number;
  body: { code: number; msg: string; errorCode?: string; data?: unknown; rows?: unknown[]; total?: number };
}

/**
 * The expected answers of one route. Actors the route's `access` keeps out are expected to get 401
 * (visitor) or 403 without an entry saying so. For the actors it lets in, one of:
 * - `ok`: these succeed (body code 200); every other admitted actor is refused (403 or "not found"):
 *   the object-level check. `'all'` = every admitted actor succeeds (lists of one's own things, public
 *   pages; add `check` to prove a list shows nothing of anyone else).
 * - `admitted`: the route acts only on the caller's own new data (a sign-up, an application form), so
 *   there is no object to protect; each admitted actor must get past the access gate (not 401/403).
 */
export type AccessCase = {
  /**
   * "METHOD /path" exactly as registered, e.g. "GET /iot/device/:id"; a route mounted outside /api names its
   * prefix too ("GET /prod-api/iot/device/:id", routeKey).
   */
  route: string;
  call?: (w: World, actor: ActorName) => MatrixCall | Promise<MatrixCall>;
  check?: (answer: MatrixAnswer, w: World, actor: ActorName) => void;
  /** Refusal codes that also count as "refused" for this route (a FastBee-compatible answer). */
  refusedWith?: readonly string[];
  /**
   * Codes an admitted caller can get only after every access check passed, so they count as "through"
   * (the matrix runs without a broker: a live-device call ends at BROKER_UNAVAILABLE).
   */
  passedWith?: readonly string[];
  /** Why this entry is what it is, when it is not obvious. */
  note?: string;
} & ({ ok: readonly ActorName[] | 'all'; admitted?: never } | { admitted: true; ok?: never });

export type AccessTable = readonly AccessCase[];

export type { TestApp };
