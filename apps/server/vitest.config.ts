import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // One module graph per worker instead of per file: importing the whole server again for each of ~70
    // files cost more than the tests. Every test builds its own app on its own database (createTestApp), so
    // nothing is shared but loaded code.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
