/**
 * At most `max` of the given tasks run at once; the rest wait their turn in arrival order.
 * Password hashing uses it so argon2id (which runs on libuv's 4 threads) cannot take every core
 * from the event loop: other routes keep answering during a burst of logins (decision 0028).
 */
export function createConcurrencyLimit(max: number) {
  if (!Number.isInteger(max) || max < 1) throw new Error(`concurrency limit must be >= 1: ${max}`);
  let active = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    active -= 1;
    const next = waiting.shift();
    if (next) {
      active += 1;
      next();
    }
  };

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active < max) active += 1;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await task();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
export type ConcurrencyLimit = ReturnType<typeof createConcurrencyLimit>;
