import { describe, expect, it } from 'vitest';

type Tree = Record<string, unknown>;
const files = import.meta.glob<{ default: Tree }>('./*/*.json', { eager: true });

function bundlesOf(language: string): Record<string, Tree> {
  const bundles: Record<string, Tree> = {};
  for (const [file, bundle] of Object.entries(files)) {
    const match = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(file);
    if (match?.[1] === language && match[2]) bundles[match[2]] = bundle.default;
  }
  return bundles;
}

const resources = { 'zh-CN': bundlesOf('zh-CN'), 'en-US': bundlesOf('en-US') };
const NAMESPACES = Object.keys(resources['zh-CN']).sort();

function keys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
  }
  return [prefix];
}

function interpolations(value: unknown): string[] {
  return [...String(value).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? '').sort();
}

function lookup(tree: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], tree);
}

describe('locales zh-CN and en-US stay in step', () => {
  it('both languages have the same namespaces', () => {
    expect(NAMESPACES.length).toBeGreaterThan(5);
    expect(Object.keys(resources['en-US']).sort()).toEqual(NAMESPACES);
  });

  it.each(NAMESPACES)('namespace %s has the same keys in both languages', (ns) => {
    expect(keys(resources['en-US'][ns]).sort()).toEqual(keys(resources['zh-CN'][ns]).sort());
  });

  it.each(NAMESPACES)('namespace %s: no empty texts, same placeholders', (ns) => {
    for (const key of keys(resources['zh-CN'][ns])) {
      const zh = lookup(resources['zh-CN'][ns], key);
      const en = lookup(resources['en-US'][ns], key);
      expect(String(zh).trim(), `zh-CN ${ns}:${key}`).not.toBe('');
      expect(String(en).trim(), `en-US ${ns}:${key}`).not.toBe('');
      expect(interpolations(en), `${ns}:${key}`).toEqual(interpolations(zh));
    }
  });
});
