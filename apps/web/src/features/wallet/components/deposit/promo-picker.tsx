import type { UseFormRegisterReturn } from 'react-hook-form';
import type { DepositPromo } from '@app/contracts/cashier';
import { useTranslation } from '@/shared/i18n/use-translation';
import fieldStyles from '@/shared/ui/form-field.module.css';
import { GiftIcon } from '@/shared/ui/icons/gift';
import { cashierErrorMessage } from '../../lib/cashier-error';
import { formatMoney } from '../../lib/money-text';
import { formatPercent } from './deposit-rules';
import type { PromoQuote } from './use-promo-quote';
import styles from './deposit.module.css';

/** The radio value of "no bonus" (a promotion's is its id). */
export const noPromo = '';

/**
 * The deposit promotions offered before paying: "No bonus" (the default) or one promotion,
 * each with its bonus, cap, minimum deposit and wagering; under the chosen one, the bonus the
 * server says this deposit gets, and, when it refused the promotion, why.
 */
export function PromoPicker({
  promos,
  selected,
  quote,
  refusal,
  currencySymbol,
  field,
}: {
  promos: readonly DepositPromo[];
  selected: string;
  quote: PromoQuote;
  /** The server's PROMO_NOT_ELIGIBLE that made the form fall back to no bonus. */
  refusal: unknown;
  currencySymbol: string;
  field: UseFormRegisterReturn<'promoId'>;
}) {
  const { t } = useTranslation();
  const money = (amount: number) => formatMoney(amount, currencySymbol);
  return (
    <fieldset className={styles.promos}>
      <legend className={styles.sectionTitle}>
        <GiftIcon size={18} />
        {t('deposit.promosTitle')}
      </legend>
      <label className={styles.promo}>
        <input type="radio" value={noPromo} className={styles.promoRadio} {...field} />
        <span className={styles.promoBody}>
          <span className={styles.promoTitle}>{t('deposit.noBonus')}</span>
          <span className={styles.promoSummary}>{t('deposit.noBonusBody')}</span>
        </span>
      </label>
      {promos.map((promo) => {
        const chosen = selected === String(promo.id);
        return (
          <div key={promo.id} className={styles.promoItem}>
            <label className={styles.promo}>
              <input
                type="radio"
                value={String(promo.id)}
                className={styles.promoRadio}
                {...field}
              />
              <span className={styles.promoBody}>
                <span className={styles.promoTitle}>{promo.title}</span>
                {promo.summary && <span className={styles.promoSummary}>{promo.summary}</span>}
                <span className={styles.promoTerms}>
                  <span className={styles.term}>
                    {t('deposit.promoBonus', {
                      percent: formatPercent(promo.bonusPercent),
                      max: money(promo.maxBonus),
                    })}
                  </span>
                  <span className={styles.term}>
                    {t('deposit.promoMin', { min: money(promo.minDeposit) })}
                  </span>
                  <span className={styles.term}>
                    {t('deposit.promoWager', { multiplier: promo.wagerMultiplier })}
                  </span>
                </span>
              </span>
            </label>
            {chosen && <QuoteLine quote={quote} money={money} />}
          </div>
        );
      })}
      {refusal !== null && refusal !== undefined && (
        <p className={fieldStyles.formAlert} role="alert" data-testid="promo-refused">
          {cashierErrorMessage(refusal)} {t('deposit.promoFallback')}
        </p>
      )}
    </fieldset>
  );
}

function QuoteLine({ quote, money }: { quote: PromoQuote; money: (amount: number) => string }) {
  const { t } = useTranslation();
  switch (quote.kind) {
    case 'none':
      return null;
    case 'needAmount':
      return <span className={styles.quote}>{t('deposit.promoNeedAmount')}</span>;
    case 'belowMin':
      return (
        <span className={styles.quoteWarn}>
          {t('deposit.promoBelowMin', { min: money(quote.min) })}
        </span>
      );
    case 'checking':
      return (
        <span className={styles.quote} role="status">
          {t('deposit.promoChecking')}
        </span>
      );
    case 'bonus':
      return (
        <span className={styles.quoteBonus} role="status" data-testid="promo-bonus">
          {t('deposit.promoYouGet', { bonus: money(quote.bonus) })}
        </span>
      );
    case 'failed':
      return <span className={styles.quoteWarn}>{cashierErrorMessage(quote.error)}</span>;
  }
}
