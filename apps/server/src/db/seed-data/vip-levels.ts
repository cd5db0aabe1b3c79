import type { Translated } from '../schema-member-centre';

/**
 * The seeded VIP ladder (issue 14), minor units (USD cents). Level 0 is "no VIP". A level needs
 * both its deposits and its valid turnover over the qualifying period (90 days); VIP 1 is the
 * first deposit. Level 0's withdrawal limits equal the cashier's defaults (5 a day, 100,000.00),
 * so a level's limits only ever raise them.
 */
export type VipLevelSeed = {
  level: number;
  names: Translated;
  depositMinor: number;
  turnoverMinor: number;
  rebateBps: number;
  birthdayBonusMinor: number;
  levelUpBonusMinor: number;
  dailyWithdrawCount: number;
  dailyWithdrawMinor: number;
};

const major = (amount: number) => amount * 100;

export const seedVipLevels: readonly VipLevelSeed[] = [
  {
    level: 0,
    names: { km: 'សមាជិក', en: 'Member', zh: '会员', vi: 'Thành viên' },
    depositMinor: 0,
    turnoverMinor: 0,
    rebateBps: 0,
    birthdayBonusMinor: 0,
    levelUpBonusMinor: 0,
    dailyWithdrawCount: 5,
    dailyWithdrawMinor: major(100_000),
  },
  {
    level: 1,
    names: { km: 'សំរិទ្ធ', en: 'Bronze', zh: '青铜', vi: 'Đồng' },
    depositMinor: major(100),
    turnoverMinor: 0,
    rebateBps: 30,
    birthdayBonusMinor: major(10),
    levelUpBonusMinor: major(5),
    dailyWithdrawCount: 5,
    dailyWithdrawMinor: major(100_000),
  },
  {
    level: 2,
    names: { km: 'ប្រាក់', en: 'Silver', zh: '白银', vi: 'Bạc' },
    depositMinor: major(1_000),
    turnoverMinor: major(5_000),
    rebateBps: 50,
    birthdayBonusMinor: major(38),
    levelUpBonusMinor: major(28),
    dailyWithdrawCount: 6,
    dailyWithdrawMinor: major(150_000),
  },
  {
    level: 3,
    names: { km: 'មាស', en: 'Gold', zh: '黄金', vi: 'Vàng' },
    depositMinor: major(5_000),
    turnoverMinor: major(25_000),
    rebateBps: 70,
    birthdayBonusMinor: major(88),
    levelUpBonusMinor: major(88),
    dailyWithdrawCount: 8,
    dailyWithdrawMinor: major(200_000),
  },
  {
    level: 4,
    names: { km: 'ប្លាទីន', en: 'Platinum', zh: '铂金', vi: 'Bạch kim' },
    depositMinor: major(20_000),
    turnoverMinor: major(100_000),
    rebateBps: 90,
    birthdayBonusMinor: major(188),
    levelUpBonusMinor: major(288),
    dailyWithdrawCount: 10,
    dailyWithdrawMinor: major(300_000),
  },
  {
    level: 5,
    names: { km: 'ពេជ្រ', en: 'Diamond', zh: '钻石', vi: 'Kim cương' },
    depositMinor: major(50_000),
    turnoverMinor: major(300_000),
    rebateBps: 110,
    birthdayBonusMinor: major(388),
    levelUpBonusMinor: major(588),
    dailyWithdrawCount: 15,
    dailyWithdrawMinor: major(500_000),
  },
  {
    level: 6,
    names: { km: 'មកុដ', en: 'Crown', zh: '皇冠', vi: 'Vương miện' },
    depositMinor: major(100_000),
    turnoverMinor: major(800_000),
    rebateBps: 130,
    birthdayBonusMinor: major(888),
    levelUpBonusMinor: major(1_288),
    dailyWithdrawCount: 20,
    dailyWithdrawMinor: major(1_000_000),
  },
];
