import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app';

const INDEX_HTML =
  '<!doctype html><html><head><script type="module" src="/m/assets/x-abc123.js"></script></head><body><div id="root"></div></body></html>';
const ASSET_JS = `export const big = ${JSON.stringify('lorem ipsum '.repeat(400))};\n`;

let webDist: string;
let t: TestApp;
let unbuilt: TestApp;
beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'fake-web-dist-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(webDist, 'assets', 'x-abc123.js'), ASSET_JS);
  writeFileSync(path.join(webDist, 'manifest.webmanifest'), '{"name":"demo"}');
  writeFileSync(path.join(webDist, '.env'), 'SECRET=1');
  t = await buildTestApp({ webDist });
  unbuilt = await buildTestApp({ database: t.database, webDist: path.join(webDist, 'missing') });
});
afterAll(async () => {
  await unbuilt.close();
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}, app = t.app) =>
  app.inject({ method: 'GET', url, headers });

describe('web app under /m/ (spec section 2)', () => {
  it.each(['/', '/m', '/m/', '/m/index', '/m/index.html'])(
    '%s reaches the app home',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/m/home');
    },
  );

  it('sends a form posted to a page (before the app took it over) back to the page', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/m/login?side=agent',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=demo01&password=secret',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/m/login?side=agent');
  });

  it('keeps the query string when redirecting a home alias', async () => {
    expect((await get('/m/index?i=2')).headers.location).toBe('/m/home?i=2');
  });

  // /m/home also serves index.html, with its LCP image named (lcp-preloads.test.ts).
  it.each([
    '/m/help',
    '/m/gameList',
    '/m/member/agent/getHourContract',
    '/m/no-such-page',
    '/m/register.html',
    '/m/.env',
  ])('%s serves index.html (history fallback, no-cache)', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(INDEX_HTML);
  });

  it('serves hashed assets as immutable and compresses them', async () => {
    const plain = await get('/m/assets/x-abc123.js');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toMatch(/javascript/);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.body).toBe(ASSET_JS);
    const br = await get('/m/assets/x-abc123.js', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    const gzip = await get('/m/assets/x-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('answers a missing asset with 404, not index.html', async () => {
    const res = await get('/m/assets/gone-000000.js');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toMatch(/html/);
  });

  it('answers a missing file outside assets (an icon) with 404, and a screen with the app', async () => {
    const icon = await get('/m/icons/app-NOPE.png');
    expect(icon.statusCode).toBe(404);
    expect(icon.headers['content-type']).not.toMatch(/html/);
    const screen = await get('/m/gameList');
    expect(screen.statusCode).toBe(200);
    expect(screen.headers['content-type']).toMatch(/html/);
  });

  it('revalidates the manifest', async () => {
    const res = await get('/m/manifest.webmanifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('redirects paths outside the app and the API to /m/home', async () => {
    for (const url of ['/home', '/index.html', '/foo/bar?x=1']) {
      const res = await get(url);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/m/home');
    }
  });

  it('serves robots.txt at the root: public pages allowed, API and member area not', async () => {
    for (const app of [t.app, unbuilt.app]) {
      const res = await get('/robots.txt', {}, app);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
      const lines = res.body.split('\n');
      expect(lines[0]).toBe('User-agent: *');
      expect(lines).toContain('Disallow: /wps/');
      expect(lines).toContain('Disallow: /m/member/');
      expect(lines).toContain('Allow: /');
    }
  });

  it('says to run the build when the web app is missing', async () => {
    const res = await get('/m/home', {}, unbuilt.app);
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('npm run build');
  });
});
