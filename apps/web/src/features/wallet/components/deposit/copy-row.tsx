import { useTranslation } from '@/shared/i18n/use-translation';
import { copyText } from '@/shared/lib/copy-text';
import { toastDurations } from '@/shared/lib/timings';
import { CopyIcon } from '@/shared/ui/icons/copy';
import { showToast } from '@/shared/ui/toast';
import styles from './deposit.module.css';

/**
 * One line of the transfer details (bank, account, reference, amount) with a copy button:
 * the clipboard, else a prompt with the text selected (spec 8), and a 1 s "Copied" toast.
 */
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
  async function copy() {
    const result = await copyText(value, t('deposit.copyPrompt', { label }));
    if (result === 'copied')
      showToast({ message: t('deposit.copied'), kind: 'success', durationMs: toastDurations.copy });
  }
  return (
    <div className={styles.copyRow}>
      <dt className={styles.copyLabel}>{label}</dt>
      <dd className={strong ? styles.copyValueStrong : styles.copyValue}>{shown ?? value}</dd>
      <dd className={styles.copyAction}>
        <button
          type="button"
          className={styles.copyButton}
          aria-label={t('deposit.copy', { label })}
          onClick={() => void copy()}
        >
          <CopyIcon size={18} />
        </button>
      </dd>
    </div>
  );
}
