import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { members } from './schema-accounts';

/** One image of an announcement or banner (spec section 3: announcementImages {sequence, url}). */
export type StoredAnnouncementImage = {
  sequence: number;
  url: string;
  /** Intrinsic size when known, so the client reserves space before the image loads. */
  width?: number;
  height?: number;
};

/**
 * Announcements, popups, promotions and banners (spec section 3: content types A, PL, B, PU, PR,
 * plus H for the home "hot" group). Text lives per language in `announcement_translations`.
 * `group_name` places an item on one screen (m_login, m_reg, m_leftmenu, m_home, m_lott, ...);
 * `execution` is the audience of spec section 3 (A and F: logged-in, F only on first login;
 * B: visitors; null: everyone). An item shows from `start_at` until `end_at` (null: no expiry)
 * while `enabled`. `slug` names seeded rows so seeding is idempotent; operators switch an item off
 * with `enabled` rather than deleting it (a deleted seeded item would be seeded again).
 */
export const announcements = pgTable(
  'announcements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 1001 }),
    slug: varchar('slug', { length: 64 }).notNull(),
    type: varchar('type', { length: 2 }).notNull(),
    groupName: varchar('group_name', { length: 40 }),
    execution: varchar('execution', { length: 1 }),
    promotionType: varchar('promotion_type', { length: 40 }),
    /** Where a tap goes: an in-app path (/m/...) or an http(s) address. */
    linkUrl: text('link_url'),
    images: jsonb('images').$type<StoredAnnouncementImage[]>().notNull().default([]),
    promoCategoryIds: integer('promo_category_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    startAt: timestamp('start_at', { withTimezone: true }).notNull().defaultNow(),
    endAt: timestamp('end_at', { withTimezone: true }),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('announcements_slug_key').on(t.slug),
    index('announcements_listing_idx').on(t.type, t.groupName),
    check('announcements_type_check', sql`${t.type} in ('A', 'PL', 'B', 'PU', 'PR', 'H')`),
    check('announcements_execution_check', sql`${t.execution} in ('A', 'B', 'F')`),
  ],
);

/** Title and HTML content of an announcement in one language (km, en, zh, vi). */
export const announcementTranslations = pgTable(
  'announcement_translations',
  {
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    language: varchar('language', { length: 2 }).notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.language] })],
);

/** Which member has read which announcement (spec section 3 `read`, footer.unreadCount). */
export const announcementReads = pgTable(
  'announcement_reads',
  {
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.announcementId, t.memberId] }),
    index('announcement_reads_member_idx').on(t.memberId),
  ],
);
