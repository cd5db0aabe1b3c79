import { useTranslation } from '@/shared/i18n/use-translation';
import { RECOMMENDED_IOS_VERSION } from '@/shared/lib/download-bar-rules';
import { useOverlayStore } from '@/shared/lib/overlay-store';
import { CloseIcon } from '@/shared/ui/icons/close';
import { DownloadIcon } from '@/shared/ui/icons/download';
import { useDownloadInfo } from '../lib/use-download-info';
import { AppIcon } from './app-icon';
import styles from './download.module.css';

/** The home top banner (spec section 2, "App download bar and popup"). */
export function DownloadBar() {
  const { t } = useTranslation();
  const { showBar, iconSources, dismiss, links } = useDownloadInfo();
  const openOverlay = useOverlayStore((s) => s.openOverlay);
  if (!showBar) return null;
  return (
    <aside className={styles.bar} aria-label={t('download.barTitle')} data-testid="download-bar">
      <button
        type="button"
        className={styles.close}
        aria-label={t('download.dismiss')}
        onClick={dismiss}
      >
        <CloseIcon size={20} />
      </button>
      <AppIcon
        className={styles.icon}
        sources={iconSources}
        alt={t('download.appIcon')}
        size={40}
      />
      <div className={styles.text}>
        <p className={styles.title}>{t('download.barTitle')}</p>
        <p className={styles.sub}>
          {links.ios
            ? t('download.iosRecommended', { version: RECOMMENDED_IOS_VERSION })
            : t('download.barText')}
        </p>
      </div>
      <button
        type="button"
        className={styles.cta}
        aria-haspopup="dialog"
        onClick={() => openOverlay('download')}
      >
        <DownloadIcon size={18} />
        {t('download.open')}
      </button>
    </aside>
  );
}
