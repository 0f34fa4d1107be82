import type { FastifyInstance } from 'fastify';

/**
 * Sources beyond this origin: the map tile server's pictures, and the address a device in Wi-Fi
 * setup mode answers at (the app calls its `/status` and `/config` directly).
 */
export interface CspSources {
  connect: string[];
  img: string[];
}

/**
 * The origins a `{z}/{x}/{y}` tile template loads from: one per subdomain letter when it has `{s}` (so the
 * policy names exactly the tile hosts, e.g. webrd01…04.is.autonavi.com), none when it is not a URL.
 */
export function tileOrigins(template: string, subdomains: string): string[] {
  const letters = template.includes('{s}') ? [...subdomains] : [''];
  const origins = new Set<string>();
  for (const letter of letters) {
    try {
      const url = new URL(template.replaceAll('{s}', letter).replace(/\{[a-z]\}/g, '0'));
      if (url.protocol === 'https:' || url.protocol === 'http:') origins.add(url.origin);
    } catch {
      // Not a URL (a typo in MAP_TILE_URL): no tile host is allowed, and the pickers work without tiles.
    }
  }
  return [...origins];
}

export function cspSourcesOf(config: {
  MAP_TILE_URL: string;
  MAP_TILE_SUBDOMAINS: string;
  PROVISIONING_ADDRESS: string;
  PROVISIONING_ORIGINS: string;
}): CspSources {
  const connect = new Set(config.PROVISIONING_ORIGINS.split(/[\s,]+/).filter(Boolean));
  connect.add(new URL(config.PROVISIONING_ADDRESS).origin);
  return { connect: [...connect], img: tileOrigins(config.MAP_TILE_URL, config.MAP_TILE_SUBDOMAINS) };
}

/**
 * The Content-Security-Policy the built web app runs under: scripts and styles only from this origin
 * (React and the component library set styles through the DOM, which CSP allows), pictures
 * from here or data/blob URLs (captcha, previews), MQTT over this origin's WebSocket, and any https page
 * inside the webview screen (agreement texts, links from news).
 */
export function contentSecurityPolicy(extra: CspSources = { connect: [], img: [] }): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    ["img-src 'self' data: blob:", ...extra.img].join(' '),
    "font-src 'self' data:",
    ["connect-src 'self'", ...extra.connect].join(' '),
    "media-src 'self' blob:",
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/** Headers every answer carries (no-sniff, frame options, CSP; HSTS only over TLS). */
export function installSecurityHeaders(app: FastifyInstance, sources?: CspSources): void {
  const policy = contentSecurityPolicy(sources);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'SAMEORIGIN');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('permissions-policy', 'geolocation=(self), camera=(self), microphone=()');
    reply.header('content-security-policy', policy);
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000');
  });
}
