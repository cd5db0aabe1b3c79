import { z } from 'zod';
import type { EndpointSchemas } from './endpoints';
import type { feedbackRoutes } from './feedback-routes';
import {
  FEEDBACK_MAX_CHARS,
  FEEDBACK_REMARK_MAX,
  feedbackCategories,
  feedbackStatuses,
} from './feedback-constants';
import { fileIdSchema } from './uploads';

/**
 * Feedback (issue 14, spec section 5): the member's form and list (feedback-routes.ts) and
 * support's console rows (ops-routes.ts, schemas joined in endpoints.ts). The word bounds are
 * checked by the service with `countWords` (FEEDBACK_WORDS with `{ min, max }`), not here, so
 * the member is told the bounds rather than a validation error.
 */

const pageNo = z.coerce.number<number>().int().min(1).max(100_000).default(1);
const isoDate = z.string().datetime({ offset: true });

export const feedbackCategorySchema = z.enum(feedbackCategories);
export const feedbackStatusSchema = z.enum(feedbackStatuses);

export const feedbackSubmitBodySchema = z.object({
  category: feedbackCategorySchema,
  /** Between FEEDBACK_MIN_WORDS and FEEDBACK_MAX_WORDS words (checked by the service). */
  text: z.string().trim().min(1).max(FEEDBACK_MAX_CHARS),
  /** Optional; at most 140 characters. An empty one is none. */
  remark: z.string().trim().max(FEEDBACK_REMARK_MAX).optional(),
  /**
   * The member's own uploads with purpose FEEDBACK, at most 3: the schema lets a few more
   * through so a fourth is refused with the upload-limit message (UPLOAD_TOO_MANY `{ max }`).
   */
  fileIds: z.array(fileIdSchema).max(10).default([]),
});
export type FeedbackSubmitBody = z.input<typeof feedbackSubmitBodySchema>;

export const feedbackItemSchema = z.object({
  id: z.number().int(),
  category: feedbackCategorySchema,
  text: z.string(),
  remark: z.string().nullable(),
  fileIds: z.array(fileIdSchema),
  status: feedbackStatusSchema,
  createdAt: isoDate,
  /** When support marked it handled; null while NEW. */
  handledAt: isoDate.nullable(),
});
export type FeedbackItem = z.infer<typeof feedbackItemSchema>;

export const feedbackListQuerySchema = z.object({
  pageNo,
  pageSize: z.coerce.number<number>().int().min(1).max(50).default(10),
});

export const feedbackPageSchema = z.object({
  list: z.array(feedbackItemSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type FeedbackPage = z.infer<typeof feedbackPageSchema>;

export const feedbackSchemas = {
  feedbackSubmit: {
    area: 'feedback',
    summary:
      'Send feedback: a category, 5 to 500 words, an optional remark (140 characters) and up to 3 FEEDBACK images.',
    body: feedbackSubmitBodySchema,
    response: feedbackItemSchema,
  },
  feedbackList: {
    area: 'feedback',
    summary: "One page of the member's own feedback, newest first, with its status.",
    query: feedbackListQuerySchema,
    response: feedbackPageSchema,
  },
} as const satisfies { [K in keyof typeof feedbackRoutes]: EndpointSchemas };

// ---------------------------------------------------------------- the console (support)

export const opsFeedbackQuerySchema = z.object({
  /** ALL: new ones first, then handled; each newest first. */
  status: z.enum([...feedbackStatuses, 'ALL']).default('ALL'),
  category: feedbackCategorySchema.optional(),
  /** The member's username, or its beginning. */
  q: z.string().trim().max(64).optional(),
  pageNo,
  pageSize: z.coerce.number<number>().int().min(1).max(100).default(20),
});

export const opsFeedbackParamsSchema = z.object({
  id: z.coerce.number<number>().int().min(1).max(2_147_483_647),
});

export const opsFeedbackHandleBodySchema = z.object({
  /** What support did, for the audit log (optional). */
  note: z.string().trim().max(500).optional(),
});

export const opsFeedbackRowSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  username: z.string(),
  category: feedbackCategorySchema,
  text: z.string(),
  remark: z.string().nullable(),
  fileIds: z.array(fileIdSchema),
  status: feedbackStatusSchema,
  createdAt: isoDate,
  handledAt: isoDate.nullable(),
  /** The operator who marked it handled (null while NEW, or when an API token did). */
  handledBy: z.string().nullable(),
});
export type OpsFeedbackRow = z.infer<typeof opsFeedbackRowSchema>;

export const opsFeedbackPageSchema = z.object({
  items: z.array(opsFeedbackRowSchema),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});

/** One item with what the console needs to show its images (read through GET /ops/api/files/:fileId). */
export const opsFeedbackSchema = opsFeedbackRowSchema.extend({
  images: z.array(
    z.object({ fileId: fileIdSchema, width: z.number().int(), height: z.number().int() }),
  ),
});
export type OpsFeedback = z.infer<typeof opsFeedbackSchema>;
