import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemberInfo } from '@app/contracts/account';
import { routes } from '@app/contracts/routes';
import { call } from '@/shared/api/call';
import { memberKeys } from '@/shared/api/member-keys';
import { cashierKeys, useSessionToken } from './cashier-keys';

/**
 * POST /wps/member/info/payeename: the member's real name, set once; every bank card is in this
 * name. The withdraw info (which carries it) and the member info are fetched again.
 */
export function useSavePayeeName() {
  const client = useQueryClient();
  const token = useSessionToken();
  return useMutation({
    mutationFn: (payeeName: string): Promise<MemberInfo> =>
      call(routes.memberInfoPayeeName, { body: { payeeName } }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: cashierKeys.withdrawInfo(token) }),
        client.invalidateQueries({ queryKey: memberKeys.all(token) }),
      ]),
  });
}
