import type { Page } from 'playwright-core';
import { contractEnumValues, LATIN_ALLOWED } from './tour-words.ts';

/**
 * The screenshot tour's text checks, run in the page over what a person meets on a settled screen: every
 * visible text node, the placeholder, aria-label, title and alt of visible elements, and the document title.
 * Text inside an element marked as data (`data-content`, `translate="no"`, code) and text the server's data
 * holds (names, addresses, centre content read from the API, tour-data.ts) may be in either language.
 */

export type FindingKind = 'untranslated' | 'other-script' | 'raw-value' | 'overflow' | 'horizontal-scroll';
export const FINDING_KINDS: readonly FindingKind[] = [
  'untranslated',
  'other-script',
  'raw-value',
  'overflow',
  'horizontal-scroll',
];

export interface TextFinding {
  kind: FindingKind;
  /** The text at fault (shortened), and for overflow what happened to it. */
  text: string;
  /** The element holding it, as `tag.class`. */
  where: string;
}

export interface CheckOptions {
  language: 'zh-CN' | 'en-US';
  /** Strings the server's data holds, which may be in either language (tour-data.ts). */
  dataStrings?: string[];
}

let enumValues: string[] | undefined;

/** Runs every check on the page as it is now (call it on a settled screen). */
export async function checkScreen(page: Page, options: CheckOptions): Promise<TextFinding[]> {
  enumValues ??= contractEnumValues();
  return page.evaluate(checkInPage, {
    language: options.language,
    dataStrings: options.dataStrings ?? [],
    enumValues,
    latinAllowed: [...LATIN_ALLOWED],
  });
}

interface InPageOptions {
  language: string;
  dataStrings: string[];
  enumValues: string[];
  latinAllowed: string[];
}

/** Runs in the page: the checks themselves (self-contained, as page.evaluate needs). */
function checkInPage(options: InPageOptions): TextFinding[] {
  const findings: TextFinding[] = [];
  const seen = new Set<string>();
  const describe = (el: Element | null) => {
    if (!el) return 'document';
    const cls = typeof el.className === 'string' ? el.className.trim().split(/\s+/)[0] : '';
    return `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}`;
  };
  const add = (kind: FindingKind, text: string, el: Element | null) => {
    const short = text.length > 90 ? `${text.slice(0, 87)}...` : text;
    const id = `${kind}|${short}`;
    if (seen.has(id)) return;
    seen.add(id);
    findings.push({ kind, text: short, where: describe(el) });
  };

  const latin = new Set(options.latinAllowed.map((w) => w.toLowerCase()));
  const enums = new Set(options.enumValues);
  const data = options.dataStrings.filter((s) => s.trim().length >= 2).sort((a, b) => b.length - a.length);
  const dataBlob = data.join('\u0000');
  const field = (el: Element) => el.closest('input, textarea, [contenteditable="true"]') !== null;
  /** Marked as data, a field's content, or text in another language marked as such (`lang`). */
  const marked = (el: Element) => {
    if (field(el) || el.closest('[data-content], [translate="no"], code, kbd, samp, pre')) return true;
    const tagged = el.closest('[lang]');
    return (
      tagged !== null &&
      tagged !== document.documentElement &&
      tagged.getAttribute('lang') !== options.language
    );
  };
  /** The text with every string the data holds taken out; empty when the data holds all of it. */
  const withoutData = (text: string) => {
    if (dataBlob.includes(text)) return '';
    let rest = text;
    for (const s of data) if (rest.includes(s.trim())) rest = rest.split(s.trim()).join(' ');
    return rest;
  };

  /* ---------- the text checks ---------- */
  // `feature.someKey`, `a.b.c`, `ns:key`: a separator followed by a letter (v1.0.3 and 10:30 are not keys).
  const keyLike = /^[a-z][A-Za-z0-9]*(?:[.:][A-Za-z0-9_]+)*[.:][A-Za-z][A-Za-z0-9_]*$/;
  const notKey =
    /\.(?:com|cn|net|org|io|local|dev|bin|pdf|png|jpe?g|json|csv|xlsx?|zip|txt|js|ts)$|^(?:e\.g|i\.e|a\.m|p\.m)$/i;
  const cjk = /[\p{Script=Han}，。、：；！？（）【】「」《》￥]/u;
  const raw = {
    json: /\{\s*"[^"]*"\s*:|\[\s*\{|\[object Object\]/,
    junk: /\b(?:undefined|NaN|Invalid Date)\b/,
    snake: /\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b|\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/,
    camel: /\b[a-z]+[A-Z][A-Za-z0-9]*\b/g,
  };

  function checkText(rawText: string, el: Element | null) {
    const text = rawText.replace(/\s+/g, ' ').trim();
    if (!text) return;
    const isData = el ? marked(el) : false;
    // An i18n key on screen, or what i18next shows for a key that holds an object.
    if (/returned an object instead of string/.test(text)) add('untranslated', text, el);
    if (!isData) {
      for (const token of text.split(' ')) {
        const word = token.replace(/^[(（"'“]+|[)）"'”,，。.:：;；!！?？]+$/g, '');
        if (keyLike.test(word) && !notKey.test(word) && !dataBlob.includes(word)) {
          add('untranslated', text, el);
          break;
        }
      }
    }
    // The other language's script (what the data holds may be in either).
    // Only text that has some is looked up in the data (the lookup is the slow part of the checks).
    const suspect = options.language === 'en-US' ? cjk.test(text) : /[A-Za-z]{2}/.test(text);
    const rest = isData || !suspect ? '' : withoutData(text);
    if (options.language === 'en-US' && cjk.test(rest)) add('other-script', text, el);
    if (options.language === 'zh-CN' && rest) {
      const words = (rest.match(/[A-Za-z]+(?:[-/][A-Za-z]+)*/g) ?? []).filter(
        (w) =>
          w.length >= 2 &&
          !latin.has(w.toLowerCase()) &&
          !w.split(/[-/]/).every((p) => latin.has(p.toLowerCase())),
      );
      if (words.length > 0) add('other-script', `${text}  [${[...new Set(words)].join(', ')}]`, el);
    }
    // Raw values: JSON, a program's placeholders, identifiers and enum values standing alone.
    if (
      (raw.json.test(text) && !(el && field(el))) ||
      raw.junk.test(text) ||
      /^(?:null|true|false)$/.test(text)
    )
      add('raw-value', text, el);
    if (enums.has(text)) add('raw-value', text, el);
    if (!isData) {
      if (raw.snake.test(text)) add('raw-value', text, el);
      const camel = (text.match(raw.camel) ?? []).filter(
        (w) => !latin.has(w.toLowerCase()) && !dataBlob.includes(w),
      );
      if (camel.length > 0 && !keyLike.test(text)) add('raw-value', text, el);
    }
  }

  const visible = (el: Element) => {
    if (el.getClientRects().length === 0) return false;
    const style = getComputedStyle(el);
    return style.visibility !== 'hidden' && style.display !== 'none';
  };
  const skipped = 'script, style, noscript, template, .pull-refresh__head';

  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const textNodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    if (!el || !node.textContent?.trim() || el.closest(skipped) || !visible(el)) continue;
    textNodes.push(node as Text);
    checkText(node.textContent, el);
  }
  for (const el of Array.from(document.querySelectorAll('[placeholder], [aria-label], [title], img[alt]'))) {
    if (el.closest(skipped) || !visible(el)) continue;
    for (const name of ['placeholder', 'aria-label', 'title', 'alt']) {
      const value = el.getAttribute(name);
      if (value) checkText(value, el);
    }
  }
  checkText(document.title, null);

  /* ---------- overflow: text cut, cut short with an ellipsis, or outside its box ---------- */
  const hiddenByDesign = (el: Element) => {
    const rect = el.getBoundingClientRect();
    return (
      (rect.width <= 2 && rect.height <= 2) || el.closest('.visually-hidden, .sr-only, [aria-hidden="true"]')
    );
  };
  const boxOf = (el: Element) => {
    for (let node: Element | null = el; node; node = node.parentElement) {
      const display = getComputedStyle(node).display;
      if (display !== 'inline' && display !== 'contents') return node;
    }
    return document.body;
  };
  const overflowed = new Set<Element>();
  /** Short enough to be a label, a name or a title: 40 columns, a Chinese character taking two. */
  const SHORT_TEXT = 40;
  const columns = (t: string) => [...t].reduce((n, ch) => n + (cjk.test(ch) ? 2 : 1), 0);
  const reportOverflow = (el: Element, what: string, text: string) => {
    if (overflowed.has(el)) return;
    overflowed.add(el);
    add('overflow', `${what}: "${text}"`, el);
  };
  for (const node of textNodes) {
    const el = node.parentElement as Element;
    if (hiddenByDesign(el)) continue;
    const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
    const box = boxOf(el);
    const style = getComputedStyle(box);
    const html = box as HTMLElement;
    const cutX = html.scrollWidth > html.clientWidth + 1 && html.clientWidth > 0;
    const cutY = html.scrollHeight > html.clientHeight + 1 && html.clientHeight > 0;
    const boxText = (box.textContent ?? '').replace(/\s+/g, ' ').trim();
    const clamped = cutY && style.webkitLineClamp !== 'none' && style.webkitLineClamp !== '';
    if ((cutX && style.textOverflow === 'ellipsis') || clamped) {
      // A long summary shortened to a few lines is by design; a label, name or title cut short is not.
      if (columns(boxText) <= SHORT_TEXT) reportOverflow(box, 'cut short with an ellipsis', boxText);
      else overflowed.add(box);
    } else if (cutX && (style.overflowX === 'hidden' || style.overflowX === 'clip')) {
      reportOverflow(box, 'text cut off at the side', boxText);
    } else if (cutY && (style.overflowY === 'hidden' || style.overflowY === 'clip')) {
      reportOverflow(box, 'text cut off at the bottom', boxText);
    }
    if (overflowed.has(box)) continue;
    // The text's own lines against its box, and against every ancestor that clips what leaves it.
    const range = document.createRange();
    range.selectNodeContents(node);
    const lines = Array.from(range.getClientRects()).filter((r) => r.width > 0 && r.height > 0);
    const boxRect = box.getBoundingClientRect();
    // A line's box runs from the font's ascent to its descent, beyond the glyphs: above and below, a quarter
    // of the font size outside the box is still no glyph cut.
    const fontSize = Number.parseFloat(getComputedStyle(el).fontSize) || 16;
    const outside = (r: DOMRect, b: DOMRect, slack: number) =>
      r.right > b.right + slack ||
      r.left < b.left - slack ||
      r.bottom > b.bottom + Math.max(slack, fontSize / 4) ||
      r.top < b.top - Math.max(slack, fontSize / 4);
    if (lines.some((r) => outside(r, boxRect, 2))) {
      reportOverflow(box, 'text outside its box', text);
      continue;
    }
    for (let clip = box.parentElement; clip && clip !== document.body; clip = clip.parentElement) {
      const clipStyle = getComputedStyle(clip);
      const clips = [clipStyle.overflowX, clipStyle.overflowY].some((o) => o === 'hidden' || o === 'clip');
      if (!clips) continue;
      const c = clip.getBoundingClientRect();
      // Wholly outside is a slide or a panel put away by design; partly outside is text cut in two.
      const partly = lines.some(
        (r) =>
          outside(r, c, 1) && r.right > c.left && r.left < c.right && r.bottom > c.top && r.top < c.bottom,
      );
      if (partly) {
        reportOverflow(box, `text cut by ${describe(clip)}`, text);
        break;
      }
    }
  }

  /* ---------- horizontal scrolling of the page ---------- */
  const scroller = document.scrollingElement ?? document.documentElement;
  if (scroller.scrollWidth > window.innerWidth) {
    const wide = Array.from(document.body.querySelectorAll('*'))
      .filter((el) => {
        const right = el.getBoundingClientRect().right;
        const parent = el.parentElement?.getBoundingClientRect().right ?? 0;
        return right > window.innerWidth + 1 && parent <= window.innerWidth + 1;
      })
      .slice(0, 3)
      .map(describe);
    add(
      'horizontal-scroll',
      `page is ${scroller.scrollWidth} px wide on a ${window.innerWidth} px screen (${wide.join(', ') || '?'})`,
      scroller,
    );
  }
  return findings;
}
