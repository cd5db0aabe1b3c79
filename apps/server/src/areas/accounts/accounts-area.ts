import type { AppDatabase } from '../../db/create-db';
import type { EndpointRegistrar } from '../../http/endpoint-routes';
import { createAccountRepository } from '../../repositories/account-repository';
import { createAgentTeamRepository } from '../../repositories/agent-team-repository';
import { createCaptchaRepository } from '../../repositories/captcha-repository';
import { createEmailResetRepository } from '../../repositories/email-reset-repository';
import { createOutboxRepository } from '../../repositories/outbox-repository';
import { createRateEventRepository } from '../../repositories/rate-event-repository';
import { createSmsCodeRepository } from '../../repositories/sms-code-repository';
import { createAccountSettings } from '../../services/account-settings';
import { createAgentSignupService } from '../../services/agent-signup-service';
import { createCaptchaService } from '../../services/captcha-service';
import { createLoginService } from '../../services/login-service';
import { createOutboxSender } from '../../services/message-sender';
import { createPasswordChangeService } from '../../services/password-change-service';
import { createRegistrationService } from '../../services/registration-service';
import { createSmsCodeService } from '../../services/sms-code-service';
import { createThrottleService } from '../../services/throttle-service';
import type { Core, ServiceOptions } from '../core';
import { accountRoutes } from './account-routes';

/** Accounts and sessions (issue 3): login, registration, captchas, SMS codes, passwords. */
export function createAccountServices(
  db: AppDatabase,
  core: Core,
  options: Pick<ServiceOptions, 'messageSender' | 'publicUrl'>,
  /** Two-factor login and the login history (the security area, issue 14). */
  security: Pick<Parameters<typeof createLoginService>[0], 'twoFactor' | 'history'>,
) {
  const { clock, sessions, passwords, wallets } = core;
  const accounts = createAccountRepository(db);
  const rateEvents = createRateEventRepository(db);
  const sender = options.messageSender ?? createOutboxSender(createOutboxRepository(db));
  const accountSettings = createAccountSettings(core.operatorSettings);
  const captchas = createCaptchaService({
    used: createCaptchaRepository(db),
    secrets: core.secrets,
    clock,
  });
  const sms = createSmsCodeService({
    codes: createSmsCodeRepository(db),
    rateEvents,
    sender,
    clock,
  });
  const login = createLoginService({
    accounts,
    sessions,
    passwords,
    throttle: createThrottleService(rateEvents, clock),
    captchas,
    sms,
    rateEvents,
    settings: accountSettings,
    wallets,
    twoFactor: security.twoFactor,
    history: security.history,
    clock,
  });
  return {
    accountSettings,
    captchas,
    sms,
    login,
    registration: createRegistrationService({
      protections: core.protections,
      accounts,
      settings: accountSettings,
      captchas,
      passwords,
      sms,
      login,
      wallets,
      clock,
      // Agents' affiliate links, and each registration under an upline counted (issue 17).
      signups: createAgentSignupService({
        repo: createAgentTeamRepository(db),
        utcOffsetMinutes: async () =>
          (await core.operatorSettings.readAll()).cashier.utcOffsetMinutes,
        clock,
      }),
    }),
    passwordChanges: createPasswordChangeService({
      accounts,
      passwords,
      sessions,
      sms,
      login,
      resets: createEmailResetRepository(db),
      rateEvents,
      sender,
      publicUrl: options.publicUrl ?? 'http://localhost:3000',
      clock,
    }),
  };
}
export type AccountServices = ReturnType<typeof createAccountServices>;

export function registerAccountsArea(
  endpoints: EndpointRegistrar,
  accounts: AccountServices,
  core: Core,
): void {
  endpoints.add(accountRoutes({ ...accounts, ...core }));
}
