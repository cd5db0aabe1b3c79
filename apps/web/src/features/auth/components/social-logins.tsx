import { useTranslation } from '@/shared/i18n/use-translation';
import { useSystemStatus } from '@/shared/api/get-status';
import { FacebookIcon } from '@/shared/ui/icons/facebook';
import { GoogleIcon } from '@/shared/ui/icons/google';
import { TelegramIcon } from '@/shared/ui/icons/telegram';
import { showToast } from '@/shared/ui/toast';
import { toastDurations } from '@/shared/lib/timings';
import styles from './auth.module.css';

type Provider = 'telegram' | 'facebook' | 'google';

/**
 * Social logins (spec 2): Telegram by prop, Facebook by FACEBOOKLOGIN3, Google by GOOGLELOGIN3.
 * No provider is configured in this product, so a tap says so plainly instead of failing.
 */
export function SocialLogins({ telegram = true }: { telegram?: boolean }) {
  const { t } = useTranslation();
  const { data: status } = useSystemStatus();
  const flags = status?.info.whitelabel ?? {};
  const providers: Provider[] = [
    ...(telegram ? (['telegram'] as const) : []),
    ...(flags.FACEBOOKLOGIN3 ? (['facebook'] as const) : []),
    ...(flags.GOOGLELOGIN3 ? (['google'] as const) : []),
  ];
  if (providers.length === 0) return null;
  const icons = { telegram: TelegramIcon, facebook: FacebookIcon, google: GoogleIcon };
  return (
    <section className={styles.social} aria-labelledby="social-title">
      <h2 id="social-title" className={styles.divider}>
        <span>{t('auth.social.title')}</span>
      </h2>
      <ul className={styles.socialList}>
        {providers.map((provider) => {
          const Icon = icons[provider];
          const name = t(`auth.social.${provider}`);
          return (
            <li key={provider}>
              <button
                type="button"
                className={styles.socialButton}
                data-provider={provider}
                aria-label={t('auth.social.with', { provider: name })}
                onClick={() =>
                  showToast({
                    message: t('auth.social.notConfigured', { provider: name }),
                    kind: 'info',
                    durationMs: toastDurations.short,
                  })
                }
              >
                <Icon size={24} />
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
