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
