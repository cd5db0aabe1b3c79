import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Captcha } from '@app/contracts/account';
import { routes } from '@app/contracts/routes';
import { call } from '@/shared/api/call';
import { authKeys } from './auth-keys';

/** GET /wps/captcha: an arithmetic image (single use, 5 min). */
export function getCaptcha(signal?: AbortSignal): Promise<Captcha> {
  return call(routes.captcha, {}, { signal });
}

/** Each `version` is a new image: a captcha is single use, so it is never reused from cache. */
export const captchaQueryOptions = (scope: string, version: number) =>
  queryOptions({
    queryKey: authKeys.captcha(scope, version),
    queryFn: ({ signal }) => getCaptcha(signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

export function useCaptcha(scope: string, version: number, enabled: boolean) {
  return useQuery({ ...captchaQueryOptions(scope, version), enabled });
}
