import type { Resource } from '@app/contracts/system';
import { iosVersion, isIos, isIosSafari, type PlatformEnv } from './platform';
import { resourceUrl } from './resources';

/** Spec section 2: "iOS 12.4 or later is recommended." */
export const RECOMMENDED_IOS_VERSION = '12.4';
/** Home-screen web apps need iOS 11.3+; below that adding to the home screen gives no PWA. */
const MIN_IOS_PWA = 11.03;

export type DownloadLinks = {
  android: string | null;
  ios: string | null;
  mobileConfig: string | null;
};

export type DownloadOption =
  | { kind: 'android'; url: string }
  | { kind: 'ios'; url: string }
  | { kind: 'mobileConfig'; url: string }
  | { kind: 'addToHomeScreen' };

export function downloadLinks(resources: readonly Resource[]): DownloadLinks {
  return {
    android: resourceUrl(resources, 'Android'),
    ios: resourceUrl(resources, 'IOS'),
    mobileConfig: resourceUrl(resources, 'MOBILECONFIG'),
  };
}

export function hasDownloadLink(links: DownloadLinks): boolean {
  return Boolean(links.android || links.ios || links.mobileConfig);
}

/** Add to home screen: Safari on iOS only, not already in a PWA (spec section 2). */
export function canAddToHomeScreen(env: PlatformEnv): boolean {
  if (env.standalone || !isIosSafari(env)) return false;
  const version = iosVersion(env.userAgent);
  return version === null || version >= MIN_IOS_PWA;
}

/** Options of the download popup, in the spec's order. */
export function downloadOptions(links: DownloadLinks, env: PlatformEnv): DownloadOption[] {
  const options: DownloadOption[] = [];
  if (links.android) options.push({ kind: 'android', url: links.android });
  if (links.ios) options.push({ kind: 'ios', url: links.ios });
  if (links.mobileConfig) options.push({ kind: 'mobileConfig', url: links.mobileConfig });
  if (canAddToHomeScreen(env)) options.push({ kind: 'addToHomeScreen' });
  return options;
}

/**
 * An iOS browser that cannot make a home-screen app (not Safari, or iOS below 11.3) and no iOS
 * link to offer instead: there is nothing the bar could install.
 */
export function isUnsupportedIosPwa(links: DownloadLinks, env: PlatformEnv): boolean {
  return isIos(env) && !canAddToHomeScreen(env) && !links.ios && !links.mobileConfig;
}

export type DownloadBarInput = { links: DownloadLinks; env: PlatformEnv; dismissed: boolean };

/**
 * The home top banner (spec section 2, "App download bar and popup"): hidden once closed
 * (hideDownloadBar), in a PWA, for a web clip without an iOS link, for an unsupported iOS PWA,
 * and when there is no option at all.
 */
export function shouldShowDownloadBar({ links, env, dismissed }: DownloadBarInput): boolean {
  if (dismissed || env.standalone) return false;
  if (env.webClip && !links.ios) return false;
  if (isUnsupportedIosPwa(links, env)) return false;
  return downloadOptions(links, env).length > 0;
}

/**
 * The home header's download button (spec section 2, "Home header"): home only, not in an app or
 * PWA, the APP_DOWNLOAD promo enabled, and download links exist.
 */
export function shouldShowHeaderDownload(input: {
  isHome: boolean;
  env: PlatformEnv;
  appDownloadEnabled: boolean;
  links: DownloadLinks;
}): boolean {
  return (
    input.isHome &&
    !input.env.standalone &&
    !input.env.webClip &&
    input.appDownloadEnabled &&
    hasDownloadLink(input.links)
  );
}
