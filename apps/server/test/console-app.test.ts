import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ok } from '@app/contracts/envelope';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_CSP, registerConsoleApp } from '../src/http/console-app';
import { registerNotFoundHandler } from '../src/http/not-found-handler';
import { registerSecurityHeaders } from '../src/http/security-headers';
import { registerWebApp } from '../src/http/web-app';

/**
 * The console's static host on a bare Fastify instance with the same pieces around it as the
 * real app (security headers, the not-found handler, the player's web app), over temporary
 * builds: no database needed.
 */
const CONSOLE_INDEX =
  '<!doctype html><html><head><script type="module" src="/ops/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';
const CONSOLE_JS = 'export const console = true;\n';
const WEB_INDEX = '<!doctype html><title>player</title>';

let dir: string;
let consoleDist: string;
let app: FastifyInstance;
let withoutConsole: FastifyInstance;
let unbuilt: FastifyInstance;
let unbuiltProduction: FastifyInstance;

async function build(options: { console?: { dist: string; production: boolean } }) {
  const instance = Fastify();
  registerNotFoundHandler(instance);
  await registerSecurityHeaders(instance, { production: false });
  // Stands in for the operator API, which owns /ops/api/*.
  instance.get('/ops/api/session', async () => ok({ from: 'api' }));
  await registerWebApp(instance, { webDist: path.join(dir, 'web') });
  if (options.console)
    await registerConsoleApp(instance, {
      consoleDist: options.console.dist,
      production: options.console.production,
    });
  await instance.ready();
  return instance;
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'console-app-'));
  consoleDist = path.join(dir, 'console');
  mkdirSync(path.join(consoleDist, 'assets'), { recursive: true });
  mkdirSync(path.join(consoleDist, '.vite'));
  writeFileSync(path.join(consoleDist, 'index.html'), CONSOLE_INDEX);
  writeFileSync(path.join(consoleDist, 'assets', 'index-abc123.js'), CONSOLE_JS);
  writeFileSync(path.join(consoleDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(consoleDist, '.vite', 'manifest.json'), '{"secret":true}');
  writeFileSync(path.join(dir, 'outside.txt'), 'outside the dist');
  mkdirSync(path.join(dir, 'web'));
  writeFileSync(path.join(dir, 'web', 'index.html'), WEB_INDEX);

  app = await build({ console: { dist: consoleDist, production: false } });
  withoutConsole = await build({});
  const missing = path.join(dir, 'not-built');
  unbuilt = await build({ console: { dist: missing, production: false } });
  unbuiltProduction = await build({ console: { dist: missing, production: true } });
});

afterAll(async () => {
  await Promise.all([app, withoutConsole, unbuilt, unbuiltProduction].map((a) => a?.close()));
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}, instance = app) =>
  instance.inject({ method: 'GET', url, headers });

describe('the operator console under /ops/', () => {
  it.each([
    '/ops',
    '/ops/',
    '/ops/members',
    '/ops/members/7?tab=bets&page=2',
    '/ops/audit',
    '/ops/no/such/page',
    '/ops/.vite/manifest.json',
  ])('%s serves index.html (history fallback, no-cache)', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(CONSOLE_INDEX);
  });

  it('revalidates index.html by its ETag', async () => {
    const first = await get('/ops/members');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await get('/ops/members', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves hashed assets as immutable for a year', async () => {
    const res = await get('/ops/assets/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe(CONSOLE_JS);
  });

  it('serves other files with a short cache', async () => {
    const res = await get('/ops/favicon.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers a missing asset with 404, not index.html', async () => {
    const res = await get('/ops/assets/gone-000000.js');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toMatch(/html/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it.each([
    '/ops/..%2foutside.txt',
    '/ops/%2e%2e/outside.txt',
    '/ops/assets/..%2f..%2foutside.txt',
  ])('never serves a file outside the build: %s', async (url) => {
    const res = await get(url);
    expect(res.body).not.toContain('outside the dist');
  });

  it('answers HEAD like GET, without a body', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/ops/members' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toBe('');
  });
});

describe('/ops/api belongs to the API', () => {
  it('leaves a real API route to the API', async () => {
    const res = await get('/ops/api/session');
    expect(res.json()).toEqual(ok({ from: 'api' }));
  });

  it.each([
    ['GET', '/ops/api'],
    ['GET', '/ops/api/'],
    ['GET', '/ops/api/nope'],
    ['GET', '/ops/api/members/7/nope?x=1'],
    ['POST', '/ops/api/nope'],
    ['DELETE', '/ops/api/session/nope'],
  ] as const)('%s %s is the JSON 404 envelope', async (method, url) => {
    const res = await app.inject({ method, url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'NOT_FOUND', value: null });
    // An API answer keeps the player policy; the console's is for its pages and files.
    expect(res.headers['content-security-policy']).not.toBe(CONSOLE_CSP);
  });
});

describe("the console's own security headers", () => {
  it.each([
    '/ops',
    '/ops/',
    '/ops/members/7',
    '/ops/assets/index-abc123.js',
    '/ops/assets/gone.js',
  ])('%s has the strict console CSP and cannot be framed', async (url) => {
    const res = await get(url);
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
    );
    expect(res.headers['x-frame-options']).toBe('DENY');
    // Helmet's other headers stay.
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it.each(['/m/home', '/m/members', '/wps/nope'])(
    'leaves the player policy unchanged on %s',
    async (url) => {
      const [withIt, without] = await Promise.all([get(url), get(url, {}, withoutConsole)]);
      expect(withIt.statusCode).toBe(without.statusCode);
      expect(withIt.headers['content-security-policy']).toBe(
        without.headers['content-security-policy'],
      );
      expect(withIt.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(withIt.headers['x-frame-options']).toBe('SAMEORIGIN');
    },
  );

  it('serves the player app under /m/ as before', async () => {
    const res = await get('/m/home');
    expect(res.body).toBe(WEB_INDEX);
  });
});

describe('without a console build', () => {
  it('says to run the build outside production', async () => {
    const res = await get('/ops/members', {}, unbuilt);
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('npm run build');
    expect(res.headers['content-security-policy']).toBe(CONSOLE_CSP);
  });

  it('names no path on the disk in production', async () => {
    const res = await get('/ops/', {}, unbuiltProduction);
    expect(res.statusCode).toBe(503);
    expect(res.body).not.toContain(dir);
  });

  it('still leaves /ops/api to the API', async () => {
    const res = await get('/ops/api/nope', {}, unbuilt);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ errorCode: 'NOT_FOUND' });
  });
});
