import { useTranslation } from '@/shared/i18n/use-translation';
import { WrenchIcon } from '@/shared/ui/icons/wrench';
import styles from './system-page.module.css';

/** Status 1 (spec section 2, "System pages"). */
export function MaintenancePage({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <main className={styles.page} data-system-status="1">
      <section className={styles.card} aria-labelledby="maintenance-title">
        <span className={styles.icon}>
          <WrenchIcon size={40} />
        </span>
        <h1 id="maintenance-title" className={styles.title}>
          {t('system.maintenanceTitle')}
        </h1>
        <p className={styles.body}>{t('system.maintenanceBody')}</p>
        <button type="button" className={styles.action} onClick={onRetry}>
          {t('system.tryAgain')}
        </button>
      </section>
    </main>
  );
}
