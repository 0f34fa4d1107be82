/**
 * index.html's entry script, kept tiny and without imports on purpose: it lets the browser paint the static
 * shell (index.html, public/shell.css) before the app's code runs or even downloads, then starts the app
 * (src/main.tsx). A module script that has downloaded runs before the first frame, so while index.html loaded
 * the app directly the shell waited for the whole app; and while index.html listed the app's code as
 * modulepreload, those downloads shared a slow network with the shell's stylesheet (Lighthouse's simulated
 * first paint 1.8 s against 0.8 s for the shell alone, bench/RESULTS.md). The build lists the app's files in
 * metas instead (build/preload.ts preloadApp); boot fetches them all at once right after the shell's frame.
 * On the entry page it also starts the page's read and fetches its texts, which the app would otherwise ask for
 * only once its code has arrived and run (src/boot/entryRead.ts). Its only import is that file, which the build
 * keeps in this script's file (vite.config.ts).
 */

import { entryTexts, startEntryRead } from './boot/entryRead.ts';

/** Files the build lists in a meta of index.html (build/preload.ts preloadApp), as written there. */
function listedFiles(name: string): string[] {
  const files = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '';
  return files.split(' ').filter(Boolean);
}

/** Starts fetching a file of the app, as the app's loader will ask for it, so the loader finds it fetched. */
function preload(href: string): void {
  const link = document.createElement('link');
  link.rel = href.endsWith('.css') ? 'preload' : 'modulepreload';
  if (href.endsWith('.css')) link.as = 'style';
  // As the app's loader asks for them (crossorigin), so the preloaded answer is the one it uses.
  link.crossOrigin = '';
  link.href = href;
  document.head.append(link);
}

function afterFirstPaint(start: () => void): void {
  // A hidden tab paints no frames (requestAnimationFrame waits until it is shown): start at once.
  if (document.visibilityState !== 'visible') {
    start();
    return;
  }
  // requestAnimationFrame runs just before the frame is painted; a task queued from it runs after.
  requestAnimationFrame(() => setTimeout(start, 0));
}

/**
 * The app's code did not arrive (a weak or lost network): the shell says so, in both languages, with a large
 * button that loads the page again, instead of "Loading…" for ever.
 */
function showLoadFailure(): void {
  const failed = document.querySelector<HTMLElement>('.boot-shell__failed');
  if (!failed) return;
  document.querySelector<HTMLElement>('.boot-shell__hint')?.setAttribute('hidden', '');
  failed.hidden = false;
  failed.querySelector('button')?.addEventListener('click', () => location.reload());
}

function startApp(): void {
  if (import.meta.env.DEV) {
    void import('./main.tsx');
    return;
  }
  // The app's start (its first file is the chunk to run), and on the entry page that page's own code, all at
  // once, instead of one after another as each import is discovered.
  const start = listedFiles('linli-app-start');
  const route = location.hash.replace(/^#/, '').split('?')[0] || '/';
  const entryPage = route === '/';
  const files = entryPage
    ? [
        ...start,
        ...listedFiles('linli-entry-page'),
        ...entryTexts(startEntryRead(), listedFiles('linli-entry-texts')),
      ]
    : start;
  for (const href of files) preload(href);
  // The page's address is what the listed paths are relative to; an import resolves against this script's.
  if (start[0]) import(/* @vite-ignore */ new URL(start[0], document.baseURI).href).catch(showLoadFailure);
}

afterFirstPaint(startApp);
