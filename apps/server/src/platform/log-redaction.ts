import type { FastifyRequest } from 'fastify';

/**
 * Query parameters that carry secrets. RuoYi's password change sends both passwords in the query string
 * (updatePwd, docs/product.md "Signing in and accounts"), and Fastify logs every request's URL: without this
 * they would sit in the logs.
 */
const SECRET_PARAMS = /^(.*pass.*|.*pwd.*|token|code|smscode|secret|authcode|ticket)$/i;

export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const params = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const [name = '', ...rest] = pair.split('=');
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // a malformed name is kept as sent
      }
      return SECRET_PARAMS.test(decoded) && rest.length > 0 ? `${name}=[REDACTED]` : pair;
    });
  return `${url.slice(0, at)}?${params.join('&')}`;
}

/** Fastify's request log line, with secrets in the query string masked. */
export function safeRequestLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
