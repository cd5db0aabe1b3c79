import type { AppDatabase } from './db/create-db';

/**
 * Extra lines printed after start-up. Modules add a provider here; the accounts module adds
 * the demo-accounts line ("Demo accounts: member demo01 / ...") once those accounts exist.
 */
export type StartupNoteProvider = (context: {
  db: AppDatabase;
}) => Promise<string | null> | string | null;

export const startupNoteProviders: StartupNoteProvider[] = [];

export async function collectStartupNotes(context: { db: AppDatabase }): Promise<string[]> {
  const notes: string[] = [];
  for (const provide of startupNoteProviders) {
    const note = await provide(context);
    if (note) notes.push(note);
  }
  return notes;
}
