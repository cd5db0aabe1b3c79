import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * Members of every type (spec section 3 Member info; section 6 roles: 0, 1, 2 members and
 * agents, 4 trial, 40/41/42 variants). Usernames are unique case-insensitively (stored lower);
 * trial accounts have no password. `parent_id` links a member to the agent whose affiliate code
 * they registered with.
 */
export const members = pgTable(
  'members',
  {
    // The member ID shown in the side menu; starts at 10000001 so it looks like one.
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 10000001 }),
    username: varchar('username', { length: 40 }).notNull(),
    type: integer('type').notNull(),
    /** argon2id PHC string; null for trial accounts. */
    passwordHash: text('password_hash'),
    nickname: varchar('nickname', { length: 60 }),
    email: varchar('email', { length: 120 }),
    countryDialingCode: varchar('country_dialing_code', { length: 8 }),
    mobileNum: varchar('mobile_num', { length: 20 }),
    payeeName: varchar('payee_name', { length: 60 }),
    birthday: date('birthday', { mode: 'string' }),
    icon: varchar('icon', { length: 40 }),
    vipLabel: varchar('vip_label', { length: 40 }),
    affiliateCode: varchar('affiliate_code', { length: 40 }),
    parentId: integer('parent_id').references((): AnyPgColumn => members.id),
    registerMethod: varchar('register_method', { length: 12 }),
    /** Extra registration fields (qqNum, line, zalo, ...) as given. */
    contact: text('contact'),
    disabled: boolean('disabled').notNull().default(false),
    firstTimeLogin: boolean('first_time_login').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('members_username_key').on(t.username),
    uniqueIndex('members_mobile_key')
      .on(t.countryDialingCode, t.mobileNum)
      .where(sql`${t.mobileNum} is not null`),
    uniqueIndex('members_email_key')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.email} is not null`),
    uniqueIndex('members_affiliate_code_key')
      .on(t.affiliateCode)
      .where(sql`${t.affiliateCode} is not null`),
    index('members_parent_idx').on(t.parentId),
  ],
);

/**
 * Sessions: only the SHA-256 of the token is stored (a leaked table grants nothing). A new row
 * per login; logout and password changes set `revoked_at`; `expires_at` slides on renewal.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    remember: boolean('remember').notNull().default(false),
    device: varchar('device', { length: 12 }),
    ip: varchar('ip', { length: 64 }),
    /** The browser that logged in (active sessions list, issue 14). */
    userAgent: varchar('user_agent', { length: 200 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Last renewal or login; shown in the active sessions list. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_member_idx').on(t.memberId),
  ],
);

/**
 * The server's RSA-OAEP key pair for the encrypted envelope (docs/decisions/0005), generated on
 * first use and shared by every instance through the database. One row is `active`; the partial
 * unique index makes two instances starting at once agree on one key.
 */
export const serverKeys = pgTable(
  'server_keys',
  {
    keyId: varchar('key_id', { length: 32 }).primaryKey(),
    /** SPKI, base64. */
    publicKey: text('public_key').notNull(),
    /** PKCS#8, base64. */
    privateKey: text('private_key').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('server_keys_active_key')
      .on(t.active)
      .where(sql`${t.active}`),
  ],
);

/**
 * Captchas already checked (issue 20). A captcha's answer and expiry are sealed in its id
 * (services/captcha-seal.ts), so showing one writes nothing; checking one records its id here,
 * which keeps it single use. Rows are pruned once the captcha would have expired anyway.
 */
export const captchas = pgTable(
  'captchas',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('captchas_expires_idx').on(t.expiresAt)],
);

/**
 * Secrets of the server shared by every instance (the captcha sealing key), generated on first
 * use; `insert ... on conflict do nothing` makes instances starting at once agree on one value.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: varchar('name', { length: 32 }).primaryKey(),
  /** Random bytes, base64. */
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Per-address request counters of the public API's rate limits (issue 20): one row per key
 * (group and client address) and fixed window, bumped by one atomic upsert per request, so
 * every instance on this database counts together. Expired windows are pruned now and then.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: varchar('key', { length: 96 }).notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStart] }),
    index('rate_limit_hits_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Throttling events (failed logins per account and per address, free-play starts per address,
 * SMS sends per number): one row per event, counted over a time window. Kept in the database so
 * every instance sees the same counts; old rows are pruned.
 */
export const rateEvents = pgTable(
  'rate_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bucket: varchar('bucket', { length: 24 }).notNull(),
    subject: varchar('subject', { length: 160 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_events_lookup_idx').on(t.bucket, t.subject, t.createdAt)],
);

/**
 * SMS verification codes (6 digits, stored as SHA-256). `purpose` is `noLogin` (login and
 * password reset) or `register`. The newest unconsumed code of a number is the valid one.
 */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    purpose: varchar('purpose', { length: 12 }).notNull(),
    countryDialingCode: varchar('country_dialing_code', { length: 8 }).notNull(),
    mobileNum: varchar('mobile_num', { length: 20 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When a new code may be requested (the client's countdown). */
    resendAt: timestamp('resend_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('sms_codes_number_idx').on(t.purpose, t.countryDialingCode, t.mobileNum)],
);

/** Messages the demo sender "delivered" (read at /__dev/outbox outside production). */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channel: varchar('channel', { length: 8 }).notNull(),
    recipient: varchar('recipient', { length: 160 }).notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    code: text('code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_recipient_idx').on(t.recipient)],
);

/** Password reset links sent by email: only the SHA-256 of the token; 30 minutes, single use. */
export const emailResetTokens = pgTable(
  'email_reset_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('email_reset_tokens_hash_key').on(t.tokenHash)],
);
