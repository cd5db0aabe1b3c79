import type {
  NewRewardEvent,
  RewardEventRepository,
} from '../repositories/reward-event-repository';

const text = (en: string, km: string, zh: string, vi: string) => ({ en, km, zh, vi });

/**
 * The demo's reward events (issue 16; decision 0039), in four languages: a gift paid at once, the
 * daily check-in, the red envelope rain, a bonus that needs finance's approval, the referral
 * reward and an event that has not started. Amounts are minor units; dates are fixed instants
 * (deterministic seeding), the New Year's at midnight UTC+7. Inserted when missing (by code), so
 * an operator's changes stay.
 */
export const seedRewardEvents: readonly NewRewardEvent[] = [
  {
    code: 'NEW_MEMBER_GIFT',
    kind: 'EVENT',
    title: text('New member gift', 'អំណោយសមាជិកថ្មី', '新会员礼金', 'Quà thành viên mới'),
    summary: text(
      'A welcome gift of 2.00 for every new member. Claim it once: it is paid straight to your balance.',
      'អំណោយស្វាគមន៍ 2.00 សម្រាប់សមាជិកថ្មីគ្រប់រូប។ ទាមទារបានតែម្តង ហើយវាត្រូវបានបញ្ចូលទៅសមតុល្យរបស់អ្នកភ្លាមៗ។',
      '每位新会员可领取 2.00 欢迎礼金，限领一次，直接存入余额。',
      'Quà chào mừng 2.00 cho mỗi thành viên mới. Nhận một lần, cộng thẳng vào số dư của bạn.',
    ),
    amountMinor: 200,
    needsApproval: false,
    rules: {},
    sort: 10,
  },
  {
    code: 'DAILY_CHECK_IN',
    kind: 'CHECK_IN',
    title: text('Daily check-in', 'ចុះវត្តមានប្រចាំថ្ងៃ', '每日签到', 'Điểm danh hằng ngày'),
    summary: text(
      'Check in every day for a reward: 1.00, 2.00, 3.00, 5.00, 8.00, 10.00 and 20.00 over seven days in a row. Miss a day and the streak starts again.',
      'ចុះវត្តមានរៀងរាល់ថ្ងៃ ដើម្បីទទួលបានរង្វាន់៖ 1.00, 2.00, 3.00, 5.00, 8.00, 10.00 និង 20.00 ក្នុងរយៈពេលប្រាំពីរថ្ងៃជាប់ៗគ្នា។ ខកខានមួយថ្ងៃ ការរាប់ថ្ងៃជាប់គ្នានឹងចាប់ផ្តើមឡើងវិញ។',
      '每天签到领取奖励：连续七天分别为 1.00、2.00、3.00、5.00、8.00、10.00 和 20.00。中断一天，连续签到将重新开始。',
      'Điểm danh mỗi ngày để nhận thưởng: 1.00, 2.00, 3.00, 5.00, 8.00, 10.00 và 20.00 trong bảy ngày liên tiếp. Bỏ lỡ một ngày, chuỗi ngày sẽ bắt đầu lại.',
    ),
    rules: { dayAmountsMinor: [100, 200, 300, 500, 800, 1_000, 2_000] },
    sort: 20,
  },
  {
    code: 'RED_RAIN',
    kind: 'RED_RAIN',
    title: text('Red envelope rain', 'ភ្លៀងអាំងប៉ាវ', '红包雨', 'Mưa lì xì'),
    summary: text(
      'Eight rains a day, every three hours from 00:00 (UTC+7), ten minutes each. Open up to 5 envelopes per rain and win 0.10 to 5.00 in each, paid straight to your balance.',
      'ភ្លៀងអាំងប៉ាវប្រាំបីដងក្នុងមួយថ្ងៃ រៀងរាល់បីម៉ោងម្តង ចាប់ពីម៉ោង 00:00 (UTC+7) រយៈពេលដប់នាទីម្តងៗ។ បើកអាំងប៉ាវបានរហូតដល់ 5 ក្នុងមួយលើក ហើយឈ្នះពី 0.10 ដល់ 5.00 ក្នុងអាំងប៉ាវនីមួយៗ ដែលបញ្ចូលទៅសមតុល្យរបស់អ្នកភ្លាមៗ។',
      '每天八场，从 00:00（UTC+7）起每三小时一场，每场十分钟。每场最多可拆 5 个红包，每个 0.10 至 5.00，直接存入余额。',
      'Tám trận mỗi ngày, ba giờ một lần từ 00:00 (UTC+7), mỗi trận mười phút. Mở tối đa 5 bao lì xì mỗi trận, mỗi bao 0.10 đến 5.00, cộng thẳng vào số dư của bạn.',
    ),
    rules: {
      times: ['00:00', '03:00', '06:00', '09:00', '12:00', '15:00', '18:00', '21:00'],
      minutes: 10,
      poolMinor: 50_000,
      minMinor: 10,
      maxMinor: 500,
      perMember: 5,
    },
    sort: 30,
  },
  {
    code: 'LOYALTY_BONUS',
    kind: 'EVENT',
    title: text('Loyalty bonus', 'ប្រាក់រង្វាន់ភក្តីភាព', '忠诚奖金', 'Thưởng tri ân'),
    summary: text(
      'Apply for a 20.00 thank-you bonus. Our team reviews every application and pays approved bonuses to your balance.',
      'ដាក់ពាក្យស្នើសុំប្រាក់រង្វាន់ថ្លែងអំណរគុណ 20.00។ ក្រុមការងាររបស់យើងពិនិត្យពាក្យស្នើសុំនីមួយៗ ហើយបញ្ចូលប្រាក់រង្វាន់ដែលបានអនុម័តទៅសមតុល្យរបស់អ្នក។',
      '申请 20.00 感谢奖金。我们的团队会审核每一份申请，并将批准的奖金存入您的余额。',
      'Đăng ký nhận thưởng tri ân 20.00. Đội ngũ của chúng tôi xét duyệt từng đơn và cộng tiền thưởng đã duyệt vào số dư của bạn.',
    ),
    amountMinor: 2_000,
    needsApproval: true,
    rules: {},
    sort: 40,
  },
  {
    code: 'REFERRAL',
    kind: 'REFERRAL',
    title: text('Invite friends', 'អញ្ជើញមិត្តភក្តិ', '邀请好友', 'Mời bạn bè'),
    summary: text(
      'Earn 10.00 for every friend who signs up with your code and makes a first deposit of 20.00 or more.',
      'ទទួលបាន 10.00 សម្រាប់មិត្តភក្តិម្នាក់ៗ ដែលចុះឈ្មោះដោយប្រើលេខកូដរបស់អ្នក ហើយដាក់ប្រាក់លើកដំបូងចាប់ពី 20.00 ឡើងទៅ។',
      '好友使用您的邀请码注册并首次存款 20.00 或以上，每位好友可为您赚取 10.00。',
      'Nhận 10.00 cho mỗi người bạn đăng ký bằng mã của bạn và nạp lần đầu từ 20.00 trở lên.',
    ),
    amountMinor: 1_000,
    rules: {
      minDepositMinor: 2_000,
      earnedSummary: text(
        '{friend} made a first deposit: your 10.00 is ready to claim.',
        '{friend} បានដាក់ប្រាក់លើកដំបូង៖ រង្វាន់ 10.00 របស់អ្នករួចរាល់សម្រាប់ទាមទារ។',
        '{friend} 已完成首次存款：您的 10.00 奖励可以领取了。',
        '{friend} đã nạp lần đầu: phần thưởng 10.00 của bạn đã sẵn sàng để nhận.',
      ),
    },
    sort: 50,
  },
  {
    code: 'NEW_YEAR_2030',
    kind: 'EVENT',
    title: text('New Year 2030 gift', 'អំណោយឆ្នាំថ្មី 2030', '2030 新年礼金', 'Quà năm mới 2030'),
    summary: text(
      'Celebrate 2030 with a gift of 8.88, to claim from 1 to 31 January 2030.',
      'អបអរឆ្នាំ 2030 ជាមួយអំណោយ 8.88 ដែលអាចទាមទារបានពីថ្ងៃទី 1 ដល់ថ្ងៃទី 31 ខែមករា ឆ្នាំ 2030។',
      '喜迎 2030，领取 8.88 新年礼金，领取时间为 2030 年 1 月 1 日至 31 日。',
      'Chào đón năm 2030 với phần quà 8.88, nhận từ ngày 1 đến ngày 31 tháng 1 năm 2030.',
    ),
    amountMinor: 888,
    needsApproval: false,
    rules: {},
    // Midnight at UTC+7 (the operator's day).
    startAt: new Date('2029-12-31T17:00:00Z'),
    endAt: new Date('2030-01-31T17:00:00Z'),
    sort: 60,
  },
];

export function createRewardEventSeed(repo: RewardEventRepository) {
  return {
    async seed(): Promise<void> {
      await repo.insertMissing(seedRewardEvents);
    },
  };
}
