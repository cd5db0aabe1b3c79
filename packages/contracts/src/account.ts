import { z } from 'zod';
import { accountRules, normaliseMobile } from './account-rules';

/**
 * Contracts of the Account and Member-and-wallet calls (spec sections 3 and 7). Payloads marked
 * "encrypted" travel inside the envelope of encrypted-envelope.ts: the route decrypts the body's
 * `data` and parses the result with the schema here.
 */

/** Module ids of spec section 3; sent in clear next to encrypted data. */
export const moduleIds = [
  'COMM3',
  'FUNDTRANS3',
  'REG3',
  'CAPTCHA3',
  'CBS3',
  'FREEPLAY3',
  'AFFMAN3',
  'PROFPIC3',
] as const;
export type ModuleId = (typeof moduleIds)[number];

export const encryptedBodySchema = z.object({
  data: z.string().min(16).max(16_384),
  moduleId: z.enum(moduleIds).optional(),
});

const username = z.string().trim().regex(accountRules.usernamePattern);
/** Login accepts any non-empty password up to the max; strength rules apply only when setting one. */
const anyPassword = z.string().min(1).max(accountRules.passwordMax);
const newPassword = z.string().min(accountRules.passwordMin).max(accountRules.passwordMax);
const dialingCode = z
  .string()
  .trim()
  .regex(/^\+?\d{1,4}$/)
  .transform((v) => v.replace(/^\+/, ''));
/** Normalised where it enters the server (leading zeros dropped, account-rules.ts), then checked. */
const mobileNum = z
  .string()
  .transform(normaliseMobile)
  .pipe(z.string().regex(accountRules.mobilePattern));
const smsCode = z.string().trim().regex(accountRules.smsCodePattern);
const captchaAnswer = z.string().trim().regex(accountRules.captchaPattern);
const email = z.string().trim().max(accountRules.emailMax).regex(accountRules.emailPattern);

/** GET /wps/captcha: an arithmetic image; the answer is the sum (spec: captcha hint). */
export const captchaSchema = z.object({
  captchaId: z.string(),
  /** data:image/svg+xml;base64,... */
  image: z.string(),
  expiresAt: z.string(),
});
export type Captcha = z.infer<typeof captchaSchema>;

export const captchaFields = {
  captcha: captchaAnswer.optional(),
  captchaId: z.string().max(64).optional(),
};

/** GET /wps/system/publicKey */
export const publicKeySchema = z.object({
  keyId: z.string(),
  publicKey: z.string(),
  algorithm: z.literal('RSA-OAEP-256'),
});

/**
 * Which door the login is for (spec 6, Login errors; issue 17): the member site refuses accounts
 * that are not of a known member type (NOT_MEMBER), the agent side non-agents (NOT_AGENT). Only
 * once the credentials are right; no session then.
 */
export const loginSides = ['member', 'agent'] as const;
export type LoginSide = (typeof loginSides)[number];
const loginSide = z.enum(loginSides).default('member');

/** POST /wps/session/login (encrypted). Spec section 3, Login payload; `firebase` is not offered. */
export const loginPayloadSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('username'),
    username: z.string().trim().min(1).max(accountRules.usernameMax),
    password: anyPassword,
    remember: z.boolean().default(false),
    side: loginSide,
    ...captchaFields,
  }),
  z.object({
    type: z.literal('sms'),
    mobileNum,
    countryDialingCode: dialingCode,
    verificationCode: smsCode,
    remember: z.boolean().default(false),
    side: loginSide,
    ...captchaFields,
  }),
]);
export type LoginPayload = z.input<typeof loginPayloadSchema>;

/** Login response value (spec section 3); also returned by register and set-password-by-phone. */
export const loginResultSchema = z.object({
  token: z.string(),
  userName: z.string(),
  type: z.number().int(),
  firstTimeLogin: z.boolean(),
  merchantCode: z.string(),
  expiresAt: z.string(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

/**
 * Issue 14: the password (or SMS code) was right, but the account has two-factor login on. No
 * session yet: the challenge and a code from the authenticator go to POST
 * /wps/session/login/twoFactor (security-routes.ts) within `expiresAt`, which answers a
 * LoginResult.
 */
export const twoFactorChallengeSchema = z.object({
  twoFactorRequired: z.literal(true),
  challenge: z.string(),
  userName: z.string(),
  expiresAt: z.string(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;
/**
 * What login and set-password-by-phone answer: a session (LoginResult, as before), or a
 * two-factor challenge when the account has two-factor login on. Clients that know only the
 * first shape still read every account without two-factor login unchanged.
 */
export const loginAnswerSchema = z.union([loginResultSchema, twoFactorChallengeSchema]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/** Error details of a failed login: whether a captcha is now demanded, and any wait. */
export const loginFailureSchema = z.object({
  captcha: z.boolean(),
  retryAfterSeconds: z.number().int().nullable(),
});
export type LoginFailure = z.infer<typeof loginFailureSchema>;

/** POST /wps/session/renew: slides the session's expiry. */
export const sessionRenewalSchema = z.object({ expiresAt: z.string() });

/** POST /wps/session/login/freeplay: body { moduleId: 'FREEPLAY3' }. */
export const freePlayRequestSchema = z.object({ moduleId: z.literal('FREEPLAY3') });
/** Spec section 3: trial sessions read type from customerType. */
export const freePlayResultSchema = z.object({
  token: z.string(),
  userName: z.string(),
  customerType: z.literal(4),
  merchantCode: z.string(),
  expiresAt: z.string(),
});
export type FreePlayResult = z.infer<typeof freePlayResultSchema>;

/** GET /wps/member/trialuser (trial session): the trial account and its play money. */
export const trialUserSchema = z.object({
  userName: z.string(),
  customerType: z.literal(4),
  playBalance: z.number(),
});

// ---------------------------------------------------------------- registration

/** Registration fields of spec section 3 that a form can show. */
export const registerFieldNames = [
  'username',
  'password',
  'confirmPassword',
  'paymentPassword',
  'affiliateCode',
  'recommenderId',
  'nickname',
  'payeeName',
  'email',
  'mobileNum',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'birthday',
  'verificationCode',
  'captcha',
] as const;
export type RegisterFieldName = (typeof registerFieldNames)[number];

/** One server-supplied field rule; the client builds its validator from these (spec section 5). */
export const registerFieldRuleSchema = z.object({
  name: z.enum(registerFieldNames),
  required: z.boolean(),
  minLength: z.number().int().nullable(),
  maxLength: z.number().int().nullable(),
  /** A JavaScript regular expression source, tested against the trimmed value. */
  pattern: z.string().nullable(),
});
export type RegisterFieldRule = z.infer<typeof registerFieldRuleSchema>;

/** GET /wps/system/setting/register */
export const registrationSettingsSchema = z.object({
  usernameEnabled: z.boolean(),
  mobileEnabled: z.boolean(),
  /** Fields of each tab, in display order; a field not listed is not shown. */
  usernameForm: z.array(registerFieldRuleSchema),
  mobileForm: z.array(registerFieldRuleSchema),
  minAge: z.number().int(),
  /** Spec section 5: phone digit count is parameterised. */
  phoneDigits: z.object({ min: z.number().int(), max: z.number().int() }),
  defaultCountryDialingCode: z.string(),
});
export type RegistrationSettings = z.infer<typeof registrationSettingsSchema>;

export const registerMethods = ['APP', 'H5', 'PWA', 'WEBCLIP'] as const;

const optionalText = (max: number) => z.string().trim().max(max).optional();

/**
 * PUT /wps/member/register and /wps/member/register/mobile (encrypted, moduleId REG3).
 * Field presence and extra rules are checked by the server against the registration settings.
 */
export const registerPayloadSchema = z.object({
  countryDialingCode: dialingCode.optional(),
  registerUrl: z.string().max(2048).optional(),
  registerMethod: z.enum(registerMethods),
  type: z.literal(0).default(0),
  domain: z.string().max(255).optional(),
  username: optionalText(accountRules.usernameMax),
  password: z.string().max(accountRules.passwordMax).optional(),
  confirmPassword: z.string().max(accountRules.passwordMax).optional(),
  paymentPassword: z.string().max(accountRules.passwordMax).optional(),
  affiliateCode: optionalText(40),
  recommenderId: optionalText(40),
  nickname: optionalText(accountRules.nicknameMax),
  payeeName: optionalText(accountRules.payeeNameMax),
  email: optionalText(accountRules.emailMax),
  /** Normalised like every mobile number; its rules come from the registration settings. */
  mobileNum: z.string().trim().max(accountRules.mobileMax).transform(normaliseMobile).optional(),
  idNumber: optionalText(40),
  qqNum: optionalText(40),
  facebook: optionalText(80),
  wechat: optionalText(80),
  line: optionalText(80),
  whatsapp: optionalText(80),
  zalo: optionalText(80),
  birthday: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .or(z.literal('')),
  captcha: optionalText(accountRules.captchaMax),
  captchaId: z.string().max(64).optional(),
  verificationCode: optionalText(accountRules.smsCodeMax),
});
export type RegisterPayload = z.input<typeof registerPayloadSchema>;

/** GET /wps/check/username?username= */
export const usernameCheckQuerySchema = z.object({ username });
export const usernameCheckSchema = z.object({ available: z.boolean() });

/** GET /wps/check/affiliateCode?affiliateCode= (spec: returns data.success). */
export const affiliateCheckQuerySchema = z.object({
  affiliateCode: z.string().trim().min(1).max(40),
});
export const affiliateCheckSchema = z.object({ success: z.boolean() });

// ---------------------------------------------------------------- SMS and passwords

/** POST /wps/verification/sms/noLogin and /wps/verification/sms/register. */
export const smsRequestSchema = z.object({
  mobileNum,
  countryDialingCode: dialingCode,
  /** The spec's human-verification result; required once the number or address is throttled. */
  captcha: captchaAnswer.optional(),
  captchaId: z.string().max(64).optional(),
});
/** value.expirationTime: epoch milliseconds when a new code may be requested. */
export const smsResultSchema = z.object({
  expirationTime: z.number().int(),
  codeExpiresAt: z.number().int(),
});
export type SmsResult = z.infer<typeof smsResultSchema>;

/** POST /wps/member/password/verification (encrypted): set password by phone, then logged in. */
export const setPasswordByPhoneSchema = z.object({
  mobileNum,
  countryDialingCode: dialingCode,
  verificationCode: smsCode,
  newPassword,
});
export type SetPasswordByPhonePayload = z.input<typeof setPasswordByPhoneSchema>;

/** POST /wps/member/password (encrypted, v2 payload). */
export const changePasswordSchema = z.object({
  oldPassword: anyPassword,
  newPassword,
  confirmNewPassword: z.string().max(accountRules.passwordMax),
});
export type ChangePasswordPayload = z.input<typeof changePasswordSchema>;

/** POST /wps/member/password/email (form-encoded username and email). */
export const forgotByEmailSchema = z.object({
  username: z.string().trim().min(1).max(accountRules.usernameMax),
  email,
});
/** POST /wps/member/password/email/reset (encrypted): the link in the reset email lands here. */
export const resetByEmailSchema = z.object({
  token: z.string().min(16).max(128),
  newPassword,
  confirmNewPassword: z.string().max(accountRules.passwordMax),
});
export type ResetByEmailPayload = z.input<typeof resetByEmailSchema>;

export const doneSchema = z.object({ done: z.literal(true) });

// ---------------------------------------------------------------- member and wallet

/** GET /wps/member/info (spec section 3, Member info, plus the fields the edits change). */
export const memberInfoSchema = z.object({
  id: z.number().int(),
  type: z.number().int(),
  account: z.string(),
  nickname: z.string().nullable(),
  clubLabel: z.object({ labelName: z.string() }).nullable(),
  /** The common store's VIP flag (spec section 6: the VIP entry shows when true). */
  vip: z.boolean(),
  email: z.string().nullable(),
  /** Masked except the last 4 digits. */
  mobileNum: z.string().nullable(),
  countryDialingCode: z.string().nullable(),
  payeeName: z.string().nullable(),
  birthday: z.string().nullable(),
  icon: z.string().nullable(),
  firstTimeLogin: z.boolean(),
  registeredAt: z.string(),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

export const nicknameEditSchema = z.object({
  nickname: z.string().trim().min(1).max(accountRules.nicknameMax),
});
export const emailEditSchema = z.object({ email });
export const payeeNameEditSchema = z.object({
  payeeName: z.string().trim().min(1).max(accountRules.payeeNameMax),
});
/**
 * POST /wps/member/info/icon (form-encoded `icon`); GET lists the choices (PROFPIC3). The icon is
 * a built-in avatar (`avatar-3`) or the member's own upload (`file:<fileId>`, purpose AVATAR).
 */
export const iconEditSchema = z.object({
  icon: z.string().regex(/^(avatar-\d{1,2}|file:[0-9a-f]{32})$/),
});
export const iconListSchema = z.object({
  icons: z.array(z.string()),
  current: z.string().nullable(),
});

/** GET /wps/wallets/gcs: balances in major units, 2 decimals (stored as integer minor units). */
export const walletSchema = z.object({
  sumBalance: z.number(),
  currency: z.string(),
  wallets: z.array(z.object({ code: z.string(), balance: z.number() })),
});
export type Wallet = z.infer<typeof walletSchema>;

// ---------------------------------------------------------------- dev outbox

/** GET /__dev/outbox (non-production): what the demo sender "delivered". */
export const outboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['sms', 'email']),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  /** The verification code or reset token carried by the message, for tests. */
  code: z.string().nullable(),
  createdAt: z.string(),
});
export const outboxQuerySchema = z.object({
  recipient: z.string().max(120).optional(),
  channel: z.enum(['sms', 'email']).optional(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
