import { describe, expect, it } from 'vitest';
import type { LotteryGame } from '@app/contracts/lottery';
import {
  drawDeadline,
  formatCountdown,
  lotteryAsGame,
  lotteryCategory,
  prizeModeFor,
  secondsLeft,
} from './lottery';

describe('prizeModeFor (spec section 4)', () => {
  it('is Elott when the ELOTT category lists TCG_LOTTO_VN or LOTT', () => {
    expect(prizeModeFor([{ gameCategory: 'ELOTT', vendors: ['ELOTT', 'TCG_LOTTO_VN'] }])).toBe(
      'Elott',
    );
    expect(prizeModeFor([{ gameCategory: 'ELOTT', vendors: ['LOTT'] }])).toBe('Elott');
  });
  it('is Lott otherwise: other ELOTT vendors, the vendors under another category, no settings', () => {
    expect(prizeModeFor([{ gameCategory: 'ELOTT', vendors: ['ELOTT'] }])).toBe('Lott');
    expect(prizeModeFor([{ gameCategory: 'LOTT', vendors: ['TCG_LOTTO_VN', 'LOTT'] }])).toBe(
      'Lott',
    );
    expect(prizeModeFor([])).toBe('Lott');
    expect(prizeModeFor(undefined)).toBe('Lott');
  });
});

describe('countdown', () => {
  it('counts from when the answer arrived', () => {
    const deadline = drawDeadline({ remainingSeconds: 90 }, 1_000_000);
    expect(deadline).toBe(1_090_000);
    expect(secondsLeft(deadline, 1_000_000)).toBe(90);
    expect(secondsLeft(deadline, 1_000_001)).toBe(90);
    expect(secondsLeft(deadline, 1_001_000)).toBe(89);
    expect(secondsLeft(deadline, 1_090_000)).toBe(0);
    expect(secondsLeft(deadline, 2_000_000)).toBe(0);
    expect(drawDeadline({ remainingSeconds: -5 }, 10)).toBe(10);
  });
  it('formats mm:ss, and h:mm:ss from an hour on', () => {
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(9)).toBe('00:09');
    expect(formatCountdown(65)).toBe('01:05');
    expect(formatCountdown(3599)).toBe('59:59');
    expect(formatCountdown(3600)).toBe('1:00:00');
    expect(formatCountdown(86_399)).toBe('23:59:59');
    expect(formatCountdown(-3)).toBe('00:00');
  });
});

describe('lottery games launch as games', () => {
  const lottery: LotteryGame = {
    nodeId: 42,
    gameId: 'hanoi-vip-e-lottery',
    gameName: 'Hanoi VIP E-Lottery',
    vendor: 'TCG_LOTTO_VN',
    prizeMode: 'Elott',
    playType: 'trad',
    region: 'NORTH',
    drawIntervalSeconds: 600,
    iconUrl: 'games/TCG_LOTTO_VN/hanoi-vip-e-lottery.svg',
  };
  it('keeps the ids the launch sends and the category of its prize mode', () => {
    const game = lotteryAsGame(lottery);
    expect(game).toMatchObject({
      nodeId: 42,
      gameId: 'hanoi-vip-e-lottery',
      vassalage: 'TCG_LOTTO_VN',
      gameType: 'ELOTT',
      iconUrl: lottery.iconUrl,
    });
    expect(lotteryCategory({ prizeMode: 'Lott' })).toBe('LOTT');
    expect(lotteryCategory({ prizeMode: 'ZY' })).toBe('LOTT');
  });
});
