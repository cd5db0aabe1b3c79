import { describe, expect, it } from 'vitest';
import { rewardStatuses } from '@app/contracts/reward-constants';
import en from '@/locales/en.json';
import {
  actionView,
  compactAmount,
  itemForPromotion,
  itemTime,
  statusLabelKeys,
  statusTone,
  wageringShare,
} from './reward-rules';
import { rewardItem } from './reward-test-fixtures';

describe('reward rules', () => {
  it('has a translated label and a tone for each of the ten statuses of spec section 4', () => {
    expect(Object.keys(statusLabelKeys)).toEqual([...rewardStatuses]);
    for (const status of rewardStatuses) {
      expect(en.rewards.status[status], status).toBeTruthy();
      expect(statusTone(status), status).toMatch(/accent|progress|success|danger|muted/);
    }
    expect(statusTone('CLAIM')).toBe('accent');
    expect(statusTone('REJECTED')).toBe('danger');
    expect(statusTone('SIGNED')).toBe('success');
  });

  it('maps each action to a link or a button', () => {
    const base = { status: 'CLAIM', kind: 'EVENT', depositPromoId: null, bonusId: null } as const;
    expect(
      actionView({ ...base, action: 'DEPOSIT', kind: 'DEPOSIT_BONUS', depositPromoId: 7 }),
    ).toEqual({
      kind: 'link',
      to: '/voucherCenter?promo=7',
      labelKey: 'rewards.action.deposit',
    });
    expect(actionView({ ...base, status: 'JOIN', action: 'RED_RAIN' })).toMatchObject({
      to: '/redRain',
      labelKey: 'rewards.action.redRain',
    });
    expect(actionView({ ...base, status: 'COMING_SOON', action: 'RED_RAIN' })).toMatchObject({
      to: '/redRain',
      labelKey: 'rewards.action.redRainSoon',
    });
    expect(actionView({ ...base, action: 'CLAIM' })).toMatchObject({
      action: 'CLAIM',
      labelKey: 'rewards.action.claim',
    });
    expect(actionView({ ...base, status: 'JOIN', action: 'CLAIM' })).toMatchObject({
      labelKey: 'rewards.action.apply',
    });
    expect(actionView({ ...base, action: 'CHECK_IN' })).toMatchObject({ action: 'CHECK_IN' });
    expect(actionView({ ...base, action: 'FORFEIT', bonusId: 4 })).toMatchObject({
      action: 'FORFEIT',
    });
    // A forfeit needs the bonus; nothing to do is no button.
    expect(actionView({ ...base, action: 'FORFEIT' })).toBeNull();
    expect(actionView({ ...base, action: null })).toBeNull();
    // The referral programme's explainer leads to the invite screen; a referral claim does not.
    expect(actionView({ ...base, kind: 'REFERRAL', status: 'JOIN', action: null })).toMatchObject({
      to: '/inviteFriends',
    });
    expect(actionView({ ...base, kind: 'REFERRAL', status: 'CLAIMED', action: null })).toBeNull();
  });

  it('measures wagering progress within 0..1', () => {
    expect(wageringShare({ required: 1000, done: 250 })).toBe(0.25);
    expect(wageringShare({ required: 1000, done: 1500 })).toBe(1);
    expect(wageringShare({ required: 0, done: 0 })).toBe(1);
    expect(wageringShare({ required: 100, done: -5 })).toBe(0);
  });

  it("finds the promotion's reward by its announcement, the first (claimable) one first", () => {
    const items = [
      rewardItem({ key: 'a', announcementId: 2 }),
      rewardItem({ key: 'b', announcementId: 1 }),
      rewardItem({ key: 'c', announcementId: 1 }),
    ];
    expect(itemForPromotion(items, 1)?.key).toBe('b');
    expect(itemForPromotion(items, 3)).toBeUndefined();
  });

  it('says when an item starts, its deadline, that it has none, or nothing', () => {
    const at = '2030-01-01T05:00:00.000Z';
    expect(itemTime(rewardItem({ key: 'x', status: 'COMING_SOON', startsAt: at }))).toEqual({
      kind: 'starts',
      iso: at,
    });
    expect(itemTime(rewardItem({ key: 'x', endsAt: at }))).toEqual({ kind: 'until', iso: at });
    expect(itemTime(rewardItem({ key: 'x', endsAt: null }))).toEqual({ kind: 'noEnd' });
    expect(itemTime(rewardItem({ key: 'x', status: 'CLAIMED', endsAt: null }))).toEqual({
      kind: 'none',
    });
    expect(
      itemTime(rewardItem({ key: 'x', status: 'PROCESSING', wagering: { required: 1, done: 0 } })),
    ).toEqual({ kind: 'none' });
  });

  it('writes the calendar amounts compactly', () => {
    expect(compactAmount(20, '$')).toBe('$20');
    expect(compactAmount(2.5, '$')).toBe('$2.50');
    expect(compactAmount(1000, '')).toBe('1,000');
  });
});
