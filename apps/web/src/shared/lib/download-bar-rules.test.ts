import { describe, expect, it } from 'vitest';
import type { Resource } from '@app/contracts/system';
import {
  canAddToHomeScreen,
  downloadLinks,
  downloadOptions,
  isUnsupportedIosPwa,
  shouldShowDownloadBar,
  shouldShowHeaderDownload,
  type DownloadLinks,
} from './download-bar-rules';
import type { PlatformEnv } from './platform';

const iosSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 16_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.4 Mobile/15E148 Safari/604.1';
const iosChrome =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 16_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0 Mobile/15E148 Safari/604.1';
const oldIos =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 10_3 like Mac OS X) AppleWebKit/603.1.30 (KHTML, like Gecko) Version/10.0 Mobile/14E304 Safari/602.1';
const android =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';

const env = (userAgent: string, extra: Partial<PlatformEnv> = {}): PlatformEnv => ({
  userAgent,
  maxTouchPoints: 5,
  standalone: false,
  webClip: false,
  ...extra,
});
const none: DownloadLinks = { android: null, ios: null, mobileConfig: null };
const all: DownloadLinks = {
  android: 'https://a.example/app.apk',
  ios: 'https://i.example/app',
  mobileConfig: 'https://i.example/p.mobileconfig',
};
const res = (resourceType: string, url: string): Resource => ({
  resourceType,
  url,
  labelNameEn: null,
});

describe('download links and options', () => {
  it('reads IOS, Android and MOBILECONFIG resources', () => {
    expect(
      downloadLinks([
        res('IOS', 'https://i'),
        res('Android', 'https://a'),
        res('LINE', 'https://l'),
      ]),
    ).toEqual({ ios: 'https://i', android: 'https://a', mobileConfig: null });
    expect(downloadLinks([res('Android', 'javascript:alert(1)')]).android).toBeNull();
  });
  it('offers add to home screen on iOS Safari only, not in a PWA', () => {
    expect(canAddToHomeScreen(env(iosSafari))).toBe(true);
    expect(canAddToHomeScreen(env(iosSafari, { standalone: true }))).toBe(false);
    expect(canAddToHomeScreen(env(iosChrome))).toBe(false);
    expect(canAddToHomeScreen(env(android))).toBe(false);
    expect(canAddToHomeScreen(env(oldIos))).toBe(false);
  });
  it('lists options in spec order', () => {
    expect(downloadOptions(all, env(iosSafari)).map((o) => o.kind)).toEqual([
      'android',
      'ios',
      'mobileConfig',
      'addToHomeScreen',
    ]);
    expect(downloadOptions(none, env(android))).toEqual([]);
  });
});

describe('download bar show/hide rules', () => {
  it('shows with links on a normal browser', () => {
    expect(shouldShowDownloadBar({ links: all, env: env(android), dismissed: false })).toBe(true);
  });
  it('hides once dismissed (hideDownloadBar)', () => {
    expect(shouldShowDownloadBar({ links: all, env: env(android), dismissed: true })).toBe(false);
  });
  it('hides in a PWA', () => {
    expect(
      shouldShowDownloadBar({
        links: all,
        env: env(iosSafari, { standalone: true }),
        dismissed: false,
      }),
    ).toBe(false);
  });
  it('hides for a web clip without an iOS link, but not with one', () => {
    expect(
      shouldShowDownloadBar({
        links: { ...all, ios: null },
        env: env(iosSafari, { webClip: true }),
        dismissed: false,
      }),
    ).toBe(false);
    expect(
      shouldShowDownloadBar({
        links: all,
        env: env(iosSafari, { webClip: true }),
        dismissed: false,
      }),
    ).toBe(true);
  });
  it('hides for an unsupported iOS PWA with nothing to install', () => {
    const links = { ...none, android: 'https://a' };
    expect(isUnsupportedIosPwa(links, env(iosChrome))).toBe(true);
    expect(shouldShowDownloadBar({ links, env: env(iosChrome), dismissed: false })).toBe(false);
    expect(isUnsupportedIosPwa(all, env(iosChrome))).toBe(false);
    expect(isUnsupportedIosPwa(links, env(android))).toBe(false);
  });
  it('shows on iOS Safari with no links (add to home screen), hides elsewhere with none', () => {
    expect(shouldShowDownloadBar({ links: none, env: env(iosSafari), dismissed: false })).toBe(
      true,
    );
    expect(shouldShowDownloadBar({ links: none, env: env(android), dismissed: false })).toBe(false);
  });
});

describe('header download button', () => {
  const base = { isHome: true, env: env(android), appDownloadEnabled: true, links: all };
  it('needs home, no PWA, the promo enabled and a link', () => {
    expect(shouldShowHeaderDownload(base)).toBe(true);
    expect(shouldShowHeaderDownload({ ...base, isHome: false })).toBe(false);
    expect(shouldShowHeaderDownload({ ...base, env: env(android, { standalone: true }) })).toBe(
      false,
    );
    expect(shouldShowHeaderDownload({ ...base, appDownloadEnabled: false })).toBe(false);
    expect(shouldShowHeaderDownload({ ...base, links: none })).toBe(false);
  });
});
