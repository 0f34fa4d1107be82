import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AccessCase } from './types.ts';

const matrixDir = path.join(import.meta.dirname, 'access');

/** Every access table: `access/*.access.ts`, one per domain. Each file's default export is an AccessTable. */
export async function loadAccessTables(): Promise<Map<string, AccessCase & { file: string }>> {
  const files = fs
    .readdirSync(matrixDir)
    .filter((name) => name.endsWith('.access.ts'))
    .map((name) => path.join(matrixDir, name));
  const cases = new Map<string, AccessCase & { file: string }>();
  for (const file of files.sort()) {
    const table = ((await import(pathToFileURL(file).href)) as { default: readonly AccessCase[] }).default;
    const relative = path.relative(matrixDir, file);
    for (const entry of table) {
      const previous = cases.get(entry.route);
      if (previous) throw new Error(`${entry.route} has two entries: ${previous.file} and ${relative}`);
      cases.set(entry.route, { ...entry, file: relative });
    }
  }
  return cases;
}
