import type { AppDatabase } from '../../db/create-db';
import type { EndpointRegistrar } from '../../http/endpoint-routes';
import { createAccountRepository } from '../../repositories/account-repository';
import { createLoginHistoryRepository } from '../../repositories/login-history-repository';
import { createRateEventRepository } from '../../repositories/rate-event-repository';
import { createSecurityQuestionRepository } from '../../repositories/security-question-repository';
import { createTwoFactorRepository } from '../../repositories/two-factor-repository';
import { createActiveSessionService } from '../../services/active-session-service';
import type { BankCardService } from '../../services/bank-card-service';
import type { LoginService } from '../../services/login-service';
import type { PaymentPasswordService } from '../../services/payment-password-service';
import { createSecurityConfigService } from '../../services/security-config-service';
import { createLoginHistoryService } from '../../services/login-history-service';
import { createSecurityQuestionService } from '../../services/security-question-service';
import { createThrottleService } from '../../services/throttle-service';
import { createTwoFactorService } from '../../services/two-factor-service';
import type { Core } from '../core';
import { securityRoutes } from './security-routes';

/**
 * The security centre (issue 14): two-factor login, login history, active sessions and security
 * questions. Created before the accounts area, whose login flow asks two-factor login for the
 * challenge and writes the login history.
 */
export function createSecurityServices(db: AppDatabase, core: Core) {
  const { clock } = core;
  // Wrong codes and passwords in the security centre: throttled like logins, on their own.
  const throttle = createThrottleService(createRateEventRepository(db), clock, 'member-security');
  const accounts = createAccountRepository(db);
  return {
    /** The account row (securityConfig: login password and mobile number present). */
    account: (memberId: number) => accounts.findById(memberId),
    twoFactor: createTwoFactorService({
      repo: createTwoFactorRepository(db),
      throttle,
      clock,
      issuer: async () => (await core.operatorSettings.readAll()).site.merchantCode,
    }),
    history: createLoginHistoryService({ repo: createLoginHistoryRepository(db), clock }),
    sessions: createActiveSessionService(core.sessions),
    questions: createSecurityQuestionService({
      repo: createSecurityQuestionRepository(db),
      accounts,
      passwords: core.passwords,
      throttle,
      clock,
    }),
  };
}
export type SecurityServices = ReturnType<typeof createSecurityServices>;

/**
 * The second login step starts the session through the accounts area's login flow; the
 * security config reads the cashier's payment password and bank cards.
 */
export function registerSecurityArea(
  endpoints: EndpointRegistrar,
  security: SecurityServices,
  others: {
    login: LoginService;
    cashier: { paymentPasswords: PaymentPasswordService; cards: BankCardService };
  },
): void {
  const config = createSecurityConfigService({
    account: security.account,
    paymentPasswords: others.cashier.paymentPasswords,
    cards: others.cashier.cards,
    twoFactor: security.twoFactor,
    questions: security.questions,
  });
  endpoints.add(securityRoutes({ ...security, config, login: others.login }));
}
