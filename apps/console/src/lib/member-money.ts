import type { QueryClient } from '@tanstack/react-query';

/** A member's balance and ledger moved (or may have, when someone else acted): read them again. */
export function refreshMemberMoney(queryClient: QueryClient, memberId: number): void {
  void queryClient.invalidateQueries({ queryKey: ['member', memberId] });
  void queryClient.invalidateQueries({ queryKey: ['ledger', memberId] });
}
