import { z } from 'zod';
import type { EndpointSchemas } from './endpoints';
import { apiLanguageSchema } from './languages';
import type { vipRoutes } from './vip-routes';

/**
 * VIP levels and the member's standing (issue 14). A level is earned by meeting BOTH of its
 * thresholds over the rolling qualifying period: credited deposits and valid turnover (settled
 * real-money stakes). Level 0 is "no VIP". Amounts are major units with 2 decimals, like
 * `sumBalance` (decision 0015); rates are percents (0.5 = 0.5%).
 */

/** One text per site language. */
export const translatedNameSchema = z.object({
  km: z.string(),
  en: z.string(),
  zh: z.string(),
  vi: z.string(),
});

export const vipQuerySchema = z.object({
  /** The language of `name` (km, en, zh, vi; the spec's KM, EN, CN, VI too); default km. */
  language: apiLanguageSchema.optional(),
});

export const vipLevelSchema = z.object({
  level: z.number().int().min(0),
  /** In the request's language; `names` has all four. */
  name: z.string(),
  names: translatedNameSchema,
  /** Deposits needed over the qualifying period. */
  deposit: z.number(),
  /** Valid turnover needed over the qualifying period. */
  turnover: z.number(),
  /** Rebate on valid turnover, percent. */
  rebatePercent: z.number(),
  birthdayBonus: z.number(),
  levelUpBonus: z.number(),
  /**
   * Withdrawals a day at this level: the larger of the level's and the cashier's own limit, so
   * what the table says is what the withdraw screen allows.
   */
  dailyWithdrawCount: z.number().int(),
  dailyWithdrawAmount: z.number(),
});
export type VipLevel = z.infer<typeof vipLevelSchema>;

/** How far the member is towards one threshold of the next level. */
export const vipThresholdProgressSchema = z.object({
  required: z.number(),
  current: z.number(),
  /** What is still missing (0 when met). */
  missing: z.number(),
  /** 0..100, rounded down: 100 only when met. */
  percent: z.number().int().min(0).max(100),
  met: z.boolean(),
});
export type VipThresholdProgress = z.infer<typeof vipThresholdProgressSchema>;

export const vipStandingSchema = z.object({
  level: z.number().int().min(0),
  name: z.string(),
  /** The label member info shows (clubLabel.labelName): "VIP 3"; null at level 0. */
  label: z.string().nullable(),
  /** Credited deposits over the period. */
  deposits: z.number(),
  /** Valid turnover over the period. */
  turnover: z.number(),
  /** The next level and the progress towards each threshold; null at the top level. */
  next: z
    .object({
      level: z.number().int(),
      name: z.string(),
      deposit: vipThresholdProgressSchema,
      turnover: vipThresholdProgressSchema,
    })
    .nullable(),
  computedAt: z.iso.datetime({ offset: true }),
});
export type VipStanding = z.infer<typeof vipStandingSchema>;

export const vipInfoSchema = z.object({
  currency: z.string(),
  /** The rolling qualifying period: the last `days` days, from `start` to `end` (now). */
  period: z.object({
    days: z.number().int(),
    start: z.iso.datetime({ offset: true }),
    end: z.iso.datetime({ offset: true }),
  }),
  /** Every level, lowest first. */
  levels: z.array(vipLevelSchema),
  standing: vipStandingSchema,
});
export type VipInfo = z.infer<typeof vipInfoSchema>;

export const vipSchemas = {
  memberVip: {
    area: 'vip',
    summary:
      "The VIP levels with their thresholds and benefits, and the member's level (recomputed from deposits and valid turnover over the qualifying period) with the progress to the next.",
    query: vipQuerySchema,
    response: vipInfoSchema,
  },
} as const satisfies { [K in keyof typeof vipRoutes]: EndpointSchemas };
