import { ANONYMOUS_PATHS, API_PREFIX, LANGUAGE_HEADER, ResultCode } from '@linli/contracts';
import { confirm, hideLoading, showLoading, toast } from './feedback.ts';
import { takeHeadStart } from './headStart.ts';
import { currentLanguage, i18n } from './i18n.ts';
import { navigateTo, relaunch } from './navigation.ts';
import { paths, withQuery } from './paths.ts';
import { runningAppQueryClient } from './queryClient.ts';
import { clearSession, getToken } from './storage.ts';

/** docs/product.md "Loading and feedback": 60 s for requests and uploads. */
export const REQUEST_TIMEOUT_MS = 60_000;

/** What every body carries; screens narrow it with their own envelope type. */
export interface Envelope {
  code: number;
  msg: string;
  errorCode?: string;
  field?: string;
}

export type QueryValue = string | number | boolean | undefined | null;

export interface RequestOptions {
  /** A path from ApiPath (without API_PREFIX). */
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** A JSON body, or a multipart upload's FormData (sent as it is, the browser writes its boundary). */
  data?: unknown;
  /** The 'loading' indicator is on unless a caller turns it off (background reads). */
  loading?: boolean;
  timeout?: number;
}

/** Codes handed to the screen as the result (docs/product.md "Responses and errors"). */
const HANDED_TO_SCREEN = new Set<number>([ResultCode.OK, ResultCode.ERROR, ResultCode.USER_NOT_FOUND]);

export function buildUrl(url: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return `${API_PREFIX}${url}${search ? `?${search}` : ''}`;
}

function headersFor(url: string): Record<string, string> {
  const headers: Record<string, string> = { [LANGUAGE_HEADER]: currentLanguage() };
  const token = getToken();
  if (token && !ANONYMOUS_PATHS.includes(url)) headers.Authorization = `Bearer ${token}`;
  return headers;
}

function isEnvelope(body: unknown): body is Envelope {
  return !!body && typeof body === 'object' && typeof (body as Envelope).code === 'number';
}

async function readBody(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

type Outcome =
  | { kind: 'body'; status: number; ok: boolean; body: unknown }
  | { kind: 'failed'; message: string };

/** The promise, or a rejection once the signal aborts (an answer boot started has no signal of ours). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    promise.then(resolve, reject);
  });
}

async function send(url: string, init: RequestInit, timeout: number): Promise<Outcome> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeout);
  const ask = () => fetch(url, { ...init, signal: controller.signal });
  // The entry page's read may be on its way already (headStart.ts); if that attempt failed, ask again.
  const early = takeHeadStart(url, init.method ?? 'GET', init.headers as Record<string, string>);
  const exchange = async (): Promise<Outcome> => {
    const response = await (early ? early.catch(ask) : ask());
    const body = await readBody(response);
    return { kind: 'body', status: response.status, ok: response.ok, body };
  };
  try {
    return await untilAborted(exchange(), controller.signal);
  } catch {
    const key = controller.signal.aborted ? 'request.timeout' : 'request.network';
    return { kind: 'failed', message: i18n.t(key) };
  } finally {
    clearTimeout(timer);
  }
}

function serverMessage(body: unknown, status: number): string {
  if (isEnvelope(body) && body.msg) return body.msg;
  return i18n.t('request.httpError', { status });
}

/**
 * docs/product.md "Responses and errors": 401 clears the token, the profile and every read kept for the login,
 * and relaunches the home tab.
 * A visitor (no token was sent) has nothing that expired: they get the login gate, which brings them back
 * to the page they were on once signed in.
 */
function onUnauthorized(body: Envelope, hadToken: boolean): void {
  if (!hadToken) {
    const here = globalThis.location?.hash.replace(/^#/, '') || paths.home;
    // Already at the gate (another request of the same page came back 401 first): stay, keep its redirect.
    if (!here.startsWith(paths.waitLogin)) relaunch(withQuery(paths.waitLogin, { redirect: here }));
    return;
  }
  clearSession();
  // What the ended login read (its requests, its devices) must not show to whoever uses the phone next.
  runningAppQueryClient()?.removeQueries();
  relaunch(paths.home);
  toast(body.msg || i18n.t('request.loginExpired'));
}

/**
 * An upload whose login expired (docs/product.md "Responses and errors"): the person chose a file and may
 * not want to lose the page, so they are asked to stay or log in again.
 */
async function offerLoginAgain(): Promise<void> {
  const relogin = await confirm({
    title: i18n.t('request.loginExpiredTitle'),
    content: i18n.t('request.loginExpired'),
    cancelText: i18n.t('request.stay'),
    confirmText: i18n.t('request.loginAgain'),
  });
  if (relogin) {
    clearSession();
    navigateTo(paths.login);
  }
}

/**
 * The single HTTP wrapper (docs/product.md "Responses and errors"). Body codes 200/500/450 resolve to the
 * screen; 401 relaunches home (an upload asks first); any other code, a non-2xx status, a timeout or a broken body toasts and
 * resolves `false`.
 */
export async function request<R extends Envelope = Envelope & { data?: unknown }>(
  options: RequestOptions,
): Promise<R | false> {
  const { url, method = 'GET', query, data, loading = true, timeout = REQUEST_TIMEOUT_MS } = options;
  const headers = headersFor(url);
  const hadToken = headers.Authorization !== undefined;
  const init: RequestInit = { method, headers };
  const uploading = data instanceof FormData;
  if (uploading) init.body = data;
  else if (data !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(data);
  }
  if (loading) showLoading(i18n.t('loading'));
  let outcome: Outcome;
  try {
    outcome = await send(buildUrl(url, query), init, timeout);
  } finally {
    if (loading) hideLoading();
  }
  if (outcome.kind === 'failed') {
    toast(outcome.message);
    return false;
  }
  const { body, ok, status } = outcome;
  if (ok && isEnvelope(body)) {
    if (HANDED_TO_SCREEN.has(body.code)) return body as R;
    if (body.code === ResultCode.UNAUTHORIZED) {
      await (uploading ? offerLoginAgain() : onUnauthorized(body, hadToken));
      return false;
    }
  }
  if (!ok && status === 401 && isEnvelope(body)) {
    await (uploading ? offerLoginAgain() : onUnauthorized(body, hadToken));
    return false;
  }
  toast(ok && !isEnvelope(body) ? i18n.t('request.badResponse') : serverMessage(body, status));
  return false;
}
