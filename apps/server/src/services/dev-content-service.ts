import { randomUUID } from 'node:crypto';
import type { DevAnnouncement, DevHelpItem } from '@app/contracts/dev-content';
import { defaultLanguage, languages } from '@app/contracts/languages';
import type { AnnouncementRepository } from '../repositories/announcement-repository';
import type { HelpItemRepository } from '../repositories/help-item-repository';
import { systemClock, type Clock } from './clock';
import { DomainError } from './domain-error';

/** Items added here sort after the seeded ones unless the caller says otherwise. */
const DEFAULT_SORT = 1000;

/**
 * Outside production only (routes/dev-content-routes.ts): adds and removes announcements and
 * help items through the real tables, so tests deliver content (for example untrusted HTML) to
 * the screens exactly as an operator's content would arrive. Slugs start with `dev-` so seeded
 * rows are never touched.
 */
export function createDevContentService(deps: {
  announcements: AnnouncementRepository;
  helpItems: HelpItemRepository;
  clock?: Clock;
}) {
  const clock = deps.clock ?? systemClock;
  return {
    async addAnnouncement(input: DevAnnouncement): Promise<{ id: number }> {
      const startAt = input.startDate ? new Date(input.startDate) : clock();
      const endAt = input.noExpiry || !input.endDate ? null : new Date(input.endDate);
      if (endAt && endAt <= startAt)
        throw new DomainError('FIELD_FORMAT', 'endDate must be after startDate');
      const textLanguages = input.language ? [input.language] : languages;
      const id = await deps.announcements.insertOne({
        slug: `dev-${randomUUID()}`,
        type: input.type,
        groupName: input.groupName ?? null,
        execution: input.execution ?? null,
        promotionType: input.promotionType ?? null,
        linkUrl: input.linkUrl ?? null,
        images: input.images ?? [],
        promoCategoryIds: input.promoCategoryIds ?? [],
        sort: input.sort ?? DEFAULT_SORT,
        startAt,
        endAt,
        translations: textLanguages.map((language) => ({
          language,
          title: input.title,
          content: input.content,
        })),
      });
      return { id };
    },

    async removeAnnouncement(id: number): Promise<{ deleted: boolean }> {
      return { deleted: await deps.announcements.deleteById(id) };
    },

    async addHelpItem(input: DevHelpItem): Promise<{ id: string }> {
      const id = `dev-${randomUUID()}`;
      await deps.helpItems.insert([
        {
          slug: id,
          language: input.language ?? defaultLanguage,
          sort: input.sort ?? DEFAULT_SORT,
          title: input.title,
          content: input.content,
        },
      ]);
      return { id };
    },

    async removeHelpItem(id: string): Promise<{ deleted: boolean }> {
      return { deleted: await deps.helpItems.deleteBySlug(id) };
    },
  };
}
export type DevContentService = ReturnType<typeof createDevContentService>;
