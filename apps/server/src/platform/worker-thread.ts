import { Worker } from 'node:worker_threads';
import { RUNS_COMPILED } from './server-root.ts';

/**
 * Starts a worker thread on a `*.worker.ts` module, named by its URL beside the module that spawns it
 * (`new URL('./x.worker.ts', import.meta.url)`).
 *
 * Compiled (`npm start`), scripts/build.mjs bundles each `*.worker.ts` to `dist/x.worker.js`, beside
 * `dist/main.js` whose URL every bundled module has, so the same URL with `.js` is the thread's compiled entry
 * and plain node runs it. From the sources (tests, development) a worker thread starts without tsx or Vitest,
 * so it registers tsx before importing its module.
 */
export function spawnWorker(module: URL, workerData: unknown): Worker {
  const options = {
    workerData,
    // The process's young-generation size (SERVER_NODE_FLAGS) is for the main thread's report load; these
    // threads allocate little and keep a small one.
    resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB },
  };
  if (RUNS_COMPILED) return new Worker(new URL(module.href.replace(/\.ts$/, '.js')), options);
  const tsx = import.meta.resolve('tsx/esm/api');
  const bootstrap = `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(module.href)}); });`;
  return new Worker(bootstrap, { ...options, eval: true });
}

const WORKER_YOUNG_GENERATION_MB = 16;

/**
 * Asks a worker started by spawnWorker to finish: it handles the messages it was sent before, then the
 * 'close' message (closing its database connection and its port), and exits.
 */
export function closeWorker(worker: Worker): Promise<void> {
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  worker.postMessage('close');
  return exited;
}
