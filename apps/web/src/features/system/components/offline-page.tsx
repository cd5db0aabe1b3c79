import { useTranslation } from '@/shared/i18n/use-translation';
import { WifiOffIcon } from '@/shared/ui/icons/wifi-off';
import styles from './offline-page.module.css';
import systemStyles from './system-page.module.css';

/**
 * Shown in place of the page while the browser is offline (issue 19, decision 0045): the shell
 * stays around it, and the page comes back by itself when the network does. Precached by the
 * service worker with the shell (apps/web/pwa-shell.ts), so it shows on a visit with no network.
 */
export function OfflinePage() {
  const { t } = useTranslation();
  return (
    <main className={styles.page} data-testid="offline-page">
      <section className={systemStyles.card} role="status" aria-labelledby="offline-title">
        <span className={systemStyles.icon}>
          <WifiOffIcon size={40} />
        </span>
        <h1 id="offline-title" className={systemStyles.title}>
          {t('system.offlineTitle')}
        </h1>
        <p className={systemStyles.body}>{t('system.offlineBody')}</p>
      </section>
    </main>
  );
}
