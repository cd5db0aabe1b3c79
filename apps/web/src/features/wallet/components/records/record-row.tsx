import type { MemberTransaction } from '@app/contracts/cashier';
import { useTranslation } from '@/shared/i18n/use-translation';
import { cx } from '@/shared/lib/cx';
import { formatDateTime } from '../../lib/date-time';
import { signedMoney } from '../../lib/money-text';
import { CopyButton } from '../cashier-ui/copy-button';
import { StatusBadge } from '../cashier-ui/status-badge';
import { amountLook } from './record-format';
import styles from './records.module.css';

/**
 * One movement: its type (the server's name), the signed amount (green in, red out), its status,
 * when it happened (the device's time) and its reference, which copies (clipboard, else a prompt;
 * spec 8) for a message to customer service.
 */
export function RecordRow({ item, typeName }: { item: MemberTransaction; typeName: string }) {
  const { t } = useTranslation();
  const look = amountLook(item);
  return (
    <article
      className={styles.row}
      data-testid="record-row"
      data-id={item.id}
      data-type={item.type}
      aria-label={`${typeName} ${signedMoney(item.amount)}`}
    >
      <div className={styles.rowTop}>
        <span className={styles.rowType}>{typeName}</span>
        <span
          className={cx(styles.amount, styles[look])}
          data-look={look}
          data-testid="record-amount"
        >
          {signedMoney(item.amount)}
        </span>
      </div>
      <div className={styles.rowMiddle}>
        <time className={styles.time} dateTime={item.createdAt}>
          {formatDateTime(item.createdAt, { seconds: true })}
        </time>
        <StatusBadge status={item.status} testId="record-status" />
      </div>
      <div className={styles.rowBottom}>
        <span className={styles.refLabel}>{t('records.row.reference')}</span>
        <span className={styles.reference} data-testid="record-reference">
          {item.reference}
        </span>
        <CopyButton
          value={item.reference}
          label={t('records.row.copyReference', { reference: item.reference })}
          prompt={t('records.row.copyPrompt')}
          copied={t('records.row.copied')}
          className={styles.copy}
        />
      </div>
    </article>
  );
}
