import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../db/create-db';
import { auditLog } from '../db/schema';

export type NewAuditEntry = {
  at: Date;
  operatorId: number | null;
  actor: string;
  ip: string | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  before: unknown;
  after: unknown;
  reason: string | null;
};
export type AuditRow = typeof auditLog.$inferSelect;

export type AuditFilter = {
  actor?: string;
  action?: string;
  /** Inclusive. */
  from?: Date;
  /** Exclusive. */
  before?: Date;
};

/**
 * The audit log's SQL: insert and read, nothing else. The table refuses UPDATE, DELETE and
 * TRUNCATE itself (a trigger in migration 0005), so this file could not rewrite it either.
 */
export function createAuditRepository(db: AppDatabase) {
  function where(filter: AuditFilter): SQL | undefined {
    return and(
      filter.actor === undefined ? undefined : eq(auditLog.actor, filter.actor),
      filter.action === undefined ? undefined : eq(auditLog.action, filter.action),
      filter.from === undefined ? undefined : gte(auditLog.at, filter.from),
      filter.before === undefined ? undefined : lt(auditLog.at, filter.before),
    );
  }

  return {
    async insert(entry: NewAuditEntry): Promise<void> {
      await db.insert(auditLog).values(entry);
    },

    async page(
      filter: AuditFilter,
      offset: number,
      limit: number,
    ): Promise<{ rows: AuditRow[]; total: number }> {
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(where(filter))
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(auditLog).where(where(filter)),
      ]);
      return { rows, total: totals?.n ?? 0 };
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
