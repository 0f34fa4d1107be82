import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { ALL_FUNCTIONS_CALLED_ON_LOAD } from '../../apps/web/build/compile-hints.ts';
import { BENCH_DIR } from './context.ts';

const ROOT = path.dirname(BENCH_DIR);
/** Lighthouse's mobile screen (its default emulation), so the captured page is the one it measures. */
const LIGHTHOUSE_PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true };

/** The entry page as the app left it: the markup under #root and the app's stylesheets (paths from the site). */
interface FinishedPage {
  html: string;
  stylesheets: string[];
}

async function captureEntryPage(appUrl: string, chrome: string): Promise<FinishedPage> {
  const browser = await chromium.launch({
    executablePath: chrome,
    args: ['--no-sandbox', '--disable-dev-shm-usage'],
  });
  try {
    const page = await browser.newPage(LIGHTHOUSE_PHONE);
    await page.goto(`${appUrl}/`, { waitUntil: 'networkidle' });
    // The banner is the page's largest paint: captured once its picture is there.
    // Written as strings: the bench is typed for Node, these run in the page.
    await page.waitForFunction(`document.querySelector('.ss-banner__image')?.complete === true`);
    return (await page.evaluate(`({
      html: document.getElementById('root')?.innerHTML ?? '',
      stylesheets: [...document.querySelectorAll('link[rel="stylesheet"]')]
        .map((link) => new URL(link.href).pathname)
        .filter((pathname) => pathname !== '/shell.css'),
    })`)) as FinishedPage;
  } finally {
    await browser.close();
  }
}

/**
 * The floor of a React app on the entry page, on this machine: a copy of the built app in which src/boot.ts,
 * after the shell's first paint exactly as for the app, loads React alone (react-dom, with the same V8
 * compile hint as the app's start chunk) and the app's stylesheets, and renders the entry page's finished
 * markup (captured from the app itself in Chromium) as one element. No router, texts, data layer, components
 * or reads: whatever the app does beyond React's own start and this page's layout is the gap to it.
 */
export async function reactFloorCopy(
  webDist: string,
  appUrl: string,
  chrome: string,
): Promise<{ dist: string; remove: () => void }> {
  const finished = await captureEntryPage(appUrl, chrome);
  if (!finished.html.includes('ss-banner__image'))
    throw new Error('react floor: the entry page had no banner');
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'linli-react-floor-'));
  const entry = path.join(work, 'entry.js');
  fs.writeFileSync(
    entry,
    `import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
const stylesheets = ${JSON.stringify(finished.stylesheets)};
const load = (href) => new Promise((done) => {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.onload = link.onerror = done;
  document.head.append(link);
});
await Promise.all(stylesheets.map(load));
createRoot(document.getElementById('root')).render(
  createElement('div', { dangerouslySetInnerHTML: { __html: ${JSON.stringify(finished.html)} } }),
);
`,
  );
  const bundled = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    nodePaths: [path.join(ROOT, 'node_modules')],
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const copy = path.join(work, 'dist');
  fs.cpSync(webDist, copy, { recursive: true });
  const script = 'assets/react-floor.js';
  const code = Buffer.from(`${ALL_FUNCTIONS_CALLED_ON_LOAD}\n${bundled.outputFiles[0]!.text}`);
  // Compressed as the app's own files are (apps/web/scripts/precompress.mjs), so both cross the same network.
  fs.writeFileSync(path.join(copy, script), code);
  fs.writeFileSync(
    path.join(copy, `${script}.br`),
    brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  fs.writeFileSync(path.join(copy, `${script}.gz`), gzipSync(code, { level: 9 }));
  const index = path.join(copy, 'index.html');
  const html = fs
    .readFileSync(index, 'utf8')
    .replace(
      /<meta name="linli-app-start" content="[^"]*">/,
      `<meta name="linli-app-start" content="./${script}">`,
    )
    .replace(/<meta name="linli-entry-page" content="[^"]*">/, '');
  if (!html.includes(script)) throw new Error('react floor: index.html has no linli-app-start meta');
  fs.writeFileSync(index, html);
  // The server prefers precompressed files: the edited page has none (the script is served as it is).
  for (const suffix of ['.gz', '.br']) fs.rmSync(`${index}${suffix}`, { force: true });
  return { dist: copy, remove: () => fs.rmSync(work, { recursive: true, force: true }) };
}
