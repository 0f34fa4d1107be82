// `npm run build -w @linli/server`: the server as JavaScript for plain node (docs/architecture.md, "What runs").
// Through tsx every start passed each of the server's modules through tsx's loader, and each worker thread
// loaded tsx again: the compiled server is ready in under a third of the time, with ~100 MB less memory
// (bench/RESULTS.md, "a compiled server"; bench/suites/startup.ts measures both).
//
// Writes dist/main.js, and dist/<name>.worker.js for each src/**/<name>.worker.ts beside it: a module that
// starts a worker thread names its entry as `./<name>.worker.ts` beside itself, and in the bundle every
// module is `dist/main.js`, so platform/worker-thread.ts finds the compiled entry by the same name with .js.
// Files read at run time are found from apps/server (platform/server-root.ts), not copied.
import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const src = path.join(root, 'src');

// Left to node_modules at run time: native addons (better-sqlite3, argon2 load a .node file found from their
// own folder), pg (its optional pg-native is a require esbuild cannot leave out), and svg-captcha (reads its
// font from its own folder through __dirname). Everything else, @linli/contracts included, is bundled
// (pino's transports would also look for files beside pino; the server logs to stdout without one).
const EXTERNAL = ['better-sqlite3', 'argon2', 'pg', 'svg-captcha'];

const workers = fs
  .readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.worker.ts'))
  .map((file) => ({ name: path.basename(file, '.ts'), file: path.join(src, file) }));
const names = new Set(workers.map((w) => w.name));
if (names.size !== workers.length)
  throw new Error('two worker entries share a name; dist/ holds them side by side');

const outdir = path.join(root, 'dist');
const started = Date.now();
const result = await esbuild.build({
  absWorkingDir: root,
  entryPoints: [
    { in: path.join(src, 'main.ts'), out: 'main' },
    ...workers.map((w) => ({ in: w.file, out: w.name })),
  ],
  outdir,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  external: EXTERNAL,
  // CommonJS packages bundled into an ES module still call require() for node's built-ins.
  banner: {
    js: "import { createRequire as __linliCreateRequire } from 'node:module'; const require = __linliCreateRequire(import.meta.url);",
  },
  // Bundling renames clashing top-level names; keep each class's and function's own `.name` (errors, logs).
  keepNames: true,
  // For stack traces in the sources: NODE_OPTIONS=--enable-source-maps npm start.
  sourcemap: 'linked',
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
});
const bytes = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith('.js'))
  .reduce((sum, [, output]) => sum + output.bytes, 0);
console.log(
  `server built to ${path.relative(process.cwd(), outdir) || '.'}/ in ${Date.now() - started} ms: main.js and ${workers.length} worker entries, ${(bytes / 1024 / 1024).toFixed(1)} MB`,
);
