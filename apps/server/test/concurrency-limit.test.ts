import { describe, expect, it } from 'vitest';
import { createConcurrencyLimit } from '../src/services/concurrency-limit';
import { createPasswordService } from '../src/services/password-service';

describe('createConcurrencyLimit', () => {
  it('runs at most max tasks at once, the rest in arrival order, and passes results and errors', async () => {
    const limit = createConcurrencyLimit(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const task = (i: number) => async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 5));
      running -= 1;
      order.push(i);
      if (i === 3) throw new Error('task 3 failed');
      return i * 10;
    };
    const results = await Promise.allSettled([0, 1, 2, 3, 4, 5].map((i) => limit.run(task(i))));
    expect(most).toBe(2);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : 'failed'))).toEqual([
      0,
      10,
      20,
      'failed',
      40,
      50,
    ]);
    expect(order.slice(0, 2).sort()).toEqual([0, 1]);
    expect(limit.active).toBe(0);
    expect(limit.waiting).toBe(0);
  });

  it('refuses a limit below 1', () => {
    expect(() => createConcurrencyLimit(0)).toThrow(/>= 1/);
  });
});

describe('password service under a burst', () => {
  it('verifies every password right with one hash at a time', async () => {
    const passwords = createPasswordService({ maxConcurrentHashes: 1 });
    const stored = await passwords.hash('Correct horse 9');
    const answers = await Promise.all([
      passwords.verify(stored, 'Correct horse 9'),
      passwords.verify(stored, 'wrong password'),
      passwords.verify(null, 'Correct horse 9'),
      passwords.verify(stored, 'Correct horse 9'),
    ]);
    expect(answers).toEqual([true, false, false, true]);
  });
});
