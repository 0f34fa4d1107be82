import { fastbeeApp } from '@linli/contracts';
import { expect } from 'vitest';
import type { TestApp } from './index.ts';

/**
 * FastBee's uni-app mobile app 2.2 (xinjiprincess/fastbee_app) as its request layer sends calls, so the
 * tests in test/conformance/fastbee-app replay them as the app makes them:
 * - `apis/http.interceptor.js`: baseURL is the centre's `…/prod-api`; every call but `/captchaImage`,
 *   `/login` and `/iot/tool/register` carries `Authorization: Bearer <vuex_token>`, which is the literal
 *   string `token` before the first login; bodies are JSON.
 * - luch-request's `buildURL`: null and undefined parameters are dropped, arrays become `key[]=v`, values
 *   are encodeURIComponent'ed with `@ : $ , space(+) [ ]` put back.
 * - `apis/modules/job.js#getJobList` passes its query as `data:` on a GET, which uni.request serialises
 *   itself (`getWithData`): null becomes an empty value.
 * The app reads only answers with HTTP 200 (any other status leaves its spinner up): every call here
 * asserts that, and that the body is a JSON object with a numeric `code`.
 */
export interface FastbeeAppAnswer {
  code: number;
  msg: string;
  // biome-ignore lint/suspicious/noExplicitAny: the app reads whatever its page reads; tests assert each field
  [key: string]: any;
}

type Query = Record<string, unknown>;

const NO_TOKEN_URLS = new Set(['/captchaImage', '/login', '/iot/tool/register']);

/** luch-request 3's `buildURL` (uview-ui/libs/luch-request/helpers/buildURL.js). */
export function luchQuery(params: Query = {}): string {
  const encode = (value: string) =>
    encodeURIComponent(value)
      .replace(/%40/gi, '@')
      .replace(/%3A/gi, ':')
      .replace(/%24/g, '$')
      .replace(/%2C/gi, ',')
      .replace(/%20/g, '+')
      .replace(/%5B/gi, '[')
      .replace(/%5D/gi, ']');
  const parts: string[] = [];
  for (const [key, raw] of Object.entries(params)) {
    if (raw === null || raw === undefined) continue;
    const values = Array.isArray(raw) ? raw : [raw];
    const name = Array.isArray(raw) ? `${key}[]` : key;
    for (const value of values) {
      const text =
        value instanceof Date
          ? value.toISOString()
          : typeof value === 'object'
            ? JSON.stringify(value)
            : String(value);
      parts.push(`${encode(name)}=${encode(text)}`);
    }
  }
  return parts.join('&');
}

/** uni.request's own serialisation of `data` on a GET (null and undefined become empty values). */
function uniQuery(data: Query = {}): string {
  return Object.entries(data)
    .map(
      ([key, value]) =>
        `${encodeURIComponent(key)}=${encodeURIComponent(value == null ? '' : String(value))}`,
    )
    .join('&');
}

export class FastbeeAppClient {
  /**
   * @param token `vuex_token`: the literal `token` until a login stores the real one (a test may start the
   *   app with a token it already has, as the app does after its first login).
   */
  constructor(
    private readonly t: TestApp,
    public token = 'token',
  ) {}

  get(url: string, params?: Query) {
    return this.send('GET', url, luchQuery(params));
  }
  /** A GET whose query is passed as `data:` (job.js#getJobList). */
  getWithData(url: string, data?: Query) {
    return this.send('GET', url, uniQuery(data));
  }
  post(url: string, body?: unknown) {
    return this.send('POST', url, '', body);
  }
  put(url: string, body?: unknown) {
    return this.send('PUT', url, '', body);
  }
  delete(url: string, body?: unknown) {
    return this.send('DELETE', url, '', body);
  }

  private async send(method: string, url: string, query: string, body?: unknown): Promise<FastbeeAppAnswer> {
    const headers: Record<string, string> = {};
    if (!NO_TOKEN_URLS.has(url)) headers.authorization = `Bearer ${this.token}`;
    const response = await this.t.app.inject({
      method: method as 'GET',
      url: `${fastbeeApp.PREFIX}${url}${query ? (url.includes('?') ? '&' : '?') + query : ''}`,
      headers,
      ...(body !== undefined ? { payload: body as object } : {}),
    });
    expect(response.statusCode, `${method} ${url}: the app reads HTTP 200 only`).toBe(200);
    const answer = response.json() as FastbeeAppAnswer;
    expect(typeof answer.code, `${method} ${url}: a body code`).toBe('number');
    return answer;
  }
}

/** The app signed in as `username` through its own login page (pages/login/index.vue#handleLogin). */
export async function signedInApp(t: TestApp, username: string, password: string): Promise<FastbeeAppClient> {
  const app = new FastbeeAppClient(t);
  const captcha = await app.get('/captchaImage');
  const answer = await app.post('/login', {
    username,
    password,
    rememberMe: false,
    code: '0',
    uuid: captcha.uuid,
  });
  expect(answer.code, answer.msg).toBe(200);
  app.token = answer.token as string;
  return app;
}
