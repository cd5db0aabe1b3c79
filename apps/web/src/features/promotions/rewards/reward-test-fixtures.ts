import type { CheckInCalendar, RewardCentre, RewardItem } from '@app/contracts/rewards';
import { rewardRoutes } from '@app/contracts/reward-routes';

/** Reward centre answers for the web tests; they pass the contract's schemas (call checks). */

// Local noon: the screens show the member's own calendar day.
export const localNoon = (y: number, m: number, d: number) =>
  new Date(y, m - 1, d, 12).toISOString();

export function rewardItem(over: Partial<RewardItem> & Pick<RewardItem, 'key'>): RewardItem {
  return {
    kind: 'EVENT',
    status: 'CLAIM',
    action: 'CLAIM',
    title: `Reward ${over.key}`,
    summary: `Conditions of ${over.key}`,
    amount: 2,
    startsAt: null,
    endsAt: localNoon(2030, 12, 31),
    announcementId: null,
    depositPromoId: null,
    bonusId: null,
    wagering: null,
    reason: null,
    ...over,
  };
}

const cycle = [1, 2, 3, 5, 8, 10, 20];

/** A streak of `signed` days; today is the next day (or the last signed one once checked in). */
export function calendar(signed: number, checkedInToday = false): CheckInCalendar {
  const todayIndex = checkedInToday ? signed - 1 : signed;
  return {
    streak: signed,
    checkedInToday,
    today: '2026-05-04',
    days: cycle.map((amount, i) => ({
      day: i + 1,
      amount,
      signed: i < signed,
      today: i === todayIndex,
    })),
  };
}

/** One item of every status of spec section 4 (the check-in is the calendar's). */
export const everyStatus: RewardItem[] = [
  rewardItem({ key: 'event:NEW_MEMBER_GIFT', title: 'New member gift', status: 'CLAIM' }),
  rewardItem({
    key: 'deposit:3',
    kind: 'DEPOSIT_BONUS',
    title: 'Welcome bonus',
    status: 'JOIN',
    action: 'DEPOSIT',
    amount: null,
    endsAt: null,
    depositPromoId: 3,
    announcementId: 1001,
  }),
  rewardItem({
    key: 'bonus:9',
    kind: 'DEPOSIT_BONUS',
    title: 'Welcome bonus 100%',
    status: 'PROCESSING',
    action: 'FORFEIT',
    amount: 50,
    bonusId: 9,
    endsAt: localNoon(2026, 6, 3),
    wagering: { required: 1000, done: 250 },
  }),
  rewardItem({
    key: 'event:LOYALTY_BONUS',
    title: 'Loyalty bonus',
    status: 'APPLYING',
    action: null,
    amount: 20,
  }),
  rewardItem({
    key: 'event:OLD',
    title: 'Old event',
    status: 'CLOSED',
    action: null,
    endsAt: localNoon(2026, 1, 2),
  }),
  rewardItem({
    key: 'claim:4',
    kind: 'REFERRAL',
    title: 'Friend bonus',
    status: 'REJECTED',
    action: null,
    reason: 'Duplicate account',
  }),
  rewardItem({ key: 'claim:5', title: 'Approved gift', status: 'ISSUED', action: null }),
  rewardItem({ key: 'claim:6', title: 'Paid gift', status: 'CLAIMED', action: null }),
  rewardItem({
    key: 'red-rain',
    kind: 'RED_RAIN',
    title: 'Red envelope rain',
    status: 'COMING_SOON',
    action: null,
    amount: null,
    startsAt: new Date(2026, 4, 4, 21, 0).toISOString(),
    endsAt: new Date(2026, 4, 4, 21, 10).toISOString(),
  }),
  rewardItem({
    key: 'check-in',
    kind: 'CHECK_IN',
    title: 'Daily check-in',
    status: 'SIGNED',
    action: null,
    amount: 3,
    endsAt: null,
  }),
];

export function centreOf(items: RewardItem[], over: Partial<RewardCentre> = {}): RewardCentre {
  return {
    currency: 'USD',
    items,
    claimable: items.filter((item) => item.status === 'CLAIM').length,
    checkIn: calendar(
      3,
      items.some((i) => i.kind === 'CHECK_IN' && i.status === 'SIGNED'),
    ),
    locked: 0,
    ...over,
  };
}

export const rewardPaths = {
  centre: rewardRoutes.rewardCentre.path,
  summary: rewardRoutes.rewardSummary.path,
  claim: rewardRoutes.rewardClaim.path,
  checkIn: rewardRoutes.rewardCheckIn.path,
  forfeit: (id: number) => rewardRoutes.bonusForfeit.path.replace(':id', String(id)),
};
