import { randomInt } from 'node:crypto';
import type { FreePlayResult, LoginAnswer, LoginResult, LoginSide } from '@app/contracts/account';
import { isAgentType, knownMemberTypes, memberTypes } from '@app/contracts/member-types';
import type { AccountRepository, AccountRow } from '../repositories/account-repository';
import { uniqueViolation } from '../repositories/account-repository';
import type { RateEventRepository } from '../repositories/rate-event-repository';
import type { CaptchaService } from './captcha-service';
import { addSeconds, type Clock } from './clock';
import { DomainError } from './domain-error';
import type { AccountSettings } from './account-settings';
import type { LoginHistoryService } from './login-history-service';
import type { PasswordService } from './password-service';
import type { SessionService } from './session-service';
import type { PhoneNumber, SmsCodeService } from './sms-code-service';
import type { ThrottleService, ThrottleState } from './throttle-service';
import type { TwoFactorService } from './two-factor-service';

/** What the accounts flows need of the wallet module (services.wallets). */
export type WalletHooks = {
  openWallet(memberId: number): Promise<void>;
  grantPlayMoney(memberId: number): Promise<void>;
};

export type ClientContext = {
  ip: string;
  device: string | null;
  /** The User-Agent header (login history, active sessions). */
  userAgent?: string | null;
};

export type CaptchaInput = { captcha?: string | undefined; captchaId?: string | undefined };

/**
 * Free play: at most this many trial accounts per address per hour. Generous because many phones
 * share one carrier address (CGNAT); it only has to stop a script filling the members table.
 */
export const FREE_PLAY_PER_ADDRESS_PER_HOUR = 30;

const failureDetails = (captchaOn: boolean, state: ThrottleState) => ({
  captcha: captchaOn && state.captcha,
  retryAfterSeconds: state.retryAfterSeconds,
});

/**
 * Logging in (by password or SMS code), free play, and the session every successful flow ends
 * with (login result of spec section 3).
 */
export function createLoginService(deps: {
  accounts: AccountRepository;
  sessions: SessionService;
  passwords: PasswordService;
  throttle: ThrottleService;
  captchas: CaptchaService;
  sms: SmsCodeService;
  rateEvents: RateEventRepository;
  settings: AccountSettings;
  wallets: WalletHooks;
  /** Two-factor login (issue 14): the challenge after the password and the code check. */
  twoFactor: Pick<
    TwoFactorService,
    'isEnabled' | 'openChallenge' | 'findChallenge' | 'consumeChallenge' | 'acceptLoginCode'
  >;
  /** Every attempt on a known account is written to its login history (issue 14). */
  history: Pick<LoginHistoryService, 'succeeded' | 'failed'>;
  clock: Clock;
}) {
  /** Starts a session for an account that proved who it is (a successful login in its history). */
  async function logIn(
    account: AccountRow,
    remember: boolean,
    client: ClientContext,
  ): Promise<LoginResult> {
    const session = await deps.sessions.start({
      memberId: account.id,
      remember,
      device: client.device,
      ip: client.ip,
      userAgent: client.userAgent ?? null,
    });
    const firstTimeLogin = await deps.accounts.markLoggedIn(account.id);
    await deps.history.succeeded(account.id, client);
    return {
      token: session.token,
      userName: account.username,
      type: account.type,
      firstTimeLogin,
      merchantCode: await deps.settings.merchantCode(),
      expiresAt: session.expiresAt.toISOString(),
    };
  }

  /** Refuses while a delay runs, and without the right captcha once one is demanded. */
  async function gate(subject: string, client: ClientContext, input: CaptchaInput) {
    const captchaOn = await deps.settings.isModuleOn('CAPTCHA3');
    const state = await deps.throttle.state(subject, client.ip);
    if (state.retryAfterSeconds !== null)
      throw new DomainError('RATE_LIMITED', 'Too many failed attempts; wait and try again', {
        captcha: captchaOn,
        retryAfterSeconds: state.retryAfterSeconds,
      });
    if (captchaOn && state.captcha && !(await deps.captchas.check(input.captchaId, input.captcha)))
      throw new DomainError('CAPTCHA_INVALID', 'The image code is wrong', {
        captcha: true,
        retryAfterSeconds: null,
      });
    return captchaOn;
  }

  async function fail(
    code: 'WRONG_CREDENTIALS' | 'VERIFICATION_CODE_INVALID',
    subject: string,
    client: ClientContext,
    captchaOn: boolean,
    account: AccountRow | null,
  ): Promise<never> {
    if (account)
      await deps.history.failed(
        account.id,
        code === 'WRONG_CREDENTIALS' ? 'PASSWORD' : 'SMS_CODE',
        client,
      );
    await deps.throttle.recordFailure(subject, client.ip);
    const state = await deps.throttle.state(subject, client.ip);
    const message =
      code === 'WRONG_CREDENTIALS' ? 'Wrong username or password' : 'Verification code is invalid';
    throw new DomainError(code, message, failureDetails(captchaOn, state));
  }

  /**
   * Spec 6, Login errors (issue 17): the member site refuses accounts of no known member type
   * (NOT_MEMBER), the agent side non-agents (NOT_AGENT). Asked once the credentials are right (a
   * stranger learns nothing about an account's type), before any two-factor step or session.
   * Not a failed guess: the throttle and the login history are left as they were.
   */
  function checkSide(account: AccountRow, side: LoginSide): void {
    if (side === 'agent' && !isAgentType(account.type))
      throw new DomainError('NOT_AGENT', 'This account is not an agent');
    if (side === 'member' && !knownMemberTypes.includes(account.type))
      throw new DomainError('NOT_MEMBER', 'This account is not a member account');
  }

  async function refuseDisabled(account: AccountRow, client: ClientContext): Promise<never> {
    await deps.history.failed(account.id, 'DISABLED', client);
    throw new DomainError('ACCOUNT_DISABLED', 'Account disabled');
  }

  /**
   * The account proved who it is (password, SMS code): a session, or with two-factor login on a
   * challenge for the second step. With two-factor on, the account's failed attempts are cleared
   * only by the code (a known password does not buy fresh guesses at codes).
   */
  async function proceed(
    account: AccountRow,
    remember: boolean,
    client: ClientContext,
    subject: string,
  ): Promise<LoginAnswer> {
    if (await deps.twoFactor.isEnabled(account.id)) {
      const { challenge, expiresAt } = await deps.twoFactor.openChallenge({
        memberId: account.id,
        remember,
        device: client.device,
        ip: client.ip,
        userAgent: client.userAgent ?? null,
      });
      return {
        twoFactorRequired: true,
        challenge,
        userName: account.username,
        expiresAt: expiresAt.toISOString(),
      };
    }
    await deps.throttle.recordSuccess(subject);
    return logIn(account, remember, client);
  }

  return {
    logIn,
    proceed,

    async hasMobile(phone: PhoneNumber): Promise<boolean> {
      return (await deps.accounts.findByMobile(phone.countryDialingCode, phone.mobileNum)) !== null;
    },

    async withPassword(
      input: {
        username: string;
        password: string;
        remember: boolean;
        side?: LoginSide;
      } & CaptchaInput,
      client: ClientContext,
    ): Promise<LoginAnswer> {
      const username = input.username.trim().toLowerCase();
      const captchaOn = await gate(username, client, input);
      const account = await deps.accounts.findByUsername(username);
      // Unknown users and trial accounts (no password) cost the same argon2 work as a real one.
      const valid = await deps.passwords.verify(account?.passwordHash ?? null, input.password);
      if (!account || !valid)
        return fail('WRONG_CREDENTIALS', username, client, captchaOn, account);
      if (account.disabled) return refuseDisabled(account, client);
      checkSide(account, input.side ?? 'member');
      return proceed(account, input.remember, client, username);
    },

    async withSmsCode(
      input: PhoneNumber & {
        verificationCode: string;
        remember: boolean;
        side?: LoginSide;
      } & CaptchaInput,
      client: ClientContext,
    ): Promise<LoginAnswer> {
      const phone = { countryDialingCode: input.countryDialingCode, mobileNum: input.mobileNum };
      const subject = `sms:${phone.countryDialingCode}${phone.mobileNum}`;
      const captchaOn = await gate(subject, client, input);
      const account = await deps.accounts.findByMobile(phone.countryDialingCode, phone.mobileNum);
      try {
        await deps.sms.verify('noLogin', phone, input.verificationCode);
      } catch (error) {
        if (error instanceof DomainError)
          return fail('VERIFICATION_CODE_INVALID', subject, client, captchaOn, account);
        throw error;
      }
      if (!account) return fail('VERIFICATION_CODE_INVALID', subject, client, captchaOn, null);
      if (account.disabled) return refuseDisabled(account, client);
      checkSide(account, input.side ?? 'member');
      return proceed(account, input.remember, client, subject);
    },

    /**
     * The second step of a login with two-factor on: the challenge of the first step (single
     * use, 5 minutes) and a code of the authenticator or a recovery code. Wrong codes count
     * towards the account's login throttle (the delays; no captcha on this step) and its
     * history; the session starts as the first step asked (remember, device).
     */
    async withTwoFactor(
      input: { challenge: string; code: string },
      client: ClientContext,
    ): Promise<LoginResult> {
      const expired = () =>
        new DomainError('TWO_FACTOR_CHALLENGE_EXPIRED', 'Log in with your password again');
      const challenge = await deps.twoFactor.findChallenge(input.challenge);
      if (!challenge) throw expired();
      const account = await deps.accounts.findById(challenge.memberId);
      if (!account) throw expired();
      const from: ClientContext = {
        ip: client.ip,
        device: challenge.device ?? client.device,
        userAgent: client.userAgent ?? challenge.userAgent,
      };
      if (account.disabled) return refuseDisabled(account, from);
      const subject = account.username.toLowerCase();
      const state = await deps.throttle.state(subject, client.ip);
      if (state.retryAfterSeconds !== null)
        throw new DomainError('RATE_LIMITED', 'Too many failed attempts; wait and try again', {
          captcha: false,
          retryAfterSeconds: state.retryAfterSeconds,
        });
      if (!(await deps.twoFactor.acceptLoginCode(account.id, input.code))) {
        await deps.history.failed(account.id, 'TWO_FACTOR', from);
        await deps.throttle.recordFailure(subject, client.ip);
        const after = await deps.throttle.state(subject, client.ip);
        throw new DomainError('TWO_FACTOR_INVALID', 'The code is wrong or already used', {
          captcha: false,
          retryAfterSeconds: after.retryAfterSeconds,
        });
      }
      if (!(await deps.twoFactor.consumeChallenge(input.challenge))) throw expired();
      await deps.throttle.recordSuccess(subject);
      return logIn(account, challenge.remember, from);
    },

    /** A trial account (type 4) with 2,000.00 of play money and a session. */
    async freePlay(client: ClientContext): Promise<FreePlayResult> {
      if (!(await deps.settings.isModuleOn('FREEPLAY3')))
        throw new DomainError('NO_PERMISSION', 'Free play is not available');
      const now = deps.clock();
      const bucket = 'freeplay:address';
      const recent = await deps.rateEvents.summary(bucket, client.ip, addSeconds(now, -3600));
      if (recent.count >= FREE_PLAY_PER_ADDRESS_PER_HOUR)
        throw new DomainError('RATE_LIMITED', 'Too many trial accounts from this address', {
          captcha: false,
          retryAfterSeconds: 3600,
        });
      await deps.rateEvents.record(bucket, client.ip, now);
      let memberId: number | null = null;
      let username = '';
      for (let attempt = 0; memberId === null; attempt += 1) {
        username = `trial${randomInt(10_000_000, 100_000_000)}`;
        try {
          memberId = await deps.accounts.insert({
            username,
            type: memberTypes.trial,
            passwordHash: null,
            registerMethod: client.device,
          });
        } catch (error) {
          if (uniqueViolation(error) === null || attempt >= 4) throw error;
        }
      }
      await deps.wallets.grantPlayMoney(memberId);
      const session = await deps.sessions.start({
        memberId,
        remember: false,
        device: client.device,
        ip: client.ip,
        userAgent: client.userAgent ?? null,
      });
      await deps.accounts.markLoggedIn(memberId);
      return {
        token: session.token,
        userName: username,
        customerType: 4,
        merchantCode: await deps.settings.merchantCode(),
        expiresAt: session.expiresAt.toISOString(),
      };
    },
  };
}
export type LoginService = ReturnType<typeof createLoginService>;
