import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Barrels: modules that only re-export others (the contracts package and each of its domains, antd-mobile,
 * antd-mobile-icons, TanStack Query and react-i18next), with the specifier the app imports each package by.
 */
const BARRELS = [
  { specifier: '@linli/contracts', test: /packages[\\/]contracts[\\/]src[\\/](?:[^\\/]+[\\/])?index\.ts$/ },
  { specifier: 'antd-mobile', test: /node_modules[\\/]antd-mobile[\\/]es[\\/]index\.js$/ },
  { specifier: 'antd-mobile-icons', test: /node_modules[\\/]antd-mobile-icons[\\/]es[\\/]index\.js$/ },
  {
    specifier: '@tanstack/react-query',
    test: /node_modules[\\/]@tanstack[\\/]react-query[\\/]build[\\/]modern[\\/]index\.js$/,
  },
  {
    specifier: '@tanstack/query-core',
    test: /node_modules[\\/]@tanstack[\\/]query-core[\\/]build[\\/]modern[\\/]index\.js$/,
  },
  { specifier: 'react-i18next', test: /node_modules[\\/]react-i18next[\\/]dist[\\/]es[\\/]index\.js$/ },
];
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
export function closureChunk(name: string, roots: string[]): Plugin & { has(id: string): boolean } {
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
