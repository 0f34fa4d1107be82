import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AccessCase } from './types.ts';

const srcDir = path.resolve(import.meta.dirname, '../..');

/**
 * Every access table: `security/matrix/access/*.access.ts` and `modules/<m>/*.access.ts` (a helper adding
 * routes may keep its table next to its module). Each file's default export is an AccessTable.
 */
export async function loadAccessTables(): Promise<Map<string, AccessCase & { file: string }>> {
  const files: string[] = [];
  const matrixDir = path.join(srcDir, 'security/matrix/access');
  for (const name of fs.readdirSync(matrixDir))
    if (name.endsWith('.access.ts')) files.push(path.join(matrixDir, name));
  const modulesDir = path.join(srcDir, 'modules');
  for (const module of fs.readdirSync(modulesDir)) {
    const dir = path.join(modulesDir, module);
    if (!fs.statSync(dir).isDirectory()) continue;
    for (const name of fs.readdirSync(dir)) if (name.endsWith('.access.ts')) files.push(path.join(dir, name));
  }
  const cases = new Map<string, AccessCase & { file: string }>();
  for (const file of files.sort()) {
    const table = ((await import(pathToFileURL(file).href)) as { default: readonly AccessCase[] }).default;
    const relative = path.relative(srcDir, file);
    for (const entry of table) {
      const previous = cases.get(entry.route);
      if (previous) throw new Error(`${entry.route} has two entries: ${previous.file} and ${relative}`);
      cases.set(entry.route, { ...entry, file: relative });
    }
  }
  return cases;
}
