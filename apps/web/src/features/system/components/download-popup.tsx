import { useId, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { RECOMMENDED_IOS_VERSION, type DownloadOption } from '@/shared/lib/download-bar-rules';
import { useOverlayStore } from '@/shared/lib/overlay-store';
import { AndroidIcon } from '@/shared/ui/icons/android';
import { AppleIcon } from '@/shared/ui/icons/apple';
import { PlusSquareIcon } from '@/shared/ui/icons/plus-square';
import { ShareIcon } from '@/shared/ui/icons/share';
import { CloseButton } from '@/shared/ui/close-button';
import { Overlay } from '@/shared/ui/overlay';
import { useDownloadInfo } from '../lib/use-download-info';
import { AppIcon } from './app-icon';
import styles from './download.module.css';

const optionIcon = {
  android: AndroidIcon,
  ios: AppleIcon,
  mobileConfig: AppleIcon,
  addToHomeScreen: PlusSquareIcon,
} as const;

/** The download popup: Android, iOS app, iOS profile, and add-to-home-screen instructions. */
export function DownloadPopup() {
  const { t } = useTranslation();
  const open = useOverlayStore((s) => s.open === 'download');
  const close = useOverlayStore((s) => s.closeOverlay);
  const { options, iconSources } = useDownloadInfo();
  const [showSteps, setShowSteps] = useState(false);
  const titleId = useId();

  function label(option: DownloadOption) {
    return t(`download.${option.kind}`);
  }

  return (
    <Overlay open={open} onClose={close} labelledBy={titleId} variant="sheet">
      <div className={styles.popupHead}>
        <AppIcon
          className={styles.icon}
          sources={iconSources}
          alt={t('download.appIcon')}
          size={48}
        />
        <div className={styles.popupTitle}>
          <h2 id={titleId}>{t('download.popupTitle')}</h2>
          <p className={styles.note}>
            {t('download.iosRecommended', { version: RECOMMENDED_IOS_VERSION })}
          </p>
        </div>
        <CloseButton onClick={close} />
      </div>
      <ul className={styles.options}>
        {options.map((option) => {
          const Icon = optionIcon[option.kind];
          const content = (
            <>
              <span className={styles.optionIcon}>
                <Icon size={22} />
              </span>
              {label(option)}
            </>
          );
          return (
            <li key={option.kind}>
              {option.kind === 'addToHomeScreen' ? (
                <button
                  type="button"
                  className={styles.option}
                  aria-expanded={showSteps}
                  onClick={() => setShowSteps((v) => !v)}
                >
                  {content}
                </button>
              ) : (
                <a
                  className={styles.option}
                  href={option.url}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {content}
                </a>
              )}
            </li>
          );
        })}
      </ul>
      {showSteps && (
        <section aria-label={t('download.a2hsTitle')}>
          <ol className={styles.steps}>
            <li>
              {t('download.a2hsStep1')}{' '}
              <ShareIcon size={16} style={{ display: 'inline', verticalAlign: 'text-bottom' }} />
            </li>
            <li>{t('download.a2hsStep2')}</li>
            <li>{t('download.a2hsStep3')}</li>
          </ol>
        </section>
      )}
    </Overlay>
  );
}
