import { asc, count, eq } from 'drizzle-orm';
import type { Language } from '@app/contracts/languages';
import type { HelpItem } from '@app/contracts/system';
import type { AppDatabase } from '../db/create-db';
import { helpItems } from '../db/schema';

export type HelpItemRow = {
  slug: string;
  language: Language;
  sort: number;
  title: string;
  content: string;
};

export function createHelpItemRepository(db: AppDatabase) {
  return {
    async listByLanguage(language: Language): Promise<HelpItem[]> {
      return db
        .select({ title: helpItems.title, content: helpItems.content, anchor: helpItems.slug })
        .from(helpItems)
        .where(eq(helpItems.language, language))
        .orderBy(asc(helpItems.sort), asc(helpItems.slug));
    },

    async isEmpty(): Promise<boolean> {
      const [row] = await db.select({ n: count() }).from(helpItems);
      return (row?.n ?? 0) === 0;
    },

    /** Inserts the rows of one item (one row per language). */
    async insert(rows: readonly HelpItemRow[]): Promise<void> {
      if (rows.length === 0) return;
      await db.insert(helpItems).values([...rows]);
    },

    /** Deletes every language's row of an item; false when there was none. */
    async deleteBySlug(slug: string): Promise<boolean> {
      const rows = await db
        .delete(helpItems)
        .where(eq(helpItems.slug, slug))
        .returning({ slug: helpItems.slug });
      return rows.length > 0;
    },

    async insertMissing(rows: readonly HelpItemRow[]): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insert(helpItems)
        .values([...rows])
        .onConflictDoNothing({ target: [helpItems.slug, helpItems.language] });
    },
  };
}
export type HelpItemRepository = ReturnType<typeof createHelpItemRepository>;
