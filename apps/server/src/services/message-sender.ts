import type { OutboxRepository } from '../repositories/outbox-repository';

export type OutgoingMessage = {
  channel: 'sms' | 'email';
  /** SMS: dialing code and number without '+', e.g. 855123456789; email: the address. */
  recipient: string;
  subject: string;
  body: string;
  /** The code or token the message carries (kept in the demo outbox for tests). */
  code: string | null;
};

/** Delivers SMS and email. A real gateway implements this; the demo one writes the outbox. */
export type MessageSender = { send(message: OutgoingMessage): Promise<void> };

/** Demo sender: "delivers" into the outbox table, readable at /__dev/outbox outside production. */
export function createOutboxSender(repo: OutboxRepository): MessageSender {
  return { send: (message) => repo.insert(message) };
}
