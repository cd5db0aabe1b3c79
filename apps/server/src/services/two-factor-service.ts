import { randomInt } from 'node:crypto';
import {
  LOGIN_CHALLENGE_SECONDS,
  MEMBER_RECOVERY_CODE_COUNT,
  twoFactorCodePattern,
} from '@app/contracts/security-constants';
import { renderSVG } from 'uqr';
import type { LoginChallengeRow, TwoFactorRepository } from '../repositories/two-factor-repository';
import { addSeconds, type Clock } from './clock';
import { DomainError } from './domain-error';
import { hashRecoveryCode, newRecoveryCode } from './recovery-codes';
import type { ThrottleService } from './throttle-service';
import { newToken, sha256Hex } from './tokens';
import { matchTotp, newTotpSecret, otpauthUrl } from './totp';

/** Who changes their two-factor login, and from where (the throttle counts by both). */
export type TwoFactorActor = { memberId: number; username: string; ip: string };

export type OpenedChallenge = { challenge: string; expiresAt: Date };

/**
 * Members' two-factor login (issue 14; TOTP of services/totp.ts, RFC 6238): enrolment (a secret,
 * its otpauth URI and QR code; on with the first code, which answers ten recovery codes shown
 * once and stored hashed), turning it off and new recovery codes (each with a current code or a
 * recovery code), and for the login flow the challenge of the second step and the code check.
 *
 * A code is good once: its 30 s step must be later than the last one accepted (`last_step`), so
 * a replayed code, or an older one, is refused with TWO_FACTOR_INVALID. Wrong codes here are
 * throttled like passwords (throttle-service: delays after 5 failures in an hour); at login
 * they count towards the account's login throttle (login-service).
 */
export function createTwoFactorService(deps: {
  repo: TwoFactorRepository;
  /** Prefix `two-factor`: wrong codes in the security centre, per member and address. */
  throttle: ThrottleService;
  clock: Clock;
  /** The name authenticator apps show above the code. */
  issuer: () => Promise<string>;
}) {
  const { repo, clock } = deps;
  const subjectOf = (actor: TwoFactorActor) => `member:${actor.memberId}`;

  /**
   * Checks a code for an account that has two-factor login on: an authenticator code of a step
   * later than the last accepted one, or an unused recovery code (used up by this). True once.
   */
  async function acceptCode(memberId: number, code: string): Promise<boolean> {
    const row = await repo.find(memberId);
    if (!row?.enabledAt) return false;
    const trimmed = code.trim();
    if (twoFactorCodePattern.test(trimmed)) {
      const step = matchTotp(row.secret, trimmed, clock());
      return step !== null && (await repo.claimStep(memberId, step));
    }
    return repo.useRecoveryCode(memberId, hashRecoveryCode(trimmed), clock());
  }

  /** Refuses while a delay runs after wrong codes. */
  async function gate(actor: TwoFactorActor): Promise<void> {
    const state = await deps.throttle.state(subjectOf(actor), actor.ip);
    if (state.retryAfterSeconds !== null)
      throw new DomainError('RATE_LIMITED', 'Too many wrong codes; wait and try again', {
        captcha: false,
        retryAfterSeconds: state.retryAfterSeconds,
      });
  }

  async function wrongCode(actor: TwoFactorActor): Promise<never> {
    await deps.throttle.recordFailure(subjectOf(actor), actor.ip);
    const state = await deps.throttle.state(subjectOf(actor), actor.ip);
    throw new DomainError('TWO_FACTOR_INVALID', 'The code is wrong or already used', {
      captcha: false,
      retryAfterSeconds: state.retryAfterSeconds,
    });
  }

  async function newRecoveryCodes(memberId: number): Promise<string[]> {
    const codes = Array.from({ length: MEMBER_RECOVERY_CODE_COUNT }, newRecoveryCode);
    await repo.replaceRecoveryCodes(memberId, codes.map(hashRecoveryCode));
    return codes;
  }

  /** An on/off change needs two-factor login in the other state. */
  async function requireEnabled(memberId: number): Promise<void> {
    if (!(await repo.isEnabled(memberId)))
      throw new DomainError('TWO_FACTOR_STATE', 'Two-factor login is off');
  }

  return {
    async status(memberId: number): Promise<{ enabled: boolean; recoveryCodesLeft: number }> {
      const enabled = await repo.isEnabled(memberId);
      return { enabled, recoveryCodesLeft: enabled ? await repo.unusedRecoveryCodes(memberId) : 0 };
    },

    isEnabled: (memberId: number): Promise<boolean> => repo.isEnabled(memberId),

    /** A new secret (replacing an unconfirmed one); TWO_FACTOR_STATE when already on. */
    async enrol(actor: TwoFactorActor) {
      const secret = newTotpSecret();
      if (!(await repo.startEnrolment(actor.memberId, secret, clock())))
        throw new DomainError('TWO_FACTOR_STATE', 'Two-factor login is already on');
      const url = otpauthUrl(await deps.issuer(), actor.username, secret);
      return { secret, otpauthUrl: url, qrSvg: renderSVG(url, { border: 2 }) };
    },

    /** The first code turns it on; answers the recovery codes (shown once). */
    async confirm(actor: TwoFactorActor, code: string): Promise<string[]> {
      const row = await repo.find(actor.memberId);
      if (!row || row.enabledAt)
        throw new DomainError(
          'TWO_FACTOR_STATE',
          row ? 'Two-factor login is already on' : 'Start the enrolment first',
        );
      await gate(actor);
      const now = clock();
      const step = matchTotp(row.secret, code.trim(), now);
      if (step === null || !(await repo.confirm(actor.memberId, step, now)))
        return wrongCode(actor);
      await deps.throttle.recordSuccess(subjectOf(actor));
      return newRecoveryCodes(actor.memberId);
    },

    /** Off, with a current code or a recovery code. */
    async disable(actor: TwoFactorActor, code: string): Promise<void> {
      await requireEnabled(actor.memberId);
      await gate(actor);
      if (!(await acceptCode(actor.memberId, code))) return wrongCode(actor);
      await deps.throttle.recordSuccess(subjectOf(actor));
      await repo.remove(actor.memberId);
    },

    /** New recovery codes (the old ones stop working), with a current code or a recovery code. */
    async regenerateRecoveryCodes(actor: TwoFactorActor, code: string): Promise<string[]> {
      await requireEnabled(actor.memberId);
      await gate(actor);
      if (!(await acceptCode(actor.memberId, code))) return wrongCode(actor);
      await deps.throttle.recordSuccess(subjectOf(actor));
      return newRecoveryCodes(actor.memberId);
    },

    // ------------------------------------------------------------ the login flow

    /** The password was right: a single-use challenge for the second step (5 minutes). */
    async openChallenge(input: {
      memberId: number;
      remember: boolean;
      device: string | null;
      ip: string | null;
      userAgent: string | null;
    }): Promise<OpenedChallenge> {
      const now = clock();
      const challenge = newToken();
      const expiresAt = addSeconds(now, LOGIN_CHALLENGE_SECONDS);
      await repo.insertChallenge({ ...input, tokenHash: sha256Hex(challenge), expiresAt });
      // Now and then, expired challenges go (they are of no use to anyone).
      if (randomInt(0, 100) === 0) await repo.pruneChallenges(addSeconds(now, -3600));
      return { challenge, expiresAt };
    },

    /** The live (unused, unexpired) challenge of this token, or null. */
    async findChallenge(challenge: string): Promise<LoginChallengeRow | null> {
      return repo.findLiveChallenge(sha256Hex(challenge), clock());
    },

    /** Uses the challenge up: true once, while it is live. */
    async consumeChallenge(challenge: string): Promise<boolean> {
      return repo.consumeChallenge(sha256Hex(challenge), clock());
    },

    /** The login's code check (the login throttle is the caller's): true once per code. */
    acceptLoginCode: (memberId: number, code: string): Promise<boolean> =>
      acceptCode(memberId, code),
  };
}
export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
