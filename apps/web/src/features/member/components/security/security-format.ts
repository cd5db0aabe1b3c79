import type { ParseKeys, TFunction } from '@/shared/i18n/translator';
import { isApiError } from '@/shared/api/client';
import { errorMessageKey } from '@/shared/api/error-messages';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A moment in the device's time zone, the same in every language: "2026/05/01 14:30" (the spec's
 * YYYY/MM/DD of lists). Text that is not a moment is shown as it came.
 */
export function formatMoment(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.getFullYear()}/${pad(date.getMonth() + 1)}/${pad(date.getDate())} ${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

export function formatDay(iso: string): string {
  return formatMoment(iso).slice(0, 10);
}

const deviceKeys = {
  H5: 'security.device.H5',
  PWA: 'security.device.PWA',
  WEBCLIP: 'security.device.WEBCLIP',
  APP: 'security.device.APP',
  OTHERS: 'security.device.OTHERS',
} as const satisfies Record<string, ParseKeys>;

/**
 * What a person calls a session's or a login's device: the browser and system read from its
 * user agent ("Chrome 126 · Android 14"), else the kind of app (the Device header), else unknown.
 */
export function deviceName(
  t: TFunction,
  entry: { browser: string | null; os: string | null; device: string | null },
): string {
  const named = [entry.browser, entry.os].filter(Boolean).join(' · ');
  if (named) return named;
  const key = entry.device ? deviceKeys[entry.device as keyof typeof deviceKeys] : undefined;
  return t(key ?? 'security.device.unknown');
}

/** The kind of app alone ("Mobile browser"), or null when unknown. */
export function deviceKind(t: TFunction, device: string | null): string | null {
  const key = device ? deviceKeys[device as keyof typeof deviceKeys] : undefined;
  return key ? t(key) : null;
}

/** The translated message of a failed call; RATE_LIMITED names the wait when there is one. */
export function errorText(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return t('errors.unknown');
  if (error.errorCode === 'RATE_LIMITED') {
    const details = error.details as { retryAfterSeconds?: unknown } | null;
    const seconds = details?.retryAfterSeconds;
    if (typeof seconds === 'number' && seconds > 0)
      return t('errors.tooManyAttempts', { seconds: Math.ceil(seconds) });
  }
  return t(errorMessageKey(error.errorCode));
}
