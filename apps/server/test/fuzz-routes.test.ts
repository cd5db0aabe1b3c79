import { apiPaths } from '@app/contracts/api-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { listRoutes, routeKind, routeLabel } from './helpers/fuzz-routes';

/**
 * The input fuzz (fuzz-endpoints.test.ts) takes its routes from the router, not from a list:
 * these tests prove the enumeration is complete and follows new routes by itself.
 */
let t: TestApp;
let production: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  // A route added by anyone, anywhere, after the app is built: the fuzz must pick it up.
  t.app.post('/wps/fuzz-canary/:id/things', async () => ({ ok: true }));
  t.app.get('/lgw/fuzz-canary/*', async () => ({ ok: true }));
  await t.app.ready();
  production = await buildTestApp({ database: t.database, nodeEnv: 'production' });
  await production.app.ready();
});
afterAll(async () => {
  await production.close();
  await t.close();
});

describe('route enumeration for the input fuzz', () => {
  it('lists every contract path the server serves, with its methods', () => {
    const labels = new Set(listRoutes(t.app).map(routeLabel));
    expect(labels.size).toBeGreaterThan(50);
    for (const path of Object.values(apiPaths)) {
      const methods = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'].filter((m) =>
        labels.has(`${m} ${path}`),
      );
      expect(methods, `${path} is enumerated`).not.toEqual([]);
      for (const method of methods) {
        expect(t.app.hasRoute({ method: method as 'GET', url: path })).toBe(true);
      }
    }
    // HEAD comes with every GET; path parameters and wildcards keep their router syntax.
    expect(labels).toContain(`HEAD ${apiPaths.systemStatus}`);
    expect(labels).toContain('GET /cdn/games/:vendor/:file');
    expect(labels).toContain('GET /m/*');
  });

  it('includes a route added after the app was built, parameters and wildcards too', () => {
    const labels = listRoutes(t.app).map(routeLabel);
    expect(labels).toContain('POST /wps/fuzz-canary/:id/things');
    expect(labels).toContain('GET /lgw/fuzz-canary/*');
    expect(labels).toContain('HEAD /lgw/fuzz-canary/*');
  });

  it('has no dev-only routes in production (they are fuzzed in development mode)', () => {
    const labels = listRoutes(production.app).map(routeLabel);
    expect(labels.some((l) => l.includes('/__dev/'))).toBe(false);
    expect(listRoutes(t.app).some((r) => r.url.startsWith('/__dev/'))).toBe(true);
  });

  it('tells API routes (envelope answers) from files and pages', () => {
    expect(routeKind(apiPaths.gameList)).toBe('api');
    expect(routeKind(apiPaths.devOutbox)).toBe('api');
    expect(routeKind('/cdn/avatars/:file')).toBe('file');
    expect(routeKind('/play/:token')).toBe('file');
    expect(routeKind('/m/*')).toBe('file');
    expect(routeKind('/')).toBe('file');
  });
});
