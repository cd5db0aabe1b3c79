import { readFileSync } from 'node:fs';

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
