import { defineConfig } from 'vitest/config';

// One vitest setup for the whole workspace; `npm run test:unit` picks the pure projects,
// scripts/test-server.mjs runs the server project once per database.
export default defineConfig({
  test: {
    projects: [
      'packages/contracts',
      'packages/device-sim',
      'apps/web',
      'apps/server',
      'scripts/architecture',
    ],
  },
});
