import { readFlag, storageKeys } from './storage';

/** What the download rules need to know about the browser; read once, passed to pure rules. */
export type PlatformEnv = {
  userAgent: string;
  maxTouchPoints: number;
  /** display-mode standalone, or iOS navigator.standalone: running as an installed PWA. */
  standalone: boolean;
  /** Opened from an iOS web clip (configuration profile); the profile sets WEBCLIP. */
  webClip: boolean;
};

export function readPlatformEnv(win: Window = window): PlatformEnv {
  const nav = win.navigator as Navigator & { standalone?: boolean };
  const standalone =
    nav.standalone === true || (win.matchMedia?.('(display-mode: standalone)').matches ?? false);
  return {
    userAgent: nav.userAgent,
    maxTouchPoints: nav.maxTouchPoints ?? 0,
    standalone,
    webClip: readFlag(storageKeys.webClip),
  };
}

/** iPhone, iPod, iPad, and iPadOS that reports itself as a Mac but has touch. */
export function isIos(env: Pick<PlatformEnv, 'userAgent' | 'maxTouchPoints'>): boolean {
  return (
    /iPhone|iPad|iPod/i.test(env.userAgent) ||
    (/Macintosh/i.test(env.userAgent) && env.maxTouchPoints > 1)
  );
}

/** Safari proper: other iOS browsers and in-app web views cannot add to the home screen. */
export function isIosSafari(env: Pick<PlatformEnv, 'userAgent' | 'maxTouchPoints'>): boolean {
  const ua = env.userAgent;
  return (
    isIos(env) &&
    /Safari\//.test(ua) &&
    /Version\//.test(ua) &&
    !/CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|YaBrowser|GSA\/|FBAN|FBAV|Instagram|Line\/|MicroMessenger|TikTok|Telegram/i.test(
      ua,
    )
  );
}

/** iOS major.minor from "OS 16_4" or "Version/16.4"; null when unknown. */
export function iosVersion(userAgent: string): number | null {
  const match = /OS (\d+)[_.](\d+)/.exec(userAgent) ?? /Version\/(\d+)\.(\d+)/.exec(userAgent);
  if (!match) return null;
  return Number(match[1]) + Number(match[2]) / 100;
}
