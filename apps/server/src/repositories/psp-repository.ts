import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/create-db';
import { pspPayments, pspWebhookEvents } from '../db/schema';

export type PspPaymentRow = typeof pspPayments.$inferSelect;
export type PspWebhookEventRow = typeof pspWebhookEvents.$inferSelect;

/** The payment-gateway simulator's own data: payments and the webhook events it owes. */
export function createPspRepository(db: AppDatabase) {
  return {
    async insertPayment(values: typeof pspPayments.$inferInsert): Promise<PspPaymentRow> {
      const [row] = await db.insert(pspPayments).values(values).returning();
      if (!row) throw new Error('psp: payment not inserted');
      return row;
    },

    async findPayment(id: string): Promise<PspPaymentRow | null> {
      const [row] = await db.select().from(pspPayments).where(eq(pspPayments.id, id));
      return row ?? null;
    },

    /**
     * Completes an OPEN payment and queues its webhook event in one transaction; null when the
     * payment was no longer open (paid in another tab, expired).
     */
    async complete(
      id: string,
      status: string,
      at: Date,
      event: { id: string; type: string; payload: (payment: PspPaymentRow) => string },
    ): Promise<PspPaymentRow | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(pspPayments)
          .set({ status, completedAt: at })
          .where(and(eq(pspPayments.id, id), eq(pspPayments.status, 'OPEN')))
          .returning();
        if (!row) return null;
        await tx.insert(pspWebhookEvents).values({
          id: event.id,
          paymentId: id,
          type: event.type,
          payload: event.payload(row),
          nextAttemptAt: at,
        });
        return row;
      });
    },

    /** Events not yet delivered whose next attempt is due. */
    async dueEvents(now: Date, limit: number): Promise<PspWebhookEventRow[]> {
      return db
        .select()
        .from(pspWebhookEvents)
        .where(and(isNull(pspWebhookEvents.deliveredAt), lte(pspWebhookEvents.nextAttemptAt, now)))
        .orderBy(asc(pspWebhookEvents.nextAttemptAt))
        .limit(limit);
    },

    async eventsOf(paymentId: string): Promise<PspWebhookEventRow[]> {
      return db
        .select()
        .from(pspWebhookEvents)
        .where(eq(pspWebhookEvents.paymentId, paymentId))
        .orderBy(asc(pspWebhookEvents.createdAt));
    },

    /** Records one delivery attempt; `nextAttemptAt` null gives up (or it was delivered). */
    async recordAttempt(
      id: string,
      result: { status: number; delivered: boolean; at: Date; nextAttemptAt: Date | null },
    ): Promise<void> {
      await db
        .update(pspWebhookEvents)
        .set({
          attempts: sql`${pspWebhookEvents.attempts} + 1`,
          lastStatus: result.status,
          deliveredAt: result.delivered ? result.at : null,
          nextAttemptAt: result.nextAttemptAt,
        })
        .where(eq(pspWebhookEvents.id, id));
    },
  };
}
export type PspRepository = ReturnType<typeof createPspRepository>;
