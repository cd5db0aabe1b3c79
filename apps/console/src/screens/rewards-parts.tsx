import type { ClaimStatus } from '@app/contracts/reward-constants';
import { useMemo } from 'react';
import type { RewardsKey } from '../i18n/rewards-en';
import { useI18n } from '../i18n/i18n';

/**
 * The rewards answers carry major units with 2 decimals in the site's one currency (rewards.ts
 * has no currency field), so amounts read as plain numbers: "20.00", "1,234.50".
 */
export function useAmount() {
  const { locale } = useI18n();
  return useMemo(() => {
    const format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    return (major: number) => format.format(major);
  }, [locale]);
}

const claimTone: Record<ClaimStatus, string> = {
  APPLYING: 'rewards-warn',
  ISSUED: 'ok',
  CLAIMED: 'ok',
  REJECTED: 'danger',
  CLAIMABLE: '',
};

export function ClaimStatusBadge({ status }: { status: ClaimStatus }) {
  const { t } = useI18n();
  return (
    <span className={`badge ${claimTone[status]}`}>
      {t(`rewards.claims.status.${status}` satisfies RewardsKey)}
    </span>
  );
}

/** A whole number from the text of a number field, or null (blank, decimals, out of range). */
export function wholeNumber(text: string, min: number, max: number): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,4}$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n >= min && n <= max ? n : null;
}
