import { z } from 'zod';
import { announcementExecutions, announcementTypes } from './announcements';
import { languages } from './languages';

/**
 * Outside production only (the server does not register these routes in production): tests and
 * developers add and remove announcements and help items through the real tables, e.g. to
 * deliver untrusted HTML to the screens that render it (issue 5). Shapes:
 *
 * POST   /__dev/content/announcements      devAnnouncementSchema -> { success, value: { id } }
 * DELETE /__dev/content/announcements/:id  -> { success, value: { deleted: boolean } }
 * POST   /__dev/content/help-items         devHelpItemSchema -> { success, value: { id } }
 * DELETE /__dev/content/help-items/:id     -> { success, value: { deleted: boolean } }
 */

const GROUP_NAME = /^[A-Za-z0-9_-]{1,40}$/;

export const devAnnouncementImageSchema = z.object({
  sequence: z.number().int().min(0).max(99),
  url: z.string().max(2000),
  width: z.number().int().positive().max(10_000).optional(),
  height: z.number().int().positive().max(10_000).optional(),
});

export const devAnnouncementSchema = z.object({
  /** A, PL, B, PU, PR or H (spec section 3 content types plus H). */
  type: z.enum(announcementTypes),
  title: z.string().max(5000),
  /** HTML, stored as given (it is untrusted: the client sanitises it). */
  content: z.string().max(200_000),
  /** The text's language; absent: the same text in every language (km, en, zh, vi). */
  language: z.enum(languages).optional(),
  /** Null or absent: no group (notices, popups, promotions of no screen). */
  groupName: z.string().regex(GROUP_NAME).nullable().optional(),
  /** Audience: A/F logged-in, B visitors; null or absent: everyone. */
  execution: z.enum(announcementExecutions).nullable().optional(),
  promotionType: z.string().max(40).nullable().optional(),
  /** Where a tap goes (an in-app path or an http(s) address). */
  linkUrl: z.string().max(2000).nullable().optional(),
  /** ISO 8601; default now. */
  startDate: z.iso.datetime({ offset: true }).optional(),
  /** ISO 8601; ignored when noExpiry is true. Absent and noExpiry absent: no expiry. */
  endDate: z.iso.datetime({ offset: true }).optional(),
  noExpiry: z.boolean().optional(),
  images: z.array(devAnnouncementImageSchema).max(10).optional(),
  promoCategoryIds: z.array(z.number().int()).max(20).optional(),
  /** Display order among items (lower first); default 1000, after the seeded items. */
  sort: z.number().int().min(-1_000_000).max(1_000_000).optional(),
});
export type DevAnnouncement = z.infer<typeof devAnnouncementSchema>;

export const devHelpItemSchema = z.object({
  /** Default km. The help centre lists one language's items (Khmer when a language has none). */
  language: z.enum(languages).optional(),
  title: z.string().max(5000),
  content: z.string().max(200_000),
  /** Display order (lower first); default 1000, after the seeded items. */
  sort: z.number().int().min(-1_000_000).max(1_000_000).optional(),
});
export type DevHelpItem = z.infer<typeof devHelpItemSchema>;

/** :id of an announcement (a number) or of a help item (the string the POST returned). */
export const devAnnouncementIdParamsSchema = z.object({
  id: z.coerce.number<number>().int().positive().max(2_147_483_647),
});
export const devHelpItemIdParamsSchema = z.object({
  id: z.string().regex(/^dev-[a-z0-9-]{1,60}$/),
});
