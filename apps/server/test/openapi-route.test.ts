import { buildOpenApiDocument } from '@app/contracts/openapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiRoutePath } from '../src/http/openapi-route';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { expectFail } from './helpers/envelope';

describe('GET /wps/openapi.json', () => {
  let server: TestApp;
  let production: TestApp;
  beforeAll(async () => {
    // app.ts registers the route outside production only.
    server = await buildTestApp();
    production = await buildTestApp({ database: server.database, nodeEnv: 'production' });
  });
  afterAll(async () => {
    await production.close();
    await server.close();
  });

  it('serves the OpenAPI document of the endpoint table as JSON', async () => {
    expect(openApiRoutePath).toBe('/wps/openapi.json');
    const res = await server.app.inject({ method: 'GET', url: openApiRoutePath });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toEqual(buildOpenApiDocument());
    const again = await server.app.inject({ method: 'GET', url: openApiRoutePath });
    expect(again.body).toBe(res.body);
  });

  it('does not exist in production', async () => {
    expectFail(
      await production.app.inject({ method: 'GET', url: openApiRoutePath }),
      404,
      'NOT_FOUND',
    );
  });
});
