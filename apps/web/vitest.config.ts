import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

const require = createRequire(import.meta.url);
const routerDir = dirname(require.resolve('react-router/package.json'));

/**
 * react-router ships CommonJS and ESM builds; `react-router/dom` must see the same copy as the app, so
 * both names point at the ESM build. antd-mobile's ES build imports CSS, so Vite transforms it.
 */
export default defineProject({
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^react-router$/, replacement: join(routerDir, 'dist/development/index.mjs') },
      { find: /^react-router\/dom$/, replacement: join(routerDir, 'dist/development/dom-export.mjs') },
    ],
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    // A screen test is a chain of findBy/waitFor steps, each allowed 5 s (src/test/setup.ts): with vitest's
    // default 5 s for the whole test, one slow step on a loaded machine failed BindLoginScreen.test.tsx (twice in
    // CI, never alone). A real failure still fails; it only reports later.
    testTimeout: 15_000,
    // One module graph per worker instead of per file: loading antd-mobile, React and the locales again for
    // every file cost two minutes of the two and a quarter. Each test leaves the shared state as it found it
    // (src/test/setup.ts resets the DOM, storage, session, language, timers and mocks after every test).
    isolate: false,
    server: { deps: { inline: [/antd-mobile/, /react-router/] } },
  },
});
