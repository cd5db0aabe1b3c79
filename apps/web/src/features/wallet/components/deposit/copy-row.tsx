import { useTranslation } from '@/shared/i18n/use-translation';
import { CopyButton } from '../cashier-ui/copy-button';
import styles from './deposit.module.css';

/** One line of the transfer details (bank, account, reference, amount) with a copy button. */
export function CopyRow({
  label,
  value,
  shown,
  strong,
}: {
  label: string;
  /** What is copied. */
  value: string;
  /** What is shown, when it differs (an amount with its currency and separators). */
  shown?: string;
  strong?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.copyRow}>
      <dt className={styles.copyLabel}>{label}</dt>
      <dd className={strong ? styles.copyValueStrong : styles.copyValue}>{shown ?? value}</dd>
      <dd className={styles.copyAction}>
        <CopyButton
          value={value}
          label={t('deposit.copy', { label })}
          prompt={t('deposit.copyPrompt', { label })}
          copied={t('deposit.copied')}
        />
      </dd>
    </div>
  );
}
