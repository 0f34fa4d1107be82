import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS, serverArgs } from './runtime-flags.ts';

const scripts = (
  JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts;

describe('runtime flags', () => {
  it('npm start runs the compiled server with plain node and every flag the tests and the bench use', () => {
    const words = scripts.start!.split(/\s+/);
    for (const flag of SERVER_NODE_FLAGS) expect(words).toContain(flag);
    // Exactly what e2e and the bench start, so they measure what runs; no tsx in production.
    expect(scripts.start).toBe(`node ${serverArgs('compiled').join(' ')}`);
    expect(words).not.toContain('tsx');
  });

  it('npm run dev runs the same program from the sources with the same flags', () => {
    expect(scripts.dev).toBe(`node ${serverArgs('sources').join(' ')}`);
  });
});
