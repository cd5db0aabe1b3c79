import { describe, expect, it } from 'vitest';
import type { DownloadLinks } from '@/shared/lib/download-bar-rules';
import type { PlatformEnv } from '@/shared/lib/platform';
import {
  appPageOptions,
  guideSteps,
  installGuide,
  isAndroidChrome,
  isDesktopView,
  showsIosRecommendation,
  type ScreenEnv,
} from './app-page-rules';

const ua = {
  iosSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.4 Mobile/15E148 Safari/604.1',
  iosChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0 Mobile/15E148 Safari/604.1',
  iosOld:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 10_3 like Mac OS X) AppleWebKit/603.1.30 (KHTML, like Gecko) Version/10.0 Mobile/14E304 Safari/602.1',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
  androidSamsung:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0 Mobile Safari/537.36',
  androidWebView:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0 Mobile Safari/537.36',
  desktopChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
};

const env = (userAgent: string, extra: Partial<PlatformEnv> = {}): PlatformEnv => ({
  userAgent,
  maxTouchPoints: 5,
  standalone: false,
  webClip: false,
  ...extra,
});
const phone: ScreenEnv = { wide: false, finePointer: false };
const computer: ScreenEnv = { wide: true, finePointer: true };
const none: DownloadLinks = { android: null, ios: null, mobileConfig: null };
const all: DownloadLinks = {
  android: 'https://a.example/app.apk',
  ios: 'https://i.example/app',
  mobileConfig: 'https://i.example/p.mobileconfig',
};

describe('install guide per browser', () => {
  it('Safari on iOS: share, then Add to Home Screen; not below iOS 11.3', () => {
    expect(installGuide(env(ua.iosSafari), phone)).toBe('iosSafari');
    expect(installGuide(env(ua.iosOld), phone)).toBeNull();
  });
  it('other iOS browsers: open the page in Safari first', () => {
    expect(installGuide(env(ua.iosChrome), phone)).toBe('iosOpenInSafari');
  });
  it('Chrome on Android, other Android browsers and web views', () => {
    expect(isAndroidChrome(env(ua.androidChrome))).toBe(true);
    expect(isAndroidChrome(env(ua.androidSamsung))).toBe(false);
    expect(isAndroidChrome(env(ua.androidWebView))).toBe(false);
    expect(installGuide(env(ua.androidChrome), phone)).toBe('androidChrome');
    expect(installGuide(env(ua.androidSamsung), phone)).toBe('androidOther');
  });
  it('computers get the scan-with-your-phone guide, anything else the generic one', () => {
    expect(installGuide(env(ua.desktopChrome, { maxTouchPoints: 0 }), computer)).toBe('desktop');
    expect(installGuide(env('SomeBrowser/1.0'), phone)).toBe('other');
  });
  it('nothing inside an installed PWA', () => {
    for (const agent of Object.values(ua))
      expect(installGuide(env(agent, { standalone: true }), phone)).toBeNull();
  });
  it('every guide has steps', () => {
    for (const steps of Object.values(guideSteps)) expect(steps.length).toBeGreaterThan(1);
  });
});

describe('options', () => {
  it('lists the links in the spec order, then add to home screen', () => {
    expect(appPageOptions(all, env(ua.iosSafari), phone)).toEqual([
      { kind: 'android', url: all.android },
      { kind: 'ios', url: all.ios },
      { kind: 'mobileConfig', url: all.mobileConfig },
      { kind: 'addToHomeScreen', guide: 'iosSafari' },
    ]);
    expect(appPageOptions(none, env(ua.androidChrome), phone)).toEqual([
      { kind: 'addToHomeScreen', guide: 'androidChrome' },
    ]);
  });
  it('offers no add to home screen in a PWA or a web clip; the links stay', () => {
    expect(
      appPageOptions(all, env(ua.iosSafari, { standalone: true }), phone).map((o) => o.kind),
    ).toEqual(['android', 'ios', 'mobileConfig']);
    expect(appPageOptions(none, env(ua.iosSafari, { webClip: true }), phone)).toEqual([]);
  });
});

describe('desktop view and the iOS recommendation', () => {
  it('a wide screen, or no touch with a mouse, is a computer', () => {
    expect(isDesktopView({ maxTouchPoints: 5 }, phone)).toBe(false);
    expect(isDesktopView({ maxTouchPoints: 5 }, { wide: true, finePointer: false })).toBe(true);
    expect(isDesktopView({ maxTouchPoints: 0 }, { wide: false, finePointer: true })).toBe(true);
    expect(isDesktopView({ maxTouchPoints: 0 }, phone)).toBe(false);
  });
  it('recommends iOS 12.4 where iOS is concerned', () => {
    const android = env(ua.androidChrome);
    expect(showsIosRecommendation(appPageOptions(none, android, phone), android)).toBe(false);
    expect(showsIosRecommendation(appPageOptions(all, android, phone), android)).toBe(true);
    const ios = env(ua.iosChrome);
    expect(showsIosRecommendation(appPageOptions(none, ios, phone), ios)).toBe(true);
  });
});
