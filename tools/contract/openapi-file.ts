import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildOpenApiDocument } from '@app/contracts/openapi';
import * as prettier from 'prettier';

/** The committed copy of the OpenAPI document, for operators who read it without a server. */
export const openApiFile = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../docs/openapi.json',
);

/** The regeneration command, named in the staleness test's message. */
export const openApiCommand = 'npm run openapi';

/** The document as the committed file holds it: formatted like every JSON file of the repo. */
export async function openApiText(): Promise<string> {
  const text = JSON.stringify(buildOpenApiDocument(), null, 2);
  const config = await prettier.resolveConfig(openApiFile);
  return prettier.format(text, { ...config, filepath: openApiFile });
}
