import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { RECOMMENDED_IOS_VERSION } from '@/shared/lib/download-bar-rules';
import { getLayoutRule } from '@/shared/lib/layout-rules';
import { paths, basename } from '@/shared/lib/paths';
import { readPlatformEnv } from '@/shared/lib/platform';
import { BackHeader } from '@/shared/ui/back-header';
import { CheckCircleIcon } from '@/shared/ui/icons/check-circle';
import { DownloadIcon } from '@/shared/ui/icons/download';
import { ListState } from '@/shared/ui/list-state';
import { appPageOptions, isDesktopView, showsIosRecommendation } from '../lib/app-page-rules';
import { useDownloadInfo } from '../lib/use-download-info';
import { useInstallPrompt } from '../lib/use-install-prompt';
import { useScreenEnv } from '../lib/use-screen-env';
import { AppIcon } from './app-icon';
import { AppOptionCard } from './app-option-card';
import styles from './app-page.module.css';

/**
 * The app page (/m/app; spec section 2, "App download bar and popup"): the Android app, the iOS
 * app, the iOS profile (MOBILECONFIG) and add to home screen with this browser's steps (not in
 * an installed PWA), the recommended iOS version and the app icon with its fallbacks; on a
 * computer each link also has a QR code for the phone. The shell shows no header or footer here,
 * so the page has its own top bar with Back.
 */
export function AppDownloadPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const rule = getLayoutRule(pathname);
  const { links, iconSources } = useDownloadInfo();
  const env = useMemo(() => readPlatformEnv(), []);
  const screen = useScreenEnv();
  const install = useInstallPrompt();
  const options = appPageOptions(links, env, screen);
  const desktop = isDesktopView(env, screen);
  const siteUrl = new URL(`${basename}${paths.home()}`, window.location.origin).toString();

  return (
    <>
      {rule.header === 'page' && <BackHeader variant="page" />}
      <main id="main" className={styles.main} data-desktop={desktop || undefined}>
        <section className={styles.hero} aria-labelledby="app-page-title">
          <AppIcon
            className={styles.heroIcon}
            sources={iconSources}
            alt={t('download.appIcon')}
            size={80}
          />
          <h1 id="app-page-title" className={styles.heroTitle}>
            {t('appPage.title')}
          </h1>
          <p className={styles.heroText}>{t('appPage.lead')}</p>
          {showsIosRecommendation(options, env) && (
            <p className={styles.note} data-testid="app-ios-recommended">
              {t('download.iosRecommended', { version: RECOMMENDED_IOS_VERSION })}
            </p>
          )}
        </section>

        {env.standalone && (
          <p className={styles.installed} role="status">
            <CheckCircleIcon size={20} />
            {t('appPage.installed')}
          </p>
        )}

        {options.length > 0 ? (
          <ul className={styles.options} aria-label={t('appPage.optionsLabel')}>
            {options.map((option) => (
              <li key={option.kind}>
                <AppOptionCard
                  option={option}
                  desktop={desktop}
                  siteUrl={siteUrl}
                  install={install}
                />
              </li>
            ))}
          </ul>
        ) : (
          !env.standalone && (
            <ListState
              testId="app-no-options"
              icon={<DownloadIcon size={28} />}
              title={t('appPage.noneTitle')}
              body={t('appPage.noneBody')}
            />
          )
        )}
      </main>
    </>
  );
}
