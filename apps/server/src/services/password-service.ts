import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { accountRules } from '@app/contracts/account-rules';
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';
import { commonPasswordsText } from './common-passwords';
import { createConcurrencyLimit } from './concurrency-limit';
import { DomainError } from './domain-error';

/** argon2id at OWASP's minimum (m=19 MiB, t=2, p=1): ~50 ms per hash on one core. */
const ARGON2ID = 2 as Algorithm; // Algorithm.Argon2id (a const enum the package does not export)
export const argon2Options: Options = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

const commonPasswords = new Set(
  commonPasswordsText
    .split('\n')
    .map((p) => p.trim())
    .filter(Boolean),
);

/** Password policy (OWASP ASVS 2.1): 8 to 128 characters, not one of the 3,000 most common. */
export function isAcceptablePassword(password: string): boolean {
  return (
    password.length >= accountRules.passwordMin &&
    password.length <= accountRules.passwordMax &&
    !commonPasswords.has(password.toLowerCase())
  );
}

export function assertAcceptablePassword(password: string): void {
  if (!isAcceptablePassword(password))
    throw new DomainError('WEAK_PASSWORD', 'Password does not meet the policy');
}

/**
 * argon2id hashes at once: every core but one, so a burst of logins leaves a core to the event
 * loop and the other routes (decision 0028). Further logins wait their turn (a few ms each).
 */
export const defaultConcurrentHashes = Math.max(1, availableParallelism() - 1);

export function createPasswordService(options: { maxConcurrentHashes?: number } = {}) {
  const limit = createConcurrencyLimit(options.maxConcurrentHashes ?? defaultConcurrentHashes);
  // Verified against when the user does not exist, so the answer takes as long either way.
  let dummyHash: Promise<string> | null = null;
  const dummy = () =>
    (dummyHash ??= limit.run(() => hash(randomBytes(16).toString('hex'), argon2Options)));

  return {
    hash: (password: string): Promise<string> => limit.run(() => hash(password, argon2Options)),

    /** False for a missing hash (unknown user, trial account), after the same work. */
    async verify(storedHash: string | null, password: string): Promise<boolean> {
      if (storedHash === null) {
        const target = await dummy();
        await limit.run(() => verify(target, password)).catch(() => false);
        return false;
      }
      try {
        return await limit.run(() => verify(storedHash, password));
      } catch {
        return false;
      }
    },
  };
}
export type PasswordService = ReturnType<typeof createPasswordService>;
