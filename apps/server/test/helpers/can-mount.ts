import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Mounting a file system needs root with CAP_SYS_ADMIN (a privileged container or a real
 * machine); the disk-full test runs only where it can (vitest.config.ts).
 */
export function canMountTmpfs(): boolean {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return false;
  const caps = /^CapEff:\s*([0-9a-f]+)$/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
  const CAP_SYS_ADMIN = 21n;
  return caps !== undefined && ((BigInt(`0x${caps}`) >> CAP_SYS_ADMIN) & 1n) === 1n;
}

/** Mounts a tmpfs of `sizeMb` at a new temporary directory (as root: canMountTmpfs). */
export function mountTmpfs(sizeMb: number): { dir: string; unmount(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'tmpfs-'));
  const mounted = spawnSync(
    'mount',
    ['-t', 'tmpfs', '-o', `size=${sizeMb}m,mode=0755`, 'tmpfs', dir],
    { encoding: 'utf8' },
  );
  if (mounted.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`mounting a tmpfs at ${dir} failed: ${mounted.stderr || mounted.error}`);
  }
  return {
    dir,
    unmount: () => {
      spawnSync('umount', ['--lazy', dir], { encoding: 'utf8' });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
