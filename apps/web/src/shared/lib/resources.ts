import type { Resource } from '@app/contracts/system';

/** Only these schemes are opened from operator-supplied links (no javascript: or data:). */
const safeScheme = /^(https?:|tg:|line:|mailto:|itms-services:|whatsapp:)/i;

export function isSafeExternalUrl(url: string): boolean {
  return safeScheme.test(url.trim());
}

/** The first usable link of a resource type (case-insensitive; the server mixes IOS and Android). */
export function resourceUrl(
  resources: readonly Resource[] | undefined,
  type: string,
): string | null {
  const wanted = type.toUpperCase();
  const found = resources?.find(
    (r) =>
      r.resourceType.toUpperCase() === wanted && r.url.trim() !== '' && isSafeExternalUrl(r.url),
  );
  return found ? found.url.trim() : null;
}

/** Service popup channels (spec section 2, "Service popup"), in order. */
export const contactChannels = [
  'LINE',
  'LIVECHAT',
  'LIVECHAT2',
  'TELEGRAM',
  'TELEGRAM1',
  'FACEBOOK',
] as const;
/** Social/channel icons of the side menu and home footer. */
export const socialChannels = [
  'TELEGRAM',
  'TELEGRAM1',
  'FACEBOOK',
  'INSTAGRAM',
  'TWITTER',
  'TIKTOK',
] as const;
export type Channel = (typeof contactChannels)[number] | (typeof socialChannels)[number];

/** The channels that have a link, each only once, in the given order. */
export function channelLinks<C extends Channel>(
  resources: readonly Resource[] | undefined,
  channels: readonly C[],
): { channel: C; url: string }[] {
  return channels.flatMap((channel) => {
    const url = resourceUrl(resources, channel);
    return url ? [{ channel, url }] : [];
  });
}
