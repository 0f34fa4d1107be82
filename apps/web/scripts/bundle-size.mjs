#!/usr/bin/env node
// Initial JavaScript of the built app, gzipped: the entry script of dist/index.html (src/boot.ts), the app's
// start that boot fetches after the shell's first paint (the `linli-app-start` meta) and every chunk they
// import statically (lazy screens excluded). Exits 1 above the budget (BUDGET_KB: 170 KB), or when code only
// other screens use (zod, react-i18next's Trans) is among the entry page's files.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 170;
// WEB_DIST checks a build made elsewhere (the server reads the same variable).
const dist = process.env.WEB_DIST
  ? resolve(process.env.WEB_DIST)
  : resolve(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const indexPath = join(dist, 'index.html');
if (!existsSync(indexPath)) {
  console.error('dist/index.html not found: run `npm run build -w @linli/web` first');
  process.exit(2);
}
const html = readFileSync(indexPath, 'utf8');
/** The script files a meta of index.html lists (build/preload.ts preloadApp). */
const listed = (name) =>
  (html.match(new RegExp(`<meta name="${name}" content="([^"]*)"`))?.[1] ?? '')
    .split(' ')
    .filter((file) => file.endsWith('.js'));
const appStart = listed('linli-app-start');
if (appStart.length === 0) {
  console.error('dist/index.html lists no app start (the linli-app-start meta): build/preload.ts changed?');
  process.exit(2);
}
const start = [
  ...[...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)].map((m) => m[1]),
  ...appStart,
].map((file) => resolve(dist, file.replace(/^\.?\//, '')));

/** The files `starts` load: themselves and every chunk they import statically (dynamic import() is lazy). */
function staticClosure(starts) {
  const seen = new Set();
  const queue = [...starts];
  while (queue.length > 0) {
    const file = queue.shift();
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    // Static imports only: `import{a}from"./x.js"` / `import"./x.js"`.
    for (const m of code.matchAll(
      /(?:^|[;\n}])\s*import\s*(?:[^'"();]*?from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g,
    )) {
      queue.push(resolve(dirname(file), m[1]));
    }
  }
  return seen;
}
const seen = staticClosure(start);
const gzipKb = (file) => gzipSync(readFileSync(file), { level: 9 }).length / 1024;

let total = 0;
const rows = [...seen].map((file) => {
  const source = readFileSync(file);
  const gz = gzipSync(source, { level: 9 }).length;
  total += gz;
  return { file: file.slice(dist.length + 1), raw: source.length, gz };
});
rows.sort((a, b) => b.gz - a.gz);
for (const row of rows) {
  console.log(
    `${(row.gz / 1024).toFixed(1).padStart(8)} KB gz  ${(row.raw / 1024).toFixed(1).padStart(8)} KB  ${row.file}`,
  );
}
const totalKb = total / 1024;
console.log(`initial JS: ${totalKb.toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB, ${rows.length} files)`);
// The entry page also fetches its own code at once (src/boot.ts preloads the `linli-entry-page` meta's files
// there): reported beside the budget, which counts what every route loads before it starts.
const entryPageFiles = listed('linli-entry-page').map((file) => resolve(dist, file.replace(/^\.?\//, '')));
const entryPage = [...staticClosure([...start, ...entryPageFiles])];
const entryPageKb = entryPage.reduce((sum, file) => sum + gzipKb(file), 0);
console.log(`entry page JS (initial JS + the entry page's own code): ${entryPageKb.toFixed(1)} KB gzipped`);
// Code only other screens use stays off the entry page, each found by a name that survives minification:
// - zod (build/lean-contracts.ts, docs/architecture.md): building the schemas of every contract the entry page
//   imports cost it ~28 KB gz and ~100 ms of a phone's CPU; zod's classes keep their `$ZodType` name.
// - react-i18next's `Trans` with its HTML parser (html-parse-stringify, whose void-element table names
//   `!doctype`): two screens use it; the entry page's chunk carried it for them while build/closure-chunk.ts
//   followed package barrels whole.
const offTheEntryPage = [
  { what: 'zod', marker: '$ZodType' },
  { what: "react-i18next's Trans (html-parse-stringify)", marker: '"!doctype"' },
];
const entryPageCode = entryPage.map((file) => ({
  file: file.slice(dist.length + 1),
  code: readFileSync(file, 'utf8'),
}));
const misplaced = offTheEntryPage.flatMap(({ what, marker }) =>
  entryPageCode.filter(({ code }) => code.includes(marker)).map(({ file }) => `${what} in ${file}`),
);
if (misplaced.length > 0) {
  console.error(`other screens' code is on the entry page again: ${misplaced.join('; ')}`);
  process.exit(1);
}
if (totalKb > BUDGET_KB) {
  console.error(`over budget by ${(totalKb - BUDGET_KB).toFixed(1)} KB`);
  process.exit(1);
}
