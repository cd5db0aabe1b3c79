import {
  announcementTypes,
  type AnnouncementExecution,
  type AnnouncementItem,
  type AnnouncementList,
  type AnnouncementType,
  type Banner,
} from '@app/contracts/announcements';
import { defaultLanguage, type Language } from '@app/contracts/languages';
import { isAgentType } from '@app/contracts/member-types';
import type {
  AnnouncementRepository,
  AnnouncementRow,
  AnnouncementSeed,
} from '../repositories/announcement-repository';
import { systemClock, type Clock } from './clock';
import { DomainError } from './domain-error';

/** Who is asking: a visitor (null) or a logged-in member. */
export type Viewer = { memberId: number; type: number } | null;

export type AnnouncementListRequest = {
  types?: readonly AnnouncementType[];
  groupNames?: readonly string[];
  language?: Language;
};

/** Response group of each content type (spec section 3, Announcement response groups). */
const groupOfType = {
  PR: 'promotion',
  B: 'banners',
  PL: 'player',
  PU: 'popup',
  H: 'hot',
  A: 'agent',
} as const satisfies Record<AnnouncementType, keyof AnnouncementList>;

/** Spec section 3: A and F apply to logged-in users, B to visitors. */
const visitorExecutions: readonly AnnouncementExecution[] = ['B'];
const memberExecutions: readonly AnnouncementExecution[] = ['A', 'F'];

/** The text in the asked language, else Khmer (the default), else English, else any. */
function pickText<T extends { language: string }>(texts: T[], language: Language): T | undefined {
  return (
    texts.find((t) => t.language === language) ??
    texts.find((t) => t.language === defaultLanguage) ??
    texts.find((t) => t.language === 'en') ??
    texts[0]
  );
}

function sortedImages(row: AnnouncementRow) {
  return [...row.images].sort((a, b) => a.sequence - b.sequence);
}

/**
 * Announcements, popups, promotions and banners for one screen (spec section 7,
 * MCSFE_getListAnnouncements). Filters by type, group, date window and audience; `read` and the
 * unread count come from the member's read records.
 */
export function createAnnouncementService(deps: {
  repo: AnnouncementRepository;
  clock?: Clock;
  /** Safer gambling (issue 18): no promotions for a member on a time-out or self-exclusion. */
  protections?: { onBreak(memberId: number): Promise<boolean> };
}) {
  const { repo } = deps;
  const clock = deps.clock ?? systemClock;

  return {
    async list(request: AnnouncementListRequest, viewer: Viewer): Promise<AnnouncementList> {
      const language = request.language ?? defaultLanguage;
      const onBreak =
        viewer !== null && deps.protections
          ? await deps.protections.onBreak(viewer.memberId)
          : false;
      const types = (request.types ?? announcementTypes).filter(
        // Agent announcements (A) reach agents only; promotions (PR) no one on a break.
        (t) =>
          (t !== 'A' || (viewer !== null && isAgentType(viewer.type))) && !(onBreak && t === 'PR'),
      );
      const rows = await repo.list({
        types: [...new Set(types)],
        groupNames: request.groupNames?.length ? request.groupNames : null,
        executions: viewer ? memberExecutions : visitorExecutions,
        now: clock(),
      });
      const ids = rows.map((r) => r.id);
      const [texts, read] = await Promise.all([
        repo.texts(ids, [...new Set<Language>([language, defaultLanguage, 'en'])]),
        viewer ? repo.readIds(viewer.memberId, ids) : Promise.resolve(new Set<number>()),
      ]);

      const list: AnnouncementList = {
        promotion: [],
        banners: [],
        player: [],
        popup: [],
        hot: [],
        agent: [],
        footer: { unreadCount: 0 },
      };
      for (const row of rows) {
        const text = pickText(
          texts.filter((t) => t.announcementId === row.id),
          language,
        );
        const images = sortedImages(row);
        if (row.type === 'B') {
          const image = images[0];
          if (!image || row.groupName === null) continue; // a banner needs a picture and a place
          const banner: Banner = {
            id: row.id,
            groupName: row.groupName,
            url: image.url,
            link: row.linkUrl,
            title: text?.title ?? null,
            width: image.width ?? null,
            height: image.height ?? null,
          };
          list.banners.push(banner);
          continue;
        }
        const item: AnnouncementItem = {
          id: row.id,
          type: row.type,
          groupName: row.groupName,
          title: text?.title ?? '',
          content: text?.content ?? '',
          startDate: row.startAt.toISOString(),
          endDate: row.endAt?.toISOString() ?? null,
          noExpiry: row.endAt === null,
          read: read.has(row.id),
          execution: row.execution,
          promotionType: row.promotionType,
          announcementImages: images.map(({ sequence, url }) => ({ sequence, url })),
          promoAnnouncementCategoryIds: row.promoCategoryIds,
          link: row.linkUrl,
        };
        list[groupOfType[row.type]].push(item);
        if (viewer && !item.read) list.footer.unreadCount += 1;
      }
      return list;
    },

    /**
     * MCSFE_markAnnouncementAsRead: records that the member read an item (once; marking again
     * changes nothing). An unknown or switched-off item is NOT_FOUND.
     */
    async markRead(
      memberId: number,
      announcementId: number,
    ): Promise<{ announcementId: number; read: boolean }> {
      if (!(await repo.isEnabled(announcementId)))
        throw new DomainError('NOT_FOUND', 'No such announcement');
      await repo.markRead(memberId, announcementId);
      return { announcementId, read: true };
    },

    /** Seeding: adds missing items by slug; an operator's edits stay. */
    seedMissing: (items: readonly AnnouncementSeed[]) => repo.insertMissing(items),
  };
}
export type AnnouncementService = ReturnType<typeof createAnnouncementService>;
