import { readFileSync } from 'node:fs';
import { buildOpenApiDocument } from '@app/contracts/openapi';
import { describe, expect, it } from 'vitest';
import { openApiCommand, openApiFile } from '../openapi-file';

describe('docs/openapi.json', () => {
  it('is the document the endpoint table generates now', () => {
    // Compared as data in key order, so formatting alone never fails it.
    const committed = JSON.stringify(JSON.parse(readFileSync(openApiFile, 'utf8')));
    const current = JSON.stringify(buildOpenApiDocument());
    expect(
      committed === current,
      `docs/openapi.json is out of date with the endpoint table: run \`${openApiCommand}\` and commit the result`,
    ).toBe(true);
  });
});
