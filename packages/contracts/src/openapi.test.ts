import { describe, expect, it } from 'vitest';
import { endpoints, type Endpoint } from './endpoints';
import { errorCodes } from './error-codes';
import { buildOpenApiDocument, openApiPath, publicEndpoints } from './openapi';

type Json = Record<string, unknown>;

const doc = buildOpenApiDocument();
const rows = Object.values(endpoints as Record<string, Endpoint>);

function operationOf(row: Endpoint): Json {
  const operation = doc.paths[openApiPath(row.path)]?.[row.method.toLowerCase()];
  if (!operation) throw new Error(`no operation for ${row.name}`);
  return operation;
}

/** Every `$ref` anywhere in the value. */
function refsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) refsIn(item, found);
  else if (typeof value === 'object' && value !== null)
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string') found.push(item);
      else refsIn(item, found);
    }
  return found;
}

describe('the OpenAPI document of the endpoint table', () => {
  it('has one operation per public row, named by the row, and none for development rows', () => {
    const operationIds = Object.values(doc.paths).flatMap((ops) =>
      Object.values(ops).map((op) => op.operationId),
    );
    expect(operationIds.sort()).toEqual(
      publicEndpoints()
        .map((row) => row.name)
        .sort(),
    );
    for (const row of rows.filter((r) => r.devOnly))
      expect(doc.paths[openApiPath(row.path)]?.[row.method.toLowerCase()]).toBeUndefined();
    expect(Object.keys(doc.paths).some((path) => path.startsWith('/__dev'))).toBe(false);
  });

  it('resolves every $ref to a component', () => {
    const refs = refsIn(doc);
    expect(refs.length).toBeGreaterThan(100);
    for (const ref of refs) {
      const [, section, name] = /^#\/components\/(schemas|responses)\/(.+)$/.exec(ref) ?? [];
      expect(section, ref).toBeDefined();
      expect(doc.components[section as 'schemas' | 'responses'][name!], ref).toBeDefined();
    }
  });

  it('asks for a bearer token exactly where the scope is not guest, and names the scope', () => {
    for (const row of publicEndpoints()) {
      const op = operationOf(row);
      expect(op['x-scope']).toBe(row.scope);
      expect(op.security).toEqual(row.scope === 'guest' ? [] : [{ bearerAuth: [] }]);
      const responses = op.responses as Json;
      expect('401' in responses, row.name).toBe(row.scope !== 'guest');
    }
  });

  it('describes bodies by encoding: JSON, form, or the sealed envelope with its plaintext payload', () => {
    const login = operationOf(endpoints.sessionLogin);
    const body = login.requestBody as Json;
    expect(body.content).toEqual({
      'application/json': { schema: { $ref: '#/components/schemas/EncryptedBody' } },
    });
    expect(body['x-encrypted-payload']).toEqual({
      $ref: '#/components/schemas/SessionLoginPayload',
    });
    const headers = (login.parameters as Json[]).filter((p) => p.in === 'header');
    expect(headers.map((h) => [h.name, h.required])).toEqual([
      ['Encryption', true],
      ['Device', false],
    ]);
    expect(doc.components.schemas.SessionLoginPayload?.oneOf).toHaveLength(2);

    const form = (operationOf(endpoints.passwordByEmail).requestBody as Json).content as Json;
    expect(Object.keys(form)).toContain('application/x-www-form-urlencoded');
    const json = (operationOf(endpoints.favouriteAdd).requestBody as Json).content as Json;
    expect(json).toEqual({
      'application/json': { schema: { $ref: '#/components/schemas/FavouriteAddBody' } },
    });
  });

  it('lists query fields as parameters with their rules (input side: defaults, coerced numbers)', () => {
    const params = operationOf(endpoints.gameList).parameters as Json[];
    const pageSize = params.find((p) => p.name === 'pageSize');
    expect(pageSize).toEqual({
      name: 'pageSize',
      in: 'query',
      required: false,
      schema: { default: 25, type: 'integer', minimum: 1, maximum: 100 },
    });
    const username = (operationOf(endpoints.checkUsername).parameters as Json[])[0];
    expect(username).toMatchObject({ name: 'username', in: 'query', required: true });
  });

  it('wraps answers in the envelope: success with the row value, errors with a known code', () => {
    const ok = (operationOf(endpoints.wallet).responses as Json)['200'] as Json;
    expect(ok.content).toEqual({
      'application/json': {
        schema: {
          allOf: [
            { $ref: '#/components/schemas/SuccessEnvelope' },
            { properties: { value: { $ref: '#/components/schemas/WalletResponse' } } },
          ],
        },
      },
    });
    expect(doc.components.schemas.ErrorCode).toEqual({ type: 'string', enum: [...errorCodes] });
    const error = doc.components.schemas.ErrorEnvelope!;
    expect(error.required).toEqual(['success', 'value', 'errorCode', 'message']);
    const walletErrors = Object.keys(operationOf(endpoints.wallet).responses as Json);
    expect(walletErrors).toEqual(['200', '401', '404', '429', '5XX', 'default']);
    const nicknameErrors = Object.keys(operationOf(endpoints.memberInfoNickname).responses as Json);
    expect(nicknameErrors).toEqual(['200', '400', '401', '403', '404', '429', '5XX', 'default']);
  });

  it('is the same document every time (the committed copy can be compared)', () => {
    expect(JSON.stringify(buildOpenApiDocument())).toBe(JSON.stringify(doc));
    const names = Object.keys(doc.components.schemas);
    expect(names).toEqual([...names].sort());
  });
});
