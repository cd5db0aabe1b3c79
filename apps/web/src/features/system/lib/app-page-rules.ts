import { canAddToHomeScreen, type DownloadLinks } from '@/shared/lib/download-bar-rules';
import type { TranslationKey } from '@/shared/i18n/translator';
import { isIos, isIosSafari, type PlatformEnv } from '@/shared/lib/platform';

/**
 * The app page's rules (/m/app; spec section 2, "App download bar and popup"), pure: which
 * download options it offers on this browser and which add-to-home-screen instructions go with
 * them. The home bar and popup keep the spec's narrower rule (add to home screen on iOS Safari
 * only, shared/lib/download-bar-rules.ts); this page explains it for every browser.
 */

/** How this browser adds the site to the home screen. */
export type InstallGuide =
  /** Safari on iOS 11.3+: Share, then Add to Home Screen. */
  | 'iosSafari'
  /** Another iOS browser (Chrome, an in-app web view): open the page in Safari first. */
  | 'iosOpenInSafari'
  /** Chrome on Android: the menu's Install app (or Add to Home screen), or its install prompt. */
  | 'androidChrome'
  /** Another Android browser (Samsung Internet, Firefox...): the browser menu. */
  | 'androidOther'
  /** A computer: scan the site's QR code with the phone and add it there. */
  | 'desktop'
  /** Anything else: the browser menu's Add to Home Screen, where it has one. */
  | 'other';

export type AppPageOption =
  | { kind: 'android'; url: string }
  | { kind: 'ios'; url: string }
  | { kind: 'mobileConfig'; url: string }
  | { kind: 'addToHomeScreen'; guide: InstallGuide };

/** What the page knows of the screen besides the browser: a wide viewport, a mouse. */
export type ScreenEnv = { wide: boolean; finePointer: boolean };

export const isAndroid = (env: Pick<PlatformEnv, 'userAgent'>): boolean =>
  /Android/i.test(env.userAgent);

/** Chrome proper on Android: not Edge, Opera, Samsung Internet, a web view or an in-app browser. */
export function isAndroidChrome(env: Pick<PlatformEnv, 'userAgent'>): boolean {
  const ua = env.userAgent;
  return (
    isAndroid(env) &&
    /Chrome\/\d+/.test(ua) &&
    !/; wv\)|EdgA|OPR\/|SamsungBrowser|UCBrowser|YaBrowser|MiuiBrowser|FBAN|FBAV|Instagram|Line\/|TikTok|Telegram/i.test(
      ua,
    )
  );
}

/**
 * A computer rather than a phone: a wide screen, or no touch and a fine pointer. The page then
 * adds QR codes, so the phone can take the links.
 */
export function isDesktopView(env: Pick<PlatformEnv, 'maxTouchPoints'>, screen: ScreenEnv) {
  return screen.wide || (env.maxTouchPoints === 0 && screen.finePointer);
}

/** The add-to-home-screen instructions for this browser; null inside an installed PWA. */
export function installGuide(env: PlatformEnv, screen: ScreenEnv): InstallGuide | null {
  if (env.standalone) return null;
  if (isIos(env)) {
    if (!isIosSafari(env)) return 'iosOpenInSafari';
    // Safari below iOS 11.3 makes no home-screen app.
    return canAddToHomeScreen(env) ? 'iosSafari' : null;
  }
  if (isAndroid(env)) return isAndroidChrome(env) ? 'androidChrome' : 'androidOther';
  if (isDesktopView(env, screen)) return 'desktop';
  return 'other';
}

/**
 * The page's options in the spec's order: Android, iOS app, iOS profile (MOBILECONFIG), then add
 * to home screen, which is not offered inside an installed PWA (nor from an iOS web clip, which
 * is one already).
 */
export function appPageOptions(
  links: DownloadLinks,
  env: PlatformEnv,
  screen: ScreenEnv,
): AppPageOption[] {
  const options: AppPageOption[] = [];
  if (links.android) options.push({ kind: 'android', url: links.android });
  if (links.ios) options.push({ kind: 'ios', url: links.ios });
  if (links.mobileConfig) options.push({ kind: 'mobileConfig', url: links.mobileConfig });
  const guide = env.webClip ? null : installGuide(env, screen);
  if (guide) options.push({ kind: 'addToHomeScreen', guide });
  return options;
}

/** The numbered steps of a guide: keys of the appPage namespace. */
export const guideSteps: Record<InstallGuide, readonly TranslationKey[]> = {
  iosSafari: ['appPage.steps.iosSafari1', 'appPage.steps.iosSafari2', 'appPage.steps.iosSafari3'],
  iosOpenInSafari: [
    'appPage.steps.iosOther1',
    'appPage.steps.iosOther2',
    'appPage.steps.iosSafari2',
    'appPage.steps.iosSafari3',
  ],
  androidChrome: ['appPage.steps.chrome1', 'appPage.steps.chrome2', 'appPage.steps.chrome3'],
  androidOther: ['appPage.steps.androidOther1', 'appPage.steps.androidOther2'],
  desktop: ['appPage.steps.desktop1', 'appPage.steps.desktop2'],
  other: ['appPage.steps.other1', 'appPage.steps.other2'],
};

/** Whether the iOS recommendation (12.4 or later) belongs on the page: an iOS option or device. */
export function showsIosRecommendation(options: readonly AppPageOption[], env: PlatformEnv) {
  return (
    isIos(env) ||
    options.some((o) => o.kind === 'ios' || o.kind === 'mobileConfig') ||
    options.some((o) => o.kind === 'addToHomeScreen' && o.guide === 'iosSafari')
  );
}
