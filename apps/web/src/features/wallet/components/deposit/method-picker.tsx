import type { UseFormRegisterReturn } from 'react-hook-form';
import type { DepositGroup, DepositMethods } from '@app/contracts/cashier';
import { useTranslation } from '@/shared/i18n/use-translation';
import { BankIcon } from '@/shared/ui/icons/bank';
import { ClockIcon } from '@/shared/ui/icons/clock';
import { CreditCardIcon } from '@/shared/ui/icons/credit-card';
import { WalletIcon } from '@/shared/ui/icons/wallet';
import { etaMessage, formatPercent, formatShortAmount } from './deposit-rules';
import styles from './deposit.module.css';

const groupIcons: Record<DepositGroup, typeof BankIcon> = {
  BANK: BankIcon,
  EWALLET: WalletIcon,
  GATEWAY: CreditCardIcon,
};

/**
 * The deposit methods as tiles, one fieldset per group (bank transfer, e-wallets, payment
 * gateway), all one radio group: each tile names the method, its limits, its fee and how long
 * the money usually takes.
 */
export function MethodPicker({
  groups,
  currencySymbol,
  field,
}: {
  groups: DepositMethods['groups'];
  currencySymbol: string;
  field: UseFormRegisterReturn<'methodCode'>;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.groups}>
      {groups
        .filter((group) => group.methods.length > 0)
        .map((group) => {
          const Icon = groupIcons[group.group];
          return (
            <fieldset key={group.group} className={styles.group}>
              <legend className={styles.groupTitle}>{t(`deposit.groups.${group.group}`)}</legend>
              <div className={styles.tiles}>
                {group.methods.map((method) => {
                  const eta = etaMessage(method.etaMinutes);
                  return (
                    <label key={method.code} className={styles.tile}>
                      <input
                        type="radio"
                        value={method.code}
                        className={styles.tileRadio}
                        {...field}
                      />
                      <span className={styles.tileHead}>
                        <Icon size={20} className={styles.tileIcon} />
                        <span className={styles.tileName}>{method.name}</span>
                      </span>
                      <span className={styles.tileLine}>
                        {t('deposit.limits', {
                          min: `${currencySymbol}${formatShortAmount(method.min)}`,
                          max: `${currencySymbol}${formatShortAmount(method.max)}`,
                        })}
                      </span>
                      <span className={styles.tileMeta}>
                        <span className={method.feePercent === 0 ? styles.free : undefined}>
                          {method.feePercent === 0
                            ? t('deposit.feeFree')
                            : t('deposit.fee', { percent: formatPercent(method.feePercent) })}
                        </span>
                        <span className={styles.eta}>
                          <ClockIcon size={13} />
                          {t(eta.key, eta.values)}
                        </span>
                      </span>
                    </label>
                  );
                })}
              </div>
            </fieldset>
          );
        })}
    </div>
  );
}
