import { useEffect, useEffectEvent } from 'react';
import type { DepositPromo } from '@app/contracts/cashier';
import { parseAmountMinor } from '@app/contracts/money';
import { isApiError } from '@/shared/api/client';
import { useAcceptPromo } from '../../api/deposit-promos';
import { reachesPromoMinimum } from './deposit-rules';

/** Typing pauses this long before the bonus of the new amount is asked for. */
export const promoQuoteDelayMs = 400;

/** What the promotion list says under the chosen promotion. */
export type PromoQuote =
  | { kind: 'none' }
  /** A promotion is chosen but there is no valid amount yet. */
  | { kind: 'needAmount' }
  | { kind: 'belowMin'; min: number }
  | { kind: 'checking' }
  | { kind: 'bonus'; bonus: number }
  /** The server could not answer (not a refusal of the promotion): the choice stays. */
  | { kind: 'failed'; error: unknown };

const quoteKey = (promoId: number, methodCode: string, amountMinor: number) =>
  `${promoId}|${methodCode}|${amountMinor}`;

/**
 * MCS2_acceptPromo for the chosen promotion, method and amount, asked again when any of them
 * changes (after a pause in typing). A PROMO_NOT_ELIGIBLE answer calls `onNotEligible`, which
 * falls back to "no bonus"; an answer for an older amount is never shown for the current one.
 */
export function usePromoQuote({
  promo,
  methodCode,
  amount,
  amountMinor,
  onNotEligible,
}: {
  promo: DepositPromo | undefined;
  methodCode: string;
  amount: string;
  /** The typed amount when the method takes it, else null. */
  amountMinor: number | null;
  onNotEligible: (error: unknown) => void;
}): PromoQuote {
  const { mutate, data, error, variables, isPending } = useAcceptPromo();
  const promoId = promo?.id ?? null;
  const askable =
    promo !== undefined && amountMinor !== null && reachesPromoMinimum(promo, amountMinor);
  const key = askable && promoId !== null ? quoteKey(promoId, methodCode, amountMinor) : null;
  const notEligible = useEffectEvent(onNotEligible);

  useEffect(() => {
    if (key === null || promoId === null) return;
    const timer = setTimeout(() => {
      mutate(
        { promoId, methodCode, amount: amount.trim() },
        {
          onError: (failure) => {
            if (isApiError(failure) && failure.errorCode === 'PROMO_NOT_ELIGIBLE')
              notEligible(failure);
          },
        },
      );
    }, promoQuoteDelayMs);
    return () => clearTimeout(timer);
  }, [key, promoId, methodCode, amount, mutate]);

  if (!promo) return { kind: 'none' };
  if (amountMinor === null) return { kind: 'needAmount' };
  if (!askable) return { kind: 'belowMin', min: promo.minDeposit };
  const answered =
    variables && variables.promoId !== null
      ? quoteKey(variables.promoId, variables.methodCode, parseAmountMinor(variables.amount) ?? -1)
      : null;
  if (answered !== key || isPending) return { kind: 'checking' };
  if (data) return { kind: 'bonus', bonus: data.bonus };
  if (error && !(isApiError(error) && error.errorCode === 'PROMO_NOT_ELIGIBLE'))
    return { kind: 'failed', error };
  return { kind: 'checking' };
}
