import { rewardStatuses, type RewardStatus } from '@app/contracts/reward-constants';
import { describe, expect, it } from 'vitest';
import { rewardStatusOfBonus } from '../src/services/bonus-service';
import {
  checkInState,
  claimableCount,
  eventListed,
  eventState,
  orderItems,
  redRainItemState,
  referralInviteState,
  referralState,
  statusOrder,
  type ItemState,
} from '../src/services/reward-state';

/** The status labels of spec section 4 as reward-state.ts derives them, from facts alone. */
const now = new Date('2026-11-24T05:00:00Z');
const day = 86_400_000;
const at = (offsetDays: number) => new Date(now.getTime() + offsetDays * day);
const running = { startAt: at(-10), endAt: at(10) };
const gift = { ...running, needsApproval: false };
const applyFor = { ...running, needsApproval: true };

describe('reward status labels', () => {
  it('derives every label of spec section 4, each with the action it allows', () => {
    const seen = new Map<RewardStatus, ItemState>();
    const note = (s: ItemState) => {
      seen.set(s.status, s);
      return s;
    };
    expect(note(eventState(applyFor, null, now))).toEqual({ status: 'JOIN', action: 'CLAIM' });
    expect(note(eventState(gift, null, now))).toEqual({ status: 'CLAIM', action: 'CLAIM' });
    expect(note(eventState(applyFor, { status: 'APPLYING' }, now))).toEqual({
      status: 'APPLYING',
      action: null,
    });
    expect(note(eventState(gift, null, at(11)))).toEqual({ status: 'CLOSED', action: null });
    expect(note(eventState(applyFor, { status: 'REJECTED' }, now))).toEqual({
      status: 'REJECTED',
      action: null,
    });
    expect(note(eventState(applyFor, { status: 'ISSUED' }, now))).toEqual({
      status: 'ISSUED',
      action: null,
    });
    expect(note(eventState(gift, { status: 'CLAIMED' }, now))).toEqual({
      status: 'CLAIMED',
      action: null,
    });
    // Bonus money under wagering (the bonus slice's derivation).
    expect(rewardStatusOfBonus('ACTIVE')).toBe('PROCESSING');
    seen.set('PROCESSING', { status: 'PROCESSING', action: 'FORFEIT' });
    expect(note(checkInState(running, true, now))).toEqual({ status: 'SIGNED', action: null });
    expect(note(eventState(gift, null, at(-11)))).toEqual({ status: 'COMING_SOON', action: null });
    expect([...seen.keys()].sort()).toEqual([...rewardStatuses].sort());
  });

  it('lets a claim decide over the window: a claim made before the end keeps its label', () => {
    expect(eventState(applyFor, { status: 'APPLYING' }, at(30)).status).toBe('APPLYING');
    expect(eventState(gift, { status: 'CLAIMED' }, at(-30)).status).toBe('CLAIMED');
    expect(eventState(gift, { status: 'CLAIMABLE' }, now)).toEqual({
      status: 'CLAIM',
      action: 'CLAIM',
    });
  });

  it('treats open ends as open, and the end instant as over', () => {
    const forever = { startAt: null, endAt: null, needsApproval: false };
    expect(eventState(forever, null, at(-10_000)).status).toBe('CLAIM');
    expect(eventState(forever, null, at(10_000)).status).toBe('CLAIM');
    const edge = { startAt: now, endAt: at(1), needsApproval: false };
    expect(eventState(edge, null, now).status).toBe('CLAIM');
    expect(eventState(edge, null, new Date(now.getTime() - 1)).status).toBe('COMING_SOON');
    expect(eventState(edge, null, at(1)).status).toBe('CLOSED');
  });

  it('lists an ended event for 30 days, or for good once the member took part', () => {
    const ended = { startAt: at(-40), endAt: at(-1) };
    expect(eventListed(ended, null, now)).toBe(true);
    expect(eventListed({ startAt: null, endAt: at(-30) }, null, now)).toBe(false);
    expect(eventListed({ startAt: null, endAt: at(-29) }, null, now)).toBe(true);
    expect(eventListed({ startAt: null, endAt: at(-300) }, { status: 'CLAIMED' }, now)).toBe(true);
    expect(eventListed({ startAt: null, endAt: null }, null, now)).toBe(true);
  });

  it('labels referral rewards, the check-in and the rain', () => {
    expect(referralState({ status: 'CLAIMABLE' }, false)).toEqual({
      status: 'CLAIM',
      action: 'CLAIM',
    });
    expect(referralState({ status: 'CLAIMABLE' }, true).status).toBe('CLOSED');
    expect(referralState({ status: 'CLAIMED' }, true).status).toBe('CLAIMED');
    expect(referralInviteState()).toEqual({ status: 'JOIN', action: null });

    expect(checkInState(running, false, now)).toEqual({ status: 'CLAIM', action: 'CHECK_IN' });
    expect(checkInState({ startAt: at(1), endAt: null }, false, now).status).toBe('COMING_SOON');
    expect(checkInState({ startAt: null, endAt: at(-1) }, false, now).status).toBe('CLOSED');
    // Signed today stays signed even if the promotion ends later that day.
    expect(checkInState({ startAt: null, endAt: at(-1) }, true, now).status).toBe('SIGNED');

    expect(redRainItemState(true)).toEqual({ status: 'JOIN', action: 'RED_RAIN' });
    expect(redRainItemState(false)).toEqual({ status: 'COMING_SOON', action: 'RED_RAIN' });
  });
});

describe('the order of the reward centre and the dot', () => {
  it('puts claimable first, then join, processing, applying, coming soon, then the rest', () => {
    expect(statusOrder.slice(0, 5)).toEqual([
      'CLAIM',
      'JOIN',
      'PROCESSING',
      'APPLYING',
      'COMING_SOON',
    ]);
    expect([...statusOrder].sort()).toEqual([...rewardStatuses].sort());
    const items = (
      [
        ['a', 'CLOSED'],
        ['b', 'COMING_SOON'],
        ['c', 'CLAIM'],
        ['d', 'JOIN'],
        ['e', 'CLAIM'],
        ['f', 'PROCESSING'],
        ['g', 'APPLYING'],
        ['h', 'SIGNED'],
      ] as const
    ).map(([key, status]) => ({ key, status }));
    // Stable within a status: the promotions' own order.
    expect(orderItems(items).map((i) => i.key)).toEqual(['c', 'e', 'd', 'f', 'g', 'b', 'h', 'a']);
    expect(claimableCount(items)).toBe(2);
    expect(claimableCount([])).toBe(0);
  });
});
