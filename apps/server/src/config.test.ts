import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, describeDatabase, loadConfig, MEMORY_DATA_DIR } from './config';
import { repoRoot } from './paths';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      nodeEnv: 'development',
      isProduction: false,
      logLevel: 'info',
      trustProxy: false,
    });
    expect(c.database).toEqual({
      kind: 'pglite',
      dataDir: path.join(repoRoot(), '.data', 'pglite'),
    });
    expect(c.webDist).toBe(path.join(repoRoot(), 'apps', 'web', 'dist'));
    expect(c.consoleDist).toBe(path.join(repoRoot(), 'apps', 'console', 'dist'));
  });

  it('uses PostgreSQL when DATABASE_URL is set and PGlite in memory for memory://', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/app' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://u:p@db:5432/app',
      poolMax: 10,
      connectTimeoutMs: 10_000,
    });
    expect(
      loadConfig({
        DATABASE_URL: 'postgres://u:p@db:5432/app',
        DB_POOL_MAX: '40',
        DB_CONNECT_TIMEOUT_MS: '2500',
      }).database,
    ).toMatchObject({ poolMax: 40, connectTimeoutMs: 2_500 });
    expect(() => loadConfig({ DB_POOL_MAX: '0' })).toThrow(/DB_POOL_MAX/);
    expect(loadConfig({ DATA_DIR: MEMORY_DATA_DIR }).database).toEqual({
      kind: 'pglite',
      dataDir: MEMORY_DATA_DIR,
    });
  });

  it('keeps catalogue answers 10 s in production and not elsewhere, unless CATALOGUE_CACHE_MS says', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).catalogueCacheMs).toBe(10_000);
    expect(loadConfig({}).catalogueCacheMs).toBe(0);
    expect(loadConfig({ NODE_ENV: 'production', CATALOGUE_CACHE_MS: '0' }).catalogueCacheMs).toBe(
      0,
    );
    expect(loadConfig({ CATALOGUE_CACHE_MS: '2500' }).catalogueCacheMs).toBe(2_500);
    expect(() => loadConfig({ CATALOGUE_CACHE_MS: '-1' })).toThrow(/CATALOGUE_CACHE_MS/);
  });

  it('parses TRUST_PROXY', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.2' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.0.0.2',
    ]);
  });

  it('scales the rate limits by RATE_LIMIT_SCALE and turns them off at 0', () => {
    expect(loadConfig({}).rateLimits?.login).toEqual({ max: 30, windowSeconds: 60 });
    expect(loadConfig({ RATE_LIMIT_SCALE: '100' }).rateLimits?.login).toEqual({
      max: 3000,
      windowSeconds: 60,
    });
    expect(loadConfig({ RATE_LIMIT_SCALE: '0' }).rateLimits).toBeNull();
  });

  it.each([
    { RATE_LIMIT_SCALE: '-1' },
    { RATE_LIMIT_SCALE: 'lots' },
    { PORT: 'abc' },
    { PORT: '70000' },
    { NODE_ENV: 'staging' },
    { DATABASE_URL: 'mysql://x' },
    { LOG_LEVEL: 'loud' },
  ])('rejects %o with a clear message', (env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(/Invalid server configuration/);
  });

  it('never prints the database password', () => {
    expect(describeDatabase({ kind: 'postgres', url: 'postgres://u:secret@db:5432/app' })).toBe(
      'PostgreSQL at db:5432/app',
    );
  });
});

describe('loadConfig: operations settings (issue 20)', () => {
  it('defaults: no metrics token, 503 past a 1 s event loop delay', () => {
    const c = loadConfig({});
    expect(c.metricsToken).toBeUndefined();
    expect(c.maxEventLoopDelayMs).toBe(1000);
  });

  it('reads METRICS_TOKEN (16 characters or more) and MAX_EVENT_LOOP_DELAY_MS (0: off)', () => {
    const c = loadConfig({ METRICS_TOKEN: ' 0123456789abcdef ', MAX_EVENT_LOOP_DELAY_MS: '0' });
    expect(c.metricsToken).toBe('0123456789abcdef');
    expect(c.maxEventLoopDelayMs).toBe(0);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ MAX_EVENT_LOOP_DELAY_MS: '-1' })).toThrow(ConfigError);
  });
});
