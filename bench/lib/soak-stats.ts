import { readFileSync } from 'node:fs';
import { median } from './load.ts';

/**
 * What the soak part records: every request's latency and outcome per endpoint, and the
 * server's resident memory over time. Kept apart from the traffic so both are easy to read.
 */

/** ok: 2xx (or the expected redirect) with `success` not false; refused: 4xx or success false. */
export type Outcome =
  | { kind: 'ok' }
  | { kind: 'refused'; code: string }
  | { kind: 'server-error'; code: string }
  | { kind: 'no-answer'; code: string };

export type EndpointStats = {
  latenciesMs: number[];
  refused: number;
  serverErrors: number;
  noAnswer: number;
  /** Error code (or status) -> count, for the notes. */
  codes: Map<string, number>;
};

export class SoakRecorder {
  readonly endpoints = new Map<string, EndpointStats>();
  /** Requests are recorded only while this is true (the setup's requests are not the soak's). */
  recording = false;

  record(endpoint: string, ms: number, outcome: Outcome): void {
    if (!this.recording) return;
    let s = this.endpoints.get(endpoint);
    if (!s) {
      s = { latenciesMs: [], refused: 0, serverErrors: 0, noAnswer: 0, codes: new Map() };
      this.endpoints.set(endpoint, s);
    }
    s.latenciesMs.push(ms);
    if (outcome.kind === 'ok') return;
    if (outcome.kind === 'refused') s.refused += 1;
    else if (outcome.kind === 'server-error') s.serverErrors += 1;
    else s.noAnswer += 1;
    s.codes.set(outcome.code, (s.codes.get(outcome.code) ?? 0) + 1);
  }
}

/** Nearest-rank percentile of an ascending list (p in 0..100); 0 for an empty list. */
export function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) return 0;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1]!;
}

export type RssSample = { atMs: number; bytes: number };

/** VmRSS of a local process from /proc (Linux), in bytes; null when it cannot be read. */
export function rssFromProc(pid: number): number | null {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/** process_resident_memory_bytes from the server's GET /metrics (a server not started here). */
export async function rssFromMetrics(baseUrl: string): Promise<number | null> {
  try {
    const res = await fetch(`${baseUrl}/metrics`, { signal: AbortSignal.timeout(5_000) });
    const match = /^process_resident_memory_bytes(?:\{[^}]*\})?\s+([0-9.e+]+)$/m.exec(
      await res.text(),
    );
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/**
 * Growth of resident memory after the warm-up: the median of the samples in the last window
 * minus the median of the samples in the window right after the warm-up (medians, so one
 * sample taken in the middle of a garbage collection does not decide it).
 */
export function rssGrowth(
  samples: readonly RssSample[],
  warmupMs: number,
  windowMs: number,
  endMs: number,
): { afterWarmupBytes: number; lastBytes: number; growthBytes: number } | null {
  const first = samples
    .filter((s) => s.atMs >= warmupMs && s.atMs < warmupMs + windowMs)
    .map((s) => s.bytes);
  const last = samples.filter((s) => s.atMs >= endMs - windowMs).map((s) => s.bytes);
  if (!first.length || !last.length) return null;
  const afterWarmupBytes = median(first);
  const lastBytes = median(last);
  return { afterWarmupBytes, lastBytes, growthBytes: lastBytes - afterWarmupBytes };
}
