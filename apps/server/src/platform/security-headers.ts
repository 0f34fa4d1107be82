import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy the built web app runs under: scripts and styles only from this origin
 * (React and the component library set styles through the DOM, which CSP allows), pictures
 * from here or data/blob URLs (captcha, previews), MQTT over this origin's WebSocket, and any https page
 * inside the webview screen (agreement texts, links from news).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "media-src 'self' blob:",
  "worker-src 'self'",
  "manifest-src 'self'",
  "frame-src 'self' https:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/** Headers every answer carries (issue 9: no-sniff, frame options, CSP; HSTS only over TLS). */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'SAMEORIGIN');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('permissions-policy', 'geolocation=(self), camera=(self), microphone=()');
    reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000');
  });
}
