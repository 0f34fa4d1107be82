import type { Page } from 'playwright-core';

/**
 * The strings the server's data holds, read from the API replies a page receives: names, addresses, device
 * names and centre content, which a screen shows as they are in either language. Left out: replies whose
 * text is the server's own wording rather than data (dictionary labels, `msg`/`message`), since a label in
 * the wrong language there is exactly what the tour looks for.
 */

export interface DataWatch {
  /** Every string read so far (after the replies still being read have been read). */
  strings(): Promise<string[]>;
}

const watches = new WeakMap<Page, DataWatch>();
const WORDING_KEYS = new Set(['msg', 'message', 'error', 'label', 'dictLabel']);
const NOT_DATA_PATHS = /\/system\/dict\/|\/captchaImage/;

/** The page's data watch, started on first use: call it before the page loads its first screen. */
export function watchData(page: Page): DataWatch {
  let watch = watches.get(page);
  if (!watch) {
    watch = startWatch(page);
    watches.set(page, watch);
  }
  return watch;
}

function startWatch(page: Page): DataWatch {
  const found = new Set<string>();
  const reading = new Set<Promise<void>>();
  const collect = (value: unknown, key: string) => {
    if (typeof value === 'string') {
      if (!WORDING_KEYS.has(key) && value.length <= 100_000 && !value.startsWith('data:')) found.add(value);
    } else if (Array.isArray(value)) {
      for (const item of value) collect(item, key);
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) collect(v, k);
    }
  };
  page.on('response', (response) => {
    const url = response.url();
    if (!url.includes('/api/') || NOT_DATA_PATHS.test(url)) return;
    if (!(response.headers()['content-type'] ?? '').includes('json')) return;
    const read = response
      .json()
      .then((body: unknown) => collect(body, ''))
      .catch(() => undefined)
      .finally(() => reading.delete(read));
    reading.add(read);
  });
  return {
    async strings() {
      await Promise.all([...reading]);
      // HTML content (news articles) is shown as its text: the tags are taken out, the text kept.
      return [...found].flatMap((s) => (s.includes('<') ? s.split(/<[^>]*>/) : [s])).filter((s) => s.trim());
    },
  };
}
