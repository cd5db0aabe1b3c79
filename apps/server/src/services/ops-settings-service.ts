import type { OperatorSettings, OperatorSettingsPatch } from '@app/contracts/system';
import type { Actor, AuditService } from './audit-service';
import type { OperatorSettingsService } from './operator-settings-service';

/**
 * Operator settings from the console (admin): the same validated patch the admin CLI and the
 * development route apply, audited with each changed key's value before and after. Every server
 * instance reads settings from the database (at most 1 s cached in production), so a change is
 * seen everywhere within a second.
 */
export function createOpsSettingsService(deps: {
  settings: OperatorSettingsService;
  audit: AuditService;
}) {
  return {
    get: (): Promise<OperatorSettings> => deps.settings.getSettings(),

    async update(actor: Actor, patch: OperatorSettingsPatch, reason?: string) {
      const current = await deps.settings.getSettings();
      const next = await deps.settings.patch(patch);
      const keys = Object.keys(patch) as (keyof OperatorSettings)[];
      const changed = keys.filter((k) => JSON.stringify(current[k]) !== JSON.stringify(next[k]));
      if (changed.length > 0)
        await deps.audit.record(actor, {
          action: 'settings.update',
          targetType: 'settings',
          targetId: changed.join(','),
          before: Object.fromEntries(changed.map((k) => [k, current[k]])),
          after: Object.fromEntries(changed.map((k) => [k, next[k]])),
          ...(reason ? { reason } : {}),
        });
      return next;
    },
  };
}
export type OpsSettingsService = ReturnType<typeof createOpsSettingsService>;
