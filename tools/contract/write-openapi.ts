import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { openApiFile, openApiText } from './openapi-file';

/** npm run openapi: rewrites docs/openapi.json from the endpoint table. */
writeFileSync(openApiFile, await openApiText());
process.stdout.write(`Wrote ${path.relative(process.cwd(), openApiFile)}\n`);
