import { defineConfig } from 'vitest/config';

// Each journey file drives its own real server (own ports, own data directory) and its own Chromium, so two
// files can run side by side. Two, not more: the machine has two cores, and a journey spends much of its time
// waiting on its server and browser, so the pair finishes the suite in about two thirds of the time one at a
// time takes (measured: 648 s against 934 s) without a journey waiting past its timeouts.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['journeys/**/*.e2e.ts'],
    testTimeout: 90_000,
    hookTimeout: 90_000,
    fileParallelism: true,
    maxWorkers: 2,
  },
});
