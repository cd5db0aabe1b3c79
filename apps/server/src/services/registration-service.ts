import type { registerPayloadSchema } from '@app/contracts/account';
import {
  type LoginResult,
  type RegisterFieldName,
  type RegisterFieldRule,
} from '@app/contracts/account';
import { accountRules, ageOn } from '@app/contracts/account-rules';
import { memberTypes } from '@app/contracts/member-types';
import type { z } from 'zod';
import type { AccountRepository } from '../repositories/account-repository';
import { uniqueViolation } from '../repositories/account-repository';
import type { SaferGamblingGuard } from './safer-gambling-guard';
import type { AccountSettings } from './account-settings';
import type { AgentSignupService, SignupLink } from './agent-signup-service';
import type { CaptchaService } from './captcha-service';
import type { Clock } from './clock';
import { DomainError } from './domain-error';
import type { ClientContext, LoginService, WalletHooks } from './login-service';
import { assertAcceptablePassword, type PasswordService } from './password-service';
import type { SmsCodeService } from './sms-code-service';

export type RegisterTab = 'username' | 'mobile';
export type RegisterInput = z.output<typeof registerPayloadSchema>;

const contactFields = [
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'idNumber',
] as const;

const fieldError = (field: string, message = 'Field format is invalid') =>
  new DomainError('FIELD_FORMAT', message, { field });

/** Checks one value against its rule; empty optional values pass (spec section 5). */
function checkRule(rule: RegisterFieldRule, value: string): void {
  if (value === '') {
    if (rule.required) throw fieldError(rule.name, 'Required field is empty');
    return;
  }
  if (rule.minLength !== null && value.length < rule.minLength) throw fieldError(rule.name);
  if (rule.maxLength !== null && value.length > rule.maxLength) throw fieldError(rule.name);
  if (rule.pattern !== null && !new RegExp(rule.pattern).test(value)) throw fieldError(rule.name);
}

/** Unique index of members -> the error a registration answers. */
const takenCode = {
  members_username_key: 'USERNAME_TAKEN',
  members_mobile_key: 'MOBILE_TAKEN',
  members_email_key: 'EMAIL_TAKEN',
} as const;

/**
 * Registration on the username and mobile tabs (spec sections 3 and 5). Every rule the client
 * applies is applied again here, from the same settings (GET /wps/system/setting/register).
 * Success creates a member (type 0) and its wallet, then logs in.
 */
export function createRegistrationService(deps: {
  accounts: AccountRepository;
  settings: AccountSettings;
  captchas: CaptchaService;
  passwords: PasswordService;
  sms: SmsCodeService;
  login: LoginService;
  wallets: WalletHooks;
  clock: Clock;
  /** Safer gambling (issue 18): no new account for a self-excluded mobile number or email. */
  protections: { assertMayRegister: SaferGamblingGuard['assertMayRegister'] };
  /** Agents' affiliate links and the team bookkeeping of accounts with an upline (issue 17). */
  signups?: Pick<AgentSignupService, 'findLink' | 'recordSignup'>;
}) {
  /** An agent's affiliate link (issue 17) before a member's code; a removed link is refused. */
  async function linkOf(code: string): Promise<Extract<SignupLink, { status: 'active' }> | null> {
    const link = (await deps.signups?.findLink(code)) ?? null;
    if (link?.status === 'removed')
      throw new DomainError('INVALID_INVITATION_CODE', 'This agent link no longer registers');
    return link;
  }

  return {
    async register(
      tab: RegisterTab,
      input: RegisterInput,
      client: ClientContext,
    ): Promise<LoginResult> {
      if (!(await deps.settings.isModuleOn('REG3')))
        throw new DomainError('NO_PERMISSION', 'Registration is closed');
      const settings = await deps.settings.registration();
      const enabled = tab === 'username' ? settings.usernameEnabled : settings.mobileEnabled;
      if (!enabled) throw new DomainError('NO_PERMISSION', 'This registration method is off');
      const form = tab === 'username' ? settings.usernameForm : settings.mobileForm;
      const shown = new Set<RegisterFieldName>(form.map((r) => r.name));

      // Values of the shown fields only, trimmed (passwords as typed); the rest is ignored.
      const value = (name: RegisterFieldName): string => {
        if (!shown.has(name)) return '';
        const raw = input[name as keyof RegisterInput];
        if (typeof raw !== 'string') return '';
        return name === 'password' || name === 'confirmPassword' ? raw : raw.trim();
      };
      // Already normalised by the contract (registerPayloadSchema: leading zeros dropped).
      const mobileNum = value('mobileNum');
      for (const rule of form) {
        checkRule(rule, rule.name === 'mobileNum' ? mobileNum : value(rule.name));
      }
      if (mobileNum !== '') {
        const { min, max } = settings.phoneDigits;
        if (mobileNum.length < min || mobileNum.length > max || !/^\d+$/.test(mobileNum))
          throw fieldError('mobileNum');
      }

      const password = value('password');
      if (shown.has('password')) {
        if (shown.has('confirmPassword') && value('confirmPassword') !== password)
          throw new DomainError('PASSWORD_MISMATCH', 'Passwords do not match');
        if (password !== '') assertAcceptablePassword(password);
      }

      const birthday = value('birthday');
      if (birthday !== '') {
        const today = deps.clock();
        const age = ageOn(birthday, today);
        const year = Number(birthday.slice(0, 4));
        if (age === null || year < accountRules.birthdayMinYear || year > today.getUTCFullYear())
          throw fieldError('birthday');
        if (age < settings.minAge)
          throw new DomainError('AGE_RESTRICTED', `You must be at least ${settings.minAge}`);
      }

      const email = value('email').toLowerCase();
      if (email !== '' && !accountRules.emailPattern.test(email)) throw fieldError('email');

      // The captcha goes before any lookup, so the call cannot be used to probe usernames.
      if (shown.has('captcha') && !(await deps.captchas.check(input.captchaId, value('captcha'))))
        throw new DomainError('CAPTCHA_INVALID', 'The image code is wrong', {
          captcha: true,
          retryAfterSeconds: null,
        });

      let parentId: number | null = null;
      let link: Extract<SignupLink, { status: 'active' }> | null = null;
      const affiliateCode = value('affiliateCode');
      if (affiliateCode !== '') {
        link = await linkOf(affiliateCode);
        parentId = link?.agentId ?? (await deps.accounts.findIdByAffiliateCode(affiliateCode));
        if (parentId === null)
          throw new DomainError('INVALID_INVITATION_CODE', 'Invitation code does not exist');
      } else if (!shown.has('affiliateCode')) {
        // Issue 14: an invite link's code travels even where the form hides its field, and is
        // honoured; an unknown one is dropped rather than refused (the player cannot correct it).
        const linkCode = (input.affiliateCode ?? '').trim();
        if (linkCode !== '') {
          link = await linkOf(linkCode);
          parentId = link?.agentId ?? (await deps.accounts.findIdByAffiliateCode(linkCode));
        }
      }

      const countryDialingCode =
        mobileNum === '' ? null : (input.countryDialingCode ?? settings.defaultCountryDialingCode);
      // Spec section 5: the mobile number is the username when none is given.
      const username = (tab === 'username' ? value('username') : mobileNum).toLowerCase();
      if (!accountRules.usernamePattern.test(username)) throw fieldError('username');
      await deps.protections.assertMayRegister({
        dialingCode: countryDialingCode,
        mobileNum: mobileNum || null,
        email: email || null,
      });
      if (await deps.accounts.usernameExists(username))
        throw new DomainError('USERNAME_TAKEN', 'Username is taken');
      if (countryDialingCode && (await deps.accounts.findByMobile(countryDialingCode, mobileNum)))
        throw new DomainError('MOBILE_TAKEN', 'Mobile number is in use');
      if (email !== '' && (await deps.accounts.findByEmail(email)))
        throw new DomainError('EMAIL_TAKEN', 'Email is in use');

      // Last, so a mistake elsewhere does not use up the code.
      if (shown.has('verificationCode') && countryDialingCode)
        await deps.sms.verify(
          'register',
          { countryDialingCode, mobileNum },
          value('verificationCode'),
        );

      const contact = Object.fromEntries(
        contactFields.map((f) => [f, value(f)] as const).filter(([, v]) => v !== ''),
      );
      let memberId: number;
      try {
        memberId = await deps.accounts.insert({
          username,
          // An agent's link registers its kind (a sub-agent or a member).
          type: link?.type ?? memberTypes.member,
          passwordHash: password === '' ? null : await deps.passwords.hash(password),
          nickname: value('nickname') || null,
          email: email || null,
          countryDialingCode,
          mobileNum: mobileNum || null,
          payeeName: value('payeeName') || null,
          birthday: birthday || null,
          parentId,
          registerMethod: input.registerMethod,
          contact: Object.keys(contact).length > 0 ? JSON.stringify(contact) : null,
        });
      } catch (error) {
        const constraint = uniqueViolation(error);
        const code =
          constraint === null ? undefined : takenCode[constraint as keyof typeof takenCode];
        if (code) throw new DomainError(code, 'Already registered');
        throw error;
      }
      await deps.wallets.openWallet(memberId);
      if (parentId !== null) await deps.signups?.recordSignup(memberId, parentId, link);
      const account = await deps.accounts.findById(memberId);
      if (!account) throw new Error('registered member vanished');
      return deps.login.logIn(account, false, client);
    },

    async isUsernameAvailable(username: string): Promise<boolean> {
      return !(await deps.accounts.usernameExists(username.trim().toLowerCase()));
    },

    async affiliateCodeExists(code: string): Promise<boolean> {
      if (!(await deps.settings.isModuleOn('AFFMAN3'))) return false;
      const link = await deps.signups?.findLink(code);
      if (link) return link.status === 'active';
      return (await deps.accounts.findIdByAffiliateCode(code.trim())) !== null;
    },
  };
}
export type RegistrationService = ReturnType<typeof createRegistrationService>;
