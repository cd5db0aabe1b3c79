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
    });
    expect(loadConfig({ DATA_DIR: MEMORY_DATA_DIR }).database).toEqual({
      kind: 'pglite',
      dataDir: MEMORY_DATA_DIR,
    });
  });

  it('parses TRUST_PROXY', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.2' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.0.0.2',
    ]);
  });

  it.each([
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
