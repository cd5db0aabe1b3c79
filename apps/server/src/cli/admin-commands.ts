import type { OperatorSettingsService } from '../services/operator-settings-service';
import { SettingsInputError } from '../services/operator-settings-service';
import { storedSettingKeys } from '../services/settings-schemas';
import { MAX_SEED_GAMES } from '../config';

export const USAGE = `Operator settings admin

Usage: npm run admin -- <command>
       npm run admin -- --url http://localhost:3000 <command>   (the server is running)

Commands:
  show [key]                        Print all settings, or one key
  set <key> <json>                  Replace one key (validated by its schema)
                                    keys: ${storedSettingKeys.join(', ')}
  flag <FLAG> on|off                Switch a whitelabel flag (e.g. USERNAMEREG3)
  maintenance on|off                Platform maintenance (system status 1)
  region on|off                     Restrict every visitor by region (status 2)
  region block-ip <ip|cidr>         Restrict one IP address or range
  region unblock-ip <ip|cidr>       Lift that restriction
  resource set <TYPE> <url> [label] Add or change a link resource (LIVECHAT, TELEGRAM, IOS, ...)
  resource remove <TYPE>            Remove a link resource
  reset                             Restore every setting to the seeded defaults
  seed-games <n>                    Grow the game catalogue to at least n games (benchmarks;
                                    like SEED_GAMES, additive, n up to ${MAX_SEED_GAMES})
  backup <file> [--force]           Write the embedded database (DATA_DIR) to a .tar.gz; server
                                    stopped (with DATABASE_URL: prints the pg_dump steps)
  restore <file> [--force]          Load a backup into an empty DATA_DIR (--force: replace it)
  --help                            Show this text

Without --url, uses the server's database configuration: DATABASE_URL, else PGlite
at DATA_DIR (default .data/pglite); with PGlite the server must be stopped (the
embedded database allows one process at a time). With --url URL (or OPS_API_URL),
the command goes to the running server's operator API with the API token in
OPS_API_TOKEN (an admin makes one in the console): every change is audited under the
token's name. seed-games and the site, cashier and psp keys need the database.`;

export class UsageError extends Error {
  override name = 'UsageError';
}

export type Output = { out: (line: string) => void };

/** The game catalogue's seeding (seed-games); optional so settings-only callers stay simple. */
export type CatalogueSeeder = { seedCatalogue(minGames: number): Promise<number> };

function onOff(value: string | undefined, what: string): boolean {
  if (value === 'on') return true;
  if (value === 'off') return false;
  throw new UsageError(`${what} takes on or off`);
}

function required(value: string | undefined, what: string): string {
  if (value === undefined || value === '') throw new UsageError(`missing ${what}`);
  return value;
}

const json = (value: unknown) => JSON.stringify(value, null, 2);

/** Runs one admin command; throws UsageError or SettingsInputError for operator mistakes. */
export async function runAdminCommand(
  argv: readonly string[],
  settings: OperatorSettingsService,
  { out }: Output,
  catalogue?: CatalogueSeeder,
  options: { remote?: boolean } = {},
): Promise<void> {
  const [command, ...args] = argv;
  switch (command) {
    case 'show': {
      const { settings: all, site } = await settings.readAll();
      // Through the API there is no site key: show what the server sent, nothing made up.
      const everything: Record<string, unknown> = options.remote ? { ...all } : { ...all, site };
      const key = args[0];
      if (key === undefined) return out(json(everything));
      if (!(key in everything))
        throw new UsageError(`unknown key "${key}"; known keys: ${storedSettingKeys.join(', ')}`);
      return out(json(everything[key]));
    }
    case 'set': {
      const key = required(args[0], 'key');
      const value = await settings.setFromJson(key, required(args[1], 'JSON value'));
      return out(`${key} =\n${json(value)}`);
    }
    case 'flag': {
      const flag = required(args[0], 'flag name');
      const on = onOff(args[1], 'flag');
      const { known } = await settings.setFlag(flag, on);
      if (!known) out(`note: ${flag} is not one of the flags the web app knows; stored anyway`);
      return out(`${flag} ${on ? 'on' : 'off'}`);
    }
    case 'maintenance': {
      const on = await settings.setMaintenance(onOff(args[0], 'maintenance'));
      return out(`maintenance ${on ? 'on' : 'off'}`);
    }
    case 'region': {
      const sub = args[0];
      if (sub === 'block-ip')
        return out(`region =\n${json(await settings.blockIp(required(args[1], 'IP address')))}`);
      if (sub === 'unblock-ip')
        return out(`region =\n${json(await settings.unblockIp(required(args[1], 'IP address')))}`);
      const region = await settings.setRegionRestrictAll(onOff(sub, 'region'));
      return out(`region restriction for everyone ${region.restrictAll ? 'on' : 'off'}`);
    }
    case 'resource': {
      const sub = args[0];
      if (sub === 'set') {
        const list = await settings.setResource(
          required(args[1], 'resource type'),
          required(args[2], 'URL'),
          args[3],
        );
        return out(`resources =\n${json(list)}`);
      }
      if (sub === 'remove')
        return out(
          `resources =\n${json(await settings.removeResource(required(args[1], 'resource type')))}`,
        );
      throw new UsageError('resource takes set or remove');
    }
    case 'reset': {
      await settings.reset();
      return out('operator settings restored to the defaults');
    }
    case 'seed-games': {
      const raw = required(args[0], 'game count');
      const n = /^\d{1,6}$/.test(raw) ? Number(raw) : NaN;
      if (!(n <= MAX_SEED_GAMES)) throw new UsageError(`seed-games takes 0..${MAX_SEED_GAMES}`);
      if (!catalogue)
        throw new UsageError('seed-games needs the database: run it without --url, server stopped');
      const added = await catalogue.seedCatalogue(n);
      return out(`game catalogue: ${added} games added`);
    }
    default:
      throw new UsageError(
        command === undefined ? 'missing command' : `unknown command "${command}"`,
      );
  }
}

export function isOperatorMistake(error: unknown): error is Error {
  return error instanceof UsageError || error instanceof SettingsInputError;
}
