import type { DepositRepository } from '../repositories/deposit-repository';

const text = (en: string, km: string, zh: string, vi: string) => ({ en, km, zh, vi });

/**
 * The demo's deposit promotions (issue 13 offers them before paying; the rewards issue credits
 * the bonus and its wagering): one welcome bonus for a first deposit and one reload bonus.
 * Inserted when missing (by code), so an operator's changes stay.
 */
export function createDepositPromotionSeed(repo: DepositRepository) {
  return {
    async seed(): Promise<void> {
      await repo.insertMissingPromotions([
        {
          code: 'WELCOME100',
          kind: 'WELCOME',
          title: text(
            '100% welcome bonus',
            'ប្រាក់រង្វាន់ស្វាគមន៍ 100%',
            '100% 首存红利',
            'Thưởng chào mừng 100%',
          ),
          summary: text(
            'Your first deposit doubled, up to 100.00. Wager 10x bonus + deposit on slots within 30 days.',
            'ការដាក់ប្រាក់ដំបូងរបស់អ្នកកើនទ្វេដង រហូតដល់ 100.00។ ភ្នាល់ 10 ដងនៃប្រាក់រង្វាន់ + ប្រាក់ដាក់ លើហ្គេមស្លត ក្នុងរយៈពេល 30 ថ្ងៃ។',
            '首次存款翻倍，最高 100.00。30 天内在老虎机完成（红利 + 存款）10 倍流水。',
            'Nhân đôi lần nạp đầu, tối đa 100.00. Cược 10 lần (thưởng + tiền nạp) vào slot trong 30 ngày.',
          ),
          bonusBps: 10_000,
          maxBonusMinor: 10_000,
          minDepositMinor: 2_000,
          wagerMultiplier: 10,
          wagerDays: 30,
          wagerGameTypes: ['RNG'],
          sort: 1,
        },
        {
          code: 'RELOAD20',
          kind: 'RELOAD',
          title: text(
            '20% reload bonus',
            'ប្រាក់រង្វាន់បញ្ចូលបន្ថែម 20%',
            '20% 再存红利',
            'Thưởng nạp lại 20%',
          ),
          summary: text(
            '20% on any deposit, up to 100.00. Wager 10x bonus + deposit on slots within 30 days.',
            '20% លើការដាក់ប្រាក់ណាមួយ រហូតដល់ 100.00។ ភ្នាល់ 10 ដងនៃប្រាក់រង្វាន់ + ប្រាក់ដាក់ លើហ្គេមស្លត ក្នុងរយៈពេល 30 ថ្ងៃ។',
            '任意存款赠送 20%，最高 100.00。30 天内在老虎机完成（红利 + 存款）10 倍流水。',
            'Thưởng 20% mọi lần nạp, tối đa 100.00. Cược 10 lần (thưởng + tiền nạp) vào slot trong 30 ngày.',
          ),
          bonusBps: 2_000,
          maxBonusMinor: 10_000,
          minDepositMinor: 5_000,
          wagerMultiplier: 10,
          wagerDays: 30,
          wagerGameTypes: ['RNG'],
          sort: 2,
        },
      ]);
    },
  };
}
