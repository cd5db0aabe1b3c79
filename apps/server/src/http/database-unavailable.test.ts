import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
/** Drizzle wraps the driver's error: `Failed query: ...` with the cause. */
const wrapped = (cause: Error) => new Error('Failed query: select 1', { cause });

describe('isDatabaseUnavailable', () => {
  it('knows a database that cannot be reached, also behind a wrapper', () => {
    for (const error of [
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      withCode('terminating connection due to administrator command', '57P01'),
      withCode('the database system is starting up', '57P03'),
      withCode('sorry, too many clients already', '53300'),
      withCode('could not extend file "base/16384/16500": No space left on device', '53100'),
      withCode('out of memory', '53200'),
      withCode('connection failure', '08006'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
    ]) {
      expect(isDatabaseUnavailable(error), error.message).toBe(true);
      expect(isDatabaseUnavailable(wrapped(error)), error.message).toBe(true);
    }
  });

  it('leaves other faults alone (they stay 500)', () => {
    for (const error of [
      withCode('duplicate key value violates unique constraint', '23505'),
      withCode('relation "x" does not exist', '42P01'),
      new TypeError('Cannot read properties of undefined'),
      wrapped(new Error('boom')),
      'not an error',
      null,
    ])
      expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
