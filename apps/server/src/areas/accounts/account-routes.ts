import { isTrialType } from '@app/contracts/member-types';
import type { FastifyRequest } from 'fastify';
import { deviceOf } from '../../http/encrypted-body';
import type { EndpointHandlers, RowsOfArea } from '../../http/endpoint-routes';
import type { AccountSettings } from '../../services/account-settings';
import type { CaptchaService } from '../../services/captcha-service';
import { DomainError } from '../../services/domain-error';
import type { ClientContext, LoginService } from '../../services/login-service';
import type { PasswordChangeService } from '../../services/password-change-service';
import type { RegistrationService } from '../../services/registration-service';
import type { ServerKeyService } from '../../services/server-key-service';
import type { SessionService } from '../../services/session-service';
import type { PhoneNumber, SmsCodeService } from '../../services/sms-code-service';
import type { WalletService } from '../../services/wallet-service';

export type AccountRouteServices = {
  serverKeys: ServerKeyService;
  sessions: SessionService;
  wallets: WalletService;
  accountSettings: AccountSettings;
  captchas: CaptchaService;
  login: LoginService;
  registration: RegistrationService;
  sms: SmsCodeService;
  passwordChanges: PasswordChangeService;
};

const clientOf = (request: FastifyRequest): ClientContext => ({
  ip: request.ip,
  device: deviceOf(request),
  userAgent: request.headers['user-agent'] ?? null,
});

/** The number an SMS code goes to (the contract already normalised it). */
const phoneOf = (p: PhoneNumber): PhoneNumber => ({
  countryDialingCode: p.countryDialingCode,
  mobileNum: p.mobileNum,
});

/**
 * Accounts and sessions (spec section 7, Account): keys and settings for the forms, captcha,
 * checks, login/logout/renewal, free play, registration, SMS codes and passwords. Credential
 * payloads arrive in the encrypted envelope (decision 0005); the table says which.
 */
export function accountRoutes(s: AccountRouteServices): EndpointHandlers<RowsOfArea<'accounts'>> {
  return {
    systemPublicKey: async () => {
      const key = await s.serverKeys.active();
      return { keyId: key.keyId, publicKey: key.publicKey, algorithm: 'RSA-OAEP-256' as const };
    },
    systemRegisterSettings: async () => s.accountSettings.registration(),
    captcha: async ({ reply }) => {
      void reply.header('Cache-Control', 'no-store');
      return s.captchas.create();
    },
    checkUsername: async ({ query }) => ({
      available: await s.registration.isUsernameAvailable(query.username),
    }),
    checkAffiliateCode: async ({ query }) => ({
      success: await s.registration.affiliateCodeExists(query.affiliateCode),
    }),

    // ------------------------------------------------------------ sessions

    sessionLogin: async ({ body, request }) =>
      body.type === 'username'
        ? s.login.withPassword(body, clientOf(request))
        : s.login.withSmsCode(body, clientOf(request)),

    // Idempotent: a missing or dead token is already logged out.
    sessionLogout: async ({ viewer }) => {
      const auth = await viewer();
      if (auth) await s.sessions.end(auth.sessionId);
      return { done: true as const };
    },

    // The member scope has checked the token (401 NOT_LOGGED_IN / SESSION_EXPIRED).
    sessionRenew: async ({ auth }) => {
      const expiresAt = await s.sessions.renew(auth.sessionId, auth.remember);
      return { expiresAt: expiresAt.toISOString() };
    },

    sessionFreePlay: async ({ request }) => s.login.freePlay(clientOf(request)),

    memberTrialUser: async ({ auth }) => {
      if (!isTrialType(auth.type)) throw new DomainError('NO_PERMISSION', 'Not a trial account');
      const wallet = await s.wallets.getWallet(auth.memberId, auth.type);
      return { userName: auth.username, customerType: 4 as const, playBalance: wallet.sumBalance };
    },

    // ------------------------------------------------------------ registration

    memberRegister: async ({ body, request }) =>
      s.registration.register('username', body, clientOf(request)),
    memberRegisterMobile: async ({ body, request }) =>
      s.registration.register('mobile', body, clientOf(request)),

    // ------------------------------------------------------------ SMS codes

    // Login and password reset: the same answer whether or not the number has an account.
    smsNoLogin: async ({ body }) => {
      const phone = phoneOf(body);
      return s.sms.request('noLogin', phone, await s.login.hasMobile(phone));
    },
    smsRegister: async ({ body }) => {
      const phone = phoneOf(body);
      if (await s.login.hasMobile(phone))
        throw new DomainError('MOBILE_TAKEN', 'Mobile number is in use');
      return s.sms.request('register', phone, true);
    },

    // ------------------------------------------------------------ passwords

    passwordChange: async ({ auth, body }) => {
      await s.passwordChanges.change(auth, body);
      return { done: true as const };
    },
    passwordByPhone: async ({ body, request }) =>
      s.passwordChanges.setByPhone(body, clientOf(request)),
    passwordByEmail: async ({ body }) => {
      await s.passwordChanges.requestEmailReset(body);
      return { done: true as const };
    },
    passwordEmailReset: async ({ body }) => {
      await s.passwordChanges.resetByEmail(body);
      return { done: true as const };
    },
  };
}
