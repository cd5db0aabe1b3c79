import { languages } from '@app/contracts/languages';
import { seedAnnouncements } from '../db/seed-data/announcements';
import { seedCountries } from '../db/seed-data/countries';
import { seedHelpItems } from '../db/seed-data/help-items';
import { seedPromotions } from '../db/seed-data/promotions';
import type { AnnouncementSeed } from '../repositories/announcement-repository';
import type { CountryRepository } from '../repositories/country-repository';
import type { HelpItemRepository, HelpItemRow } from '../repositories/help-item-repository';
import type { OperatorSettingsService } from '../services/operator-settings-service';
import type { AccountRepository } from '../repositories/account-repository';
import type { PasswordService } from '../services/password-service';

/** Demo accounts (README, start-up notes): one password for both. */
export const DEMO_PASSWORD = 'Demo@2026';
const demoMembers = [
  {
    username: 'demo01',
    type: 0,
    nickname: 'Demo Player',
    vipLabel: 'VIP 1',
    email: 'demo01@example.com',
    countryDialingCode: '855',
    mobileNum: '12345678',
    affiliateCode: null,
  },
  {
    username: 'agent01',
    type: 1,
    nickname: 'Demo Agent',
    vipLabel: null,
    email: null,
    countryDialingCode: '855',
    mobileNum: '87654321',
    affiliateCode: 'AGENT01',
  },
] as const;

/**
 * Demo data for a fresh database. Idempotent and safe when several instances start at once
 * (inserts skip existing keys). Countries and help items are seeded only into an empty table,
 * so rows an operator deleted stay deleted; settings keys are added when missing.
 */
export function createSeedService(deps: {
  settings: OperatorSettingsService;
  countries: CountryRepository;
  helpItems: HelpItemRepository;
  demoWallets: { seed(): Promise<void> };
  /** Deposit promotions (seed/deposit-promotion-seed.ts). */
  depositPromotions: { seed(): Promise<void> };
  /** Deposit promotions' announcement links (issue 16; seed/deposit-promotion-link-seed.ts). */
  depositPromotionLinks: { seed(): Promise<void> };
  /** The console's demo operator (seed/demo-operator-seed.ts). */
  demoOperator: { seed(): Promise<void> };
  announcements: { seedMissing(items: readonly AnnouncementSeed[]): Promise<unknown> };
  /** Game vendors, games, lottery settings, featured wins (issue 4); adds what is missing. */
  gameCatalogue: { seed(): Promise<unknown> };
  /** The VIP ladder (issue 14; seed/vip-level-seed.ts). */
  vipLevels: { seed(): Promise<void> };
  /** Security questions in four languages (issue 14; seed/security-question-seed.ts). */
  securityQuestions: { seed(): Promise<void> };
  /** The welcome inbox message to everyone (issue 15; seed/inbox-seed.ts). */
  inbox: { seed(): Promise<void> };
  /** Reward events: gifts, check-in, red rain, referral (issue 16; seed/reward-event-seed.ts). */
  rewardEvents: { seed(): Promise<void> };
  /** agent01's demo team with 30 days of history (issue 17; seed/agent-team-seed.ts). */
  agentTeam: { seed(): Promise<void> };
  /** agent01's contracts from the operator (issue 17; seed/agent-contract-seed.ts). */
  agentContracts: { seed(): Promise<void> };
  accounts: AccountRepository;
  passwords: PasswordService;
}) {
  /** Demo members (issue 3); the password is hashed only when one is missing. */
  async function seedDemoMembers(): Promise<void> {
    let passwordHash: string | null = null;
    for (const member of demoMembers) {
      if (await deps.accounts.findByUsername(member.username)) continue;
      passwordHash ??= await deps.passwords.hash(DEMO_PASSWORD);
      await deps.accounts.insertIfMissing({ ...member, passwordHash, registerMethod: 'H5' });
    }
  }

  return {
    async seedIfEmpty(): Promise<void> {
      await deps.settings.seedMissing();
      if (await deps.countries.isEmpty()) await deps.countries.insertMissing(seedCountries);
      if (await deps.helpItems.isEmpty()) {
        const rows: HelpItemRow[] = seedHelpItems.flatMap((item) =>
          languages.map((language) => ({
            slug: item.slug,
            sort: item.sort,
            language,
            ...item.translations[language],
          })),
        );
        await deps.helpItems.insertMissing(rows);
      }
      await deps.announcements.seedMissing([...seedAnnouncements, ...seedPromotions]);
      await deps.gameCatalogue.seed();
      await seedDemoMembers();
      // The demo balances need the demo members seeded above.
      await deps.demoWallets.seed();
      await deps.demoOperator.seed();
      await deps.depositPromotions.seed();
      // After the announcements and the deposit promotions above: links one to the other.
      await deps.depositPromotionLinks.seed();
      await deps.vipLevels.seed();
      await deps.securityQuestions.seed();
      await deps.inbox.seed();
      await deps.rewardEvents.seed();
      // After the demo members and their wallets: agent01's team and contracts.
      await deps.agentTeam.seed();
      await deps.agentContracts.seed();
    },
  };
}
export type SeedService = ReturnType<typeof createSeedService>;
