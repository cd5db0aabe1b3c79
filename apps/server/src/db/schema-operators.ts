import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * Operators of the console (issue 12, decision 0035): separate from members. The password is
 * argon2id like members'; the TOTP secret (base32) is confirmed by the first valid code
 * (`totp_confirmed_at`); `totp_last_step` is the last 30 s step a code was accepted for, so a
 * code cannot be used twice. `credentials_changed_at` is null while the seeded demo operator
 * still has the password and secret `npm start` prints.
 */
export const operators = pgTable(
  'operators',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: varchar('username', { length: 20 }).notNull(),
    role: varchar('role', { length: 12 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    totpSecret: varchar('totp_secret', { length: 64 }),
    totpConfirmedAt: timestamp('totp_confirmed_at', { withTimezone: true }),
    totpLastStep: integer('totp_last_step'),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    credentialsChangedAt: timestamp('credentials_changed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('operators_username_key').on(t.username)],
);

/** One-time recovery codes, stored as SHA-256 (they are random, 50 bits: no slow hash needed). */
export const operatorRecoveryCodes = pgTable(
  'operator_recovery_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('operator_recovery_codes_hash_key').on(t.operatorId, t.codeHash)],
);

/**
 * Console sessions: the SHA-256 of the cookie's token (the CSRF token is derived from it). `stage` is
 * `password` between the two login steps, `full` after the second factor. Idle expiry slides
 * `idle_expires_at`; `expires_at` is the absolute end.
 */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    stage: varchar('stage', { length: 8 }).notNull(),
    ip: varchar('ip', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    idleExpiresAt: timestamp('idle_expires_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('operator_sessions_token_hash_key').on(t.tokenHash),
    index('operator_sessions_operator_idx').on(t.operatorId),
  ],
);

/**
 * The audit log: every operator action, append-only. The migration adds a trigger that refuses
 * UPDATE and DELETE on this table, so not even a bug in the code can rewrite history.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    operatorId: integer('operator_id'),
    actor: varchar('actor', { length: 64 }).notNull(),
    ip: varchar('ip', { length: 64 }),
    action: varchar('action', { length: 60 }).notNull(),
    targetType: varchar('target_type', { length: 24 }),
    targetId: varchar('target_id', { length: 64 }),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_operator_idx').on(t.actor, t.at),
    index('audit_log_action_idx').on(t.action, t.at),
  ],
);

/**
 * API tokens for the admin CLI and scripts: made and revoked by an admin, each with one role,
 * only the SHA-256 of the token stored (it is shown once). Sent as `Authorization: Bearer`.
 */
export const operatorApiTokens = pgTable(
  'operator_api_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 40 }).notNull(),
    role: varchar('role', { length: 12 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    createdBy: integer('created_by').references(() => operators.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('operator_api_tokens_hash_key').on(t.tokenHash)],
);
