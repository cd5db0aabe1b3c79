import { defaultLanguage } from '@app/contracts/languages';
import type { EndpointHandlers, RowsOfArea } from '../../http/endpoint-routes';
import type { VipService } from '../../services/vip-service';

/** Issue 14: the VIP screen's levels and the member's standing, recomputed on every read. */
export function vipRoutes(vip: VipService): EndpointHandlers<RowsOfArea<'vip'>> {
  return {
    memberVip: async ({ auth, query, reply }) => {
      void reply.header('cache-control', 'no-store');
      return vip.info(auth.memberId, query.language ?? defaultLanguage);
    },
  };
}
