import { routes } from '@app/contracts/routes';
import { healthSchema } from '@app/contracts/system';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { DbHandle } from '../src/db/create-db';
import { buildTestApp, createTestDatabase, type TestApp } from './helpers/build-test-app';
import { expectFail, expectOk } from './helpers/envelope';

let database: DbHandle;
let t: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  t = await buildTestApp({ database });
});
afterAll(async () => {
  await t.close();
});

describe('healthz', () => {
  it('reports the database ok', async () => {
    expectOk(await t.app.inject({ method: 'GET', url: routes.healthz.path }), healthSchema);
  });

  // Runs last: it closes the database.
  it('answers 503 with an envelope when the database is gone', async () => {
    await database.close();
    expectFail(
      await t.app.inject({ method: 'GET', url: routes.healthz.path }),
      503,
      'SYSTEM_ERROR',
    );
  });
});
