import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

/** PostgreSQL: the connection pool right now. */
export type PoolStats = { total: number; idle: number; waiting: number; max: number };

/**
 * PGlite runs one statement at a time: every query and transaction takes its turn on the
 * client's transaction mutex. `waiting` is how many are queued right now; each turn's wait is
 * reported to the listeners (seconds) when it starts.
 */
export type QueueStats = {
  waiting(): number;
  onWait(listener: (seconds: number) => void): () => void;
};

/** What /metrics reads about the database (DbHandle.stats). */
export type DbStats =
  { kind: 'pglite'; queue: QueueStats } | { kind: 'postgres'; pool(): PoolStats };

export function poolStats(pool: pg.Pool, max: number): DbStats {
  return {
    kind: 'postgres',
    pool: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max,
    }),
  };
}

/**
 * Measures PGlite's queue where it forms: `query`, `exec` and `transaction` all go through
 * `_runExclusiveTransaction` (statements inside a transaction do not queue again), so wrapping
 * it on this client times the wait from the call to the moment the work starts.
 */
export function pgliteQueueStats(client: PGlite): DbStats {
  const listeners = new Set<(seconds: number) => void>();
  let waiting = 0;
  const original = client._runExclusiveTransaction.bind(client);
  client._runExclusiveTransaction = <T>(fn: () => Promise<T>): Promise<T> => {
    const queuedAt = performance.now();
    waiting++;
    let queued = true;
    const leave = () => {
      if (!queued) return false;
      queued = false;
      waiting--;
      return true;
    };
    return original(() => {
      if (leave()) {
        const seconds = (performance.now() - queuedAt) / 1000;
        for (const listener of listeners) listener(seconds);
      }
      return fn();
    }).finally(leave); // a turn that never started (closed client) leaves the queue too
  };
  return {
    kind: 'pglite',
    queue: {
      waiting: () => waiting,
      onWait: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
  };
}
