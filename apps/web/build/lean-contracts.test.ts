import { parseAst } from 'rolldown/parseAst';
import { describe, expect, it } from 'vitest';
import { leanContract, type Node } from './lean-contracts.ts';

const lean = (code: string) =>
  leanContract(code, (source) => parseAst(source) as unknown as Node)?.toString();

describe('leanContract: a contracts module as the app build takes it', () => {
  it('cuts a route descriptor to what a call reads and drops the imports only the cut parts read', () => {
    const code = [
      "import { z } from 'zod';",
      "import { defineRoute, tableOf } from '../common/route.ts';",
      "import { paths } from './paths.ts';",
      "import { item, itemQuery } from './items.ts';",
      'export const itemRoutes = {',
      "  list: defineRoute({ method: 'GET', path: paths.items, summary: 'Items', query: itemQuery, response: tableOf(item) }),",
      "  upload: defineUploadRoute({ method: 'POST', path: paths.upload, multipart: { file: 'file' }, response: z.object({}) }),",
      '};',
    ].join('\n');
    const out = lean(code) ?? '';
    expect(out).toContain("list: { method: 'GET', path: paths.items }");
    expect(out).toContain("upload: { method: 'POST', path: paths.upload, multipart: { file: 'file' } }");
    expect(out).toContain("import { paths } from './paths.ts';");
    expect(out).not.toMatch(/zod|route\.ts|items\.ts|summary|response/);
  });

  it('keeps an import a kept part still reads, and only the names still read', () => {
    const code = [
      "import { defineRoute } from '../common/route.ts';",
      "import { itemBody, ITEM_PATH } from './items.ts';",
      'export const check = (body) => itemBody.parse(body);',
      "export const routes = { add: defineRoute({ method: 'POST', path: ITEM_PATH, body: itemBody }) };",
    ].join('\n');
    const out = lean(code) ?? '';
    expect(out).toContain("import { itemBody, ITEM_PATH } from './items.ts';");
    expect(out).not.toContain('route.ts');
  });

  it('does not take a property name for a read of the import of the same name', () => {
    const code = [
      "import { defineRoute } from '../common/route.ts';",
      "import { stats } from './stats.ts';",
      "export const routes = { stats: defineRoute({ method: 'GET', path: '/stats', response: stats }) };",
    ].join('\n');
    expect(lean(code)).not.toContain('stats.ts');
    // `{ stats }` reads it, though: the import stays.
    expect(lean(`${code}\nexport const parts = { stats };`)).toContain("import { stats } from './stats.ts';");
  });

  it('keeps a spread in a descriptor whole: what it holds is unknown', () => {
    const code = "export const r = defineRoute({ ...common, method: 'GET', path: '/x', tag: 'x' });";
    expect(lean(code)).toContain("{ ...common, method: 'GET', path: '/x' }");
  });

  it('marks the calls building top-level values pure, not the calls inside the functions it defines', () => {
    const code = [
      'export const name = z.string().trim().min(1);',
      'export const body = z.object({ name, age: z.number().int() });',
      'export function check(value) { return body.safeParse(value); }',
      'export const checkLater = (value) => body.parse(value);',
      "z.config({ locale: 'zh' });",
    ].join('\n');
    const out = lean(code) ?? '';
    expect(out).toContain('export const name = /*#__PURE__*/ z.string().trim().min(1);');
    expect(out).toContain('z.object({ name, age: /*#__PURE__*/ z.number().int() })');
    expect(out).toContain('return body.safeParse(value);');
    expect(out).toContain('(value) => body.parse(value)');
    // A statement made for its effect is not a value: it stays as it is.
    expect(out).toContain("\nz.config({ locale: 'zh' });");
  });

  it('leaves a module with nothing to change alone', () => {
    expect(lean("export const PATHS = { a: '/a' };\nexport function f() { return g(); }")).toBeUndefined();
  });
});
