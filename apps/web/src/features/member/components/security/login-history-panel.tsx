import { useMemo } from 'react';
import type { LoginHistoryEntry } from '@app/contracts/security';
import { useTranslation } from '@/shared/i18n/use-translation';
import { cx } from '@/shared/lib/cx';
import { CheckCircleIcon } from '@/shared/ui/icons/check-circle';
import { XCircleIcon } from '@/shared/ui/icons/x-circle';
import { infiniteSource, PagedList } from '@/shared/ui/paged-list';
import { useLoginHistory } from '../../api/security';
import { deviceKind, deviceName, formatMoment } from './security-format';
import styles from './security.module.css';

/**
 * Login history (issue 14): every login attempt on the account in the last 90 days, newest first,
 * paged with the shared list: time, device, address, and success or the reason it failed.
 */
export function LoginHistoryPanel() {
  const { t } = useTranslation();
  const query = useLoginHistory();
  const items = useMemo(() => query.data?.pages.flatMap((page) => page.list), [query.data]);
  return (
    <section className={styles.panel} aria-labelledby="login-history-title">
      <h2 id="login-history-title" className={styles.panelTitle}>
        {t('security.history.title')}
      </h2>
      <p className={styles.intro}>{t('security.history.intro')}</p>
      <PagedList<LoginHistoryEntry>
        source={infiniteSource(query, items)}
        testId="login-history"
        label={t('security.history.listLabel')}
        getKey={(entry) => entry.id}
        renderItem={(entry) => <HistoryItem entry={entry} />}
        empty={{ title: t('security.history.empty') }}
        labels={{ end: t('security.history.end') }}
      />
    </section>
  );
}

function HistoryItem({ entry }: { entry: LoginHistoryEntry }) {
  const { t } = useTranslation();
  const kind = deviceKind(t, entry.device);
  const name = deviceName(t, entry);
  return (
    <div className={styles.item} data-testid="login-history-item" data-success={entry.success}>
      <span
        className={cx(styles.itemIcon, entry.success ? styles.itemIconGood : styles.itemIconBad)}
        aria-hidden="true"
      >
        {entry.success ? <CheckCircleIcon size={20} /> : <XCircleIcon size={20} />}
      </span>
      <span className={styles.itemText}>
        <span className={entry.success ? styles.succeeded : styles.failed}>
          {entry.success
            ? t('security.history.success')
            : `${t('security.history.failed')}: ${t(`security.history.reason.${entry.reason ?? 'PASSWORD'}`)}`}
        </span>
        <span className={styles.itemTitle}>{name}</span>
        <span className={styles.itemMeta}>
          <time dateTime={entry.time}>{formatMoment(entry.time)}</time>
          {entry.ip && ` · ${t('security.history.address', { ip: entry.ip })}`}
          {kind && name !== kind && ` · ${kind}`}
        </span>
      </span>
    </div>
  );
}
