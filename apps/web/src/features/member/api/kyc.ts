import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { KycStatePayload } from '@app/contracts/kyc';
import { kycRoutes } from '@app/contracts/kyc-routes';
import { call } from '@/shared/api/call';
import { memberKeys } from '@/shared/api/member-keys';
import { useSessionStore } from '@/shared/lib/session-store';

const kycKey = (token: string) => [...memberKeys.all(token), 'kyc'] as const;

/** GET /wps/member/kyc: the member's identity verification state and latest documents. */
export function useKycState() {
  const token = useSessionStore((s) => s.session?.token ?? '');
  return useQuery({
    queryKey: kycKey(token),
    queryFn: ({ signal }) => call(kycRoutes.kycState, {}, { signal }),
    enabled: token !== '',
    // Support may settle it at any time; a returning member sees the news.
    staleTime: 30_000,
  });
}

/** POST /wps/member/kyc with the ids of 1 to 3 uploaded documents; answers the new state. */
export function useSubmitKyc() {
  const client = useQueryClient();
  const token = useSessionStore((s) => s.session?.token ?? '');
  return useMutation({
    mutationFn: (fileIds: string[]): Promise<KycStatePayload> =>
      call(kycRoutes.kycSubmit, { body: { fileIds } }),
    onSuccess: (state) => client.setQueryData(kycKey(token), state),
    // Refused because the state moved on (KYC_STATE): show what it is now.
    onError: () => client.invalidateQueries({ queryKey: kycKey(token) }),
  });
}
