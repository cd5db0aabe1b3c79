import type { Language } from '@app/contracts/languages';
import type { RewardCentre, RewardItem, RewardSummary } from '@app/contracts/rewards';
import type {
  RewardClaimRepository,
  RewardClaimRow,
} from '../repositories/reward-claim-repository';
import type {
  RewardEventRepository,
  RewardEventRow,
} from '../repositories/reward-event-repository';
import type { CheckInService } from './check-in-service';
import type { Clock } from './clock';
import { toMajorUnits } from './money';
import type { RedRainService } from './red-rain-service';
import { referralRulesSchema, textOf } from './reward-rules';
import {
  checkInState,
  claimableCount,
  eventListed,
  eventState,
  hasEnded,
  hasStarted,
  orderItems,
  redRainItemState,
  referralInviteState,
  referralState,
  type ItemState,
} from './reward-state';
import { maskName } from './winner-board-service';

/**
 * What the reward centre needs of the bonus slice (bonus-service.ts): the deposit promotions and
 * bonuses under wagering as items, and the bonus money locked now.
 */
export type BonusItemSource = {
  rewardItems(memberId: number, language: Language): Promise<RewardItem[]>;
  lockedMinor(memberId: number): Promise<number>;
};

/**
 * The member's referral rewards as the invite screen shows them: the total ready to claim (minor
 * units) and, per friend id, the reward's state (a friend missing here has none).
 */
export type ReferralRewards = {
  toClaimMinor: number;
  byFriend: ReadonlyMap<number, 'TO_CLAIM' | 'CLAIMED'>;
};

/** The period of an event's single claim, and of a referral reward per friend. */
export const ONCE_PERIOD = 'once';
export const friendPeriod = (friendId: number) => `friend:${friendId}`;
const friendIdOf = (periodKey: string): number | null => {
  const match = /^friend:(\d+)$/.exec(periodKey);
  return match ? Number(match[1]) : null;
};

/** The fields every item of a reward event shares. */
export function eventItem(
  event: RewardEventRow,
  language: Language,
  item: Pick<RewardItem, 'key' | 'kind'> & ItemState & Partial<RewardItem>,
): RewardItem {
  return {
    title: textOf(event.title, language),
    summary: textOf(event.summary, language),
    amount: event.amountMinor > 0 ? toMajorUnits(event.amountMinor) : null,
    startsAt: event.startAt?.toISOString() ?? null,
    endsAt: event.endAt?.toISOString() ?? null,
    announcementId: event.announcementId,
    depositPromoId: null,
    bonusId: null,
    wagering: null,
    reason: null,
    ...item,
  };
}

/**
 * The reward centre (issue 16; decision 0039): every reward the member can take part in, each
 * with its status label and action (reward-state.ts), claimable first; the footer dot's count.
 * Referral rewards are made here, when the centre or the dot is read: a claim for each referred
 * friend whose first deposit qualifies, inserted when missing.
 */
export function createRewardCentreService(deps: {
  events: RewardEventRepository;
  claims: RewardClaimRepository;
  checkIn: CheckInService;
  redRain: RedRainService;
  bonuses: BonusItemSource;
  currency: () => Promise<string>;
  clock: Clock;
}) {
  /** Referral claims for friends whose first deposit qualified since the last read. */
  async function ensureReferralClaims(memberId: number, event: RewardEventRow, now: Date) {
    if (!hasStarted(event, now) || hasEnded(event, now)) return;
    const rules = referralRulesSchema.parse(event.rules);
    await deps.claims.insertReferralClaims({
      eventId: event.id,
      referrerId: memberId,
      amountMinor: event.amountMinor,
      minDepositMinor: rules.minDepositMinor,
      now,
    });
  }

  function referralItems(
    event: RewardEventRow,
    claims: readonly RewardClaimRow[],
    friends: ReadonlyMap<number, string>,
    language: Language,
    now: Date,
  ): RewardItem[] {
    const ended = hasEnded(event, now);
    const rules = referralRulesSchema.parse(event.rules);
    const earned = claims.filter((c) => c.eventId === event.id);
    if (earned.length === 0) {
      if (!eventListed(event, null, now)) return [];
      // Running: JOIN (invite friends); else COMING_SOON or CLOSED like any event.
      const invite =
        hasStarted(event, now) && !ended ? referralInviteState() : eventState(event, null, now);
      return [
        eventItem(event, language, { key: `event:${event.code}`, kind: 'REFERRAL', ...invite }),
      ];
    }
    return earned.map((claim) => {
      const friendId = friendIdOf(claim.periodKey);
      const friend = maskName((friendId !== null && friends.get(friendId)) || '');
      const template = rules.earnedSummary ? textOf(rules.earnedSummary, language) : '';
      return eventItem(event, language, {
        key: `claim:${claim.id}`,
        kind: 'REFERRAL',
        ...referralState(claim, ended),
        amount: toMajorUnits(claim.amountMinor),
        ...(template ? { summary: template.replaceAll('{friend}', friend) } : {}),
      });
    });
  }

  /** Every item, ordered, with the check-in calendar (read once for both). */
  async function build(memberId: number, language: Language) {
    const now = deps.clock();
    const events = await deps.events.enabled();
    const referral = events.find((e) => e.kind === 'REFERRAL') ?? null;
    if (referral) await ensureReferralClaims(memberId, referral, now);
    const checkInEvent = events.find((e) => e.kind === 'CHECK_IN') ?? null;
    const rainEvent = events.find((e) => e.kind === 'RED_RAIN') ?? null;
    const bonusItems = await deps.bonuses.rewardItems(memberId, language);
    const claims = await deps.claims.ofMember(memberId);
    const checkIn = await deps.checkIn.facts(memberId, checkInEvent);
    const rain = rainEvent ? await deps.redRain.facts(memberId, rainEvent) : null;
    const friendIds = claims
      .map((c) => friendIdOf(c.periodKey))
      .filter((id): id is number => id !== null);
    const friends = await deps.claims.usernames(friendIds);

    const items: RewardItem[] = [...bonusItems];
    for (const event of events) {
      if (event.kind === 'CHECK_IN' && event === checkInEvent) {
        items.push(
          eventItem(event, language, {
            key: 'check-in',
            kind: 'CHECK_IN',
            ...checkInState(event, checkIn.calendar.checkedInToday, now),
            amount: toMajorUnits(checkIn.todayAmountMinor),
          }),
        );
      } else if (event.kind === 'RED_RAIN' && event === rainEvent && rain) {
        const session = rain.canOpenNow ? rain.current : rain.next;
        items.push(
          eventItem(event, language, {
            key: 'red-rain',
            kind: 'RED_RAIN',
            ...redRainItemState(rain.canOpenNow),
            amount: null,
            startsAt: session?.startsAt.toISOString() ?? null,
            endsAt: session?.endsAt.toISOString() ?? null,
          }),
        );
      } else if (event.kind === 'REFERRAL' && event === referral) {
        items.push(...referralItems(event, claims, friends, language, now));
      } else if (event.kind === 'EVENT') {
        const claim =
          claims.find((c) => c.eventId === event.id && c.periodKey === ONCE_PERIOD) ?? null;
        if (!eventListed(event, claim, now)) continue;
        items.push(
          eventItem(event, language, {
            key: `event:${event.code}`,
            kind: 'EVENT',
            ...eventState(event, claim, now),
            ...(claim ? { amount: toMajorUnits(claim.amountMinor), reason: claim.reason } : {}),
          }),
        );
      }
    }
    return { items: orderItems(items), calendar: checkIn.calendar };
  }

  return {
    async centre(memberId: number, language: Language): Promise<RewardCentre> {
      const { items, calendar } = await build(memberId, language);
      return {
        currency: await deps.currency(),
        items,
        claimable: claimableCount(items),
        checkIn: calendar,
        locked: toMajorUnits(await deps.bonuses.lockedMinor(memberId)),
      };
    },

    async summary(memberId: number): Promise<RewardSummary> {
      return { claimable: claimableCount((await build(memberId, 'en')).items) };
    },

    /**
     * The invite screen's referral rewards: made first where missing (as the centre does), then
     * read with the centre's states, so both agree: CLAIM is to claim, CLAIMED is claimed.
     */
    async referralRewards(memberId: number): Promise<ReferralRewards> {
      const now = deps.clock();
      const event = (await deps.events.enabled()).find((e) => e.kind === 'REFERRAL') ?? null;
      if (!event) return { toClaimMinor: 0, byFriend: new Map() };
      await ensureReferralClaims(memberId, event, now);
      const ended = hasEnded(event, now);
      const byFriend = new Map<number, 'TO_CLAIM' | 'CLAIMED'>();
      let toClaimMinor = 0;
      for (const claim of await deps.claims.ofMember(memberId)) {
        const friendId = friendIdOf(claim.periodKey);
        if (claim.eventId !== event.id || friendId === null) continue;
        const { status } = referralState(claim, ended);
        if (status === 'CLAIM') {
          byFriend.set(friendId, 'TO_CLAIM');
          toClaimMinor += claim.amountMinor;
        } else if (status === 'CLAIMED') byFriend.set(friendId, 'CLAIMED');
      }
      return { toClaimMinor, byFriend };
    },

    /** One item as the centre shows it now, or null when the member has no such item. */
    async item(memberId: number, key: string, language: Language): Promise<RewardItem | null> {
      return (await build(memberId, language)).items.find((i) => i.key === key) ?? null;
    },
  };
}
export type RewardCentreService = ReturnType<typeof createRewardCentreService>;
