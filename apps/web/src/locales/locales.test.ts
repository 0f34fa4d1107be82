import { describe, expect, it } from 'vitest';
import { NAMESPACES, resources } from '../lib/i18n.ts';

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
