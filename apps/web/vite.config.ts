import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const backend = 'http://127.0.0.1:8080';

/**
 * src/main.tsx loads the app's stylesheets as a dynamic import (src/styles/app.ts) so they do not hold the
 * static shell's first paint. This lists them in index.html as `preload` (not `stylesheet`): they download
 * beside the entry script, and Vite's import preload applies them before the app renders.
 */
function preloadAppStyles(): Plugin {
  return {
    name: 'linli:preload-app-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const styles = Object.values(bundle).filter(
          (file) =>
            file.type === 'asset' &&
            file.fileName.endsWith('.css') &&
            file.originalFileNames.some((name) => name.endsWith('src/styles/app.ts')),
        );
        if (styles.length === 0) throw new Error('preloadAppStyles: no stylesheet from src/styles/app.ts');
        return styles.map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `./${file.fileName}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * The entry page's code as one chunk instead of ~50 small ones (each its own request on the critical path):
 * every module the home screen and its data preload (preloadHome.ts) import statically; what the entry script
 * needs stays in its own chunk (the `index` group below outranks this one). The set follows barrels whole
 * (antd-mobile, antd-mobile-icons, contracts), so it holds a few modules only other screens use; those
 * screens load this chunk too.
 */
function entryPageChunk(): Plugin & { has(id: string): boolean } {
  const members = new Set<string>();
  const roots = ['/src/app/screens/common/HomeScreen.tsx', '/src/features/social-services/preloadHome.ts'];
  return {
    name: 'linli:entry-page-chunk',
    apply: 'build',
    has: (id: string) => members.has(id),
    buildEnd() {
      const closure = (starts: string[]) => {
        const seen = new Set<string>();
        const queue = [...starts];
        while (queue.length > 0) {
          const id = queue.pop() as string;
          if (seen.has(id)) continue;
          seen.add(id);
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const ids = [...this.getModuleIds()];
      for (const id of closure(ids.filter((id) => roots.some((root) => id.endsWith(root))))) members.add(id);
    },
  };
}
const entryPage = entryPageChunk();

export default defineConfig({
  // Relative base: the built app works from any folder (the server serves it at `/`).
  base: './',
  plugins: [react(), preloadAppStyles(), entryPage],
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
      output: {
        codeSplitting: {
          groups: [
            // What the entry script needs, as one file: it is on every page's critical path.
            { name: 'index', tags: ['$initial'], priority: 2 },
            // The entry page's screen (its icons and contracts included) minus the above; what it imports from
            // outside the set stays where it is.
            {
              name: 'home',
              test: (id: string) => entryPage.has(id),
              includeDependenciesRecursively: false,
              priority: 1,
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
