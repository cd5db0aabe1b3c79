import { randomInt } from 'node:crypto';
import type { RateLimitRepository } from '../repositories/rate-limit-repository';
import type { Clock } from './clock';

/** Prune expired windows on about one request in this many (no scheduler needed). */
const PRUNE_ONE_IN = 500;
/** Batched counts reach the shared row at least this often (decision 0043). */
const WRITE_EVERY_MS = 1_000;
/** The batched counters' timer prunes expired windows once in this many ticks (a minute). */
const PRUNE_EVERY_TICKS = 60;

export type RateLimitHit = { count: number; resetInMs: number };

/** One key's window as this instance counts it in memory (batched groups). */
type Tally = {
  key: string;
  start: Date;
  end: Date;
  /** The shared row's count as of this instance's last write (every instance's requests). */
  shared: number;
  /** Requests counted here and being written now. */
  inFlight: number;
  /** Requests counted here and not written yet. */
  pending: number;
  /** Whether a write has answered the shared count yet. */
  known: boolean;
  writing: Promise<void> | null;
  batch: number;
};

/**
 * Fixed-window request counters in the database (issue 20): every instance on one database
 * counts together. A window of `windowSeconds` starts at a multiple of it since the epoch, so
 * all instances agree on it without talking to each other.
 *
 * With `batch` > 1 (the busiest groups, decision 0043) an instance counts in memory and adds
 * its requests to the shared row every `batch` requests and at least once a second: the first
 * request of a window on this instance waits for one write (it learns what the other instances
 * counted); the others answer at once from the shared count last read plus what this instance
 * has counted since. A count never runs ahead of the requests made, so nobody is refused early;
 * across N instances a limit holds to within about N x (`batch` + the requests that arrive on
 * one instance while its write is in flight).
 */
export function createRateLimitCounter(repo: RateLimitRepository, clock: Clock) {
  const tallies = new Map<string, Tally>();
  let timer: NodeJS.Timeout | null = null;
  let ticks = 0;

  const windowOf = (windowSeconds: number) => {
    const now = clock().getTime();
    const windowMs = windowSeconds * 1000;
    const start = Math.floor(now / windowMs) * windowMs;
    return { now, start, end: start + windowMs };
  };

  function write(t: Tally): Promise<void> {
    const n = t.pending;
    t.pending = 0;
    t.inFlight += n;
    const writing = repo.add(t.key, t.start, t.end, n).then(
      (total) => {
        t.inFlight -= n;
        t.shared = total;
        t.known = true;
        t.writing = null;
      },
      (error: unknown) => {
        // Not lost: the next write takes them along.
        t.inFlight -= n;
        t.pending += n;
        t.writing = null;
        throw error;
      },
    );
    t.writing = writing;
    return writing;
  }

  /** Writes every pending batch; forgets windows that have ended. */
  async function writeAll(): Promise<void> {
    const now = clock().getTime();
    const writes: Promise<void>[] = [];
    for (const [id, t] of tallies) {
      if (t.end.getTime() <= now && !t.writing) tallies.delete(id);
      else if (t.pending > 0 && !t.writing) writes.push(write(t).catch(() => undefined));
    }
    await Promise.all(writes);
  }

  function startTimer() {
    if (timer) return;
    timer = setInterval(() => {
      void writeAll();
      if (++ticks % PRUNE_EVERY_TICKS === 0) repo.pruneExpired(clock()).catch(() => undefined);
      if (tallies.size === 0 && timer) {
        clearInterval(timer);
        timer = null;
      }
    }, WRITE_EVERY_MS);
    timer.unref();
  }

  async function hitBatched(key: string, windowSeconds: number, batch: number) {
    const { now, start, end } = windowOf(windowSeconds);
    const id = `${key}@${start}`;
    let t = tallies.get(id);
    if (!t) {
      t = {
        key,
        start: new Date(start),
        end: new Date(end),
        shared: 0,
        inFlight: 0,
        pending: 0,
        known: false,
        writing: null,
        batch,
      };
      tallies.set(id, t);
      startTimer();
    }
    t.pending += 1;
    if (!t.known) await (t.writing ?? write(t));
    else if (t.pending >= t.batch && !t.writing) write(t).catch(() => undefined);
    return { count: t.shared + t.inFlight + t.pending, resetInMs: end - now };
  }

  return {
    /**
     * Counts one request of `key` and answers the window's count so far. `batch` > 1: counted
     * in memory and written in batches (see above); 1: one write per request, exact.
     */
    async hit(key: string, windowSeconds: number, batch = 1): Promise<RateLimitHit> {
      if (batch > 1) return hitBatched(key, windowSeconds, batch);
      const { now, start, end } = windowOf(windowSeconds);
      const count = await repo.hit(key, new Date(start), new Date(end));
      if (randomInt(0, PRUNE_ONE_IN) === 0) await repo.pruneExpired(new Date(now));
      return { count, resetInMs: end - now };
    },

    /** Writes what is counted in memory now (tests; and on close). */
    flush: writeAll,

    /** Stops the timer and writes what is left (the server is closing). */
    async close(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await Promise.all([...tallies.values()].map((t) => t.writing?.catch(() => undefined)));
      await writeAll();
    },
  };
}
export type RateLimitCounter = ReturnType<typeof createRateLimitCounter>;
