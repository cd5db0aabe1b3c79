import type { AppDatabase } from '../db/create-db';
import { createAccountRepository } from '../repositories/account-repository';
import { createCountryRepository } from '../repositories/country-repository';
import { createGameRepository } from '../repositories/game-repository';
import { createHelpItemRepository } from '../repositories/help-item-repository';
import { createWinnerRepository } from '../repositories/winner-repository';
import { createOperatorRepository } from '../repositories/operator-repository';
import { createDemoOperatorSeed } from '../seed/demo-operator-seed';
import { createDepositPromotionSeed } from '../seed/deposit-promotion-seed';
import { createDepositPromotionLinkSeed } from '../seed/deposit-promotion-link-seed';
import { createBonusRepository } from '../repositories/bonus-repository';
import { createDepositRepository } from '../repositories/deposit-repository';
import { createDemoWalletSeed } from '../seed/demo-wallet-seed';
import { createGameCatalogueSeed } from '../seed/game-catalogue-seed';
import { createSeedService } from '../seed/seed-service';
import { fetchTransport } from '../services/http-transport';
import { createAccountServices } from './accounts/accounts-area';
import { createCashierServices } from './cashier/cashier-area';
import { createPspServices } from './psp/psp-area';
import { createReferralServices } from './referral/referral-area';
import { createContentServices } from './content/content-area';
import { createCore, type ServiceOptions } from './core';
import { createDevServices } from './dev/dev-area';
import { createFeedbackServices } from './feedback/feedback-area';
import { createGameServices } from './games/games-area';
import { createLotteryServices } from './lottery/lottery-area';
import { createMemberServices } from './member/member-area';
import { createKycServices } from './kyc/kyc-area';
import { createOpsServices } from './ops/ops-area';
import { createSystemServices } from './system/system-area';
import { createSecurityServices } from './security/security-area';
import { createSecurityQuestionSeed } from '../seed/security-question-seed';
import { createSecurityQuestionRepository } from '../repositories/security-question-repository';
import { createVipServices } from './vip/vip-area';
import { createRewardServices } from './rewards/rewards-area';
import { createAgentServices } from './agents/agents-area';
import { createSaferGamblingServices } from './safer-gambling/safer-gambling-area';
import { createVitalsServices } from './vitals/vitals-area';
import { createVipLevelSeed } from '../seed/vip-level-seed';
import { createVipRepository } from '../repositories/vip-repository';
import { createInboxSeed } from '../seed/inbox-seed';
import { createInboxRepository } from '../repositories/inbox-repository';
import { createRewardEventSeed } from '../seed/reward-event-seed';
import { createAgentTeamSeed } from '../seed/agent-team-seed';
import { createAgentContractSeed } from '../seed/agent-contract-seed';
import { createRewardEventRepository } from '../repositories/reward-event-repository';

/**
 * Every area's services over one database, by area, plus the shared core and the demo seed.
 * buildApp registers each area's routes from these; the CLI, main.ts (seeding) and tests that
 * need a handle on a service use them too.
 */
export function createAppServices(db: AppDatabase, options: ServiceOptions = {}) {
  const core = createCore(db, options);
  const member = createMemberServices(db, core);
  const vip = createVipServices(db, core);
  // Before accounts: the login flow asks two-factor login and writes the login history.
  const security = createSecurityServices(db, core);
  const accounts = createAccountServices(db, core, options, security);
  const ops = createOpsServices(db, core);
  // Before the cashier and the games: deposits credit bonuses, withdrawals respect their lock,
  // slot rounds count their wagering (issue 16).
  const rewards = createRewardServices(db, core, { audit: ops.audit });
  // Server to server, the platform and the payment gateway simulator meet on this server.
  const transport = options.transport ?? fetchTransport();
  const selfUrl = options.internalUrl ?? 'http://127.0.0.1:3000';
  const cashier = createCashierServices(db, core, {
    sms: accounts.sms,
    audit: ops.audit,
    transport,
    pspBaseUrl: options.pspUrl ?? selfUrl,
    platformBaseUrl: selfUrl,
    withdrawalLimits: vip.vip.withdrawalLimits,
    bonuses: rewards.bonus,
  });
  const content = createContentServices(db, core.clock, core.protections);
  const games = createGameServices(db, core, { wagering: rewards.bonus });
  const catalogueSeed = createGameCatalogueSeed({
    games: createGameRepository(db),
    winners: createWinnerRepository(db),
    ...(options.seedGames !== undefined ? { seedGames: options.seedGames } : {}),
  });
  return {
    core,
    system: createSystemServices(db, core),
    accounts,
    security,
    cashier,
    psp: createPspServices(db, core, transport),
    member,
    vip,
    referral: createReferralServices(db, { rewards: rewards.centre.centre }),
    rewards,
    agents: createAgentServices(db, core, { audit: ops.audit, accounts, cashier }),
    saferGambling: createSaferGamblingServices(db, core, { audit: ops.audit }),
    vitals: createVitalsServices(db, core),
    content,
    games,
    lottery: createLotteryServices(db, core, games.launches),
    dev: createDevServices(db),
    kyc: createKycServices(db, core, ops.audit),
    feedback: createFeedbackServices(db, core, ops.audit),
    ops,
    seed: {
      ...createSeedService({
        settings: core.operatorSettings,
        countries: createCountryRepository(db),
        helpItems: createHelpItemRepository(db),
        accounts: createAccountRepository(db),
        passwords: core.passwords,
        // Runs after the demo members: balances need the accounts.
        demoWallets: createDemoWalletSeed({
          wallets: core.wallets,
          memberIdByUsername: (username) => member.info.idByUsername(username),
        }),
        demoOperator: createDemoOperatorSeed({
          operators: createOperatorRepository(db),
          passwords: core.passwords,
        }),
        announcements: content.announcements,
        depositPromotions: createDepositPromotionSeed(createDepositRepository(db)),
        depositPromotionLinks: createDepositPromotionLinkSeed(createBonusRepository(db)),
        gameCatalogue: { seed: () => catalogueSeed.seedCatalogue() },
        vipLevels: createVipLevelSeed(createVipRepository(db)),
        securityQuestions: createSecurityQuestionSeed(createSecurityQuestionRepository(db)),
        inbox: createInboxSeed(createInboxRepository(db)),
        rewardEvents: createRewardEventSeed(createRewardEventRepository(db)),
        agentTeam: createAgentTeamSeed(db, core, { benchTeamSize: options.seedAgentTeam }),
        agentContracts: createAgentContractSeed(db, core),
      }),
      /** The game catalogue's seed alone (the CLI's seed-games, tests). */
      gameCatalogue: catalogueSeed,
    },
  };
}
export type AppServices = ReturnType<typeof createAppServices>;
