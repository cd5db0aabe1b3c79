import { CHECK_IN_CYCLE_DAYS } from '@app/contracts/reward-constants';
import { languages, type Language } from '@app/contracts/languages';
import { z } from 'zod';

/**
 * The rules of the reward events (reward_events.rules, jsonb), checked when read: an operator's
 * malformed rules fail loudly instead of paying something odd. Amounts are minor units.
 */

const minor = z.number().int().min(1).max(1e12);
const texts = z.record(z.enum(languages), z.string().max(400));

/** CHECK_IN: the reward of each day of the seven-day cycle. */
export const checkInRulesSchema = z.object({
  dayAmountsMinor: z.array(minor).min(1).max(CHECK_IN_CYCLE_DAYS),
});
export type CheckInRules = z.infer<typeof checkInRulesSchema>;

/** RED_RAIN: sessions at these operator times each day, their length, pool and envelopes. */
export const redRainRulesSchema = z
  .object({
    /** HH:MM in the operator's time zone (the cashier's UTC offset). */
    times: z
      .array(z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/))
      .min(1)
      .max(48),
    minutes: z.number().int().min(1).max(60),
    poolMinor: minor,
    minMinor: minor,
    maxMinor: minor,
    perMember: z.number().int().min(1).max(100),
  })
  .refine((r) => r.minMinor <= r.maxMinor && r.maxMinor <= r.poolMinor, {
    message: 'envelopes must lie within 1..pool with min <= max',
  });
export type RedRainRules = z.infer<typeof redRainRulesSchema>;

/** REFERRAL: a friend's first deposit must reach this; the earned reward's text names the friend. */
export const referralRulesSchema = z.object({
  minDepositMinor: z.number().int().min(0).max(1e12),
  /** The earned reward's summary, `{friend}` replaced by the friend's masked name. */
  earnedSummary: texts.optional(),
});
export type ReferralRules = z.infer<typeof referralRulesSchema>;

/** The member's language, else English, else any. */
export function textOf(value: unknown, language: Language): string {
  const names = (value ?? {}) as Partial<Record<Language, string>>;
  return names[language] ?? names.en ?? Object.values(names)[0] ?? '';
}
