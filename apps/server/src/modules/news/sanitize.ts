import { createRequire } from 'node:module';

// xss is CommonJS whose named exports Node's ESM loader cannot see: load it the CommonJS way.
const { escapeAttrValue, FilterXSS, safeAttrValue }: typeof import('xss') = createRequire(import.meta.url)(
  'xss',
);

/**
 * News bodies are rich text written by administrators and shown to everyone, so they are cleaned on the
 * server with an allow-list: only text formatting, lists, tables, links and pictures survive. Scripts,
 * frames, forms, embedded SVG/MathML and style blocks go with their content; every on* handler and
 * style attribute goes; a link or picture address must be http(s), mailto/tel or a path on this site.
 */
const ALLOWED_TAGS: Record<string, string[]> = {
  p: [],
  br: [],
  hr: [],
  div: [],
  span: [],
  section: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  sub: [],
  sup: [],
  small: [],
  h1: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  blockquote: [],
  pre: [],
  code: [],
  ul: [],
  ol: [],
  li: [],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
  figure: [],
  figcaption: [],
  a: ['href', 'title'],
  img: ['src', 'alt', 'title', 'width', 'height'],
};

const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'noscript',
  'template',
  'svg',
  'math',
  'form',
  'textarea',
  'select',
  'button',
];

const SAFE_URL = /^(https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i;

const filter = new FilterXSS({
  whiteList: ALLOWED_TAGS,
  stripIgnoreTag: true,
  stripIgnoreTagBody: DROPPED_WITH_CONTENT,
  allowCommentTag: false,
  safeAttrValue(tag, name, value, cssFilter) {
    // The library decodes entities and strips control characters before judging the address.
    const cleaned = safeAttrValue(tag, name, value, cssFilter);
    if (name === 'href' || name === 'src') return SAFE_URL.test(cleaned) ? cleaned : '';
    if (name === 'width' || name === 'height' || name === 'colspan' || name === 'rowspan') {
      return /^\d{1,4}%?$/.test(cleaned) ? cleaned : '';
    }
    return escapeAttrValue(cleaned);
  },
});

export function sanitizeHtml(html: string): string {
  return filter.process(html).trim();
}

/** Plain text of a sanitised body, for a summary when the author gave none. */
export function textOf(html: string, max: number): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
