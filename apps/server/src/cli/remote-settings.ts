import { envelopeSchema } from '@app/contracts/envelope';
import { opsRoutes } from '@app/contracts/ops-routes';
import { operatorSettingsSchema, type OperatorSettings } from '@app/contracts/system';
import { z } from 'zod';
import type {
  OperatorSettingsRepository,
  SettingRow,
} from '../repositories/operator-settings-repository';
import { createOperatorSettingsService } from '../services/operator-settings-service';
import { SettingsInputError } from '../services/operator-settings-service';

/** The running server refused or could not be reached: said plainly, exit code 2. */
export class RemoteError extends Error {
  override name = 'RemoteError';
}

/** Where the CLI sends its commands when the server runs: `--url` and OPS_API_TOKEN. */
export type RemoteTarget = { url: string; token: string; fetch?: typeof fetch };

/**
 * Operator settings over the running server's operator API (issue 12): the CLI applies the same
 * commands with the same service and validation as with a database, but reads the settings with
 * `GET /ops/api/settings` and writes each changed key with `PATCH /ops/api/settings`, as an API
 * token. So it works while the server holds the embedded database, and every change is audited
 * under the token's name. The site key (merchant code, currency, footer) is not in the API.
 */
export function createRemoteSettings(target: RemoteTarget) {
  const doFetch = target.fetch ?? fetch;
  const base = target.url.replace(/\/+$/, '');

  async function callApi(method: 'GET' | 'PATCH', body?: unknown): Promise<OperatorSettings> {
    let res: Response;
    try {
      res = await doFetch(base + opsRoutes.opsSettings.path, {
        method,
        headers: {
          authorization: `Bearer ${target.token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch (error) {
      throw new RemoteError(
        `cannot reach ${base}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    const parsed = envelopeSchema(z.unknown()).safeParse(await res.json().catch(() => null));
    if (!parsed.success) throw new RemoteError(`${base} did not answer as the platform API`);
    const envelope = parsed.data;
    if (!envelope.success) {
      if (res.status === 400) throw new SettingsInputError(envelope.message ?? 'invalid setting');
      throw new RemoteError(`${res.status} ${envelope.errorCode ?? ''}: ${envelope.message ?? ''}`);
    }
    return operatorSettingsSchema.parse(envelope.value);
  }

  const toRows = (settings: OperatorSettings): SettingRow[] =>
    Object.entries(settings).map(([key, value]) => ({ key, value }));
  // The site key is not part of the operator API.
  const patchOf = (rows: readonly SettingRow[]) =>
    Object.fromEntries(rows.filter((r) => r.key !== 'site').map((r) => [r.key, r.value]));

  const repo: OperatorSettingsRepository = {
    readAll: async () => toRows(await callApi('GET')),
    async upsertMany(rows) {
      await callApi('PATCH', { patch: patchOf(rows) });
    },
    async insertMissing() {
      throw new RemoteError('seeding needs the database; it is not done through the API');
    },
    /** Read, change, write one key (the server validates it again). */
    async update(key, change) {
      const current = (await callApi('GET')) as Record<string, unknown>;
      const next = change(current[key]);
      await callApi('PATCH', { patch: { [key]: next } });
      return next;
    },
  };
  return createOperatorSettingsService(repo);
}
