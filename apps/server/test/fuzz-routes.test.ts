import { endpoints, type Endpoint } from '@app/contracts/endpoints';
import { routes } from '@app/contracts/routes';
import { devRoutes } from '@app/contracts/dev-routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { listRoutes, routeKind, routeLabel } from './helpers/fuzz-routes';

/**
 * The input fuzz (fuzz-endpoints.test.ts) takes its routes from the router, not from a list:
 * these tests prove the enumeration covers every row of the endpoint table (contracts'
 * endpoints.ts) and follows new routes by itself.
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
  it('lists every row of the endpoint table with its method, and nothing else under its paths', () => {
    const labels = new Set(listRoutes(t.app).map(routeLabel));
    expect(labels.size).toBeGreaterThan(50);
    const rows: Endpoint[] = Object.values(endpoints);
    expect(rows.length).toBeGreaterThan(50);
    for (const row of rows) {
      expect(labels, `${row.name} is enumerated`).toContain(`${row.method} ${row.path}`);
      expect(t.app.hasRoute({ method: row.method, url: row.path })).toBe(true);
    }
    // A method the router has under a row's path is a row of the table too.
    const rowLabels = new Set(rows.map((r) => `${r.method} ${r.path}`));
    for (const label of labels) {
      const [method = '', url = ''] = label.split(' ');
      if (method === 'HEAD' || !rows.some((r) => r.path === url)) continue;
      expect(rowLabels, `${label} is a row of the table`).toContain(label);
    }
    // HEAD comes with every GET; path parameters and wildcards keep their router syntax.
    expect(labels).toContain(`HEAD ${routes.systemStatus.path}`);
    expect(labels).toContain(`DELETE ${devRoutes.devContentAnnouncementRemove.path}`);
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
    // Every other row of the table is served in production too.
    for (const row of Object.values(endpoints) as Endpoint[]) {
      const served = production.app.hasRoute({ method: row.method, url: row.path });
      expect(served, row.name).toBe(row.devOnly !== true);
    }
  });

  it('tells API routes (envelope answers) from files and pages', () => {
    expect(routeKind(routes.gameList.path)).toBe('api');
    expect(routeKind(devRoutes.devOutbox.path)).toBe('api');
    expect(routeKind('/cdn/avatars/:file')).toBe('file');
    expect(routeKind('/play/:token')).toBe('file');
    expect(routeKind('/m/*')).toBe('file');
    expect(routeKind('/')).toBe('file');
    expect(routeKind('/wps/openapi.json')).toBe('document');
    expect(routeKind('/psp/pay/:id')).toBe('foreign');
  });
});
