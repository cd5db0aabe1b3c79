import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './pglite-lock';

const dirs: string[] = [];
function dataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'pglite-lock-'));
  dirs.push(dir);
  return path.join(dir, 'pglite');
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('PGlite data directory lock', () => {
  it('is taken and released', () => {
    const dir = dataDir();
    const unlock = lockDataDir(dir);
    expect(existsSync(`${dir}.lock`)).toBe(true);
    unlock();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it('refuses a directory held by another running process', () => {
    const dir = dataDir();
    writeFileSync(`${dir}.lock`, String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
  });

  it('takes over a lock left by a process that is gone', () => {
    const dir = dataDir();
    writeFileSync(`${dir}.lock`, '999999999');
    expect(() => lockDataDir(dir)()).not.toThrow();
  });
});
