import { useTranslation } from 'react-i18next';
import styles from '@/features/system/components/system-page.module.css';

/** A route that failed to load (a stale chunk after a deploy, or offline): "load failed, tap to retry". */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <main className={styles.page}>
      <section className={styles.card}>
        <h1 className={styles.title}>{t('errors.loadFailed')}</h1>
        <button type="button" className={styles.action} onClick={() => window.location.reload()}>
          {t('common.retry')}
        </button>
      </section>
    </main>
  );
}
