import { REFERRAL_LINK_PARAMS } from '@app/contracts/referral-constants';
import { basename, paths } from '@/shared/lib/paths';

/**
 * The invite link: the register page with the code (`/m/register?affiliateCode=CODE`), on this
 * site's origin. The register page fills the affiliate code from it (and sends it even where the
 * form hides that field).
 */
export function inviteLink(origin: string, code: string): string {
  const url = new URL(`${basename}${paths.register()}`, origin);
  url.searchParams.set(REFERRAL_LINK_PARAMS[0], code);
  return url.toString();
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A day as the lists write it (spec 9: YYYY/MM/DD), in the device's time zone. */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.getFullYear()}/${pad(date.getMonth() + 1)}/${pad(date.getDate())}`;
}

/** An amount to 2 decimals with thousands separators, after the currency symbol: "$1,234.50". */
export function formatAmount(amount: number, symbol = ''): string {
  const text = Math.abs(amount).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${amount < 0 ? '-' : ''}${symbol}${text}`;
}
