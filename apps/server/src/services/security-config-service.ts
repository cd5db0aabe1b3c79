import type { SecurityConfig } from '@app/contracts/security';
import type { AccountRow } from '../repositories/account-repository';

/**
 * GET /wps/member/securityConfig (issue 14): what the member has set up, from the areas that
 * own each part (accounts, the cashier's payment password and bank cards, two-factor login,
 * security questions). Identity verification answers on its own row.
 */
export function createSecurityConfigService(deps: {
  account: (memberId: number) => Promise<AccountRow | null>;
  paymentPasswords: { has(memberId: number): Promise<boolean> };
  cards: { list(memberId: number): Promise<{ cards: readonly unknown[]; limit: number }> };
  twoFactor: {
    status(memberId: number): Promise<{ enabled: boolean; recoveryCodesLeft: number }>;
  };
  questions: { count(memberId: number): Promise<number> };
}) {
  return {
    async read(memberId: number): Promise<SecurityConfig> {
      const [account, paymentPassword, cards, twoFactor, questions] = await Promise.all([
        deps.account(memberId),
        deps.paymentPasswords.has(memberId),
        deps.cards.list(memberId),
        deps.twoFactor.status(memberId),
        deps.questions.count(memberId),
      ]);
      return {
        loginPassword: account?.passwordHash != null,
        paymentPassword,
        bankCards: cards.cards.length,
        bankCardLimit: cards.limit,
        securityQuestions: questions,
        twoFactor: twoFactor.enabled,
        recoveryCodesLeft: twoFactor.recoveryCodesLeft,
        mobileBound: account?.mobileNum != null,
      };
    },
  };
}
export type SecurityConfigService = ReturnType<typeof createSecurityConfigService>;
