import { readFileSync, rmSync, writeFileSync } from 'node:fs';

/**
 * PGlite is single-process: a second process (say, the admin CLI next to a running server) on
 * the same data directory would corrupt it. A lock file beside the directory turns that into a
 * clear error. A lock left by a process that no longer runs is taken over.
 */
export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function lockDataDir(dataDir: string): () => void {
  const lockPath = `${dataDir}.lock`;
  try {
    writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number(readFileSync(lockPath, 'utf8').trim());
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isRunning(holder)) {
      throw new DataDirInUseError(
        `the PGlite data directory ${dataDir} is in use by process ${holder}. ` +
          'PGlite allows one process at a time: stop the server first (or use PostgreSQL via DATABASE_URL).',
      );
    }
    writeFileSync(lockPath, String(process.pid));
  }
  return () => rmSync(lockPath, { force: true });
}
