import { randomInt } from 'node:crypto';
import {
  REFERRAL_CODE_ALPHABET,
  REFERRAL_CODE_LENGTH,
  type ReferralFriendsPage,
  type ReferralSummary,
} from '@app/contracts/referral';
import type { ReferralRepository } from '../repositories/referral-repository';
import { toMajorUnits } from './money';
import type { RewardCentreService } from './reward-centre-service';
import { maskName } from './winner-board-service';

/** A fresh code: REFERRAL_CODE_LENGTH characters of the look-alike-free alphabet. */
export function newReferralCode(random: (max: number) => number = randomInt): string {
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i += 1)
    code += REFERRAL_CODE_ALPHABET[random(REFERRAL_CODE_ALPHABET.length)];
  return code;
}

/** 31^8 codes: a clash is rare, ten in a row means something else is wrong. */
const MAX_CODE_ATTEMPTS = 10;

/**
 * Refer and earn (issue 14). Every real member has a referral code, made the first time it is
 * asked for and then kept (members.affiliate_code, where agents' codes are too, so registration
 * honours both alike). Earnings are read from the ledger (REFERRAL_REWARD transactions, see
 * referral-repository.ts); the rewards still to claim, and each friend's reward state, come from
 * the reward centre (issue 16), which makes a friend's reward the first time it is read after
 * the friend's qualifying first deposit: the summary and the list read it first, so the invite
 * screen shows a reward as soon as the reward centre would.
 */
export function createReferralService(deps: {
  repo: ReferralRepository;
  rewards: Pick<RewardCentreService, 'referralRewards'>;
  /** Tests pass a generator that clashes on purpose. */
  generateCode?: () => string;
}) {
  const generate = deps.generateCode ?? (() => newReferralCode());

  /** The member's code, made once: concurrent first reads all answer the one that was stored. */
  async function codeOf(memberId: number): Promise<string> {
    const existing = await deps.repo.codeOf(memberId);
    if (existing) return existing;
    for (let attempt = 0; attempt < MAX_CODE_ATTEMPTS; attempt += 1) {
      const candidate = generate();
      // The unique index is exact; registration matches codes ignoring case, so check that too.
      if (await deps.repo.codeTaken(candidate)) continue;
      const outcome = await deps.repo.claimCode(memberId, candidate);
      if (outcome === 'taken') continue;
      const stored = await deps.repo.codeOf(memberId);
      if (stored) return stored;
    }
    throw new Error(`referral: no free code for member ${memberId}`);
  }

  return {
    codeOf,

    async summary(memberId: number): Promise<ReferralSummary> {
      const code = await codeOf(memberId);
      // First: it makes the rewards earned since the last read.
      const rewards = await deps.rewards.referralRewards(memberId);
      const counts = await deps.repo.summary(memberId);
      return {
        code,
        friends: counts.friends,
        depositedFriends: counts.depositedFriends,
        earned: toMajorUnits(counts.earnedMinor),
        toClaim: toMajorUnits(rewards.toClaimMinor),
      };
    },

    async friends(
      memberId: number,
      pageNo: number,
      pageSize: number,
    ): Promise<ReferralFriendsPage> {
      const rewards = await deps.rewards.referralRewards(memberId);
      const { rows, total } = await deps.repo.friends(memberId, (pageNo - 1) * pageSize, pageSize);
      return {
        list: rows.map((r) => ({
          username: maskName(r.username),
          registeredAt: r.createdAt.toISOString(),
          deposited: r.deposited,
          earned: toMajorUnits(r.earnedMinor),
          // A credit without a claim (posted before claims existed) was paid all the same.
          reward: rewards.byFriend.get(r.id) ?? (r.earnedMinor > 0 ? 'CLAIMED' : 'NONE'),
        })),
        pageNum: pageNo,
        totalPages: Math.max(1, Math.ceil(total / pageSize)),
        total,
      };
    },
  };
}
export type ReferralService = ReturnType<typeof createReferralService>;
