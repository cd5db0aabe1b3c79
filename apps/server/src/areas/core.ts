import type { AppDatabase } from '../db/create-db';
import { createMemberFileRepository } from '../repositories/member-file-repository';
import { createOperatorSettingsRepository } from '../repositories/operator-settings-repository';
import { createServerKeyRepository } from '../repositories/server-key-repository';
import { createServerSecretRepository } from '../repositories/server-secret-repository';
import { createSaferGamblingRepository } from '../repositories/safer-gambling-repository';
import { createSessionRepository } from '../repositories/session-repository';
import { createWalletRepository } from '../repositories/wallet-repository';
import { systemClock, type Clock } from '../services/clock';
import { operatorDay, utcHourStart } from '../services/operator-day';
import { createDiskFileStore } from '../services/file-store';
import type { HttpTransport } from '../services/http-transport';
import type { MessageSender } from '../services/message-sender';
import { createMemberFileService } from '../services/member-file-service';
import { createOperatorSettingsService } from '../services/operator-settings-service';
import { createPasswordService } from '../services/password-service';
import { createSaferGamblingGuard } from '../services/safer-gambling-guard';
import { createServerKeyService } from '../services/server-key-service';
import { createServerSecretService } from '../services/server-secret-service';
import { createSessionService } from '../services/session-service';
import { createWalletService } from '../services/wallet-service';

export type ServiceOptions = {
  /** Injectable time (tests move it instead of sleeping). */
  clock?: Clock;
  /** SMS and email delivery; defaults to the demo outbox sender. */
  messageSender?: MessageSender;
  /** Base URL of the web app, for links in emails. */
  publicUrl?: string;
  /** SEED_GAMES: seed the game catalogue up to at least this many games (benchmarks). */
  seedGames?: number;
  /** SEED_AGENT_TEAM: a bulk-seeded team of this many accounts (benchmarks; bench-team-seed.ts). */
  seedAgentTeam?: number;
  /**
   * In-process caches (decision 0028), 0 or absent: none. `settings`: operator settings are
   * read at most once per this many ms; `catalogue`: public catalogue answers are reused for
   * this many ms. main.ts turns them on in production.
   */
  cacheMs?: { settings?: number; catalogue?: number };
  /** How the platform and the payment gateway simulator call each other (tests: inject). */
  transport?: HttpTransport;
  /** This server as its own processes reach it (webhooks, the PSP API): http://127.0.0.1:PORT. */
  internalUrl?: string;
  /** The payment gateway's API base (PSP_URL); defaults to the simulator in this server. */
  pspUrl?: string;
  /** FILES_DIR: uploaded files' folder; absent or null: a fresh temporary folder. */
  filesDir?: string | null;
};

/**
 * What every area shares: the clock, operator settings, sessions (the scope guards read them),
 * the server's keys (encrypted bodies), the wallets and the password hasher (one argon2
 * concurrency limit per process).
 */
export function createCore(db: AppDatabase, options: ServiceOptions = {}) {
  // Outside tests the clock is real time plus an offset that only the development rows move
  // (devClock: a check-in tomorrow, a rain session now); production never registers them.
  const clockOffset = { ms: 0 };
  const clock: Clock = options.clock ?? (() => new Date(systemClock().getTime() + clockOffset.ms));
  const operatorSettings = createOperatorSettingsService(createOperatorSettingsRepository(db), {
    cacheMs: options.cacheMs?.settings ?? 0,
    now: () => clock().getTime(),
  });
  const currency = async () => (await operatorSettings.readAll()).site.currency;
  return {
    clock,
    /** The development clock's offset (null when a test injected its own clock). */
    clockOffset: options.clock ? null : clockOffset,
    operatorSettings,
    /** The site's currency (code and symbol). */
    currency,
    sessions: createSessionService(createSessionRepository(db), clock),
    serverKeys: createServerKeyService(createServerKeyRepository(db)),
    /** Secrets every instance shares (the captcha sealing key). */
    secrets: createServerSecretService(createServerSecretRepository(db)),
    wallets: createWalletService({
      repo: createWalletRepository(db),
      currency: async () => (await currency()).code,
      // The agent centre's aggregates count in the operator's days (the cashier's offset).
      calendar: async () => {
        const offset = (await operatorSettings.readAll()).cashier.utcOffsetMinutes;
        return {
          statTime: (at?: Date) => {
            const now = at ?? clock();
            return { day: operatorDay(now, offset), hour: utcHourStart(now) };
          },
        };
      },
    }),
    passwords: createPasswordService(),
    /**
     * Safer gambling's checks (issue 18): every service that moves money or launches games asks
     * this one guard, so each protection is enforced in one place.
     */
    protections: createSaferGamblingGuard({
      repo: createSaferGamblingRepository(db),
      bind: createSaferGamblingRepository,
      settings: async () => {
        const all = await operatorSettings.readAll();
        return {
          features: all.saferGambling.features,
          utcOffsetMinutes: all.cashier.utcOffsetMinutes,
        };
      },
      clock,
    }),
    /** Members' uploaded images (avatars, identity documents, feedback; issue 14). */
    files: createMemberFileService({
      repo: createMemberFileRepository(db),
      store: createDiskFileStore(options.filesDir ?? null),
      clock,
    }),
  };
}
export type Core = ReturnType<typeof createCore>;
