import { describe, expect, it } from 'vitest';
import en from './en.json';
import km from './km.json';
import vi from './vi.json';
import zh from './zh.json';
import { routeIds } from '@/shared/lib/paths';
import { gameCategories } from '@app/contracts/system';

function flatten(node: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof node === 'object' && node !== null && !Array.isArray(node)) {
    for (const [key, value] of Object.entries(node)) {
      for (const [k, v] of flatten(value, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  } else {
    out.set(prefix, node);
  }
  return out;
}

const locales = { km, en, zh, vi } as const;
const flat = Object.fromEntries(
  Object.entries(locales).map(([lang, cat]) => [lang, flatten(cat)]),
) as Record<keyof typeof locales, Map<string, unknown>>;
const allKeys = [...new Set(Object.values(flat).flatMap((m) => [...m.keys()]))].sort();
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('locale catalogues', () => {
  it.each(Object.keys(locales))('%s has every key, each a non-empty string', (lang) => {
    const map = flat[lang as keyof typeof locales];
    const missing = allKeys.filter((k) => !map.has(k));
    expect(missing, `missing in ${lang}`).toEqual([]);
    const empty = allKeys.filter(
      (k) => typeof map.get(k) !== 'string' || (map.get(k) as string).trim() === '',
    );
    expect(empty, `empty or non-string in ${lang}`).toEqual([]);
  });

  it('uses the same interpolation placeholders everywhere', () => {
    for (const key of allKeys) {
      const expected = placeholders(String(flat.en.get(key)));
      for (const lang of ['km', 'zh', 'vi'] as const)
        expect(placeholders(String(flat[lang].get(key))), `${lang}:${key}`).toEqual(expected);
    }
  });

  it('is really translated, not an English copy', () => {
    for (const lang of ['km', 'zh', 'vi'] as const) {
      const same = allKeys.filter((k) => flat[lang].get(k) === flat.en.get(k));
      expect(same.length / allKeys.length, `${lang} copies: ${same.join(', ')}`).toBeLessThan(0.12);
    }
  });

  it('has a title for every route and a label for every game category', () => {
    for (const id of routeIds) expect(flat.en.has(`titles.${id}`), id).toBe(true);
    for (const cat of gameCategories) expect(flat.en.has(`categories.${cat}`), cat).toBe(true);
  });
});
