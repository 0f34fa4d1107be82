import { describe, expect, it } from 'vitest';
import { ALL_FUNCTIONS_CALLED_ON_LOAD, compileHints } from './compile-hints.ts';

type Hook = { handler: (options: unknown, bundle: Record<string, unknown>) => void };

describe('compileHints', () => {
  it("puts V8's hint on the first line of the named chunks only", () => {
    const bundle = {
      'main-1.js': { type: 'chunk', name: 'main', code: 'const a=1;' },
      'home-2.js': { type: 'chunk', name: 'home', code: 'export{}' },
      'kit-3.js': { type: 'chunk', name: 'kit', code: 'const k=1;' },
      'app.css': { type: 'asset', name: 'main', source: 'body{}' },
    };
    (compileHints(['main', 'home']).generateBundle as Hook).handler({}, bundle);
    expect(bundle['main-1.js'].code).toBe(`${ALL_FUNCTIONS_CALLED_ON_LOAD}\nconst a=1;`);
    expect(bundle['home-2.js'].code).toBe(`${ALL_FUNCTIONS_CALLED_ON_LOAD}\nexport{}`);
    expect(bundle['kit-3.js'].code).toBe('const k=1;');
    expect(bundle['app.css']).toEqual({ type: 'asset', name: 'main', source: 'body{}' });
  });
});
