/**
 * index.html's entry script, kept tiny and without imports on purpose: it lets the browser paint the static
 * shell (index.html, public/shell.css) before the app's code runs, then starts the app (src/main.tsx). A
 * module script that has downloaded runs before the first frame, so while index.html loaded the app directly
 * the shell waited for the whole app. The build lists the app's code in index.html as modulepreload
 * (build/preload.ts preloadApp), so it downloads while the shell paints; the link marked data-app-start is the
 * app's start. A static import here would run the app before the first paint.
 */

/** The entry page's own code and styles (the `linli-entry-page` meta), fetched at once on that page. */
function preloadEntryPage(): void {
  const route = location.hash.replace(/^#/, '').split('?')[0] || '/';
  if (route !== '/') return;
  const files = document.querySelector<HTMLMetaElement>('meta[name="linli-entry-page"]')?.content ?? '';
  for (const href of files.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = href.endsWith('.css') ? 'preload' : 'modulepreload';
    if (href.endsWith('.css')) link.as = 'style';
    // As the app's loader asks for them (crossorigin), so the preloaded answer is the one it uses.
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
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
  const link = document.querySelector<HTMLLinkElement>('link[rel="modulepreload"][data-app-start]');
  if (link) import(/* @vite-ignore */ link.href).catch(showLoadFailure);
}

if (!import.meta.env.DEV) preloadEntryPage();
afterFirstPaint(startApp);
