import { defineConfig } from 'vitest/config';

// Journeys drive one real server and one real Chromium each; run them one file at a time.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['journeys/**/*.e2e.ts'],
    testTimeout: 90_000,
    hookTimeout: 90_000,
    fileParallelism: false,
  },
});
