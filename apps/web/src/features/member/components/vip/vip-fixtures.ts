import type { VipInfo, VipLevel } from '@app/contracts/vip';

const names = [
  ['Member', 'សមាជិក'],
  ['Bronze', 'សំរិទ្ធ'],
  ['Silver', 'ប្រាក់'],
  ['Gold', 'មាស'],
] as const;

/** A VIP answer like the server's for tests: four levels, the member at `level`. */
export function vipPayload(level = 1, overrides: Partial<VipInfo> = {}): VipInfo {
  const levels: VipLevel[] = names.map(([en, km], i) => ({
    level: i,
    name: en,
    names: { km, en, zh: en, vi: en },
    deposit: [0, 100, 1000, 5000][i]!,
    turnover: [0, 0, 5000, 25000][i]!,
    rebatePercent: [0, 0.3, 0.5, 0.7][i]!,
    birthdayBonus: [0, 10, 38, 88][i]!,
    levelUpBonus: [0, 5, 28, 88][i]!,
    dailyWithdrawCount: [5, 5, 6, 8][i]!,
    dailyWithdrawAmount: [100000, 100000, 150000, 200000][i]!,
  }));
  const next = levels[level + 1];
  return {
    currency: 'USD',
    period: {
      days: 90,
      start: '2026-08-27T00:00:00.000Z',
      end: '2026-11-25T00:00:00.000Z',
    },
    levels,
    standing: {
      level,
      name: levels[level]!.name,
      label: level > 0 ? `VIP ${level}` : null,
      deposits: 1100,
      turnover: 1250,
      next: next
        ? {
            level: next.level,
            name: next.name,
            deposit: {
              required: next.deposit,
              current: 1100,
              missing: Math.max(0, next.deposit - 1100),
              percent: 1100 >= next.deposit ? 100 : Math.floor((1100 * 100) / next.deposit),
              met: 1100 >= next.deposit,
            },
            turnover: {
              required: next.turnover,
              current: 1250,
              missing: Math.max(0, next.turnover - 1250),
              percent: 1250 >= next.turnover ? 100 : Math.floor((1250 * 100) / next.turnover),
              met: 1250 >= next.turnover,
            },
          }
        : null,
      computedAt: '2026-11-25T00:00:00.000Z',
    },
    ...overrides,
  };
}
