import type { OpsAuditEntry } from '@app/contracts/operator';
import type { AuditFilter, AuditRepository } from '../repositories/audit-repository';
import type { Clock } from './clock';

/** Who acted: a signed-in operator (or an API token acting with a role), and from where. */
export type Actor = { operatorId: number | null; name: string; ip: string | null };

export type AuditRecord = {
  action: string;
  targetType?: string;
  targetId?: string | number;
  before?: unknown;
  after?: unknown;
  reason?: string;
};

/**
 * The audit log (issue 12): every operator action, who, when, from where, on what, the values
 * before and after and the reason. Append-only: this service can only add and read.
 */
export function createAuditService(repo: AuditRepository, clock: Clock) {
  return {
    async record(actor: Actor, entry: AuditRecord): Promise<void> {
      await repo.insert({
        at: clock(),
        operatorId: actor.operatorId,
        actor: actor.name,
        ip: actor.ip,
        action: entry.action,
        targetType: entry.targetType ?? null,
        targetId: entry.targetId === undefined ? null : String(entry.targetId),
        before: entry.before ?? null,
        after: entry.after ?? null,
        reason: entry.reason ?? null,
      });
    },

    async page(
      filter: { operator?: string; action?: string; from?: string; to?: string },
      pageNo: number,
      pageSize: number,
    ) {
      const where: AuditFilter = {
        ...(filter.operator ? { actor: filter.operator.toLowerCase() } : {}),
        ...(filter.action ? { action: filter.action } : {}),
        ...(filter.from ? { from: new Date(`${filter.from}T00:00:00Z`) } : {}),
        // `to` is inclusive: everything before the next day.
        ...(filter.to
          ? { before: new Date(Date.parse(`${filter.to}T00:00:00Z`) + 86_400_000) }
          : {}),
      };
      const { rows, total } = await repo.page(where, (pageNo - 1) * pageSize, pageSize);
      const items: OpsAuditEntry[] = rows.map((row) => ({
        id: row.id,
        at: row.at.toISOString(),
        actor: row.actor,
        operatorId: row.operatorId,
        ip: row.ip,
        action: row.action,
        targetType: row.targetType,
        targetId: row.targetId,
        before: row.before,
        after: row.after,
        reason: row.reason,
      }));
      return { items, pageNo, pageSize, total };
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
