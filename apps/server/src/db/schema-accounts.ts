import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  date,
  index,
  integer,
  pgTable,
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_member_idx').on(t.memberId),
  ],
);
