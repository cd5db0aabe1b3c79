// After `drizzle-kit generate`: drop the `"public".` qualifier drizzle-kit writes into foreign
// keys, so migrations run in whatever schema search_path names (test/migrations.test.ts).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const dir = path.join(import.meta.dirname, 'drizzle');
for (const file of readdirSync(dir).filter((f) => f.endsWith('.sql'))) {
  const full = path.join(dir, file);
  const text = readFileSync(full, 'utf8');
  const stripped = text.replaceAll('REFERENCES "public".', 'REFERENCES ');
  if (stripped !== text) writeFileSync(full, stripped);
}
