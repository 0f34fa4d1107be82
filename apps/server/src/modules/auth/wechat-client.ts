import type { ExternalIdentity } from './identities.repository.ts';

/** WeChat Open Platform lives outside this machine: the OAuth code exchange goes through this interface. */
export interface WechatClient {
  /** The identity behind an authorisation code, or undefined when WeChat refuses the code. */
  exchangeCode(code: string): Promise<ExternalIdentity | undefined>;
}

export interface WechatClientOptions {
  apiBase: string;
  appId: string;
  appSecret: string;
}

/**
 * The real protocol: GET {apiBase}/sns/oauth2/access_token?appid&secret&code&grant_type=authorization_code,
 * answered with `{access_token, openid, unionid?}` or `{errcode, errmsg}`.
 */
export class HttpWechatClient implements WechatClient {
  constructor(private readonly options: WechatClientOptions) {}

  async exchangeCode(code: string): Promise<ExternalIdentity | undefined> {
    const url = new URL('/sns/oauth2/access_token', this.options.apiBase);
    url.search = new URLSearchParams({
      appid: this.options.appId,
      secret: this.options.appSecret,
      code,
      grant_type: 'authorization_code',
    }).toString();
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) return undefined;
    const body = (await response.json()) as { openid?: unknown; unionid?: unknown; errcode?: unknown };
    if (body.errcode || typeof body.openid !== 'string' || body.openid === '') return undefined;
    return { openId: body.openid, unionId: typeof body.unionid === 'string' ? body.unionid : null };
  }
}
