import { integer, jsonb, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Operator settings (spec section 3: status payload, whitelabel flags, resources, ...), one row
 * per top-level key of `OperatorSettings` plus the server's own `site` key. Values are validated
 * by the key's zod schema on read and write, so jsonb never leaks an unchecked shape.
 */
export const operatorSettings = pgTable('operator_settings', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Countries offered for registration and SMS (dialing code); `sort` puts Cambodia first. */
export const countries = pgTable('countries', {
  code: varchar('code', { length: 2 }).primaryKey(),
  name: text('name').notNull(),
  dialingCode: varchar('dialing_code', { length: 8 }).notNull(),
  sort: integer('sort').notNull(),
});

/**
 * Help centre items (spec section 2: accordion of title and HTML content), one row per item and
 * language. `slug` ties the translations of one item together and makes seeding idempotent.
 */
export const helpItems = pgTable(
  'help_items',
  {
    slug: varchar('slug', { length: 64 }).notNull(),
    language: varchar('language', { length: 2 }).notNull(),
    sort: integer('sort').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
  },
  (t) => [primaryKey({ columns: [t.slug, t.language] })],
);

// The Drizzle schema is this file's tables plus one file per area, re-exported so migrations and
// the typed database see every table (the one deliberate re-export in the server).
export * from './schema-accounts';
export * from './schema-wallet';
export * from './schema-content';
export * from './schema-games';
export * from './schema-operators';
export * from './schema-cashier';
export * from './schema-member-centre';
export * from './schema-messages';
export * from './schema-rewards';
export * from './schema-agents';
export * from './schema-safer-gambling';
export * from './schema-field-vitals';
