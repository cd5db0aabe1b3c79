import { and, asc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Language } from '@app/contracts/languages';
import type { AnnouncementExecution, AnnouncementType } from '@app/contracts/announcements';
import type { AppDatabase } from '../db/create-db';
import {
  announcementReads,
  announcementTranslations,
  announcements,
  type StoredAnnouncementImage,
} from '../db/schema';

export type AnnouncementRow = {
  id: number;
  type: AnnouncementType;
  groupName: string | null;
  execution: AnnouncementExecution | null;
  promotionType: string | null;
  linkUrl: string | null;
  images: StoredAnnouncementImage[];
  promoCategoryIds: number[];
  startAt: Date;
  endAt: Date | null;
};

export type AnnouncementText = { language: string; title: string; content: string };

export type AnnouncementFilter = {
  types: readonly AnnouncementType[];
  /** null: only items without a group. */
  groupNames: readonly string[] | null;
  /** Audiences allowed besides "everyone" (execution null). */
  executions: readonly AnnouncementExecution[];
  now: Date;
};

/** A seeded announcement: its row and its text in each language. */
export type AnnouncementSeed = {
  slug: string;
  type: AnnouncementType;
  groupName: string | null;
  execution: AnnouncementExecution | null;
  promotionType: string | null;
  linkUrl: string | null;
  images: StoredAnnouncementImage[];
  promoCategoryIds: number[];
  sort: number;
  startAt: Date;
  endAt: Date | null;
  translations: Partial<Record<Language, { title: string; content: string }>>;
};

export function createAnnouncementRepository(db: AppDatabase) {
  return {
    /** Enabled items in their window, matching the filter, in display order. */
    async list(filter: AnnouncementFilter): Promise<AnnouncementRow[]> {
      if (filter.types.length === 0) return [];
      const rows = await db
        .select({
          id: announcements.id,
          type: announcements.type,
          groupName: announcements.groupName,
          execution: announcements.execution,
          promotionType: announcements.promotionType,
          linkUrl: announcements.linkUrl,
          images: announcements.images,
          promoCategoryIds: announcements.promoCategoryIds,
          startAt: announcements.startAt,
          endAt: announcements.endAt,
        })
        .from(announcements)
        .where(
          and(
            eq(announcements.enabled, true),
            inArray(announcements.type, [...filter.types]),
            filter.groupNames === null
              ? isNull(announcements.groupName)
              : inArray(announcements.groupName, [...filter.groupNames]),
            filter.executions.length === 0
              ? isNull(announcements.execution)
              : or(
                  isNull(announcements.execution),
                  inArray(announcements.execution, [...filter.executions]),
                ),
            lte(announcements.startAt, filter.now),
            or(isNull(announcements.endAt), gt(announcements.endAt, filter.now)),
          ),
        )
        .orderBy(asc(announcements.sort), asc(announcements.id));
      return rows.map((r) => ({
        ...r,
        type: r.type as AnnouncementType,
        execution: r.execution as AnnouncementExecution | null,
      }));
    },

    /** Texts of the given items in the given languages (the service picks a fallback). */
    async texts(
      ids: readonly number[],
      languages: readonly Language[],
    ): Promise<(AnnouncementText & { announcementId: number })[]> {
      if (ids.length === 0) return [];
      return db
        .select({
          announcementId: announcementTranslations.announcementId,
          language: announcementTranslations.language,
          title: announcementTranslations.title,
          content: announcementTranslations.content,
        })
        .from(announcementTranslations)
        .where(
          and(
            inArray(announcementTranslations.announcementId, [...ids]),
            inArray(announcementTranslations.language, [...languages]),
          ),
        );
    },

    /** Which of the given items the member has read. */
    async readIds(memberId: number, ids: readonly number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: announcementReads.announcementId })
        .from(announcementReads)
        .where(
          and(
            eq(announcementReads.memberId, memberId),
            inArray(announcementReads.announcementId, [...ids]),
          ),
        );
      return new Set(rows.map((r) => r.id));
    },

    /** Records a read once; the first read time stays. */
    async markRead(memberId: number, announcementId: number): Promise<void> {
      await db
        .insert(announcementReads)
        .values({ memberId, announcementId })
        .onConflictDoNothing({
          target: [announcementReads.announcementId, announcementReads.memberId],
        });
    },

    /** Whether an enabled item with this id exists. */
    async isEnabled(id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: announcements.id })
        .from(announcements)
        .where(and(eq(announcements.id, id), eq(announcements.enabled, true)));
      return row !== undefined;
    },

    /** Inserts one item with its texts in one transaction; returns its id. */
    async insertOne(
      item: Omit<AnnouncementSeed, 'translations'> & {
        translations: readonly { language: Language; title: string; content: string }[];
      },
    ): Promise<number> {
      return db.transaction(async (tx) => {
        const { translations, ...row } = item;
        const [stored] = await tx
          .insert(announcements)
          .values(row)
          .returning({ id: announcements.id });
        if (!stored) throw new Error('announcement insert returned no row');
        if (translations.length > 0)
          await tx
            .insert(announcementTranslations)
            .values(translations.map((t) => ({ announcementId: stored.id, ...t })));
        return stored.id;
      });
    },

    /** Deletes one item (its texts and read records go with it); false when there was none. */
    async deleteById(id: number): Promise<boolean> {
      const rows = await db
        .delete(announcements)
        .where(eq(announcements.id, id))
        .returning({ id: announcements.id });
      return rows.length > 0;
    },

    async idBySlug(slug: string): Promise<number | null> {
      const [row] = await db
        .select({ id: announcements.id })
        .from(announcements)
        .where(eq(announcements.slug, slug));
      return row?.id ?? null;
    },

    /**
     * Seeding: inserts items whose slug is missing, with their texts, and adds missing texts of
     * existing items; never changes what is stored (an operator's edit stays).
     */
    async insertMissing(items: readonly AnnouncementSeed[]): Promise<void> {
      for (const item of items) {
        await db.transaction(async (tx) => {
          const { translations, ...row } = item;
          await tx
            .insert(announcements)
            .values(row)
            .onConflictDoNothing({ target: announcements.slug });
          const [stored] = await tx
            .select({ id: announcements.id })
            .from(announcements)
            .where(eq(announcements.slug, item.slug));
          if (!stored) return;
          const texts = Object.entries(translations).map(([language, text]) => ({
            announcementId: stored.id,
            language,
            ...text,
          }));
          if (texts.length === 0) return;
          await tx
            .insert(announcementTranslations)
            .values(texts)
            .onConflictDoNothing({
              target: [announcementTranslations.announcementId, announcementTranslations.language],
            });
        });
      }
    },
  };
}
export type AnnouncementRepository = ReturnType<typeof createAnnouncementRepository>;
