/**
 * The rain runs on the server's clock, not the phone's: a phone set five minutes fast must not
 * show a session as running (or count down to the wrong moment). The offset is measured once per
 * state call and added to the device's clock from then on.
 */

/** server time - device time, with the server's stamp taken at the call's midpoint. */
export function clockOffset(serverTime: string, sentAt: number, receivedAt: number): number {
  const server = Date.parse(serverTime);
  if (Number.isNaN(server)) return 0;
  return Math.round(server - (sentAt + receivedAt) / 2);
}

/** Now on the server's clock. */
export const serverNow = (offsetMs: number, now: number = Date.now()): number => now + offsetMs;

/** Milliseconds from now (server clock) until `iso`; never below 0. */
export function msUntil(iso: string, offsetMs: number, now: number = Date.now()): number {
  return Math.max(0, Date.parse(iso) - serverNow(offsetMs, now));
}

/** The parts of a countdown: whole hours (may exceed 24), minutes and seconds, rounded up. */
export function countdownParts(ms: number): { hours: number; minutes: number; seconds: number } {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return {
    hours: Math.floor(total / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "09:59" under an hour, "1:05:09" from an hour. */
export function clockText(ms: number): string {
  const { hours, minutes, seconds } = countdownParts(ms);
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

/** A fresh tap id (RED_RAIN_TAP_ID_PATTERN: 8 to 64 of [A-Za-z0-9_-]): 32 hex digits. */
export function newTapId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
