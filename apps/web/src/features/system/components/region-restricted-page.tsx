import { useTranslation } from '@/shared/i18n/use-translation';
import { HeadsetIcon } from '@/shared/ui/icons/headset';
import { ShieldIcon } from '@/shared/ui/icons/shield';
import styles from './system-page.module.css';

/** Status 2: the user's IP and a contact-service link (spec section 2, "System pages"). */
export function RegionRestrictedPage({
  ip,
  contactUrl,
}: {
  ip: string;
  contactUrl: string | null;
}) {
  const { t } = useTranslation();
  return (
    <main className={styles.page} data-system-status="2">
      <section className={styles.card} aria-labelledby="restricted-title">
        <span className={styles.icon}>
          <ShieldIcon size={40} />
        </span>
        <h1 id="restricted-title" className={styles.title}>
          {t('system.restrictedTitle')}
        </h1>
        <p className={styles.body}>{t('system.restrictedBody')}</p>
        {ip && <p className={styles.ip}>{t('system.yourIp', { ip })}</p>}
        {contactUrl && (
          <a className={styles.action} href={contactUrl} target="_blank" rel="noopener noreferrer">
            <HeadsetIcon size={20} />
            {t('system.contactService')}
          </a>
        )}
      </section>
    </main>
  );
}
