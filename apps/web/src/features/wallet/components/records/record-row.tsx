import type { MemberTransaction } from '@app/contracts/cashier';
import { useTranslation } from '@/shared/i18n/use-translation';
import { copyText } from '@/shared/lib/copy-text';
import { cx } from '@/shared/lib/cx';
import { toastDurations } from '@/shared/lib/timings';
import { CopyIcon } from '@/shared/ui/icons/copy';
import { showToast } from '@/shared/ui/toast';
import { amountLook, localTime, signedAmount, statusTone } from './record-format';
import styles from './records.module.css';

/**
 * One movement: its type (the server's name), the signed amount (green in, red out), its status,
 * when it happened (the device's time) and its reference, which copies (clipboard, else a prompt;
 * spec 8) for a message to customer service.
 */
export function RecordRow({ item, typeName }: { item: MemberTransaction; typeName: string }) {
  const { t } = useTranslation();
  const look = amountLook(item);

  async function copyReference() {
    const result = await copyText(item.reference, t('records.row.copyPrompt'));
    if (result === 'copied')
      showToast({
        message: t('records.row.copied'),
        kind: 'success',
        durationMs: toastDurations.copy,
      });
  }

  return (
    <article
      className={styles.row}
      data-testid="record-row"
      data-id={item.id}
      data-type={item.type}
      aria-label={`${typeName} ${signedAmount(item.amount)}`}
    >
      <div className={styles.rowTop}>
        <span className={styles.rowType}>{typeName}</span>
        <span
          className={cx(styles.amount, styles[look])}
          data-look={look}
          data-testid="record-amount"
        >
          {signedAmount(item.amount)}
        </span>
      </div>
      <div className={styles.rowMiddle}>
        <time className={styles.time} dateTime={item.createdAt}>
          {localTime(item.createdAt)}
        </time>
        <span
          className={cx(styles.badge, styles[statusTone(item.status)])}
          data-status={item.status}
          data-testid="record-status"
        >
          {t(`records.status.${item.status}`)}
        </span>
      </div>
      <div className={styles.rowBottom}>
        <span className={styles.refLabel}>{t('records.row.reference')}</span>
        <span className={styles.reference} data-testid="record-reference">
          {item.reference}
        </span>
        <button
          type="button"
          className={styles.copy}
          aria-label={t('records.row.copyReference', { reference: item.reference })}
          onClick={() => void copyReference()}
        >
          <CopyIcon size={16} />
        </button>
      </div>
    </article>
  );
}
