import { routes } from '@app/contracts/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app';

let t: TestApp;
let production: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  production = await buildTestApp({ database: t.database, nodeEnv: 'production' });
});
afterAll(async () => {
  await production.close();
  await t.close();
});

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('security headers (ASVS V14.4)', () => {
  it.each([routes.systemStatus.path, '/wps/nope', '/m/home', '/elsewhere'])(
    'are on every response: %s',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = directives(String(res.headers['content-security-policy']));
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
      expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['permissions-policy']).toContain('camera=()');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    },
  );

  it('never allows inline or eval script', async () => {
    const csp = String(
      (await t.app.inject({ method: 'GET', url: routes.systemStatus.path })).headers[
        'content-security-policy'
      ],
    );
    const script = directives(csp).get('script-src') ?? [];
    expect(script).not.toContain("'unsafe-inline'");
    expect(script).not.toContain("'unsafe-eval'");
  });

  it("keeps helmet's other defaults, on answers and on 404s alike", async () => {
    for (const url of [routes.systemStatus.path, '/wps/nope']) {
      const { headers } = await t.app.inject({ method: 'GET', url });
      expect(headers, url).toMatchObject({
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'origin-agent-cluster': '?1',
        'x-dns-prefetch-control': 'off',
        'x-download-options': 'noopen',
        'x-frame-options': 'SAMEORIGIN',
        'x-permitted-cross-domain-policies': 'none',
        'x-xss-protection': '0',
      });
      expect(headers['x-powered-by'], url).toBeUndefined();
    }
  });

  it('sends HSTS in production only', async () => {
    const res = await production.app.inject({ method: 'GET', url: routes.systemStatus.path });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
  });
});
