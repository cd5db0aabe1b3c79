import { and, desc, eq } from 'drizzle-orm';
import type { OutboxMessage } from '@app/contracts/account';
import type { AppDatabase } from '../db/create-db';
import { outboxMessages } from '../db/schema';

export type NewOutboxMessage = Omit<OutboxMessage, 'id' | 'createdAt'>;

/** SQL for the demo sender's outbox. */
export function createOutboxRepository(db: AppDatabase) {
  return {
    async insert(message: NewOutboxMessage): Promise<void> {
      await db.insert(outboxMessages).values(message);
    },

    /** Newest first. */
    async list(filter: { recipient?: string; channel?: string }, limit = 50) {
      const rows = await db
        .select()
        .from(outboxMessages)
        .where(
          and(
            filter.recipient ? eq(outboxMessages.recipient, filter.recipient) : undefined,
            filter.channel ? eq(outboxMessages.channel, filter.channel) : undefined,
          ),
        )
        .orderBy(desc(outboxMessages.id))
        .limit(limit);
      return rows.map((r): OutboxMessage => ({
        id: r.id,
        channel: r.channel === 'email' ? 'email' : 'sms',
        recipient: r.recipient,
        subject: r.subject,
        body: r.body,
        code: r.code,
        createdAt: r.createdAt.toISOString(),
      }));
    },
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
