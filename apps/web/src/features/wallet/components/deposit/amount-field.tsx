import type { CSSProperties } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { DepositMethod } from '@app/contracts/cashier';
import { feeOfMinor, MINOR_PER_MAJOR, parseAmountMinor } from '@app/contracts/money';
import { useTranslation } from '@/shared/i18n/use-translation';
import { TextField } from '@/shared/ui/form-field';
import { formatMoney } from '../../lib/money-text';
import { formatShortAmount } from './deposit-rules';
import styles from './deposit.module.css';

/**
 * The amount: the method's preset chips (a tap fills the field) and a free field (decimal
 * keyboard), with the method's limits as its hint and, for a method that charges, the fee of
 * the typed amount.
 */
export function AmountField({
  method,
  value,
  error,
  currencySymbol,
  field,
  onPreset,
}: {
  method: DepositMethod;
  value: string;
  /** The amount's broken rule, translated. */
  error: string | null;
  currencySymbol: string;
  field: UseFormRegisterReturn<'amount'>;
  onPreset: (amount: string) => void;
}) {
  const { t } = useTranslation();
  const minor = parseAmountMinor(value);
  const feeBps = Math.round(method.feePercent * 100);
  const limits = t('deposit.limitsHint', {
    min: formatMoney(method.min, currencySymbol),
    max: formatMoney(method.max, currencySymbol),
  });
  // What the method keeps of this amount, when it keeps anything.
  const fee =
    minor !== null && feeBps > 0
      ? t('deposit.feeOfAmount', {
          fee: formatMoney(feeOfMinor(minor, feeBps) / MINOR_PER_MAJOR, currencySymbol),
        })
      : null;
  const hint = fee ? `${limits} · ${fee}` : limits;
  return (
    <div className={styles.amount}>
      {method.presets.length > 0 && (
        <div
          className={styles.presets}
          role="group"
          aria-label={t('deposit.presets')}
          // Four chips fit one row; more go three to a row, so no row has a lone chip of four.
          style={{ '--preset-columns': method.presets.length === 4 ? 4 : 3 } as CSSProperties}
        >
          {method.presets.map((preset) => {
            const text = String(preset);
            const pressed = minor !== null && minor === parseAmountMinor(text);
            return (
              <button
                key={preset}
                type="button"
                className={styles.chip}
                aria-pressed={pressed}
                onClick={() => onPreset(text)}
              >
                {currencySymbol}
                {formatShortAmount(preset)}
              </button>
            );
          })}
        </div>
      )}
      <TextField
        id="deposit-amount"
        label={t('deposit.amountLabel')}
        error={error}
        hint={<span className={styles.figures}>{hint}</span>}
        leading={<span className={styles.currency}>{currencySymbol}</span>}
        input={{
          type: 'text',
          inputMode: 'decimal',
          autoComplete: 'off',
          maxLength: 20,
          placeholder: t('deposit.amountPlaceholder'),
          'aria-required': true,
          ...field,
        }}
      />
    </div>
  );
}
