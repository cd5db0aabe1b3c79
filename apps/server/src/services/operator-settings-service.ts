import {
  operatorSettingsSchema,
  type OperatorSettings,
  type OperatorSettingsPatch,
  type Resource,
} from '@app/contracts/system';
import { whitelabelFlags } from '@app/contracts/whitelabel-flags';
import { z } from 'zod';
import {
  defaultOperatorSettings,
  defaultSaferGamblingSettings,
  defaultSiteSettings,
} from './default-operator-settings';
import type {
  OperatorSettingsRepository,
  SettingRow,
} from '../repositories/operator-settings-repository';
import { isValidIpRule } from './ip-rules';
import {
  isStoredSettingKey,
  saferGamblingSettingsSchema,
  siteSettingsSchema,
  storedSettingKeys,
  storedSettingSchemas,
  type SaferGamblingSettings,
  type SiteSettings,
  type StoredSettingKey,
} from './settings-schemas';
import {
  cashierSettingsSchema,
  defaultCashierSettings,
  defaultPspSettings,
  pspSettingsSchema,
  type CashierSettings,
  type PspSettings,
} from './cashier-settings';

/** A change an operator asked for that is not valid; the message is meant for that operator. */
export class SettingsInputError extends Error {
  override name = 'SettingsInputError';
}

export type StoredSettings = {
  settings: OperatorSettings;
  site: SiteSettings;
  cashier: CashierSettings;
  psp: PspSettings;
  saferGambling: SaferGamblingSettings;
};

const defaults: StoredSettings = {
  settings: defaultOperatorSettings,
  site: defaultSiteSettings,
  cashier: defaultCashierSettings,
  psp: defaultPspSettings,
  saferGambling: defaultSaferGamblingSettings,
};
const FLAG_NAME = /^[A-Z][A-Z0-9_]{1,39}$/;
const RESOURCE_TYPE = /^[A-Za-z0-9_]{1,40}$/;

function defaultFor(key: StoredSettingKey): unknown {
  if (key === 'site' || key === 'cashier' || key === 'psp' || key === 'saferGambling')
    return defaults[key];
  return defaults.settings[key];
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** Stored data that fails its schema is a server fault (500), not a client's bad input. */
function parseStored<T extends z.ZodType>(key: string, schema: T, value: unknown): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw new Error(
      `operator setting "${key}" in the database is invalid: ${z.prettifyError(parsed.error)}`,
    );
  return parsed.data;
}

function isHttpUrlOrPath(url: string): boolean {
  if (url.startsWith('/') && !url.startsWith('//')) return true;
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * Operator settings. Instances share one database and a change through the CLI must show
 * everywhere soon, so they are read from the database, at most once per `cacheMs` (0: on every
 * call; production servers use 1 s, decision 0028: the status call every app start makes then
 * costs no query and no validation). A change made through this service clears the cache at once.
 */
export function createOperatorSettingsService(
  repo: OperatorSettingsRepository,
  options: { cacheMs?: number; now?: () => number } = {},
) {
  const cacheMs = options.cacheMs ?? 0;
  const now = options.now ?? Date.now;
  let cached: { until: number; value: Promise<StoredSettings> } | null = null;

  /** Every write goes through here: the next read sees it. */
  const invalidate = () => {
    cached = null;
  };

  function readAll(): Promise<StoredSettings> {
    if (cacheMs <= 0) return readFromDatabase();
    const t = now();
    if (cached && cached.until > t) return cached.value;
    const entry = { until: t + cacheMs, value: readFromDatabase() };
    cached = entry;
    // A failed read is not kept.
    entry.value.catch(() => {
      if (cached === entry) cached = null;
    });
    return entry.value;
  }

  async function readFromDatabase(): Promise<StoredSettings> {
    const stored = new Map((await repo.readAll()).map((r) => [r.key, r.value] as const));
    // A key missing from the database (added by a newer version, not yet seeded) uses its default.
    const raw = Object.fromEntries(
      storedSettingKeys.map((k) => [k, stored.has(k) ? stored.get(k) : defaultFor(k)]),
    );
    const { site, cashier, psp, saferGambling, ...settings } = raw;
    // Frozen: with the cache, every caller shares one object, so nobody may change it.
    return deepFreeze({
      settings: parseStored('operator settings', operatorSettingsSchema, settings),
      site: parseStored('site', siteSettingsSchema, site),
      cashier: parseStored('cashier', cashierSettingsSchema, cashier),
      psp: parseStored('psp', pspSettingsSchema, psp),
      saferGambling: parseStored('saferGambling', saferGamblingSettingsSchema, saferGambling),
    });
  }

  /** Read-modify-write of one key, validating both the stored and the resulting value. */
  async function updateKey<K extends keyof OperatorSettings>(
    key: K,
    change: (current: OperatorSettings[K]) => OperatorSettings[K],
  ): Promise<OperatorSettings[K]> {
    const schema = storedSettingSchemas[key] as unknown as z.ZodType<OperatorSettings[K]>;
    invalidate();
    const next = await repo.update(key, (current) => {
      const value =
        current === undefined
          ? (defaultFor(key) as OperatorSettings[K])
          : parseStored(key, schema, current);
      const result = schema.safeParse(change(value));
      if (!result.success)
        throw new SettingsInputError(`invalid ${key}: ${z.prettifyError(result.error)}`);
      return result.data;
    });
    invalidate();
    return next as OperatorSettings[K];
  }

  return {
    readAll,
    async getSettings(): Promise<OperatorSettings> {
      return (await readAll()).settings;
    },

    /** Each given top-level key replaces the stored one (operatorSettingsPatchSchema). */
    async patch(patch: OperatorSettingsPatch): Promise<OperatorSettings> {
      const rows: SettingRow[] = Object.entries(patch)
        .filter(([, value]) => value !== undefined)
        .map(([key, value]) => ({ key, value }));
      await repo.upsertMany(rows);
      invalidate();
      return (await readAll()).settings;
    },

    /** `admin set <key> <json>`: validated with the key's schema. */
    async setFromJson(key: string, json: string): Promise<unknown> {
      if (!isStoredSettingKey(key)) {
        throw new SettingsInputError(
          `unknown setting "${key}"; known keys: ${storedSettingKeys.join(', ')}`,
        );
      }
      let value: unknown;
      try {
        value = JSON.parse(json);
      } catch {
        throw new SettingsInputError(`the value for "${key}" is not valid JSON`);
      }
      const parsed = storedSettingSchemas[key].safeParse(value);
      if (!parsed.success)
        throw new SettingsInputError(`invalid ${key}: ${z.prettifyError(parsed.error)}`);
      await repo.upsertMany([{ key, value: parsed.data }]);
      invalidate();
      return parsed.data;
    },

    async setFlag(
      flag: string,
      on: boolean,
    ): Promise<{ whitelabel: OperatorSettings['whitelabel']; known: boolean }> {
      if (!FLAG_NAME.test(flag))
        throw new SettingsInputError(`"${flag}" is not a flag name (upper case, digits, _)`);
      const whitelabel = await updateKey('whitelabel', (w) => ({ ...w, [flag]: on }));
      return { whitelabel, known: (whitelabelFlags as readonly string[]).includes(flag) };
    },

    async setMaintenance(on: boolean): Promise<boolean> {
      return updateKey('maintenance', () => on);
    },

    async setRegionRestrictAll(on: boolean): Promise<OperatorSettings['region']> {
      return updateKey('region', (r) => ({ ...r, restrictAll: on }));
    },

    async blockIp(rule: string): Promise<OperatorSettings['region']> {
      if (!isValidIpRule(rule))
        throw new SettingsInputError(`"${rule}" is not an IP address or CIDR range`);
      return updateKey('region', (r) => ({
        ...r,
        blockedIps: r.blockedIps.includes(rule) ? r.blockedIps : [...r.blockedIps, rule],
      }));
    },

    async unblockIp(rule: string): Promise<OperatorSettings['region']> {
      return updateKey('region', (r) => ({
        ...r,
        blockedIps: r.blockedIps.filter((ip) => ip !== rule),
      }));
    },

    /** Adds the resource type or replaces its URL. */
    async setResource(
      resourceType: string,
      url: string,
      labelNameEn?: string,
    ): Promise<Resource[]> {
      if (!RESOURCE_TYPE.test(resourceType))
        throw new SettingsInputError(`"${resourceType}" is not a resource type`);
      if (!isHttpUrlOrPath(url))
        throw new SettingsInputError(`"${url}" is not an http(s) URL or a path starting with /`);
      return updateKey('resources', (list) => {
        const existing = list.find((r) => r.resourceType === resourceType);
        const entry: Resource = {
          resourceType,
          url,
          labelNameEn: labelNameEn ?? existing?.labelNameEn ?? null,
        };
        return existing ? list.map((r) => (r === existing ? entry : r)) : [...list, entry];
      });
    },

    async removeResource(resourceType: string): Promise<Resource[]> {
      return updateKey('resources', (list) => list.filter((r) => r.resourceType !== resourceType));
    },

    /** Restores every key to the seeded defaults. */
    async reset(): Promise<OperatorSettings> {
      await repo.upsertMany(storedSettingKeys.map((key) => ({ key, value: defaultFor(key) })));
      invalidate();
      return (await readAll()).settings;
    },

    /** Seeding: adds missing keys only. */
    async seedMissing(): Promise<void> {
      await repo.insertMissing(storedSettingKeys.map((key) => ({ key, value: defaultFor(key) })));
      invalidate();
    },
  };
}
export type OperatorSettingsService = ReturnType<typeof createOperatorSettingsService>;
