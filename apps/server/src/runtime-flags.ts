/** `apps/server`, the folder the server's program is started in. */
export { SERVER_ROOT } from './platform/server-root.ts';

/**
 * The V8 flags the server runs with: `npm start` (apps/server/package.json, checked by runtime-flags.test.ts)
 * and everything that starts the server as a program — the crash and scale-out tests, e2e, and the bench and
 * soak children, so what they measure is what runs.
 *
 * Semi-spaces of 64 MB instead of V8's 16 MB: every device report allocates a few small objects that die at
 * once (payload, rows, the push). With the default young generation the scavenger ran often enough to cost
 * ~10 % of the main thread at 20,000 reports/s; a larger one collects the same garbage in fewer, cheaper
 * passes (bench/RESULTS.md, ingest fix 4). It costs at most 128 MB more memory under load.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=64'];

/** The start of the line main.ts prints once the server listens (and the demo devices are connected). */
export const READY_BANNER = 'Linli 邻里 is running at';

/** The compiled server's entry, in SERVER_ROOT (scripts/build.mjs writes it). */
export const COMPILED_MAIN = 'dist/main.js';

/**
 * Node's arguments (run in SERVER_ROOT) for the server program:
 * - `compiled`: the bundle scripts/build.mjs writes (`npm run build -w @linli/server`) under plain node, as
 *   `npm start` runs it — e2e and the Lighthouse bench run this;
 * - `sources`: the same program from its TypeScript through tsx, no build needed (`npm run dev`, and the
 *   server tests that start a process: they run before any build, on the code under test).
 */
export function serverArgs(run: 'compiled' | 'sources'): string[] {
  return run === 'compiled'
    ? [...SERVER_NODE_FLAGS, COMPILED_MAIN]
    : [...SERVER_NODE_FLAGS, '--import', 'tsx', 'src/main.ts'];
}
