import path from 'node:path';
import ts from 'typescript';

/**
 * The import rules of docs/architecture.md "Import rules", as code: each rule says which imports it forbids
 * and why. Paths are relative to the repository root, with forward slashes.
 */
export interface ImportRule {
  name: string;
  why: string;
  /** Does importing `to` from `from` break the rule? `to` is a resolved path, or a package name. */
  forbids(from: string, to: string): boolean;
}

const WEB_FEATURES = 'apps/web/src/features/';
const SERVER_MODULES = 'apps/server/src/modules/';
const isTest = (file: string) => /\.test\.tsx?$/.test(file);
/** The folder right under `root` that holds `file` (a feature or a module), or undefined. */
const sliceOf = (file: string, root: string) =>
  file.startsWith(root) ? file.slice(root.length).split('/')[0] : undefined;

export const RULES: readonly ImportRule[] = [
  {
    name: 'feature-internals',
    why:
      "a web feature uses another feature only through that feature's index.ts (or the shared kit in " +
      'features/common): its inside can then change without breaking screens it never knew about',
    forbids(from, to) {
      const a = sliceOf(from, WEB_FEATURES);
      const b = sliceOf(to, WEB_FEATURES);
      return !!a && !!b && a !== b && b !== 'common' && to !== `${WEB_FEATURES}${b}/index.ts`;
    },
  },
  {
    name: 'lib-above-app',
    why:
      'apps/web/src/lib is what the app is built on (requests, storage, i18n, queries); if it reaches ' +
      'into app/, neither can be loaded or tested without the other',
    forbids: (from, to) => from.startsWith('apps/web/src/lib/') && to.startsWith('apps/web/src/app/'),
  },
  {
    name: 'module-internals',
    why:
      "a server module reaches another only through that module's index.ts (its service, events and " +
      'types): its repository, tables and rules stay its own, so a query or rule changes in one place',
    forbids(from, to) {
      if (isTest(from)) return false;
      const a = sliceOf(from, SERVER_MODULES);
      const b = sliceOf(to, SERVER_MODULES);
      return !!a && !!b && a !== b && to !== `${SERVER_MODULES}${b}/index.ts`;
    },
  },
  {
    name: 'container-wired-once',
    why:
      'the container wires every module together; only app.ts and main.ts may hold it, or any module ' +
      'could reach every other one through it',
    forbids: (from, to) =>
      to === 'apps/server/src/container.ts' &&
      from !== 'apps/server/src/app.ts' &&
      from !== 'apps/server/src/main.ts',
  },
  {
    name: 'wired-through-index',
    why:
      "the composition root (app.ts, container.ts, main.ts, seed/) builds each module with its index.ts's " +
      'createX and registers its routes from there, so every module is wired the same way and its inside ' +
      'stays its own',
    forbids(from, to) {
      const root = 'apps/server/src/';
      const composes = ['app.ts', 'container.ts', 'main.ts'].some((f) => from === root + f);
      if (!composes && !from.startsWith(`${root}seed/`)) return false;
      const b = sliceOf(to, SERVER_MODULES);
      return !!b && to !== `${SERVER_MODULES}${b}/index.ts`;
    },
  },
  {
    name: 'contracts-at-the-bottom',
    why:
      'contracts are shared by the server and the app and run in both: they import zod and each other, ' +
      'nothing of either side (their tests may use the test tools)',
    forbids: (from, to) =>
      from.startsWith('packages/contracts/') &&
      !isTest(from) &&
      !to.startsWith('packages/contracts/') &&
      to !== 'zod',
  },
];

export interface SourceFile {
  /** Repository-relative path with forward slashes. */
  path: string;
  text: string;
}

/** Where an import points: a repository-relative path for relative specifiers, else the package name. */
export function resolveImport(from: string, specifier: string): string {
  if (!specifier.startsWith('.')) return specifier;
  return path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
}

/** Every import (static, dynamic, type-only and re-export) of a file, as written. */
export function importsOf(file: SourceFile): string[] {
  return ts.preProcessFile(file.text, true, true).importedFiles.map((imported) => imported.fileName);
}

/** `from -> to (rule)` for every import that breaks a rule. */
export function violations(files: readonly SourceFile[], rules: readonly ImportRule[] = RULES): string[] {
  const found: string[] = [];
  for (const file of files) {
    for (const specifier of importsOf(file)) {
      const to = resolveImport(file.path, specifier);
      for (const rule of rules) {
        if (rule.forbids(file.path, to)) found.push(`${file.path} -> ${to} (${rule.name})`);
      }
    }
  }
  return found.sort();
}
