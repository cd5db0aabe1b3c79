import type { AppDatabase } from './db/create-db';
import { createAccountRepository } from './repositories/account-repository';
import { createPasswordService } from './services/password-service';
import { createOperatorRepository } from './repositories/operator-repository';
import { DEMO_OPERATOR } from './seed/demo-operator-seed';
import { DEMO_PASSWORD } from './seed/seed-service';

/**
 * Extra lines printed after start-up. Modules add a provider here; the accounts module adds
 * the demo-accounts line ("Demo accounts: member demo01 / ...") once those accounts exist.
 */
export type StartupNoteProvider = (context: {
  db: AppDatabase;
}) => Promise<string | null> | string | null;

/**
 * The demo accounts line, printed in every mode but only while demo01 still has the demo
 * password: a developer sees how to log in, and a production operator who kept the seeded
 * accounts is told plainly (in production it reads as a warning), while one who changed or
 * removed them sees nothing. Costs one argon2 verification at start-up.
 */
export const demoAccountsNote: StartupNoteProvider = async ({ db }) => {
  const demo = await createAccountRepository(db).findByUsername('demo01');
  if (!demo || !(await createPasswordService().verify(demo.passwordHash, DEMO_PASSWORD)))
    return null;
  const line = `Demo accounts: member demo01 / agent agent01, password ${DEMO_PASSWORD}`;
  return process.env.NODE_ENV === 'production'
    ? `${line} (WARNING: demo accounts are active in production; change or disable them)`
    : line;
};

/**
 * The demo operator's sign-in for the console, while its password and authenticator secret are
 * the seeded ones (issue 12): add the secret to any authenticator app (Google Authenticator,
 * Aegis, 1Password...) as a time-based key. One argon2 verification at start-up.
 */
export const demoOperatorNote: StartupNoteProvider = async ({ db }) => {
  const operator = await createOperatorRepository(db).findByUsername(DEMO_OPERATOR.username);
  if (
    !operator ||
    operator.credentialsChangedAt !== null ||
    operator.totpSecret !== DEMO_OPERATOR.totpSecret ||
    !(await createPasswordService().verify(operator.passwordHash, DEMO_OPERATOR.password))
  )
    return null;
  const line =
    `Operator console: /ops/ as ${DEMO_OPERATOR.username}, password ${DEMO_OPERATOR.password}, ` +
    `authenticator secret ${DEMO_OPERATOR.totpSecret} (time-based, 6 digits)`;
  return process.env.NODE_ENV === 'production'
    ? `${line} (WARNING: the demo operator is active in production; disable it)`
    : line;
};

export const startupNoteProviders: StartupNoteProvider[] = [demoAccountsNote, demoOperatorNote];

export async function collectStartupNotes(context: { db: AppDatabase }): Promise<string[]> {
  const notes: string[] = [];
  for (const provide of startupNoteProviders) {
    const note = await provide(context);
    if (note) notes.push(note);
  }
  return notes;
}
