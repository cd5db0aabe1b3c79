import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { sessionKeys } from '@/shared/api/session-keys';
import { useSessionStore } from '@/shared/lib/session-store';
import { walletKeys } from './get-wallet';

/**
 * Query keys of the cashier's calls (issue 13): one session's data under its scope, all under
 * one `cashier` prefix, so a movement of money refreshes every cashier answer at once.
 */
export const cashierKeys = {
  all: (token: string) => [...sessionKeys.scope(token), 'cashier'] as const,
  depositMethods: (token: string, language: string) =>
    [...cashierKeys.all(token), 'depositMethods', language] as const,
  depositPromos: (token: string, language: string) =>
    [...cashierKeys.all(token), 'depositPromos', language] as const,
  deposit: (token: string, id: number) => [...cashierKeys.all(token), 'deposit', id] as const,
  withdrawInfo: (token: string) => [...cashierKeys.all(token), 'withdrawInfo'] as const,
  withdrawals: (token: string) => [...cashierKeys.all(token), 'withdrawals'] as const,
  bankCards: (token: string) => [...cashierKeys.all(token), 'bankCards'] as const,
  depositReport: (token: string) => [...cashierKeys.all(token), 'depositReport'] as const,
  transactions: (token: string, filters: Record<string, unknown>) =>
    [...cashierKeys.all(token), 'transactions', filters] as const,
};

/** The signed-in member's token ('' for a guest: cashier queries stay idle then). */
export function useSessionToken(): string {
  return useSessionStore((s) => s.session?.token ?? '');
}

/**
 * After money moved (a deposit, a withdrawal, a card or password change): every balance on screen
 * and every cashier answer is refetched (issue 13: "the wallet widget and every balance on
 * screen refresh after each movement").
 */
export function useRefreshAfterMovement(): () => Promise<void> {
  const client = useQueryClient();
  const token = useSessionToken();
  return useCallback(async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: walletKeys.wallet(token) }),
      client.invalidateQueries({ queryKey: cashierKeys.all(token) }),
    ]);
  }, [client, token]);
}
