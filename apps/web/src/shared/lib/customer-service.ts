import type { SystemStatusPayload } from '@app/contracts/system';
import { decodeCustomerServicePath } from '@app/contracts/customer-service-path';
import { isSafeExternalUrl, resourceUrl } from './resources';

/**
 * The customer-service link (the restricted page's contact link, the message centre's affiliate
 * service): the LIVECHAT resource, else the first decodable customer-service path of the status
 * payload (spec section 3, Customer-service entry); null when there is none.
 */
export function customerServiceUrl(
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
