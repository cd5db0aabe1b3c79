import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Wallet } from '@app/contracts/account';
import { routes } from '@app/contracts/routes';
import { call } from '@/shared/api/call';
import { sessionKeys } from '@/shared/api/session-keys';
import { useSessionStore } from '@/shared/lib/session-store';

/** GET /wps/wallets/gcs: `walletSchema` (sumBalance in major units, 2 decimals). */
export function getWallet(signal?: AbortSignal): Promise<Wallet> {
  return call(routes.wallet, {}, { signal });
}

/** Query keys of the wallet calls: one session's data, under its scope. */
export const walletKeys = {
  wallet: (token: string) => [...sessionKeys.scope(token), 'wallet'] as const,
};

export const walletQueryOptions = (token: string) =>
  queryOptions({
    queryKey: walletKeys.wallet(token),
    queryFn: ({ signal }) => getWallet(signal),
    // A balance is refreshed on demand (the refresh button) and when a screen mounts after 30 s.
    staleTime: 30_000,
  });

/** The logged-in player's wallet; idle for guests. */
export function useWallet() {
  const token = useSessionStore((s) => s.session?.token ?? '');
  return useQuery({ ...walletQueryOptions(token), enabled: token !== '' });
}
