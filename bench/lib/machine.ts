import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { repoRoot } from './server.ts';

function run(cmd: string, args: string[]): string {
  try {
    return execFileSync(cmd, args, { cwd: repoRoot, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

/** What the figures were measured on: they mean little without it. */
export function describeMachine(chromiumPath: string) {
  const cpus = os.cpus();
  return {
    host: os.hostname(),
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
    cpu: cpus[0]?.model ?? 'unknown',
    cores: cpus.length,
    memoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    chromium: run(chromiumPath, ['--version']),
    commit: run('git', ['rev-parse', '--short', 'HEAD']),
    dirty: run('git', ['status', '--porcelain']) !== '',
  };
}
