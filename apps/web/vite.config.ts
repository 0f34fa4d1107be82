import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { closureChunk } from './build/closure-chunk.ts';
import { compileHints } from './build/compile-hints.ts';
import { leanContracts } from './build/lean-contracts.ts';
import { preloadApp } from './build/preload.ts';

const backend = 'http://127.0.0.1:8080';

/** antd-mobile with its dependencies and the icons (for the `kit` chunk). */
const UI_KIT =
  /node_modules[\\/](?:antd-mobile|antd-mobile-icons|@react-spring|@use-gesture|ahooks|classnames|@floating-ui|rc-[^\\/]+|lodash|dayjs|runes2|staged-components|use-sync-external-store|tslib|@babel[\\/]runtime)[\\/]/;

/** The entry page: its screen and its data preload (preloadHome.ts). */
const entryPage = closureChunk('home', [
  '/src/app/screens/common/HomeScreen.tsx',
  '/src/features/social-services/preloadHome.ts',
]);

export default defineConfig({
  // Relative base: the built app works from any folder (the server serves it at `/`).
  base: './',
  plugins: [react(), leanContracts(), preloadApp(), entryPage, compileHints(['main', 'home'])],
  resolve: { dedupe: ['react', 'react-dom'] },
  server: {
    proxy: {
      '/api': backend,
      '/uploads': backend,
      '/mqtt': { target: backend, ws: true },
    },
  },
  preview: {
    proxy: {
      '/api': backend,
      '/uploads': backend,
      '/mqtt': { target: backend, ws: true },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      // src/main.tsx is an entry of its own: src/boot.ts imports it by the address index.html preloads
      // (preloadApp), so boot carries no import that would run the app before the first paint.
      input: { index: 'index.html', main: 'src/main.tsx' },
      output: {
        codeSplitting: {
          groups: [
            // What the app needs to start (src/main.tsx and its static imports), as one file: it is on every
            // page's critical path. src/boot.ts (and src/boot/) stays apart: it must run before any of it.
            {
              name: 'start',
              tags: ['$initial'],
              test: (id: string) => !/\/src\/boot(?:\.ts$|\/)|\.html$|modulepreload-polyfill/.test(id),
              priority: 2,
            },
            // The entry page's screen (the icons, components and contracts it uses included) minus the above;
            // what it imports from outside the set stays where it is. Not zod: the entry page builds no
            // schema (build/lean-contracts.ts), but contracts modules it reads still import zod for schemas
            // the build drops, and zod here would be the other screens' zod, loaded with the entry page.
            {
              name: 'home',
              test: (id: string) => entryPage.has(id) && !/node_modules[\\/]zod[\\/]/.test(id),
              includeDependenciesRecursively: false,
              priority: 1,
            },
            // The entry page's texts beyond the first load's (src/lib/i18n.ts), one file per language instead
            // of one per namespace: a request less on its critical path.
            ...(['zh-CN', 'en-US'] as const).map((language) => ({
              name: `home-texts-${language}`,
              test: (id: string) =>
                new RegExp(`locales[\\\\/]${language}[\\\\/](?:socialServices|news)\\.json$`).test(id),
              priority: 3,
            })),
            // The rest of the UI kit (antd-mobile and what it is built on, the icons) as one file for the
            // other screens, instead of a small chunk per component they share.
            {
              name: 'kit',
              test: (id: string) => UI_KIT.test(id),
              includeDependenciesRecursively: false,
              priority: 0,
            },
          ],
        },
      },
      treeshake: {
        // contracts is a barrel of pure modules; without this, importing ApiPath would pull zod into
        // the first load. Modules whose exports are used keep their top-level statements (z.config).
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/]contracts[\\/]src[\\/]/.test(id),
      },
    },
  },
});
