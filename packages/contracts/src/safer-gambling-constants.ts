/**
 * Safer gambling (issue 18, decision 0042): the periods and choices a member may pick, zod-free
 * so the web app's screens and the server's rules share them without the schemas.
 */

/** Deposit and loss limits: 24 hours, 7 days, 30 days. */
export const limitPeriods = ['DAY', 'WEEK', 'MONTH'] as const;
export type LimitPeriod = (typeof limitPeriods)[number];
/** A limit's window in hours (deposit limits are rolling windows of this length). */
export const limitPeriodHours: Record<LimitPeriod, number> = { DAY: 24, WEEK: 168, MONTH: 720 };

/** A higher limit, or removing one, takes effect after this cooling-off; a lower one at once. */
export const LIMIT_COOLING_OFF_HOURS = 24;

/** The longest play session a member may choose, in minutes. */
export const sessionLimitChoices = [30, 60, 120, 180, 240, 360] as const;
export type SessionLimitMinutes = (typeof sessionLimitChoices)[number];

/** A play session ends after this long without a game launch or a round. */
export const PLAY_SESSION_IDLE_MINUTES = 30;

/** Reality check intervals; on by default at 60. */
export const realityCheckChoices = [15, 30, 60] as const;
export type RealityCheckMinutes = (typeof realityCheckChoices)[number];
export const DEFAULT_REALITY_CHECK_MINUTES: RealityCheckMinutes = 60;

/** Time-out: 24 hours, 7 days or 30 days. */
export const timeOutPeriods = ['DAY', 'WEEK', 'MONTH'] as const;
export type TimeOutPeriod = (typeof timeOutPeriods)[number];

/** Self-exclusion: 6 months, 1 year, 5 years or for good. */
export const exclusionPeriods = ['MONTHS_6', 'YEAR_1', 'YEARS_5', 'PERMANENT'] as const;
export type ExclusionPeriod = (typeof exclusionPeriods)[number];

/** What stops play: a break the member took, or a limit reached. */
export const playBlockKinds = [
  'TIME_OUT',
  'SELF_EXCLUSION',
  'LOSS_LIMIT',
  'SESSION_LIMIT',
] as const;
export type PlayBlockKind = (typeof playBlockKinds)[number];

/** The account history's rows. */
export const historyKinds = ['DEPOSIT', 'WITHDRAWAL', 'ROUND', 'BONUS'] as const;
export type HistoryKind = (typeof historyKinds)[number];
/** How far back the account history reaches (at least the 3 months regulators ask for). */
export const ACCOUNT_HISTORY_DAYS = 366;

/** The member's changes kept in the protections' history (the console shows them). */
export const protectionEvents = [
  'DEPOSIT_LIMIT',
  'LOSS_LIMIT',
  'SESSION_LIMIT',
  'REALITY_CHECK',
  'TIME_OUT',
  'SELF_EXCLUSION',
] as const;
export type ProtectionEvent = (typeof protectionEvents)[number];

/** The parts an operator may switch off (all on by default). */
export const saferGamblingFeatures = [
  'depositLimits',
  'lossLimits',
  'sessionLimits',
  'realityChecks',
  'timeOut',
  'selfExclusion',
] as const;
export type SaferGamblingFeature = (typeof saferGamblingFeatures)[number];
