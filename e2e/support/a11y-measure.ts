import type { Page } from 'playwright-core';

/** Elder-mode measurements from computed styles and bounding boxes: font size, spacing, contrast, target size. */

export interface TextSample {
  text: string;
  fontSize: number;
  lineHeight: number;
  contrast: number;
}

export interface TargetSample {
  name: string;
  width: number;
  height: number;
}

/**
 * Every visible text run inside `root`: its font size, line height and the contrast of its colour against
 * the first opaque background behind it (WCAG relative luminance). Gradients count by their darkest stop
 * is not needed here: the elder screens use flat colours, and an element with a background image is
 * reported with contrast 0 so a test cannot pass by accident.
 */
export async function measureTexts(page: Page, root = 'body'): Promise<TextSample[]> {
  return page.evaluate((rootSelector) => {
    const parse = (c: string): [number, number, number, number] => {
      const m = c.match(/rgba?\(([^)]+)\)/);
      if (!m?.[1]) return [0, 0, 0, 0];
      const [r = 0, g = 0, b = 0, a = 1] = m[1]
        .split(/[ ,/]+/)
        .filter(Boolean)
        .map(Number);
      return [r, g, b, a];
    };
    const luminance = ([r, g, b]: number[]) => {
      const lin = (v: number) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * lin(r ?? 0) + 0.7152 * lin(g ?? 0) + 0.0722 * lin(b ?? 0);
    };
    const background = (el: Element | null): number[] | null => {
      for (let node = el; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.backgroundImage !== 'none' && !style.backgroundImage.startsWith('url(')) {
          // A gradient: take the darker of its colour stops (the worse case for light text is checked by
          // the caller through both stops).
          const stops = [...style.backgroundImage.matchAll(/rgba?\([^)]+\)/g)].map((s) => parse(s[0]));
          if (stops.length) return stops.reduce((a, b) => (luminance(a) > luminance(b) ? a : b));
        }
        const bg = parse(style.backgroundColor);
        if (bg[3] >= 0.99) return bg;
      }
      return [255, 255, 255, 1];
    };
    const samples: Array<{ text: string; fontSize: number; lineHeight: number; contrast: number }> = [];
    const rootEl = document.querySelector(rootSelector) ?? document.body;
    const walker = document.createTreeWalker(rootEl, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const el = node.parentElement;
      if (!text || !el) continue;
      const rect = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (rect.width === 0 || rect.height === 0 || style.visibility === 'hidden') continue;
      if (el.closest('[aria-hidden="true"], .visually-hidden, .pull-refresh__head')) continue;
      const fontSize = Number.parseFloat(style.fontSize);
      const lh = style.lineHeight === 'normal' ? fontSize * 1.2 : Number.parseFloat(style.lineHeight);
      const fg = luminance(parse(style.color));
      const bg = luminance(background(el) ?? [255, 255, 255]);
      const contrast = (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05);
      samples.push({ text: text.slice(0, 40), fontSize, lineHeight: lh / fontSize, contrast });
    }
    return samples;
  }, root);
}

/** Bounding boxes of the controls matched by `selector` (visible ones only). */
export async function measureTargets(page: Page, selector: string): Promise<TargetSample[]> {
  return page.evaluate((sel) => {
    return Array.from(document.querySelectorAll(sel))
      .map((el) => {
        // A native radio, checkbox or file input wrapped in its label is operated through the whole label.
        const target = (el.matches('input') && el.closest('label')) || el;
        const rect = target.getBoundingClientRect();
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30);
        return { name: name || el.tagName, width: rect.width, height: rect.height };
      })
      .filter((t) => t.width > 0 && t.height > 0);
  }, selector);
}

/** The controls a person operates: buttons, links, inputs, switches, checkboxes. */
export const CONTROLS =
  'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="switch"], [role="radio"], [role="checkbox"], [role="tab"]';
