import { routes } from '@app/contracts/routes';
import { call } from '@/shared/api/call';

/** GET /wps/check/affiliateCode (spec: "returns data.success"). */
export async function checkAffiliateCode(affiliateCode: string): Promise<boolean> {
  const result = await call(routes.checkAffiliateCode, {
    query: { affiliateCode: affiliateCode.trim() },
  });
  return result.success === true;
}
