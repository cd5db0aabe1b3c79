import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadEnvFile } from './env-file';

const dir = mkdtempSync(path.join(tmpdir(), 'env-file-'));
const names = ['ENV_FILE_TEST_NEW', 'ENV_FILE_TEST_SET', 'ENV_FILE_TEST_QUOTED'];

afterEach(() => {
  for (const name of names) delete process.env[name];
});

describe('loadEnvFile', () => {
  it('reads a .env file; variables already set win', () => {
    const file = path.join(dir, '.env');
    writeFileSync(
      file,
      '# a comment\nENV_FILE_TEST_NEW=from-file\nENV_FILE_TEST_SET=from-file\nENV_FILE_TEST_QUOTED="a # b"\n',
    );
    process.env.ENV_FILE_TEST_SET = 'from-environment';
    expect(loadEnvFile(file)).toBe(file);
    expect(process.env.ENV_FILE_TEST_NEW).toBe('from-file');
    expect(process.env.ENV_FILE_TEST_SET).toBe('from-environment');
    expect(process.env.ENV_FILE_TEST_QUOTED).toBe('a # b');
  });

  it('does nothing when there is no file', () => {
    expect(loadEnvFile(path.join(dir, 'missing.env'))).toBeNull();
    expect(process.env.ENV_FILE_TEST_NEW).toBeUndefined();
  });
});

process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
