import { z } from 'zod';
import { apiLanguageSchema } from './languages';

/**
 * GET /wps/relay/MCSFE_getListAnnouncements (spec section 7, Announcements; section 3,
 * Announcement/popup item, Announcement response groups, Banner). The token is optional:
 * visitors get execution B items, logged-in members A and F (the client shows F only on a
 * first-time login, spec section 4) plus items for everyone.
 */

/**
 * Content types of spec section 3 (Agent A, Player PL, Banner B, Pop_Up PU, Promotion PR) and
 * H for the home "hot" group. A items reach agents only.
 */
export const announcementTypes = ['A', 'PL', 'B', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof announcementTypes)[number];

/** Audience (spec section 3): A and F logged-in (F on first login only), B visitors. */
export const announcementExecutions = ['A', 'B', 'F'] as const;
export type AnnouncementExecution = (typeof announcementExecutions)[number];

/** Banner groups named by spec section 3; the server accepts any group name. */
export const bannerGroups = ['m_lott', 'm_home', 'm_login', 'm_leftmenu', 'm_reg'] as const;

const GROUP_NAME = /^[A-Za-z0-9_-]{1,40}$/;

export const announcementsQuerySchema = z.object({
  /** Comma separated; home asks B,PL,PU,PR,H, notices and popups B,PL,PU. Default: every type. */
  types: z
    .string()
    .max(40)
    .transform((v) => v.split(',').map((t) => t.trim().toUpperCase()))
    .pipe(z.array(z.enum(announcementTypes)).min(1))
    .optional(),
  /**
   * Comma separated group names (e.g. `m_login`, `m_home,m_lott`): only items of those groups.
   * Empty or absent: only items that belong to no group (general notices and popups), so screen
   * content such as the register announcement never leaks into the home notices.
   */
  groupName: z
    .string()
    .max(200)
    .transform((v) => v.split(',').map((g) => g.trim()))
    .pipe(z.array(z.string().regex(GROUP_NAME)).min(1).max(5))
    .optional(),
  /** M (mobile) is the only platform this front end asks for; others are accepted and ignored. */
  platform: z.string().max(8).optional(),
  /** KM, EN, CN, VI (or km, en, zh, vi); default Khmer. */
  language: apiLanguageSchema.optional(),
});
export type AnnouncementsQuery = z.input<typeof announcementsQuerySchema>;

export const announcementImageSchema = z.object({
  sequence: z.number().int(),
  url: z.string(),
});
export type AnnouncementImage = z.infer<typeof announcementImageSchema>;

/** Spec section 3, Announcement/popup item, plus its type, group and link. */
export const announcementItemSchema = z.object({
  id: z.number().int(),
  type: z.enum(announcementTypes),
  groupName: z.string().nullable(),
  title: z.string(),
  /** HTML, rendered only through the sanitising html-content component. */
  content: z.string(),
  /** ISO 8601. */
  startDate: z.string(),
  /** ISO 8601; null when the item never expires. */
  endDate: z.string().nullable(),
  noExpiry: z.boolean(),
  /** Always false for visitors. */
  read: z.boolean(),
  /** Null: shown to everyone. */
  execution: z.enum(announcementExecutions).nullable(),
  /** When set and the user is logged in, the popup shows its button area (spec section 3). */
  promotionType: z.string().nullable(),
  announcementImages: z.array(announcementImageSchema),
  promoAnnouncementCategoryIds: z.array(z.number().int()),
  /** Where a tap goes: an in-app path (/m/...) or an http(s) address; null for none. */
  link: z.string().nullable(),
});
export type AnnouncementItem = z.infer<typeof announcementItemSchema>;

/**
 * Spec section 3, Banner (groupName, url): one per type-B item, its first image. `width` and
 * `height` are the image's intrinsic size when known, to reserve space before it loads.
 */
export const bannerSchema = z.object({
  id: z.number().int(),
  groupName: z.string(),
  /** The image. */
  url: z.string(),
  link: z.string().nullable(),
  title: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type Banner = z.infer<typeof bannerSchema>;

/**
 * Spec section 3, Announcement response groups: PR -> promotion, B -> banners, PL -> player,
 * PU -> popup, H -> hot; A -> agent (ours, agents only). Each list is in display order.
 * `footer.unreadCount` counts unread items of the non-banner groups in this answer (0 for visitors).
 */
export const announcementListSchema = z.object({
  promotion: z.array(announcementItemSchema),
  banners: z.array(bannerSchema),
  player: z.array(announcementItemSchema),
  popup: z.array(announcementItemSchema),
  hot: z.array(announcementItemSchema),
  agent: z.array(announcementItemSchema),
  footer: z.object({ unreadCount: z.number().int() }),
});
export type AnnouncementList = z.infer<typeof announcementListSchema>;

/**
 * POST /wps/relay/MCSFE_markAnnouncementAsRead (spec section 7: {announcementId, read: true},
 * throttled 150 ms by the client). Needs a member's token; trial accounts (type 4) are refused,
 * as the spec skips read-marking for them (section 4, Announcement read).
 */
export const markAnnouncementReadSchema = z.object({
  announcementId: z.number().int().positive().max(2_147_483_647),
  read: z.literal(true),
});
export type MarkAnnouncementRead = z.infer<typeof markAnnouncementReadSchema>;

/** The answer: the item's id and its read state for this member. */
export const markAnnouncementReadResultSchema = z.object({
  announcementId: z.number().int(),
  read: z.boolean(),
});
export type MarkAnnouncementReadResult = z.infer<typeof markAnnouncementReadResultSchema>;
