import { apiPaths } from '@app/contracts/api-paths';
import { apiGet } from '@/shared/api/client';

/** GET /wps/check/affiliateCode (spec: "returns data.success"). */
export async function checkAffiliateCode(affiliateCode: string): Promise<boolean> {
  const result = await apiGet<{ success: boolean }>(apiPaths.checkAffiliateCode, {
    affiliateCode: affiliateCode.trim(),
  });
  return result.success === true;
}
