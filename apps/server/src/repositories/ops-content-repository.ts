import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { AppDatabase } from '../db/create-db';
import {
  announcementTranslations,
  announcements,
  helpItems,
  type StoredAnnouncementImage,
} from '../db/schema';

export type Texts = Record<string, { title: string; content: string }>;

export type ContentAnnouncement = {
  id: number;
  slug: string;
  type: string;
  groupName: string | null;
  execution: string | null;
  promotionType: string | null;
  linkUrl: string | null;
  images: StoredAnnouncementImage[];
  startAt: Date;
  endAt: Date | null;
  sort: number;
  enabled: boolean;
};

export type AnnouncementFields = Omit<ContentAnnouncement, 'id' | 'slug'>;

const announcementColumns = {
  id: announcements.id,
  slug: announcements.slug,
  type: announcements.type,
  groupName: announcements.groupName,
  execution: announcements.execution,
  promotionType: announcements.promotionType,
  linkUrl: announcements.linkUrl,
  images: announcements.images,
  startAt: announcements.startAt,
  endAt: announcements.endAt,
  sort: announcements.sort,
  enabled: announcements.enabled,
};

/** Content as the console edits it: every item, enabled or not, with all its languages. */
export function createOpsContentRepository(db: AppDatabase) {
  async function textsOf(ids: readonly number[]): Promise<Map<number, Texts>> {
    const out = new Map<number, Texts>();
    if (ids.length === 0) return out;
    const rows = await db
      .select()
      .from(announcementTranslations)
      .where(inArray(announcementTranslations.announcementId, [...ids]));
    for (const r of rows) {
      const texts = out.get(r.announcementId) ?? {};
      texts[r.language] = { title: r.title, content: r.content };
      out.set(r.announcementId, texts);
    }
    return out;
  }

  return {
    textsOf,

    async page(type: string | undefined, offset: number, limit: number) {
      const where = type === undefined ? undefined : eq(announcements.type, type);
      const [rows, [totals]] = await Promise.all([
        db
          .select(announcementColumns)
          .from(announcements)
          .where(where)
          .orderBy(desc(announcements.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(announcements).where(where),
      ]);
      return { rows: rows as ContentAnnouncement[], total: totals?.n ?? 0 };
    },

    async find(id: number): Promise<ContentAnnouncement | null> {
      const [row] = await db
        .select(announcementColumns)
        .from(announcements)
        .where(eq(announcements.id, id));
      return (row as ContentAnnouncement | undefined) ?? null;
    },

    async insert(slug: string, fields: AnnouncementFields, texts: Texts): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(announcements)
          .values({ slug, ...fields })
          .returning({ id: announcements.id });
        const id = row!.id;
        await tx
          .insert(announcementTranslations)
          .values(
            Object.entries(texts).map(([language, t]) => ({ announcementId: id, language, ...t })),
          );
        return id;
      });
    },

    /** Replaces the item's fields and every language's text in one transaction. */
    async replace(id: number, fields: AnnouncementFields, texts: Texts): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(announcements).set(fields).where(eq(announcements.id, id));
        await tx
          .delete(announcementTranslations)
          .where(eq(announcementTranslations.announcementId, id));
        await tx
          .insert(announcementTranslations)
          .values(
            Object.entries(texts).map(([language, t]) => ({ announcementId: id, language, ...t })),
          );
      });
    },

    async helpItems(): Promise<{ slug: string; sort: number; texts: Texts }[]> {
      const rows = await db
        .select()
        .from(helpItems)
        .orderBy(asc(helpItems.sort), asc(helpItems.slug));
      const bySlug = new Map<string, { slug: string; sort: number; texts: Texts }>();
      for (const r of rows) {
        const item = bySlug.get(r.slug) ?? { slug: r.slug, sort: r.sort, texts: {} };
        item.texts[r.language] = { title: r.title, content: r.content };
        bySlug.set(r.slug, item);
      }
      return [...bySlug.values()];
    },

    /** Creates or replaces one help item in every language given. */
    async replaceHelpItem(slug: string, sort: number, texts: Texts): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(helpItems).where(eq(helpItems.slug, slug));
        await tx
          .insert(helpItems)
          .values(Object.entries(texts).map(([language, t]) => ({ slug, language, sort, ...t })));
      });
    },

    async deleteHelpItem(slug: string): Promise<boolean> {
      const rows = await db
        .delete(helpItems)
        .where(eq(helpItems.slug, slug))
        .returning({ slug: helpItems.slug });
      return rows.length > 0;
    },
  };
}
export type OpsContentRepository = ReturnType<typeof createOpsContentRepository>;
