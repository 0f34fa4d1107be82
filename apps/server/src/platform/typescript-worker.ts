import { Worker } from 'node:worker_threads';

/**
 * Starts a worker thread on a TypeScript module. The server runs its TypeScript through tsx (and the tests
 * through Vitest); a worker thread starts without either, so it registers tsx before importing its module.
 */
export function spawnTypeScriptWorker(module: URL, workerData: unknown): Worker {
  const tsx = import.meta.resolve('tsx/esm/api');
  const bootstrap = `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(module.href)}); });`;
  return new Worker(bootstrap, {
    eval: true,
    workerData,
    // The process's young-generation size (SERVER_NODE_FLAGS) is for the main thread's report load; these
    // threads allocate little and keep a small one.
    resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB },
  });
}

const WORKER_YOUNG_GENERATION_MB = 16;

/**
 * Asks a worker started by spawnTypeScriptWorker to finish: it handles the messages it was sent before, then
 * the 'close' message (closing its database connection and its port), and exits.
 */
export function closeWorker(worker: Worker): Promise<void> {
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  worker.postMessage('close');
  return exited;
}
