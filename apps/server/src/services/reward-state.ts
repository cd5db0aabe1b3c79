import {
  claimableStatuses,
  type ClaimStatus,
  type RewardAction,
  type RewardStatus,
} from '@app/contracts/reward-constants';

/**
 * The reward centre's status labels (spec section 4; decision 0039), derived from facts alone:
 * no database, no clock of its own. Every item of the centre gets its label and its button's
 * action from one of these, except the deposit bonuses' (PROCESSING and the rest: the bonus
 * slice's `rewardStatusOfBonus` in bonus-service.ts).
 */

export type ItemState = { status: RewardStatus; action: RewardAction | null };

/** A promotion's window: null ends are open. */
export type RewardWindow = { startAt: Date | null; endAt: Date | null };

export const hasStarted = (w: RewardWindow, now: Date): boolean =>
  w.startAt === null || w.startAt.getTime() <= now.getTime();
export const hasEnded = (w: RewardWindow, now: Date): boolean =>
  w.endAt !== null && w.endAt.getTime() <= now.getTime();

/** An ended promotion stays listed (CLOSED) this long after its end. */
export const CLOSED_VISIBLE_DAYS = 30;
const CLOSED_VISIBLE_MS = CLOSED_VISIBLE_DAYS * 86_400_000;

const state = (status: RewardStatus, action: RewardAction | null = null): ItemState => ({
  status,
  action,
});

/** What a claim row says, whatever the promotion's window says now. */
const claimStates: Record<ClaimStatus, ItemState> = {
  CLAIMABLE: state('CLAIM', 'CLAIM'),
  APPLYING: state('APPLYING'),
  ISSUED: state('ISSUED'),
  REJECTED: state('REJECTED'),
  CLAIMED: state('CLAIMED'),
};

/**
 * An event (a gift): the member's claim decides once there is one; before that, COMING_SOON
 * before its start, CLOSED after its end, JOIN (apply) when it needs approval, else CLAIM.
 */
export function eventState(
  event: RewardWindow & { needsApproval: boolean },
  claim: { status: ClaimStatus } | null,
  now: Date,
): ItemState {
  if (claim) return claimStates[claim.status];
  if (!hasStarted(event, now)) return state('COMING_SOON');
  if (hasEnded(event, now)) return state('CLOSED');
  return event.needsApproval ? state('JOIN', 'CLAIM') : state('CLAIM', 'CLAIM');
}

/** Whether an event is listed: always when the member took part, else until 30 days after its end. */
export function eventListed(event: RewardWindow, claim: object | null, now: Date): boolean {
  if (claim || event.endAt === null) return true;
  return now.getTime() < event.endAt.getTime() + CLOSED_VISIBLE_MS;
}

/** A referral reward earned for a friend: CLAIM until taken (CLOSED if the promotion ended first). */
export function referralState(claim: { status: ClaimStatus }, ended: boolean): ItemState {
  if (claim.status === 'CLAIMABLE' && ended) return state('CLOSED');
  return claimStates[claim.status];
}

/** The referral promotion with no reward earned yet: JOIN, explained (the web links the invite screen). */
export const referralInviteState = (): ItemState => state('JOIN');

/** Today's check-in: CLAIM while open, SIGNED once done; COMING_SOON / CLOSED outside the window. */
export function checkInState(window: RewardWindow, checkedInToday: boolean, now: Date): ItemState {
  if (checkedInToday) return state('SIGNED');
  if (!hasStarted(window, now)) return state('COMING_SOON');
  if (hasEnded(window, now)) return state('CLOSED');
  return state('CLAIM', 'CHECK_IN');
}

/**
 * The red envelope rain: JOIN while a session runs in which the member can still open an
 * envelope, else COMING_SOON (the next session). Both open /m/redRain (its countdown).
 */
export function redRainItemState(canOpenNow: boolean): ItemState {
  return canOpenNow ? state('JOIN', 'RED_RAIN') : state('COMING_SOON', 'RED_RAIN');
}

/** The centre's order: claimable first, then what can be joined, then running, then the rest. */
export const statusOrder: readonly RewardStatus[] = [
  'CLAIM',
  'JOIN',
  'PROCESSING',
  'APPLYING',
  'COMING_SOON',
  'SIGNED',
  'ISSUED',
  'REJECTED',
  'CLAIMED',
  'CLOSED',
];

/** Items by status (stable: within a status, the order they came in, i.e. the promotions' sort). */
export function orderItems<T extends { status: RewardStatus }>(items: readonly T[]): T[] {
  const rank = (s: RewardStatus) => statusOrder.indexOf(s);
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => rank(a.item.status) - rank(b.item.status) || a.index - b.index)
    .map((x) => x.item);
}

/** The footer dot's count: items ready to claim. */
export function claimableCount(items: readonly { status: RewardStatus }[]): number {
  return items.filter((i) => claimableStatuses.includes(i.status)).length;
}
