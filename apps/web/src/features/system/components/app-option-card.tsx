import { useTranslation } from '@/shared/i18n/use-translation';
import { AndroidIcon } from '@/shared/ui/icons/android';
import { AppleIcon } from '@/shared/ui/icons/apple';
import { DownloadIcon } from '@/shared/ui/icons/download';
import { PlusSquareIcon } from '@/shared/ui/icons/plus-square';
import { ShareIcon } from '@/shared/ui/icons/share';
import { QrCode } from '@/shared/ui/qr-code';
import buttons from '@/shared/ui/button.module.css';
import { guideSteps, type AppPageOption } from '../lib/app-page-rules';
import styles from './app-page.module.css';

const optionIcon = {
  android: AndroidIcon,
  ios: AppleIcon,
  mobileConfig: AppleIcon,
  addToHomeScreen: PlusSquareIcon,
} as const;

/** One way to get the app: a download link (with its QR code on a computer) or the steps. */
export function AppOptionCard({
  option,
  desktop,
  siteUrl,
  install,
}: {
  option: AppPageOption;
  desktop: boolean;
  /** The site's home, for the computer's "scan to open on your phone" code. */
  siteUrl: string;
  /** Chrome's install prompt, when it offers one. */
  install: (() => Promise<void>) | null;
}) {
  const { t } = useTranslation();
  const Icon = optionIcon[option.kind];
  const titleId = `app-option-${option.kind}`;
  return (
    <section
      className={styles.option}
      aria-labelledby={titleId}
      data-testid={`app-option-${option.kind}`}
    >
      <div className={styles.optionHead}>
        <span className={styles.optionIcon}>
          <Icon size={24} />
        </span>
        <div className={styles.optionText}>
          <h2 id={titleId} className={styles.optionTitle}>
            {t(`download.${option.kind}`)}
          </h2>
          <p className={styles.optionHint}>{t(`appPage.hints.${option.kind}`)}</p>
        </div>
      </div>

      {option.kind === 'addToHomeScreen' ? (
        <>
          <ol className={styles.steps} data-testid="app-install-steps" data-guide={option.guide}>
            {guideSteps[option.guide].map((key, i) => (
              <li key={key}>
                {t(key)}
                {option.guide === 'iosSafari' && i === 0 && (
                  <ShareIcon size={16} className={styles.inlineIcon} />
                )}
              </li>
            ))}
          </ol>
          {option.guide === 'androidChrome' && install && (
            <button type="button" className={buttons.primary} onClick={() => void install()}>
              <DownloadIcon size={20} />
              {t('appPage.install')}
            </button>
          )}
          {option.guide === 'desktop' && (
            <QrCode
              value={siteUrl}
              label={t('appPage.siteQr')}
              className={styles.qr}
              size={152}
              testId="app-qr-site"
            />
          )}
        </>
      ) : (
        <div className={styles.linkRow}>
          <a
            className={buttons.primary}
            href={option.url}
            target="_blank"
            rel="noopener noreferrer"
          >
            <DownloadIcon size={20} />
            {t('appPage.download')}
            <span className="visually-hidden"> ({t('common.opensInNewTab')})</span>
          </a>
          {desktop && (
            <figure className={styles.qrFigure}>
              <QrCode
                value={option.url}
                label={t('appPage.linkQr', { name: t(`download.${option.kind}`) })}
                className={styles.qr}
                size={152}
                testId={`app-qr-${option.kind}`}
              />
              <figcaption className={styles.qrCaption}>{t('appPage.scanToDownload')}</figcaption>
            </figure>
          )}
        </div>
      )}
    </section>
  );
}
