import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './runtime-flags.ts';

describe('runtime flags', () => {
  it('npm start runs the server with every flag the tests and the bench use', () => {
    const manifest = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      scripts: { start: string };
    };
    const words = manifest.scripts.start.split(/\s+/);
    for (const flag of SERVER_NODE_FLAGS) expect(words).toContain(flag);
  });
});
