import { readFileSync } from 'node:fs';
import path from 'node:path';

type Dict = { [k: string]: string | Dict };
const dir = path.resolve(import.meta.dirname, '../apps/web/src/locales');

/** The app's own translations, so tests name controls in whatever language they switch to. */
export function locale(lang: 'km' | 'en' | 'zh' | 'vi') {
  const dict = JSON.parse(readFileSync(path.join(dir, `${lang}.json`), 'utf8')) as Dict;
  return (key: string): string => {
    const value = key
      .split('.')
      .reduce<string | Dict | undefined>(
        (node, part) => (typeof node === 'object' ? node[part] : undefined),
        dict,
      );
    if (typeof value !== 'string') throw new Error(`missing ${lang} translation ${key}`);
    return value;
  };
}
