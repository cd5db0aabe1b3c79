import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed webhooks, the scheme Stripe uses (issue 13): the sender puts
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` in the `psp-signature` header; the
 * receiver recomputes it over the exact bytes it got and refuses a timestamp more than the
 * tolerance away from its clock, so a captured notification cannot be replayed later.
 */
export const SIGNATURE_HEADER = 'psp-signature';
export const SIGNATURE_TOLERANCE_SECONDS = 300;

function hmac(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

export function signWebhook(secret: string, body: string, now: Date): string {
  const t = Math.floor(now.getTime() / 1000);
  return `t=${t},v1=${hmac(secret, t, body)}`;
}

export type SignatureCheck = 'valid' | 'missing' | 'malformed' | 'mismatch' | 'stale';

export function verifyWebhook(
  secret: string,
  body: string,
  header: string | undefined,
  now: Date,
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): SignatureCheck {
  if (!header) return 'missing';
  const parts = new Map<string, string[]>();
  for (const item of header.split(',')) {
    const [key, value] = item.trim().split('=', 2);
    if (!key || !value) return 'malformed';
    parts.set(key, [...(parts.get(key) ?? []), value]);
  }
  const t = Number(parts.get('t')?.[0]);
  const signatures = parts.get('v1') ?? [];
  if (!Number.isSafeInteger(t) || signatures.length === 0) return 'malformed';
  const expected = Buffer.from(hmac(secret, t, body), 'hex');
  // Any v1 may match (a sender rolling its secret signs with both).
  const matches = signatures.some((s) => {
    const given = Buffer.from(s, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) return 'mismatch';
  if (Math.abs(now.getTime() / 1000 - t) > toleranceSeconds) return 'stale';
  return 'valid';
}
