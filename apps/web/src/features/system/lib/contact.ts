import type { SystemStatusPayload } from '@app/contracts/system';
import { decodeCustomerServicePath } from '@app/contracts/customer-service-path';
import { isSafeExternalUrl, resourceUrl } from '@/shared/lib/resources';

/** Contact-service link of the restricted page: the LIVECHAT resource, else the first decodable customer-service path. */
export function contactServiceUrl(
  info: Pick<SystemStatusPayload['info'], 'resources' | 'customerService'> | undefined,
): string | null {
  if (!info) return null;
  const live = resourceUrl(info.resources, 'LIVECHAT');
  if (live) return live;
  for (const entry of info.customerService) {
    const url = decodeCustomerServicePath(entry.path);
    if (url && isSafeExternalUrl(url)) return url;
  }
  return null;
}
