/** A clock tests move by hand (SMS expiry, throttle delays, session expiry) instead of sleeping. */
export type TestClock = {
  now: () => Date;
  advance(seconds: number): void;
  set(date: Date): void;
};

export function createTestClock(start = new Date()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (seconds) => {
      current += seconds * 1000;
    },
    set: (date) => {
      current = date.getTime();
    },
  };
}
