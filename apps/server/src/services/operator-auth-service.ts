import {
  OPS_ABSOLUTE_SECONDS,
  OPS_IDLE_SECONDS,
  OPS_PENDING_SECONDS,
  RECOVERY_CODE_COUNT,
  type OperatorRole,
  type OperatorSelf,
} from '@app/contracts/operator';
import { renderSVG } from 'uqr';
import type {
  ActiveOperatorSession,
  OperatorRepository,
} from '../repositories/operator-repository';
import type { AuditService } from './audit-service';
import type { CaptchaService } from './captcha-service';
import { addSeconds, type Clock } from './clock';
import { DomainError } from './domain-error';
import type { PasswordService } from './password-service';
import type { ThrottleService } from './throttle-service';
import { hashRecoveryCode, newRecoveryCode } from './recovery-codes';
import { newToken, sha256Hex } from './tokens';
import { matchTotp, newTotpSecret, otpauthUrl } from './totp';

/**
 * Who calls an operator endpoint: a console session, or an API token (the CLI) acting under its
 * role and named `token:<name>` in the audit log.
 */
export type OperatorContext =
  | {
      via: 'session';
      sessionId: number;
      operatorId: number;
      username: string;
      role: OperatorRole;
      expiresAt: Date;
    }
  | { via: 'token'; tokenId: number; operatorId: null; username: string; role: OperatorRole };

export type LoginStep =
  { next: 'totp' } | { next: 'enrol'; secret: string; otpauthUrl: string; qrSvg: string };

/**
 * The CSRF token of a session: derived from the cookie's token (which page scripts cannot read),
 * so it needs no storage and stays the same for every tab of the session. Sent back in the
 * x-csrf-token header on each change; a cross-site page can neither read nor guess it.
 */
export function csrfTokenOf(sessionToken: string): string {
  return sha256Hex(`csrf:${sessionToken}`);
}

/**
 * Operator sign-in (issue 12, decision 0035): the password (argon2id, throttled like members'
 * logins with a captcha and delays, every failure audited), then a TOTP code or a one-time
 * recovery code. The password step opens a pending session (5 minutes); the second factor turns
 * it into a full one (30 minutes idle, 12 hours at most) with a CSRF token. Only hashes of
 * tokens and recovery codes are stored.
 */
export function createOperatorAuthService(deps: {
  repo: OperatorRepository;
  passwords: PasswordService;
  throttle: ThrottleService;
  captchas: CaptchaService;
  audit: AuditService;
  clock: Clock;
  /** The name authenticator apps show above the code. */
  issuer: () => Promise<string>;
}) {
  const { repo, clock, audit } = deps;

  async function failure(
    code: 'WRONG_CREDENTIALS' | 'VERIFICATION_CODE_INVALID',
    subject: string,
    ip: string,
    operatorId: number | null,
  ): Promise<never> {
    await deps.throttle.recordFailure(subject, ip);
    await audit.record(
      { operatorId, name: subject, ip },
      {
        action: code === 'WRONG_CREDENTIALS' ? 'session.loginFailed' : 'session.secondFactorFailed',
      },
    );
    const state = await deps.throttle.state(subject, ip);
    throw new DomainError(
      code,
      code === 'WRONG_CREDENTIALS' ? 'Wrong username or password' : 'The code is wrong or used',
      { captcha: state.captcha, retryAfterSeconds: state.retryAfterSeconds },
    );
  }

  /** Refuses while a delay runs, and without the right captcha once one is demanded. */
  async function gate(subject: string, ip: string, captchaId?: string, captcha?: string) {
    const state = await deps.throttle.state(subject, ip);
    if (state.retryAfterSeconds !== null)
      throw new DomainError('RATE_LIMITED', 'Too many failed attempts; wait and try again', {
        captcha: state.captcha,
        retryAfterSeconds: state.retryAfterSeconds,
      });
    if (state.captcha && !(await deps.captchas.check(captchaId, captcha)))
      throw new DomainError('CAPTCHA_INVALID', 'The image code is wrong', {
        captcha: true,
        retryAfterSeconds: null,
      });
  }

  function contextOf(session: ActiveOperatorSession): OperatorContext & { via: 'session' } {
    return {
      via: 'session',
      sessionId: session.sessionId,
      operatorId: session.operatorId,
      username: session.username,
      role: session.role as OperatorRole,
      expiresAt: session.expiresAt,
    };
  }

  return {
    /** The password step: a pending session's token, and whether to enrol an authenticator. */
    async login(
      input: { username: string; password: string; captchaId?: string; captcha?: string },
      ip: string,
    ): Promise<{ token: string; step: LoginStep }> {
      const username = input.username.trim().toLowerCase();
      await gate(username, ip, input.captchaId, input.captcha);
      const operator = await repo.findByUsername(username);
      // An unknown name costs the same argon2 work as a real one.
      const valid = await deps.passwords.verify(operator?.passwordHash ?? null, input.password);
      if (!operator || !valid)
        return failure('WRONG_CREDENTIALS', username, ip, operator?.id ?? null);
      if (operator.disabledAt) {
        await audit.record(
          { operatorId: operator.id, name: username, ip },
          { action: 'session.loginRefused', reason: 'operator disabled' },
        );
        throw new DomainError('ACCOUNT_DISABLED', 'This operator is disabled');
      }
      const now = clock();
      const token = newToken();
      await repo.insertSession({
        tokenHash: sha256Hex(token),
        operatorId: operator.id,
        stage: 'password',
        ip,
        createdAt: now,
        idleExpiresAt: addSeconds(now, OPS_PENDING_SECONDS),
        expiresAt: addSeconds(now, OPS_PENDING_SECONDS),
      });
      if (operator.totpConfirmedAt && operator.totpSecret) return { token, step: { next: 'totp' } };
      // No confirmed authenticator: a new secret, confirmed by the first valid code.
      const secret = newTotpSecret();
      await repo.setPendingTotp(operator.id, secret);
      const url = otpauthUrl(await deps.issuer(), operator.username, secret);
      return {
        token,
        step: { next: 'enrol', secret, otpauthUrl: url, qrSvg: renderSVG(url, { border: 2 }) },
      };
    },

    /**
     * The second step on a pending session: a code of the authenticator (once per 30 s step) or
     * an unused recovery code. Returns the full session's CSRF token, and the recovery codes when
     * this code confirmed a new authenticator.
     */
    async secondFactor(
      pendingToken: string | null,
      input: { code: string } | { recoveryCode: string },
      ip: string,
    ) {
      const now = clock();
      const session = pendingToken
        ? await repo.findActiveSession(sha256Hex(pendingToken), now)
        : null;
      if (!session || session.stage !== 'password' || session.disabled)
        throw new DomainError('SESSION_EXPIRED', 'Log in with your password first');
      const operator = await repo.findById(session.operatorId);
      if (!operator?.totpSecret) throw new DomainError('SESSION_EXPIRED', 'Log in again');
      await gate(operator.username, ip);
      const enrolling = operator.totpConfirmedAt === null;
      if ('code' in input) {
        const step = matchTotp(operator.totpSecret, input.code, now);
        // A code of a step already used (or older) is refused: one use per code.
        const claimed =
          step !== null && (await repo.claimStep(operator.id, step, enrolling ? now : null));
        if (!claimed)
          return failure('VERIFICATION_CODE_INVALID', operator.username, ip, operator.id);
      } else {
        const used =
          !enrolling &&
          (await repo.useRecoveryCode(operator.id, hashRecoveryCode(input.recoveryCode), now));
        if (!used) return failure('VERIFICATION_CODE_INVALID', operator.username, ip, operator.id);
      }
      await deps.throttle.recordSuccess(operator.username);

      let recoveryCodes: string[] | undefined;
      if (enrolling) {
        recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
        await repo.replaceRecoveryCodes(operator.id, recoveryCodes.map(hashRecoveryCode));
      }
      const expiresAt = addSeconds(now, OPS_ABSOLUTE_SECONDS);
      await repo.promoteSession(session.sessionId, addSeconds(now, OPS_IDLE_SECONDS), expiresAt);
      const actor = { operatorId: operator.id, name: operator.username, ip };
      if (enrolling) await audit.record(actor, { action: 'operator.authenticatorEnrolled' });
      await audit.record(actor, {
        action: 'session.login',
        after: { secondFactor: 'code' in input ? 'totp' : 'recoveryCode' },
      });
      const self: OperatorSelf = {
        id: operator.id,
        username: operator.username,
        role: operator.role as OperatorRole,
      };
      return {
        operator: self,
        csrfToken: csrfTokenOf(pendingToken!),
        expiresAt: expiresAt.toISOString(),
        ...(recoveryCodes ? { recoveryCodes } : {}),
        recoveryCodesLeft: await repo.unusedRecoveryCodes(operator.id),
      };
    },

    /**
     * The full session of a cookie's token, its idle expiry moved on; null when there is none
     * (unknown, revoked, idle or past its end, still pending, or the operator was disabled).
     */
    async authenticate(token: string): Promise<(OperatorContext & { via: 'session' }) | null> {
      const now = clock();
      const session = await repo.findActiveSession(sha256Hex(token), now);
      if (!session || session.stage !== 'full' || session.disabled) return null;
      await repo.touchSession(session.sessionId, addSeconds(now, OPS_IDLE_SECONDS));
      return contextOf(session);
    },

    async logout(operator: OperatorContext & { via: 'session' }, ip: string): Promise<void> {
      await repo.revokeSession(operator.sessionId, clock());
      await audit.record(
        { operatorId: operator.operatorId, name: operator.username, ip },
        { action: 'session.logout' },
      );
    },
  };
}
export type OperatorAuthService = ReturnType<typeof createOperatorAuthService>;
