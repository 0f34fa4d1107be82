import path from 'node:path';
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
 * Barrels: modules that only re-export others (the contracts package and each of its domains, antd-mobile,
 * antd-mobile-icons), with the specifier the app imports each package by.
 */
const BARRELS = [
  { specifier: '@linli/contracts', test: /packages[\\/]contracts[\\/]src[\\/](?:[^\\/]+[\\/])?index\.ts$/ },
  { specifier: 'antd-mobile', test: /node_modules[\\/]antd-mobile[\\/]es[\\/]index\.js$/ },
  { specifier: 'antd-mobile-icons', test: /node_modules[\\/]antd-mobile-icons[\\/]es[\\/]index\.js$/ },
];
/** antd-mobile with its dependencies and the icons (for the `kit` chunk). */
const UI_KIT =
  /node_modules[\\/](?:antd-mobile|antd-mobile-icons|@react-spring|@use-gesture|ahooks|classnames|@floating-ui|rc-[^\\/]+|lodash|dayjs|runes2|staged-components|use-sync-external-store|tslib|@babel[\\/]runtime)[\\/]/;
const isBarrel = (id: string) => BARRELS.some((barrel) => barrel.test.test(id));

/** The names `code` imports from `specifier` (`import { a, b as c } from '…'`); undefined when it takes all. */
function namesImported(code: string | null, specifier: string): string[] | undefined {
  const from = `\\s*from\\s*["']${specifier.replace(/[/.-]/g, (c) => `\\${c}`)}["']`;
  if (code === null || new RegExp(`import\\s*\\*\\s*as\\s+\\w+${from}`).test(code)) return undefined;
  return [...code.matchAll(new RegExp(`import\\s*\\{([^}]*)\\}${from}`, 'g'))].flatMap((match) =>
    (match[1] ?? '')
      .split(',')
      .map(
        (part) =>
          part
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0] ?? '',
      )
      .filter(Boolean),
  );
}

/**
 * A chunk of every module the given roots import statically, so that code arrives as one file instead of
 * ~50 small ones (each its own request on the critical path). Through a barrel it follows only the modules
 * that declare the names imported: following barrels whole put every contract module on the entry page
 * (each builds its zod schemas when its chunk runs: ~100 ms of CPU on a phone) and every icon and component
 * any screen uses. Only where code lands depends on this: a module the set misses goes to a chunk of its
 * own, which the entry page then loads as well.
 */
function closureChunk(name: string, roots: string[]): Plugin & { has(id: string): boolean } {
  const members = new Set<string>();
  return {
    name: `linli:closure-chunk-${name}`,
    apply: 'build',
    has: (id: string) => members.has(id),
    buildEnd() {
      const info = (id: string) => this.getModuleInfo(id);
      /** The module `from` (a relative path in `barrel`) names: one of the barrel's imports. */
      const resolved = (barrel: string, from: string) => {
        const target = path.resolve(path.dirname(barrel), from).replace(/\.(js|ts)$/, '');
        return info(barrel)?.importedIds.find((id) =>
          ['.js', '.ts', '/index.js', '/index.ts'].some((ending) => id === `${target}${ending}`),
        );
      };
      /** The modules below `barrel` that declare `name` (its side-effect imports come with the barrel). */
      const declaring = (barrel: string, name: string): string[] => {
        const code = info(barrel)?.code ?? '';
        for (const match of code.matchAll(/export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
          const exported = (match[1] ?? '').split(',').map((part) => part.trim().split(/\s+as\s+/));
          const hit = exported.find((pair) => (pair[1] ?? pair[0]) === name);
          const target = hit && resolved(barrel, match[2] ?? '');
          if (target) return isBarrel(target) ? declaring(target, hit[0] ?? name) : [target];
        }
        return (info(barrel)?.importedIds ?? []).flatMap((child) =>
          isBarrel(child) ? declaring(child, name) : info(child)?.exports.includes(name) ? [child] : [],
        );
      };
      /** A barrel's own side-effect imports (`import './global'`): they come whenever the barrel is used. */
      const sideEffects = (barrel: string) =>
        [...(info(barrel)?.code ?? '').matchAll(/(?:^|[;\n])\s*import\s*["']([^"']+)["']/g)].flatMap(
          (match) => resolved(barrel, match[1] ?? '') ?? [],
        );
      const seen = new Set<string>();
      const barrelsUsed = new Set<string>();
      const queue = [...this.getModuleIds()].filter((id) => roots.some((root) => id.endsWith(root)));
      while (queue.length > 0) {
        const id = queue.pop() as string;
        if (seen.has(id)) continue;
        seen.add(id);
        const module = info(id);
        for (const imported of module?.importedIds ?? []) {
          const barrel = isBarrel(id)
            ? undefined
            : BARRELS.find((candidate) => candidate.test.test(imported));
          const names = barrel && namesImported(module?.code ?? null, barrel.specifier);
          if (!names) {
            queue.push(imported);
            continue;
          }
          // The barrel itself lives here too: what is left of it after tree-shaking (its side-effect
          // imports) would otherwise be a chunk of its own on the entry page's path.
          barrelsUsed.add(imported);
          queue.push(...sideEffects(imported));
          for (const name of names) {
            const modules = declaring(imported, name);
            // A name not found (a namespace re-export such as fastbeeApp): the barrel whole, as before.
            queue.push(...(modules.length > 0 ? modules : [imported]));
          }
        }
      }
      for (const id of [...seen, ...barrelsUsed]) members.add(id);
    },
  };
}
/** The entry page: its screen and its data preload (preloadHome.ts). */
const entryPage = closureChunk('home', [
  '/src/app/screens/common/HomeScreen.tsx',
  '/src/features/social-services/preloadHome.ts',
]);

/**
 * src/boot.ts starts the app only after the static shell is painted. This lists in index.html, for every
 * route, the app's start chunk and the chunks it imports statically as `modulepreload` (they download while
 * the shell paints instead of after it), and, in the `linli-entry-page` meta, the entry page's own chunk and
 * stylesheets: boot preloads those only when the address is the entry page, so they start with the app's
 * code instead of after it has run (other routes load what they need when they start).
 */
function preloadApp(): Plugin {
  return {
    name: 'linli:preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []));
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const staticClosure = (start: string) => {
          const files = new Set<string>();
          const queue = [start];
          while (queue.length > 0) {
            const fileName = queue.shift() as string;
            if (files.has(fileName)) continue;
            files.add(fileName);
            queue.push(...(byName.get(fileName)?.imports ?? []));
          }
          return files;
        };
        const main = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('/src/main.tsx'));
        const home = chunks.find((chunk) => chunk.name === 'home');
        if (!main || !home) throw new Error('preloadApp: no chunk for src/main.tsx or the entry page');
        const start = staticClosure(main.fileName);
        const entryPageCode = [...staticClosure(home.fileName)].filter((fileName) => !start.has(fileName));
        const entryPageStyles = entryPageCode.flatMap((fileName) => [
          ...(byName.get(fileName)?.viteMetadata?.importedCss ?? []),
        ]);
        return [
          ...[...start].map((fileName) => ({
            tag: 'link',
            attrs: {
              rel: 'modulepreload',
              crossorigin: true,
              href: `./${fileName}`,
              ...(fileName === main.fileName ? { 'data-app-start': true } : {}),
            },
            injectTo: 'head' as const,
          })),
          {
            tag: 'meta',
            attrs: {
              name: 'linli-entry-page',
              content: [...entryPageCode, ...entryPageStyles].map((fileName) => `./${fileName}`).join(' '),
            },
            injectTo: 'head' as const,
          },
        ];
      },
    },
  };
}

export default defineConfig({
  // Relative base: the built app works from any folder (the server serves it at `/`).
  base: './',
  plugins: [react(), preloadAppStyles(), preloadApp(), entryPage],
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
            // page's critical path. src/boot.ts stays apart: it must run before any of it.
            {
              name: 'start',
              tags: ['$initial'],
              test: (id: string) => !/\/src\/boot\.ts$|\.html$|modulepreload-polyfill/.test(id),
              priority: 2,
            },
            // The entry page's screen (the icons, components and contracts it uses included) minus the above;
            // what it imports from outside the set stays where it is.
            {
              name: 'home',
              test: (id: string) => entryPage.has(id),
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
