import type { AppDatabase } from '../db/create-db';
import { createCountryRepository } from '../repositories/country-repository';
import { createHealthRepository } from '../repositories/health-repository';
import { createHelpItemRepository } from '../repositories/help-item-repository';
import { createOperatorSettingsRepository } from '../repositories/operator-settings-repository';
import { bannerArtwork, seedAnnouncements } from '../db/seed-data/announcements';
import { promotionArtwork, seedPromotions } from '../db/seed-data/promotions';
import { createAnnouncementRepository } from '../repositories/announcement-repository';
import { createMemberProfileRepository } from '../repositories/member-profile-repository';
import { createAnnouncementService } from './announcement-service';
import { createDevContentService } from './dev-content-service';
import { createArtworkService } from './cdn-artwork';
import { createDemoWalletSeed } from './demo-wallet-seed';
import { createMemberInfoService } from './member-info-service';
import { createConsolidatedSettingsService } from './consolidated-settings-service';
import { createHealthService } from './health-service';
import { createHelpCenterService } from './help-center-service';
import { createOperatorSettingsService } from './operator-settings-service';
import { createSeedService } from './seed-service';
import { createSystemStatusService } from './system-status-service';
import { createAccountRepository } from '../repositories/account-repository';
import { createCaptchaRepository } from '../repositories/captcha-repository';
import { createEmailResetRepository } from '../repositories/email-reset-repository';
import { createOutboxRepository } from '../repositories/outbox-repository';
import { createRateEventRepository } from '../repositories/rate-event-repository';
import { createServerKeyRepository } from '../repositories/server-key-repository';
import { createSessionRepository } from '../repositories/session-repository';
import { createSmsCodeRepository } from '../repositories/sms-code-repository';
import { createWalletRepository } from '../repositories/wallet-repository';
import { createAccountSettings } from './account-settings';
import { createCaptchaService } from './captcha-service';
import { systemClock, type Clock } from './clock';
import { createLoginService } from './login-service';
import { createOutboxSender, type MessageSender } from './message-sender';
import { createPasswordChangeService } from './password-change-service';
import { createPasswordService } from './password-service';
import { createRegistrationService } from './registration-service';
import { createServerKeyService } from './server-key-service';
import { createSessionService } from './session-service';
import { createSmsCodeService } from './sms-code-service';
import { createThrottleService } from './throttle-service';
import { createWalletService } from './wallet-service';
import { createGameRepository } from '../repositories/game-repository';
import { createFavouriteRepository } from '../repositories/favourite-repository';
import { createRecentGameRepository } from '../repositories/recent-game-repository';
import { createWinnerRepository } from '../repositories/winner-repository';
import { createGameCatalogueService } from './game-catalogue-service';
import { createFavouriteService } from './favourite-service';
import { createRecentGameService } from './recent-game-service';
import { createWinnerBoardService } from './winner-board-service';
import { createBetOrderRepository } from '../repositories/bet-order-repository';
import { createGameLaunchRepository } from '../repositories/game-launch-repository';
import { createLotteryRepository } from '../repositories/lottery-repository';
import { createBetOrderService } from './bet-order-service';
import { createDemoGameService } from './demo-game-service';
import { createGameLaunchService } from './game-launch-service';
import { createLotteryService } from './lottery-service';

export type ServiceOptions = {
  /** Injectable time (tests move it instead of sleeping). */
  clock?: Clock;
  /** SMS and email delivery; defaults to the demo outbox sender. */
  messageSender?: MessageSender;
  /** Base URL of the web app, for links in emails. */
  publicUrl?: string;
  /** SEED_GAMES: seed the game catalogue up to at least this many games (benchmarks). */
  seedGames?: number;
  /**
   * In-process caches (decision 0028), 0 or absent: none. `settings`: operator settings are
   * read at most once per this many ms; `catalogue`: public catalogue answers are reused for
   * this many ms. main.ts turns them on in production.
   */
  cacheMs?: { settings?: number; catalogue?: number };
};

/** Wires repositories into services; the only place that knows both. */
export function createServices(db: AppDatabase, options: ServiceOptions = {}) {
  const countryRepository = createCountryRepository(db);
  const helpItemRepository = createHelpItemRepository(db);
  const operatorSettings = createOperatorSettingsService(createOperatorSettingsRepository(db), {
    cacheMs: options.cacheMs?.settings ?? 0,
    now: () => (options.clock ?? systemClock)().getTime(),
  });
  const { services: accounts, accountRepository } = createAccountServices(
    db,
    operatorSettings,
    options,
  );
  const memberInfo = createMemberInfoService({
    repo: createMemberProfileRepository(db),
    settings: operatorSettings,
  });
  const announcementRepository = createAnnouncementRepository(db);
  const announcements = createAnnouncementService({ repo: announcementRepository });
  const games = createGameServices(db, options);
  return {
    /** How long the routes may reuse a public catalogue answer (ms; 0: not at all). */
    caching: { catalogueMs: options.cacheMs?.catalogue ?? 0 },
    ...accounts,
    memberInfo,
    announcements,
    ...games,
    ...createPlayServices(db, options, {
      wallets: accounts.wallets,
      recordRecent: games.recentGames.record,
      currency: async () => (await operatorSettings.readAll()).site.currency,
    }),
    artwork: createArtworkService({ ...bannerArtwork, ...promotionArtwork }),
    operatorSettings,
    systemStatus: createSystemStatusService(operatorSettings),
    consolidatedSettings: createConsolidatedSettingsService(operatorSettings),
    helpCenter: createHelpCenterService(helpItemRepository),
    devContent: createDevContentService({
      announcements: announcementRepository,
      helpItems: helpItemRepository,
    }),
    countries: { list: () => countryRepository.list() },
    health: createHealthService(createHealthRepository(db)),
    seed: createSeedService({
      settings: operatorSettings,
      countries: countryRepository,
      helpItems: helpItemRepository,
      accounts: accountRepository,
      passwords: accounts.passwords,
      // Runs after the demo members: balances need the accounts.
      demoWallets: createDemoWalletSeed({
        wallets: accounts.wallets,
        memberIdByUsername: (username) => memberInfo.idByUsername(username),
      }),
      announcements: {
        seed: () => announcements.seedMissing([...seedAnnouncements, ...seedPromotions]),
      },
      gameCatalogue: { seed: () => games.gameCatalogue.seedCatalogue() },
    }),
  };
}
export type Services = ReturnType<typeof createServices>;

/** The game catalogue, favourites, recent games and the winner board (issue 4). */
function createGameServices(db: AppDatabase, options: ServiceOptions) {
  const clock = options.clock ?? systemClock;
  const gameRepository = createGameRepository(db);
  const winnerRepository = createWinnerRepository(db);
  return {
    gameCatalogue: createGameCatalogueService({
      games: gameRepository,
      winners: winnerRepository,
      ...(options.seedGames !== undefined ? { seedGames: options.seedGames } : {}),
    }),
    favourites: createFavouriteService({
      favourites: createFavouriteRepository(db),
      games: gameRepository,
      clock,
    }),
    recentGames: createRecentGameService({
      recent: createRecentGameRepository(db),
      games: gameRepository,
      clock,
    }),
    winnerBoard: createWinnerBoardService({ winners: winnerRepository, clock }),
  };
}

/** Launches, the demo game's rounds, bet orders and the lottery draws (issue 4). */
function createPlayServices(
  db: AppDatabase,
  options: ServiceOptions,
  deps: {
    wallets: ReturnType<typeof createWalletService>;
    recordRecent: (memberId: number, gameId: number) => Promise<void>;
    currency: () => Promise<{ code: string; symbol: string }>;
  },
) {
  const clock = options.clock ?? systemClock;
  const gameRepository = createGameRepository(db);
  const betOrderRepository = createBetOrderRepository(db);
  const gameLaunches = createGameLaunchService({
    launches: createGameLaunchRepository(db),
    findGame: (id) => gameRepository.findById(id),
    recordRecent: deps.recordRecent,
    wallets: deps.wallets,
    clock,
  });
  return {
    gameLaunches,
    demoGame: createDemoGameService({
      launches: gameLaunches,
      wallets: deps.wallets,
      betOrders: betOrderRepository,
      betOrdersOn: createBetOrderRepository,
      currency: deps.currency,
      clock,
    }),
    betOrders: createBetOrderService({ repo: betOrderRepository }),
    lottery: createLotteryService({ repo: createLotteryRepository(db), clock }),
  };
}

/** Accounts and sessions (issue 3): members, sessions, captchas, SMS codes, passwords. */
function createAccountServices(
  db: AppDatabase,
  operatorSettings: ReturnType<typeof createOperatorSettingsService>,
  options: ServiceOptions,
) {
  const clock = options.clock ?? systemClock;
  const accountRepository = createAccountRepository(db);
  const rateEvents = createRateEventRepository(db);
  const outbox = createOutboxRepository(db);
  const sender = options.messageSender ?? createOutboxSender(outbox);
  const settings = createAccountSettings(operatorSettings);
  const wallets = createWalletService({
    repo: createWalletRepository(db),
    currency: async () => (await operatorSettings.readAll()).site.currency.code,
  });
  const passwords = createPasswordService();
  const sessions = createSessionService(createSessionRepository(db), clock);
  const captchas = createCaptchaService(createCaptchaRepository(db), clock);
  const sms = createSmsCodeService({
    codes: createSmsCodeRepository(db),
    rateEvents,
    sender,
    clock,
  });
  const login = createLoginService({
    accounts: accountRepository,
    sessions,
    passwords,
    throttle: createThrottleService(rateEvents, clock),
    captchas,
    sms,
    rateEvents,
    settings,
    wallets,
    clock,
  });
  const services = {
    accountSettings: settings,
    wallets,
    passwords,
    sessions,
    captchas,
    sms,
    login,
    outbox: { list: outbox.list },
    serverKeys: createServerKeyService(createServerKeyRepository(db)),
    registration: createRegistrationService({
      accounts: accountRepository,
      settings,
      captchas,
      passwords,
      sms,
      login,
      wallets,
      clock,
    }),
    passwordChanges: createPasswordChangeService({
      accounts: accountRepository,
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
  return { services, accountRepository };
}
