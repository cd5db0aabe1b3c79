import type { AnnouncementSeed } from '../../repositories/announcement-repository';
import { BANNER_HEIGHT, BANNER_WIDTH } from '../../services/cdn-artwork';

/**
 * Demo promotions (content type PR, spec section 3) for the promotion screens (/m/activity,
 * /m/activityDetail; spec section 2, "Activity detail"). Each has a cover (image sequence 1,
 * shown in the list) and a detail picture (sequence 2, shown on the detail page), drawn by the
 * server like the banners (services/cdn-artwork.ts, /cdn/banners/<name>.svg); the words in the
 * pictures are English, titles and HTML content are translated. The first-deposit promotion is
 * seeded with the home notices (announcements.ts) and uses the same artwork
 * (services/banner-artwork.ts).
 *
 * Dates are fixed (deterministic seeding) and set at noon UTC so the shown day is the same in
 * every time zone from UTC-11 to UTC+11; end dates lie far ahead so the demo never runs dry.
 */

/** The cover (sequence 1) and detail picture (sequence 2) of a promotion's artwork pair. */
export function promotionImages(name: string): AnnouncementSeed['images'] {
  const image = (sequence: number, kind: 'cover' | 'detail') => ({
    sequence,
    url: `/cdn/banners/promo-${name}-${kind}.svg`,
    width: BANNER_WIDTH,
    height: BANNER_HEIGHT,
  });
  return [image(1, 'cover'), image(2, 'detail')];
}

type Texts = Record<'km' | 'en' | 'zh' | 'vi', { title: string; content: string }>;

function promotion(
  name: string,
  sort: number,
  window: { startAt: Date; endAt: Date | null },
  promotionType: string | null,
  translations: Texts,
): AnnouncementSeed {
  return {
    slug: `promo-${name}`,
    type: 'PR',
    groupName: null,
    execution: null,
    promotionType,
    linkUrl: null,
    images: promotionImages(name),
    promoCategoryIds: [],
    sort,
    ...window,
    translations,
  };
}

export const seedPromotions: readonly AnnouncementSeed[] = [
  promotion(
    'daily-cashback',
    2,
    { startAt: new Date('2026-01-01T12:00:00Z'), endAt: null },
    'CASHBACK',
    {
      km: {
        title: 'ប្រាក់ត្រឡប់វិញ ៥% ប្រចាំថ្ងៃលើស្លត',
        content:
          '<p>ទទួលបានប្រាក់ត្រឡប់វិញ <strong>៥%</strong> នៃការខាតបង់សុទ្ធលើស្លតរៀងរាល់ថ្ងៃ ដែលបង់ដោយស្វ័យប្រវត្តិនៅម៉ោង ១០:០០ (UTC+7)។</p><ul><li>គ្មានការភ្នាល់អប្បបរមា</li><li>រហូតដល់ <strong>$200</strong> ក្នុងមួយថ្ងៃ</li><li>ប្រាក់ត្រឡប់វិញត្រូវភ្នាល់ ១ ដង</li></ul><p>ការផ្តល់ជូននេះគ្មានកាលបរិច្ឆេទបញ្ចប់ទេ។ អនុវត្តតាមលក្ខខណ្ឌ។</p>',
      },
      en: {
        title: 'Daily 5% slots cashback',
        content:
          '<p>Get <strong>5%</strong> of your net slot losses back every day, paid automatically at 10:00 (UTC+7).</p><ul><li>No minimum bet</li><li>Up to <strong>$200</strong> per day</li><li>Cashback has a 1x wagering requirement</li></ul><p>This offer has no end date. Terms apply.</p>',
      },
      zh: {
        title: '老虎机每日 5% 返水',
        content:
          '<p>每天返还您老虎机净亏损的 <strong>5%</strong>，于每日 10:00（UTC+7）自动发放。</p><ul><li>无最低投注要求</li><li>每日最高 <strong>$200</strong></li><li>返水金额需完成 1 倍流水</li></ul><p>本活动长期有效。适用相关条款。</p>',
      },
      vi: {
        title: 'Hoàn trả 5% slot mỗi ngày',
        content:
          '<p>Nhận lại <strong>5%</strong> số tiền thua ròng khi chơi slot mỗi ngày, được trả tự động lúc 10:00 (UTC+7).</p><ul><li>Không yêu cầu cược tối thiểu</li><li>Tối đa <strong>$200</strong> mỗi ngày</li><li>Tiền hoàn trả cần cược 1 lần</li></ul><p>Ưu đãi này không có ngày kết thúc. Áp dụng điều khoản.</p>',
      },
    },
  ),
  promotion(
    'weekend-reload',
    3,
    { startAt: new Date('2026-10-03T12:00:00Z'), endAt: new Date('2030-12-29T12:00:00Z') },
    'RELOAD',
    {
      km: {
        title: 'ប្រាក់រង្វាន់បញ្ចូលប្រាក់ចុងសប្តាហ៍ ៥០%',
        content:
          '<p>រៀងរាល់ថ្ងៃសៅរ៍ និងថ្ងៃអាទិត្យ ដាក់ប្រាក់ចាប់ពី <strong>$20</strong> ឡើងទៅ ហើយទទួលបានប្រាក់រង្វាន់ <strong>៥០%</strong> រហូតដល់ <strong>$150</strong>។</p><ul><li>ប្រាក់រង្វាន់មួយដងក្នុងមួយចុងសប្តាហ៍</li><li>អាចប្រើបានលើហ្គេមស្លត និងបាញ់ត្រី</li><li>ប្រាក់រង្វាន់ត្រូវភ្នាល់ ៨ ដងមុនពេលដកប្រាក់</li></ul><p>អនុវត្តតាមលក្ខខណ្ឌ។</p>',
      },
      en: {
        title: '50% weekend reload bonus',
        content:
          '<p>Every Saturday and Sunday, deposit <strong>$20</strong> or more and get a <strong>50%</strong> bonus of up to <strong>$150</strong>.</p><ul><li>One bonus per weekend</li><li>Valid on slots and fishing games</li><li>Wager the bonus 8 times before withdrawal</li></ul><p>Terms apply.</p>',
      },
      zh: {
        title: '周末 50% 充值奖金',
        content:
          '<p>每逢周六和周日，存款 <strong>$20</strong> 或以上即可获得 <strong>50%</strong> 奖金，最高 <strong>$150</strong>。</p><ul><li>每个周末限领一次</li><li>适用于老虎机和捕鱼游戏</li><li>奖金需完成 8 倍流水后方可提款</li></ul><p>适用相关条款。</p>',
      },
      vi: {
        title: 'Thưởng nạp lại cuối tuần 50%',
        content:
          '<p>Mỗi thứ Bảy và Chủ nhật, nạp từ <strong>$20</strong> trở lên và nhận thưởng <strong>50%</strong> lên đến <strong>$150</strong>.</p><ul><li>Mỗi cuối tuần một lần thưởng</li><li>Áp dụng cho slot và bắn cá</li><li>Tiền thưởng cần cược 8 lần trước khi rút</li></ul><p>Áp dụng điều khoản.</p>',
      },
    },
  ),
  promotion(
    'slots-tournament',
    4,
    { startAt: new Date('2026-11-01T12:00:00Z'), endAt: new Date('2030-06-30T12:00:00Z') },
    null,
    {
      km: {
        title: 'ការប្រកួតស្លតប្រចាំខែ',
        content:
          '<p>ឡើងតារាងចំណាត់ថ្នាក់ដោយមេគុណឈ្នះធំបំផុតរបស់អ្នកលើស្លតណាមួយ។ អ្នកលេងកំពូល <strong>៥០</strong> នាក់ប្រចាំខែនឹងចែករំលែកប្រាក់រង្វាន់សរុប <strong>$10,000</strong>។</p><ul><li>រាល់ការបង្វិលដោយប្រាក់ពិតត្រូវបានរាប់</li><li>រង្វាន់ត្រូវបានបង់នៅថ្ងៃទី ១ នៃខែនីមួយៗ</li></ul><p>មិនចាំបាច់ចុះឈ្មោះ។ អនុវត្តតាមលក្ខខណ្ឌ។</p>',
      },
      en: {
        title: 'Monthly slots tournament',
        content:
          '<p>Climb the leaderboard with your biggest win multiplier on any slot. The top <strong>50</strong> players each month share a <strong>$10,000</strong> prize pool.</p><ul><li>Every real-money spin counts</li><li>Prizes are paid on the 1st of each month</li></ul><p>No sign-up needed. Terms apply.</p>',
      },
      zh: {
        title: '每月老虎机锦标赛',
        content:
          '<p>凭借任意老虎机上的最高赢奖倍数登上排行榜。每月前 <strong>50</strong> 名玩家瓜分 <strong>$10,000</strong> 奖池。</p><ul><li>每一次真钱旋转均计入</li><li>奖金于每月 1 日发放</li></ul><p>无需报名。适用相关条款。</p>',
      },
      vi: {
        title: 'Giải đấu slot hằng tháng',
        content:
          '<p>Leo bảng xếp hạng bằng hệ số thắng cao nhất của bạn trên bất kỳ slot nào. <strong>50</strong> người chơi đứng đầu mỗi tháng chia nhau giải thưởng <strong>$10,000</strong>.</p><ul><li>Mọi lượt quay bằng tiền thật đều được tính</li><li>Giải thưởng được trả vào ngày 1 hằng tháng</li></ul><p>Không cần đăng ký. Áp dụng điều khoản.</p>',
      },
    },
  ),
];
