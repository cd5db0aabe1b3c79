import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LimitPeriod } from '@app/contracts/safer-gambling-constants';
import type { SaferGamblingState } from '@app/contracts/safer-gambling';
import { saferGamblingRoutes } from '@app/contracts/safer-gambling-routes';
import { call, type BodyOf } from '@/shared/api/call';
import { saferGamblingKeys } from '@/shared/api/safer-gambling';
import { useSessionStore } from '@/shared/lib/session-store';

/**
 * The safer-gambling screen's changes (issue 18). Every change answers the member's whole state
 * as the server now has it (a raise pending, a break begun), which replaces the cached one: the
 * screen shows only what the server says.
 */
function useStateUpdate<V>(send: (input: V) => Promise<SaferGamblingState>) {
  const client = useQueryClient();
  const token = useSessionStore((s) => s.session?.token ?? '');
  return useMutation({
    mutationFn: send,
    onSuccess: (state) => client.setQueryData(saferGamblingKeys.state(token), state),
  });
}

export type LimitKind = 'deposit' | 'loss';
/** A typed amount (the server parses it), or null to remove the limit. */
export type LimitChange = { kind: LimitKind; period: LimitPeriod; amount: string | null };

/** PUT .../depositLimit or .../lossLimit: lower at once; a raise or removal after 24 hours. */
export function useSetLimit() {
  return useStateUpdate(({ kind, period, amount }: LimitChange) =>
    call(
      kind === 'deposit'
        ? saferGamblingRoutes.saferGamblingDepositLimit
        : saferGamblingRoutes.saferGamblingLossLimit,
      { body: { period, amount } },
    ),
  );
}

/** PUT .../sessionLimit (minutes from the contract's choices, or null for none). */
export function useSetSessionLimit() {
  return useStateUpdate((body: BodyOf<'saferGamblingSessionLimit'>) =>
    call(saferGamblingRoutes.saferGamblingSessionLimit, { body }),
  );
}

/** PUT .../realityCheck (15, 30 or 60 minutes). */
export function useSetRealityCheck() {
  return useStateUpdate((body: BodyOf<'saferGamblingRealityCheck'>) =>
    call(saferGamblingRoutes.saferGamblingRealityCheck, { body }),
  );
}

/** POST .../timeOut or .../selfExclusion, sealed with the login password: they start at once. */
export type BreakRequest =
  | { kind: 'timeOut'; body: BodyOf<'saferGamblingTimeOut'> }
  | { kind: 'selfExclusion'; body: BodyOf<'saferGamblingSelfExclusion'> };

export function useTakeBreak() {
  return useStateUpdate((request: BreakRequest) =>
    request.kind === 'timeOut'
      ? call(saferGamblingRoutes.saferGamblingTimeOut, { body: request.body })
      : call(saferGamblingRoutes.saferGamblingSelfExclusion, { body: request.body }),
  );
}

/** POST .../introSeen: the tools were shown after registration (either answer). */
export function useIntroSeen() {
  const client = useQueryClient();
  const token = useSessionStore((s) => s.session?.token ?? '');
  return useMutation({
    mutationFn: () => call(saferGamblingRoutes.saferGamblingIntroSeen),
    onSuccess: () => client.invalidateQueries({ queryKey: saferGamblingKeys.state(token) }),
  });
}
