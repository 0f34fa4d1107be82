import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Whether this code runs compiled: `npm start` runs the bundle scripts/build.mjs writes to `dist/` (plain
 * node, `.js`); tests and development run the TypeScript sources (Vitest, tsx), so this module is a `.ts` file.
 */
export const RUNS_COMPILED = import.meta.url.endsWith('.js');

/**
 * `apps/server`. Files the server reads at run time (the captcha clips in `assets/`, the demo pictures and
 * stream beside their modules, the built web app) are found from here, not from the reading module's own
 * place: in the bundle every module's `import.meta.url` is `dist/main.js`, one folder below this root, where
 * from the sources this file is two folders below it.
 */
export const SERVER_ROOT = fileURLToPath(new URL(RUNS_COMPILED ? '..' : '../..', import.meta.url));

/** A path inside `apps/server`, the same from the sources and from `dist/`. */
export const serverPath = (...parts: string[]): string => path.join(SERVER_ROOT, ...parts);
