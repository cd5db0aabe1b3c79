import { z } from 'zod';
import type { EndpointSchemas } from './endpoints';
import { KYC_REASON_MAX, kycStates, kycSubmissionStatuses } from './kyc-constants';
import type { kycRoutes } from './kyc-routes';
import { MAX_IMAGES_PER_FORM } from './upload-constants';
import { fileIdSchema } from './uploads';

/**
 * Identity verification (issue 14): the member's state and submission (kyc-routes.ts) and the
 * console's review queue (ops-routes.ts, support and admin). Rows are in kyc_submissions; the
 * documents are member files uploaded with purpose KYC, readable by their member and operators.
 */

const isoDate = z.string().datetime({ offset: true });
const id = z.coerce.number<number>().int().min(1).max(2_147_483_647);

/** The member's latest submission: its documents, when it was sent and settled, and why not. */
export const kycSubmissionSchema = z.object({
  id: z.number().int(),
  status: z.enum(kycSubmissionStatuses),
  fileIds: z.array(fileIdSchema),
  submittedAt: isoDate,
  reviewedAt: isoDate.nullable(),
  /** The operator's reason, on a rejection. */
  reason: z.string().nullable(),
});
export type KycSubmission = z.infer<typeof kycSubmissionSchema>;

/** GET /wps/member/kyc: NONE (the "upload" label) until the first submission. */
export const kycStateSchema = z.object({
  state: z.enum(kycStates),
  /** Whether a new submission is accepted now (NONE or REJECTED). */
  canSubmit: z.boolean(),
  submission: kycSubmissionSchema.nullable(),
});
export type KycStatePayload = z.infer<typeof kycStateSchema>;

/** POST /wps/member/kyc: 1 to 3 of the member's own KYC uploads. */
export const kycSubmitBodySchema = z.object({
  fileIds: z.array(fileIdSchema).min(1).max(MAX_IMAGES_PER_FORM),
});

export const kycSchemas = {
  kycState: {
    area: 'kyc',
    summary:
      "The member's identity verification: none yet (upload), under review, verified, or rejected with the reason; the latest documents.",
    response: kycStateSchema,
  },
  kycSubmit: {
    area: 'kyc',
    summary:
      'Submit 1 to 3 document images (uploaded with purpose KYC) for review; refused (KYC_STATE) while one is under review or once verified.',
    body: kycSubmitBodySchema,
    response: kycStateSchema,
  },
} as const satisfies { [K in keyof typeof kycRoutes]: EndpointSchemas };

// ---------------------------------------------------------------- the console's review

export const opsKycFilters = ['ALL', ...kycSubmissionStatuses] as const;
export type OpsKycFilter = (typeof opsKycFilters)[number];

export const opsKycQuerySchema = z.object({
  /** ALL lists every submission, those under review first (oldest first), then the settled. */
  state: z.enum(opsKycFilters).default('ALL'),
  /** A username (or part of one), or a member ID. */
  q: z.string().trim().max(64).optional(),
  pageNo: z.coerce.number<number>().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number<number>().int().min(1).max(100).default(20),
});

export const opsKycRowSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  username: z.string(),
  status: z.enum(kycSubmissionStatuses),
  fileIds: z.array(fileIdSchema),
  submittedAt: isoDate,
  reviewedAt: isoDate.nullable(),
  /** The operator who settled it. */
  reviewedBy: z.string().nullable(),
  reason: z.string().nullable(),
});
export type OpsKycRow = z.infer<typeof opsKycRowSchema>;

export const opsKycPageSchema = z.object({
  items: z.array(opsKycRowSchema),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});

export const opsKycParamsSchema = z.object({ id });

/** One document as stored (re-encoded by the server): served by GET /ops/api/files/:fileId. */
export const opsKycFileSchema = z.object({
  fileId: fileIdSchema,
  contentType: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
});

/** One submission with what the reviewer compares the documents against. */
export const opsKycDetailSchema = opsKycRowSchema.extend({
  member: z.object({
    id: z.number().int(),
    username: z.string(),
    type: z.number().int(),
    nickname: z.string().nullable(),
    payeeName: z.string().nullable(),
    birthday: z.string().nullable(),
    registeredAt: isoDate,
  }),
  files: z.array(opsKycFileSchema),
  /** The member's other submissions, newest first. */
  history: z.array(opsKycRowSchema.omit({ fileIds: true, username: true, memberId: true })),
});
export type OpsKycDetail = z.infer<typeof opsKycDetailSchema>;

export const opsKycApproveBodySchema = z.object({});
export const opsKycRejectBodySchema = z.object({
  reason: z.string().trim().min(3, 'Give a reason').max(KYC_REASON_MAX),
});

/** GET /ops/api/files/:fileId: any member file, for operators (the reply is the image). */
export const opsFileParamsSchema = z.object({ fileId: fileIdSchema });
