import { z } from 'zod';
import { announcementExecutions, announcementTypes } from './announcements';
import { languages } from './languages';
import { operatorSettingsPatchSchema } from './system';

/**
 * The operator console's API (issue 12, decision 0035): operators are separate from members, log
 * in with a password and a TOTP second factor, and act under one role each. The rows are in
 * ops-routes.ts; this file holds their schemas. Money is integer minor units, as everywhere.
 */

export const operatorRoles = ['admin', 'finance', 'support', 'content'] as const;
export type OperatorRole = (typeof operatorRoles)[number];
export const operatorRoleSchema = z.enum(operatorRoles);

/** The session cookie (HttpOnly, SameSite=Strict, path /ops) and the CSRF header. */
export const opsSessionCookie = 'ops_session';
export const opsCsrfHeader = 'x-csrf-token';

/** Every 30 minutes idle, at most 12 hours from the login (issue 12). */
export const OPS_IDLE_SECONDS = 30 * 60;
export const OPS_ABSOLUTE_SECONDS = 12 * 60 * 60;
/** A password accepted but no second factor yet: this long to enter the code. */
export const OPS_PENDING_SECONDS = 5 * 60;
export const RECOVERY_CODE_COUNT = 10;

const username = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9_]{3,20}$/, 'Use 3 to 20 letters, digits or underscores');
const reason = z.string().trim().min(3, 'Give a reason').max(500);
const totpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Six digits');
/** Ten characters of Crockford base 32 shown as xxxxx-xxxxx; case and the dash are free. */
const recoveryCode = z
  .string()
  .trim()
  .regex(/^[0-9a-zA-Z]{5}-?[0-9a-zA-Z]{5}$/, 'A recovery code is ten letters and digits');
const pageNo = z.coerce.number<number>().int().min(1).max(100_000).default(1);
const pageSize = z.coerce.number<number>().int().min(1).max(100).default(20);
const memberIdParams = z.object({ id: z.coerce.number<number>().int().min(1).max(2_147_483_647) });
const isoDate = z.string().datetime({ offset: true });

function paged<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  });
}

// ---------------------------------------------------------------- session

export const opsLoginBodySchema = z.object({
  username,
  password: z.string().min(1).max(128),
  captchaId: z.string().max(64).optional(),
  captcha: z.string().max(16).optional(),
});

/**
 * The password was right: the second factor is next. `enrol` when the operator has no confirmed
 * authenticator yet (a new operator, or an admin reset it): the secret and its otpauth URL and QR
 * code are shown once, and the first valid code confirms it.
 */
export const opsLoginResultSchema = z.discriminatedUnion('next', [
  z.object({ next: z.literal('totp') }),
  z.object({
    next: z.literal('enrol'),
    secret: z.string(),
    otpauthUrl: z.string(),
    /** An SVG image of the otpauth URL, for authenticator apps to scan. */
    qrSvg: z.string(),
  }),
]);

export const opsSecondFactorBodySchema = z.union([
  z.object({ code: totpCode }),
  z.object({ recoveryCode }),
]);

export const operatorSelfSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  role: operatorRoleSchema,
});
export type OperatorSelf = z.infer<typeof operatorSelfSchema>;

export const opsSessionSchema = z.object({
  operator: operatorSelfSchema,
  /** Send it back as the x-csrf-token header on every change. */
  csrfToken: z.string(),
  expiresAt: isoDate,
});
export type OpsSession = z.infer<typeof opsSessionSchema>;

export const opsSecondFactorResultSchema = opsSessionSchema.extend({
  /** Only when the authenticator was just enrolled: shown once, stored hashed. */
  recoveryCodes: z.array(z.string()).optional(),
  /** Recovery codes still unused (after a login by recovery code, to warn when few are left). */
  recoveryCodesLeft: z.number().int(),
});

// ---------------------------------------------------------------- dashboard

const periodFigures = z.object({
  registrations: z.number().int(),
  depositsMinor: z.number().int(),
  withdrawalsMinor: z.number().int(),
  betsMinor: z.number().int(),
  winsMinor: z.number().int(),
  /** Bets minus wins (real money only). */
  ggrMinor: z.number().int(),
  betCount: z.number().int(),
});
export const opsDashboardSchema = z.object({
  currency: z.string(),
  playersOnline: z.number().int(),
  today: periodFigures,
  last7Days: periodFigures,
  generatedAt: isoDate,
});
export type OpsDashboard = z.infer<typeof opsDashboardSchema>;

// ---------------------------------------------------------------- members

export const opsMemberSearchQuerySchema = z.object({
  /** Username (prefix), mobile number, email or member ID; absent lists the newest members. */
  q: z.string().trim().max(120).optional(),
  pageNo,
  pageSize,
});

export const opsMemberRowSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  type: z.number().int(),
  nickname: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  vipLabel: z.string().nullable(),
  locked: z.boolean(),
  createdAt: isoDate,
});
export const opsMemberListSchema = paged(opsMemberRowSchema);
export type OpsMemberRow = z.infer<typeof opsMemberRowSchema>;

export const opsMemberParamsSchema = memberIdParams;

export const opsMemberDetailSchema = opsMemberRowSchema.extend({
  payeeName: z.string().nullable(),
  birthday: z.string().nullable(),
  affiliateCode: z.string().nullable(),
  parentId: z.number().int().nullable(),
  currency: z.string(),
  /** The member's wallet: PLAY for trial accounts, REAL otherwise. */
  wallet: z.object({ kind: z.enum(['REAL', 'PLAY']), balanceMinor: z.number().int() }),
  sessions: z.array(
    z.object({
      id: z.number().int(),
      device: z.string().nullable(),
      ip: z.string().nullable(),
      createdAt: isoDate,
      expiresAt: isoDate,
      active: z.boolean(),
    }),
  ),
});
export type OpsMemberDetail = z.infer<typeof opsMemberDetailSchema>;

export const opsPageQuerySchema = z.object({ pageNo, pageSize });

export const opsLedgerEntrySchema = z.object({
  transactionId: z.number().int(),
  kind: z.string(),
  amountMinor: z.number().int(),
  balanceAfterMinor: z.number().int().nullable(),
  memo: z.string().nullable(),
  createdAt: isoDate,
});
export const opsLedgerPageSchema = paged(opsLedgerEntrySchema);

export const opsBetRowSchema = z.object({
  id: z.number().int(),
  gameName: z.string(),
  vendor: z.string(),
  wallet: z.string(),
  betMinor: z.number().int(),
  winMinor: z.number().int(),
  createdAt: isoDate,
});
export const opsBetPageSchema = paged(opsBetRowSchema);

export const opsMemberLockBodySchema = z.object({ locked: z.boolean(), reason });

export const opsAdjustmentBodySchema = z.object({
  /** Minor units; positive credits the member, negative debits. Never zero. */
  amountMinor: z
    .number()
    .int()
    .refine((n) => n !== 0, 'Not zero')
    .refine((n) => Math.abs(n) <= 100_000_000_00, 'Too large'),
  reason,
  /** The console makes one per form; a retry with the same key moves nothing again. */
  idempotencyKey: z.string().regex(/^[\x21-\x7e]{8,100}$/),
});
/**
 * Move an account (and its whole team) under another upline (issue 17): the new upline is an
 * agent, not the account itself nor anyone in its team. Rebate rates above the new upline's own
 * are lowered to it across the moved team; contracts from the old upline end.
 */
export const opsMemberMoveUplineBodySchema = z.object({
  /** The new upline's username. */
  uplineUsername: z.string().trim().min(1).max(40),
  reason,
});
export const opsMemberMoveUplineResultSchema = z.object({
  id: z.number().int(),
  parentId: z.number().int(),
  parentUsername: z.string(),
  /** Accounts moved: the member and everyone in its team. */
  moved: z.number().int(),
  /** Rebate rates lowered to the new upline's own (one per member and game type). */
  ratesLowered: z.number().int(),
  /** Contracts from the old upline that ended with the move. */
  contractsEnded: z.number().int(),
});
export type OpsMemberMoveUplineResult = z.infer<typeof opsMemberMoveUplineResultSchema>;

export const opsAdjustmentResultSchema = z.object({
  transactionId: z.number().int(),
  balanceMinor: z.number().int(),
  /** False when the key had been used: nothing moved this time. */
  applied: z.boolean(),
});

// ---------------------------------------------------------------- audit log

export const opsAuditQuerySchema = z.object({
  operator: z.string().trim().max(40).optional(),
  action: z.string().trim().max(60).optional(),
  /** Inclusive days, YYYY-MM-DD, UTC. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  pageNo,
  pageSize,
});
export const opsAuditEntrySchema = z.object({
  id: z.number().int(),
  at: isoDate,
  /** The operator's username, or the API token's name; for a failed login, the name tried. */
  actor: z.string(),
  operatorId: z.number().int().nullable(),
  ip: z.string().nullable(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
});
export const opsAuditPageSchema = paged(opsAuditEntrySchema);
export type OpsAuditEntry = z.infer<typeof opsAuditEntrySchema>;

export const opsDoneSchema = z.object({ done: z.literal(true) });

// ---------------------------------------------------------------- settings

/** Some top-level keys of the operator settings, each replaced whole, and why. */
export const opsSettingsUpdateBodySchema = z.object({
  patch: operatorSettingsPatchSchema.refine((p) => Object.keys(p).length > 0, 'Nothing to change'),
  reason: z.string().trim().max(500).optional(),
});

// ---------------------------------------------------------------- API tokens

/** Operator API tokens start with this, so a leaked one is recognisable (and never a member's). */
export const opsTokenPrefix = 'ops_';

export const opsTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: operatorRoleSchema,
  createdBy: z.string().nullable(),
  createdAt: isoDate,
  lastUsedAt: isoDate.nullable(),
  revoked: z.boolean(),
});
export type OpsToken = z.infer<typeof opsTokenSchema>;
export const opsTokenListSchema = z.array(opsTokenSchema);
export const opsTokenCreateBodySchema = z.object({
  name: z
    .string()
    .trim()
    .regex(/^[\w .-]{3,40}$/, 'Use 3 to 40 letters, digits, spaces, dots, dashes or underscores'),
  role: operatorRoleSchema,
});
export const opsTokenCreatedSchema = z.object({
  /** Shown this once; only its hash is stored. */
  token: z.string(),
  item: opsTokenSchema,
});
export const opsIdParamsSchema = z.object({
  id: z.coerce.number<number>().int().min(1).max(2_147_483_647),
});

// ---------------------------------------------------------------- operators

export const opsOperatorSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  role: operatorRoleSchema,
  disabled: z.boolean(),
  /** An authenticator is confirmed; false until the operator's first sign-in (or after a reset). */
  enrolled: z.boolean(),
  createdAt: isoDate,
});
export type OpsOperator = z.infer<typeof opsOperatorSchema>;
export const opsOperatorListSchema = z.array(opsOperatorSchema);
export const opsOperatorCreateBodySchema = z.object({
  username,
  /** The members' password rules (the server also refuses the most common passwords). */
  password: z.string().min(8).max(128),
  role: operatorRoleSchema,
});
export const opsOperatorUpdateBodySchema = z
  .object({ role: operatorRoleSchema.optional(), disabled: z.boolean().optional(), reason })
  .refine((b) => b.role !== undefined || b.disabled !== undefined, 'Nothing to change');
export const opsReasonBodySchema = z.object({ reason });

// ---------------------------------------------------------------- content

/** Title and HTML in one language; the server sanitises the HTML on save (html-policy.ts). */
const textSchema = z.object({
  title: z.string().trim().min(1, 'A title is needed').max(500),
  content: z.string().max(200_000),
});
/** Every language of the site (km, en, zh, vi): content is written in all four. */
const translationsSchema = z.object(
  Object.fromEntries(languages.map((l) => [l, textSchema])) as Record<
    (typeof languages)[number],
    typeof textSchema
  >,
);
const linkUrl = z
  .string()
  .trim()
  .max(2000)
  .refine(
    (v) => /^\/m\//.test(v) || /^https?:\/\//i.test(v),
    'An in-app path (/m/...) or an http(s) address',
  )
  .nullable();

export const opsAnnouncementBodySchema = z
  .object({
    /** A, PL, B, PU, PR or H (spec section 3). */
    type: z.enum(announcementTypes),
    /** The screen it shows on (m_home, m_login, m_reg, m_leftmenu, ...); null: none. */
    groupName: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,40}$/)
      .nullable(),
    /** A and F: logged in (F on first login only), B: visitors, null: everyone. */
    execution: z.enum(announcementExecutions).nullable(),
    promotionType: z.string().trim().max(40).nullable(),
    linkUrl,
    startDate: isoDate,
    endDate: isoDate.nullable(),
    noExpiry: z.boolean(),
    images: z
      .array(
        z.object({
          sequence: z.number().int().min(0).max(99),
          url: z.string().trim().min(1).max(2000),
          width: z.number().int().positive().max(10_000).optional(),
          height: z.number().int().positive().max(10_000).optional(),
        }),
      )
      .max(10),
    sort: z.number().int().min(-1_000_000).max(1_000_000),
    enabled: z.boolean(),
    translations: translationsSchema,
    reason: z.string().trim().max(500).optional(),
  })
  .refine(
    (b) => b.noExpiry || b.endDate === null || Date.parse(b.endDate) > Date.parse(b.startDate),
    { message: 'The end must be after the start', path: ['endDate'] },
  );
export type OpsAnnouncementBody = z.infer<typeof opsAnnouncementBodySchema>;

export const opsAnnouncementSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  type: z.enum(announcementTypes),
  groupName: z.string().nullable(),
  execution: z.enum(announcementExecutions).nullable(),
  promotionType: z.string().nullable(),
  linkUrl: z.string().nullable(),
  startDate: isoDate,
  endDate: isoDate.nullable(),
  noExpiry: z.boolean(),
  images: z.array(
    z.object({
      sequence: z.number().int(),
      url: z.string(),
      width: z.number().int().optional(),
      height: z.number().int().optional(),
    }),
  ),
  sort: z.number().int(),
  enabled: z.boolean(),
  translations: z.record(z.string(), textSchema),
});
export type OpsAnnouncement = z.infer<typeof opsAnnouncementSchema>;

export const opsAnnouncementQuerySchema = z.object({
  type: z.enum(announcementTypes).optional(),
  pageNo,
  pageSize,
});
export const opsAnnouncementRowSchema = opsAnnouncementSchema
  .omit({ translations: true, images: true })
  .extend({ title: z.string() });
export const opsAnnouncementPageSchema = paged(opsAnnouncementRowSchema);

export const opsHelpItemSchema = z.object({
  slug: z.string(),
  sort: z.number().int(),
  translations: z.record(z.string(), textSchema),
});
export type OpsHelpItem = z.infer<typeof opsHelpItemSchema>;
export const opsHelpItemListSchema = z.array(opsHelpItemSchema);
export const opsHelpItemParamsSchema = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,64}$/) });
export const opsHelpItemBodySchema = z.object({
  sort: z.number().int().min(-1_000_000).max(1_000_000),
  translations: translationsSchema,
  reason: z.string().trim().max(500).optional(),
});
