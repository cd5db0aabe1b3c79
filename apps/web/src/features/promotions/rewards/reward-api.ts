import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { rewardRoutes } from '@app/contracts/reward-routes';
import type { RewardCentre } from '@app/contracts/rewards';
import { call } from '@/shared/api/call';
import { sessionKeys } from '@/shared/api/session-keys';
import { useLanguageStore } from '@/shared/i18n/i18n';
import { toApiLanguage } from '@/shared/i18n/languages';
import { usePromotionDotStore } from '@/shared/lib/promotion-dot-store';
import { canUseRealMoneyFeature } from '@/shared/lib/roles';
import { useSessionStore } from '@/shared/lib/session-store';

/**
 * The reward centre's calls (issue 16, rows in @app/contracts/reward-routes; types only from the
 * zod contract module). One session's data under its scope, so a logout drops it.
 */
export const rewardKeys = {
  all: (token: string) => [...sessionKeys.scope(token), 'rewards'] as const,
  centre: (token: string, language: string) =>
    [...rewardKeys.all(token), 'centre', language] as const,
};

/**
 * The session's token when it may take part in rewards (a real-money account), else ''
 * (a guest, or a trial account: its play money earns no rewards; the rows answer
 * TRIAL_NOT_ALLOWED).
 */
export function useRewardToken(): string {
  return useSessionStore((s) =>
    s.session && canUseRealMoneyFeature(s.session) === 'allowed' ? s.session.token : '',
  );
}

/**
 * Every reward of the member, the check-in calendar and the locked bonus money. Each answer also
 * sets the footer's promotion dot (it carries the same count as rewardSummary), so a claim or a
 * check-in, which refetch this, clears or keeps the dot at once.
 */
export function useRewardCentre(enabled = true) {
  const token = useRewardToken();
  const language = useLanguageStore((s) => s.language);
  return useQuery({
    queryKey: rewardKeys.centre(token, language),
    queryFn: async ({ signal }): Promise<RewardCentre> => {
      const centre = await call(
        rewardRoutes.rewardCentre,
        { query: { language: toApiLanguage(language) } },
        { signal },
      );
      if (useSessionStore.getState().session?.token === token)
        usePromotionDotStore.getState().setHasUnclaimed(centre.claimable > 0);
      return centre;
    },
    enabled: enabled && token !== '',
    // A language switch keeps the cards while the new titles load.
    placeholderData: keepPreviousData,
  });
}

/**
 * After a reward paid or took money (a claim, a check-in, a forfeit): the rewards, every balance
 * on screen and the cashier's figures (the withdrawable amount) are asked again. The wallet and
 * cashier keys are the wallet feature's (`walletKeys`, `cashierKeys`), named here by their
 * prefix under the session's scope: features do not import each other.
 */
export function useRefreshAfterReward(): () => Promise<void> {
  const client = useQueryClient();
  const token = useRewardToken();
  return useCallback(async () => {
    const scope = sessionKeys.scope(token);
    await Promise.all([
      client.invalidateQueries({ queryKey: rewardKeys.all(token) }),
      client.invalidateQueries({ queryKey: [...scope, 'wallet'] }),
      client.invalidateQueries({ queryKey: [...scope, 'cashier'] }),
    ]);
  }, [client, token]);
}

/** POST rewardClaim: paid at once (CLAIMED) or sent for approval (APPLYING). */
export function useRewardClaim() {
  const language = useLanguageStore((s) => s.language);
  return useMutation({
    mutationFn: (key: string) =>
      call(rewardRoutes.rewardClaim, { body: { key, language: toApiLanguage(language) } }),
  });
}

/** POST rewardCheckIn: today's check-in, once a day. */
export function useRewardCheckIn() {
  return useMutation({ mutationFn: () => call(rewardRoutes.rewardCheckIn) });
}

/** POST bonusForfeit: gives up a bonus under wagering (the bonus money left is removed). */
export function useBonusForfeit() {
  return useMutation({
    mutationFn: (bonusId: number) => call(rewardRoutes.bonusForfeit, { params: { id: bonusId } }),
  });
}
