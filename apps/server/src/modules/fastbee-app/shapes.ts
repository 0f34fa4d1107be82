import { API_PREFIX, centreClockText, UPLOADS_PREFIX } from '@linli/contracts';

/**
 * How every area of the FastBee app's layer answers times and pictures (docs/fastbee-app.md "Pictures").
 */

/** `yyyy-MM-dd HH:mm:ss` on the centre's clock, as FastBee answers times (shown by the app as is). */
export const appTime = (iso: string) => centreClockText(new Date(iso), true);

/**
 * A picture as the app can show it. The app puts its baseUrl (`https://<host>/prod-api`) before every
 * picture path — device cards, avatars, news lists, an article's HTML (trend.vue,
 * trendDetail.vue#formatRichText) — so a picture of /api (`/api/news/asset/x.svg`) is answered by its
 * path under the prefix (`/news/asset/x.svg`, contentRoutes.newsAsset) and an upload keeps its
 * `/uploads/...` path (app.ts serves uploads under the prefix too). Anything else — a picture on another
 * site, a catalogue picture Linli's own app draws as an icon (`/device-images/…`) — cannot be reached that
 * way: none (''), and the app shows its own default picture.
 */
export function appPicture(url: string | null): string {
  if (!url) return '';
  if (url.startsWith(`${API_PREFIX}/`)) return url.slice(API_PREFIX.length);
  if (url.startsWith(UPLOADS_PREFIX)) return url;
  return '';
}

/** The same for every `<img src>` of sanitised HTML (sanitize.ts keeps only http(s) and site paths). */
export function appHtml(html: string): string {
  return html.replace(
    /(<img\b[^>]*?\ssrc=)(["'])([^"']*)\2/gi,
    (_whole, head: string, quote: string, src: string) => `${head}${quote}${appPicture(src)}${quote}`,
  );
}
