import { z } from 'zod';
import { doneSchema, loginResultSchema } from './account';
import { accountRules } from './account-rules';
import type { EndpointSchemas } from './endpoints';
import { apiLanguageSchema } from './languages';
import {
  loginFailureReasons,
  SECURITY_ANSWER_MAX,
  SECURITY_QUESTIONS_MAX,
  SECURITY_QUESTIONS_MIN,
  TWO_FACTOR_CODE_MAX,
  twoFactorCodePattern,
} from './security-constants';
import type { securityRoutes } from './security-routes';

export * from './security-constants';

/**
 * The security centre (issue 14): what is set up, two-factor login (TOTP, RFC 6238) with
 * recovery codes, the second login step, login history, active sessions and security questions.
 */

const pageNo = z.coerce.number<number>().int().min(1).max(100_000).default(1);
const pageSize = z.coerce.number<number>().int().min(1).max(50).default(20);
const languageQuery = z.object({ language: apiLanguageSchema.optional() });
const id = z.coerce.number<number>().int().min(1).max(Number.MAX_SAFE_INTEGER);

// ---------------------------------------------------------------- what is set up

/** GET /wps/member/securityConfig. Identity verification has its own row (kyc). */
export const securityConfigSchema = z.object({
  /** Trial accounts have none; every registered member has one. */
  loginPassword: z.boolean(),
  paymentPassword: z.boolean(),
  bankCards: z.number().int(),
  bankCardLimit: z.number().int(),
  /** How many security questions the member has answered (0 when none). */
  securityQuestions: z.number().int(),
  twoFactor: z.boolean(),
  /** Unused recovery codes (0 when two-factor login is off). */
  recoveryCodesLeft: z.number().int(),
  /** A mobile number is on the account (the payment password is reset by SMS to it). */
  mobileBound: z.boolean(),
});
export type SecurityConfig = z.infer<typeof securityConfigSchema>;

// ---------------------------------------------------------------- two-factor login

/** What an authenticator app needs: the secret to type, its otpauth URI, and that as a QR code. */
export const twoFactorEnrolmentSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  /** An SVG document (the server renders it; the web app shows it as an image). */
  qrSvg: z.string(),
});
export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolmentSchema>;

/** A code of the authenticator: six digits. */
const authenticatorCode = z.string().trim().regex(twoFactorCodePattern);
/** A code of the authenticator or one of the recovery codes (xxxxx-xxxxx, any case, any dashes). */
const codeOrRecoveryCode = z.string().trim().min(6).max(TWO_FACTOR_CODE_MAX);

export const twoFactorConfirmSchema = z.object({ code: authenticatorCode });
export const twoFactorCodeSchema = z.object({ code: codeOrRecoveryCode });
/** Shown once: only their hashes are kept. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** POST /wps/session/login/twoFactor (encrypted). */
export const twoFactorLoginSchema = z.object({
  challenge: z.string().min(16).max(128),
  code: codeOrRecoveryCode,
});
export type TwoFactorLoginPayload = z.input<typeof twoFactorLoginSchema>;

// ---------------------------------------------------------------- login history

export const loginHistoryQuerySchema = z.object({ pageNo, pageSize });
export const loginHistoryEntrySchema = z.object({
  id: z.number().int(),
  time: z.string(),
  success: z.boolean(),
  /** Why it failed; null on success. */
  reason: z.enum(loginFailureReasons).nullable(),
  ip: z.string().nullable(),
  /** The Device header of the app that logged in (H5, PWA, APP...). */
  device: z.string().nullable(),
  /** Read from the user agent: e.g. "Chrome 126", "Android 14"; null when unknown. */
  browser: z.string().nullable(),
  os: z.string().nullable(),
});
export type LoginHistoryEntry = z.infer<typeof loginHistoryEntrySchema>;
export const loginHistorySchema = z.object({
  list: z.array(loginHistoryEntrySchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type LoginHistoryPage = z.infer<typeof loginHistorySchema>;

// ---------------------------------------------------------------- active sessions

export const activeSessionSchema = z.object({
  id: z.number().int(),
  device: z.string().nullable(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  ip: z.string().nullable(),
  startedAt: z.string(),
  /** The last login or renewal. */
  lastSeenAt: z.string(),
  /** The session of this request. */
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;
/** The current session first, then by last seen, newest first. */
export const activeSessionsSchema = z.object({ list: z.array(activeSessionSchema) });
export const activeSessionParamsSchema = z.object({ id });
/** How many sessions were ended. */
export const sessionsEndedSchema = z.object({ ended: z.number().int() });

// ---------------------------------------------------------------- security questions

export const securityQuestionSchema = z.object({ id: z.number().int(), text: z.string() });
export type SecurityQuestion = z.infer<typeof securityQuestionSchema>;
export const securityQuestionListSchema = z.object({ list: z.array(securityQuestionSchema) });
export const customerSecurityQuestionsSchema = z.object({
  list: z.array(
    z.object({ questionId: z.number().int(), text: z.string(), updatedAt: z.string() }),
  ),
});
export type CustomerSecurityQuestions = z.infer<typeof customerSecurityQuestionsSchema>;

/**
 * POST /wps/member/customerSecurityQuestions (encrypted): the login password and 2 or 3 different
 * questions with their answers. Answers are compared without case and extra spaces.
 */
export const customerSecurityQuestionsSetSchema = z.object({
  password: z.string().min(1).max(accountRules.passwordMax),
  answers: z
    .array(
      z.object({
        questionId: id,
        answer: z.string().trim().min(1).max(SECURITY_ANSWER_MAX),
      }),
    )
    .min(SECURITY_QUESTIONS_MIN)
    .max(SECURITY_QUESTIONS_MAX)
    .refine((list) => new Set(list.map((a) => a.questionId)).size === list.length, {
      message: 'each question once',
    }),
});
export type CustomerSecurityQuestionsPayload = z.input<typeof customerSecurityQuestionsSetSchema>;

export const securitySchemas = {
  securityConfig: {
    area: 'security',
    summary:
      'What the member has set up: payment password, bank cards, security questions, two-factor login.',
    response: securityConfigSchema,
  },
  twoFactorEnrol: {
    area: 'security',
    summary:
      'Start two-factor enrolment: a new secret, its otpauth URI and a QR code (SVG). Off until confirmed.',
    response: twoFactorEnrolmentSchema,
  },
  twoFactorConfirm: {
    area: 'security',
    summary:
      'Confirm enrolment with a code (encrypted): two-factor login is on; answers 10 recovery codes, shown once.',
    body: twoFactorConfirmSchema,
    response: recoveryCodesSchema,
  },
  twoFactorDisable: {
    area: 'security',
    summary: 'Turn two-factor login off with a current code or a recovery code (encrypted).',
    body: twoFactorCodeSchema,
    response: doneSchema,
  },
  twoFactorRecoveryCodes: {
    area: 'security',
    summary:
      'New recovery codes for a current code or a recovery code (encrypted); the old ones stop working.',
    body: twoFactorCodeSchema,
    response: recoveryCodesSchema,
  },
  sessionLoginTwoFactor: {
    area: 'security',
    summary:
      "The second login step (encrypted): the password step's challenge and a code or recovery code; starts the session.",
    body: twoFactorLoginSchema,
    response: loginResultSchema,
  },
  loginHistory: {
    area: 'security',
    summary: 'Login attempts on the account in the last 90 days, newest first.',
    query: loginHistoryQuerySchema,
    response: loginHistorySchema,
  },
  activeSessions: {
    area: 'security',
    summary: "The member's live sessions (device, browser, address, started, last seen).",
    response: activeSessionsSchema,
  },
  activeSessionEnd: {
    area: 'security',
    summary: "End one of the member's other sessions.",
    params: activeSessionParamsSchema,
    response: sessionsEndedSchema,
  },
  activeSessionsEndOthers: {
    area: 'security',
    summary: 'Log out of other devices: end every session of the member but this one.',
    response: sessionsEndedSchema,
  },
  securityQuestions: {
    area: 'security',
    summary: 'The security questions a member may choose, in the requested language.',
    query: languageQuery,
    response: securityQuestionListSchema,
  },
  customerSecurityQuestions: {
    area: 'security',
    summary: 'Which security questions the member has answered (never the answers).',
    query: languageQuery,
    response: customerSecurityQuestionsSchema,
  },
  customerSecurityQuestionsSet: {
    area: 'security',
    summary:
      'Set 2 or 3 security questions and answers with the login password (encrypted); replaces any before.',
    body: customerSecurityQuestionsSetSchema,
    response: doneSchema,
  },
} as const satisfies { [K in keyof typeof securityRoutes]: EndpointSchemas };
