import { readStatusCache } from './status-cache';

/** Where images live when the status payload is not known yet (the reference server's CDN). */
const fallbackCdn = '/cdn';

let picked: string | null = null;

/**
 * The image CDN of this page load: one of the status payload's `info.imageCDNs`, picked at random
 * once (spec section 7: "The image CDN is picked at random from a list"), so every image of a
 * visit comes from the same host and stays in the browser cache.
 */
export function pickImageCdn(
  cdns: readonly string[] | null | undefined = readStatusCache()?.info.imageCDNs,
  random: () => number = Math.random,
): string {
  const list = (cdns ?? []).filter((c) => c.trim() !== '');
  if (list.length === 0) return fallbackCdn;
  return list[Math.min(list.length - 1, Math.floor(random() * list.length))] ?? fallbackCdn;
}

function imageCdn(): string {
  // Checked first: every tile asks, and reading the status cache parses it from localStorage.
  if (picked !== null) return picked;
  // Not cached until the status payload is known, so a first visit does not stick to the fallback.
  const cdns = readStatusCache()?.info.imageCDNs;
  const cdn = pickImageCdn(cdns);
  if (cdns && cdns.length > 0) picked = cdn;
  return cdn;
}

/** Forgets the picked CDN (tests). */
export function resetImageCdn(): void {
  picked = null;
}

/**
 * An image address from a CDN-relative path (game icons, vendor logos): absolute URLs, protocol-
 * relative, `data:`/`blob:` and root-relative paths are returned as they are; anything else is
 * prefixed with this page load's image CDN.
 */
export function cdnUrl(path: string): string {
  const value = path.trim();
  if (value === '') return '';
  if (/^(?:[a-z][a-z0-9+.-]*:|\/)/i.test(value)) return value;
  return `${imageCdn().replace(/\/+$/, '')}/${value.replace(/^\.?\/+/, '')}`;
}
