import type { Plugin } from 'vite';
// By its file: the config bundler leaves packages to Node, which cannot load the contracts package's TypeScript.
import { API_PREFIX, ApiPath } from '../../../packages/contracts/src/api-paths.ts';

/** The entry page's one read (src/features/social-services/hooks/useHomeSummary.ts), as request.ts asks for it. */
const ENTRY_READ = `${API_PREFIX}${ApiPath.socialServicesHome}`;

/**
 * src/boot.ts fetches the app only after the static shell is painted, so nothing of the app shares the network
 * with the shell's first paint. This lists in index.html what boot fetches then, all at once rather than one
 * import after another: in the `linli-app-start` meta, the app's start chunk first (the one boot imports), the
 * chunks it imports statically and the app's stylesheets (src/main.tsx loads them as a dynamic import,
 * src/styles/app.ts; Vite's import preload applies them before the app renders); in the `linli-entry-page`
 * meta, the entry page's own chunk and stylesheets, which boot fetches only when the address is the entry page
 * (other routes load what they need when they start); in `linli-entry-texts` the entry page's texts per
 * language and in `linli-entry-read` the address of its data, which boot asks for at once (src/lib/headStart.ts).
 */
export function preloadApp(): Plugin {
  return {
    name: 'linli:preload-app',
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
        if (styles.length === 0) throw new Error('preloadApp: no stylesheet from src/styles/app.ts');
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
        // The entry page's texts, one file per language (vite.config.ts `home-texts-…`): `language=file`.
        const entryTexts = chunks.flatMap((chunk) => {
          const language = /^home-texts-(.+)$/.exec(chunk.name)?.[1];
          return language ? [`${language}=./${chunk.fileName}`] : [];
        });
        if (entryTexts.length === 0) throw new Error("preloadApp: no chunk of the entry page's texts");
        const appStart = [main.fileName, ...[...start].filter((fileName) => fileName !== main.fileName)];
        return [
          {
            tag: 'meta',
            attrs: {
              name: 'linli-app-start',
              content: [...appStart, ...styles.map((file) => file.fileName)]
                .map((fileName) => `./${fileName}`)
                .join(' '),
            },
            injectTo: 'head' as const,
          },
          {
            tag: 'meta',
            attrs: { name: 'linli-entry-texts', content: entryTexts.join(' ') },
            injectTo: 'head' as const,
          },
          {
            tag: 'meta',
            attrs: { name: 'linli-entry-read', content: ENTRY_READ },
            injectTo: 'head' as const,
          },
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
