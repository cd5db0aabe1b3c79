import type { PlayBlock } from '@app/contracts/safer-gambling';
import type {
  ExclusionPeriod,
  LimitPeriod,
  TimeOutPeriod,
} from '@app/contracts/safer-gambling-constants';
import type { TranslationKey } from '@/shared/i18n/translator';

/** How each period reads (deposit limits are rolling windows; loss limits calendar ones). */
export const depositPeriodKeys: Record<LimitPeriod, TranslationKey> = {
  DAY: 'saferGambling.periods.hours24',
  WEEK: 'saferGambling.periods.days7',
  MONTH: 'saferGambling.periods.days30',
};
export const lossPeriodKeys: Record<LimitPeriod, TranslationKey> = {
  DAY: 'saferGambling.periods.day',
  WEEK: 'saferGambling.periods.week',
  MONTH: 'saferGambling.periods.month',
};
export const timeOutKeys: Record<TimeOutPeriod, TranslationKey> = {
  DAY: 'saferGambling.periods.hours24',
  WEEK: 'saferGambling.periods.days7',
  MONTH: 'saferGambling.periods.days30',
};
export const exclusionKeys: Record<ExclusionPeriod, TranslationKey> = {
  MONTHS_6: 'saferGambling.periods.months6',
  YEAR_1: 'saferGambling.periods.year1',
  YEARS_5: 'saferGambling.periods.years5',
  PERMANENT: 'saferGambling.periods.permanent',
};

export const blockTitleKeys: Record<PlayBlock['kind'], TranslationKey> = {
  TIME_OUT: 'saferGambling.block.timeOut',
  SELF_EXCLUSION: 'saferGambling.block.selfExclusion',
  LOSS_LIMIT: 'saferGambling.block.lossLimit',
  SESSION_LIMIT: 'saferGambling.block.sessionLimit',
};

/** A break the member took (deposits and play stop) rather than a limit reached (play stops). */
export const isBreak = (kind: PlayBlock['kind']): boolean =>
  kind === 'TIME_OUT' || kind === 'SELF_EXCLUSION';

/** Session minutes as words: "30 minutes", "2 hours". */
export function sessionLengthKey(minutes: number): { key: TranslationKey; count: number } {
  return minutes % 60 === 0
    ? { key: 'saferGambling.session.hours', count: minutes / 60 }
    : { key: 'saferGambling.session.minutes', count: minutes };
}
