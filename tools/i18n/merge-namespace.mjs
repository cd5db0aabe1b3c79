#!/usr/bin/env node
// Merges one namespace per language into the web app's catalogues (apps/web/src/locales/*.json):
//   node tools/i18n/merge-namespace.mjs <namespace> <file.json>
// where file.json is { "km": {...}, "en": {...}, "zh": {...}, "vi": {...} }. Read-modify-write in
// one step, so several people adding their own namespaces do not overwrite each other's.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [namespace, file] = process.argv.slice(2);
if (!namespace || !file) {
  console.error('usage: merge-namespace.mjs <namespace> <file.json>');
  process.exit(2);
}
const byLanguage = JSON.parse(readFileSync(file, 'utf8'));
for (const language of ['km', 'en', 'zh', 'vi']) {
  if (!byLanguage[language]) throw new Error(`${file} has no ${language}`);
  const path = join(import.meta.dirname, '../../apps/web/src/locales', `${language}.json`);
  const catalogue = JSON.parse(readFileSync(path, 'utf8'));
  catalogue[namespace] = byLanguage[language];
  writeFileSync(path, `${JSON.stringify(catalogue, null, 2)}\n`);
}
console.warn(`merged ${namespace} into km, en, zh, vi`);
