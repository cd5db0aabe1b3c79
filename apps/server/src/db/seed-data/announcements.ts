import type { AnnouncementSeed } from '../../repositories/announcement-repository';
import { BANNER_HEIGHT, BANNER_WIDTH } from '../../services/cdn-artwork';
import { promotionImages } from './promotions';

/**
 * Demo announcements and banners (spec section 3: banner groups m_login, m_reg, m_leftmenu; the
 * register announcement of spec section 2). Later issues add home banners and more types here.
 * Banner pictures are drawn by the server (services/cdn-artwork.ts, from the descriptions in
 * services/banner-artwork.ts) and served at /cdn/banners/<name>.svg; the words in the pictures
 * are English, the titles (alt text) are translated.
 */
const bannerUrl = (name: string) => `/cdn/banners/${name}.svg`;

/** Seeded items start in the past and never expire, so a fresh database shows them at once. */
const SEED_START = new Date('2026-01-01T00:00:00Z');

function banner(
  slug: string,
  groupName: string,
  art: string,
  sort: number,
  linkUrl: string | null,
  titles: Record<'km' | 'en' | 'zh' | 'vi', string>,
): AnnouncementSeed {
  return {
    slug,
    type: 'B',
    groupName,
    execution: null,
    promotionType: null,
    linkUrl,
    images: [{ sequence: 1, url: bannerUrl(art), width: BANNER_WIDTH, height: BANNER_HEIGHT }],
    promoCategoryIds: [],
    sort,
    startAt: SEED_START,
    endAt: null,
    translations: Object.fromEntries(
      Object.entries(titles).map(([language, title]) => [language, { title, content: '' }]),
    ),
  };
}

type Texts = Record<'km' | 'en' | 'zh' | 'vi', { title: string; content: string }>;

/** A notice with no group: the home ticker (PL, H), promotions (PR) and the popup (PU). */
function notice(
  slug: string,
  type: 'PL' | 'PR' | 'H' | 'PU',
  sort: number,
  translations: Texts,
  extra: {
    linkUrl?: string;
    promotionType?: string;
    images?: AnnouncementSeed['images'];
    /** Audience (spec section 3): A and F logged in (F on a first login), B visitors; none: all. */
    execution?: AnnouncementSeed['execution'];
  } = {},
): AnnouncementSeed {
  return {
    slug,
    type,
    groupName: null,
    execution: extra.execution ?? null,
    promotionType: extra.promotionType ?? null,
    linkUrl: extra.linkUrl ?? null,
    images: extra.images ?? [],
    promoCategoryIds: [],
    sort,
    startAt: SEED_START,
    endAt: null,
    translations,
  };
}

export const seedAnnouncements: readonly AnnouncementSeed[] = [
  banner('banner-login-welcome', 'm_login', 'login-welcome', 1, '/m/home', {
    km: 'សូមស្វាគមន៍ការត្រឡប់មកវិញ',
    en: 'Welcome back',
    zh: '欢迎回来',
    vi: 'Chào mừng trở lại',
  }),
  banner('banner-login-rewards', 'm_login', 'login-rewards', 2, '/m/activity', {
    km: 'រង្វាន់ប្រចាំថ្ងៃ',
    en: 'Daily rewards',
    zh: '每日奖励',
    vi: 'Phần thưởng hằng ngày',
  }),
  banner('banner-register-welcome', 'm_reg', 'register-welcome', 1, null, {
    km: 'ចុះឈ្មោះក្នុងរយៈពេលមួយនាទី',
    en: 'Join in a minute',
    zh: '一分钟注册',
    vi: 'Tham gia trong một phút',
  }),
  banner('banner-leftmenu-vip', 'm_leftmenu', 'leftmenu-vip', 1, '/m/member/benefits', {
    km: 'ក្លឹប VIP',
    en: 'VIP Club',
    zh: 'VIP 俱乐部',
    vi: 'Câu lạc bộ VIP',
  }),
  {
    slug: 'register-welcome-terms',
    type: 'PL',
    groupName: 'm_reg',
    execution: null,
    promotionType: null,
    linkUrl: null,
    images: [],
    promoCategoryIds: [],
    sort: 1,
    startAt: SEED_START,
    endAt: null,
    translations: {
      km: {
        title: 'សូមស្វាគមន៍មកកាន់ Demo Gaming',
        content:
          '<p>បង្កើតគណនីរបស់អ្នកក្នុងរយៈពេលមួយនាទី ហើយចាប់ផ្តើមលេង <strong>ហ្គេមជាង ៦០០</strong>៖ ស្លត កាស៊ីណូផ្ទាល់ បាញ់ត្រី កីឡា និងច្រើនទៀត។</p><p>ដោយការចុះឈ្មោះ អ្នកបញ្ជាក់ថាអ្នកមានអាយុយ៉ាងហោចណាស់ <strong>១៨ ឆ្នាំ</strong> ហើយយល់ព្រមតាមលក្ខខណ្ឌរបស់យើង។ សូមលេងដោយការទទួលខុសត្រូវ។</p>',
      },
      en: {
        title: 'Welcome to Demo Gaming',
        content:
          '<p>Create your account in a minute and start with <strong>600+ games</strong>: slots, live casino, fishing, sports and more.</p><p>By registering you confirm that you are at least <strong>18 years old</strong> and accept our terms and conditions. Please play responsibly.</p>',
      },
      zh: {
        title: '欢迎来到 Demo Gaming',
        content:
          '<p>一分钟即可创建账户，畅玩<strong>600多款游戏</strong>：老虎机、真人娱乐场、捕鱼、体育等。</p><p>注册即表示您确认已年满<strong>18周岁</strong>并接受我们的条款与条件。请理性游戏。</p>',
      },
      vi: {
        title: 'Chào mừng đến với Demo Gaming',
        content:
          '<p>Tạo tài khoản chỉ trong một phút và bắt đầu với <strong>hơn 600 trò chơi</strong>: slot, casino trực tiếp, bắn cá, thể thao và nhiều hơn nữa.</p><p>Khi đăng ký, bạn xác nhận rằng mình đủ <strong>18 tuổi</strong> trở lên và chấp nhận các điều khoản và điều kiện của chúng tôi. Hãy chơi có trách nhiệm.</p>',
      },
    },
  },
  // ---------------------------------------------------------------- home (issue 4)
  banner('banner-home-welcome-bonus', 'm_home', 'home-welcome-bonus', 1, '/m/voucherCenter', {
    km: 'ប្រាក់រង្វាន់ស្វាគមន៍ ១០០%',
    en: '100% welcome bonus',
    zh: '100% 迎新奖金',
    vi: 'Thưởng chào mừng 100%',
  }),
  banner('banner-home-slots', 'm_home', 'home-slots', 2, '/m/slot-games', {
    km: 'ស្លតប្រចាំសប្តាហ៍',
    en: 'Slots of the week',
    zh: '本周精选老虎机',
    vi: 'Slot của tuần',
  }),
  banner('banner-home-live-casino', 'm_home', 'home-live-casino', 3, '/m/live-games', {
    km: 'កាស៊ីណូផ្ទាល់',
    en: 'Live casino',
    zh: '真人娱乐场',
    vi: 'Casino trực tiếp',
  }),
  // The first m_lott banner is the closable invite banner (spec section 2, Home content).
  banner('banner-lott-invite', 'm_lott', 'lott-invite', 1, '/m/inviteFriends', {
    km: 'អញ្ជើញមិត្តភក្តិ ទទួលរង្វាន់',
    en: 'Invite friends, earn rewards',
    zh: '邀请好友，赢取奖励',
    vi: 'Mời bạn bè, nhận thưởng',
  }),
  banner('banner-lott-draws', 'm_lott', 'lott-draws', 2, '/m/lottery', {
    km: 'ឆ្នោតចេញរៀងរាល់នាទី',
    en: 'Lottery draws every minute',
    zh: '每分钟开奖的彩票',
    vi: 'Xổ số quay mỗi phút',
  }),
  banner('banner-hot-games', 'm_hotgames', 'hot-games', 1, '/m/hot-games', {
    km: 'ហ្គេមពេញនិយម',
    en: 'Hot games',
    zh: '热门游戏',
    vi: 'Trò chơi hot',
  }),
  notice('notice-maintenance', 'PL', 1, {
    km: {
      title: 'ការថែទាំប្រព័ន្ធប្រចាំសប្តាហ៍',
      content:
        '<p>ការថែទាំប្រព័ន្ធធ្វើឡើងរៀងរាល់ថ្ងៃអង្គារ ពីម៉ោង <strong>០២:០០ ដល់ ០៣:០០</strong> (UTC+7)។ ហ្គេមមួយចំនួនអាចមិនដំណើរការមួយរយៈខ្លី។</p><p>សមតុល្យ និងការភ្នាល់របស់អ្នកមានសុវត្ថិភាព។ សូមអរគុណចំពោះការអត់ធ្មត់។</p>',
    },
    en: {
      title: 'Weekly system maintenance',
      content:
        '<p>System maintenance takes place every Tuesday from <strong>02:00 to 03:00</strong> (UTC+7). Some games may be briefly unavailable.</p><p>Your balance and bets are safe. Thank you for your patience.</p>',
    },
    zh: {
      title: '每周系统维护',
      content:
        '<p>系统维护时间为每周二 <strong>02:00 至 03:00</strong>（UTC+7），部分游戏可能短暂无法使用。</p><p>您的余额和投注均安全无虞。感谢您的耐心等待。</p>',
    },
    vi: {
      title: 'Bảo trì hệ thống hằng tuần',
      content:
        '<p>Hệ thống được bảo trì vào thứ Ba hằng tuần từ <strong>02:00 đến 03:00</strong> (UTC+7). Một số trò chơi có thể tạm thời gián đoạn.</p><p>Số dư và cược của bạn vẫn an toàn. Cảm ơn bạn đã kiên nhẫn.</p>',
    },
  }),
  notice('notice-new-games', 'PL', 2, {
    km: {
      title: 'ហ្គេមថ្មីៗរៀងរាល់សប្តាហ៍',
      content:
        '<p>ស្លតថ្មីៗពី <strong>PG, JDB និង JILI</strong> ត្រូវបានបន្ថែមរៀងរាល់សប្តាហ៍។ រកមើលស្លាក NEW នៅក្នុងបញ្ជីហ្គេម។</p>',
    },
    en: {
      title: 'New games every week',
      content:
        '<p>New slots from <strong>PG, JDB and JILI</strong> are added every week. Look for the NEW badge in the game list.</p>',
    },
    zh: {
      title: '每周上线新游戏',
      content:
        '<p>每周新增来自 <strong>PG、JDB 和 JILI</strong> 的老虎机游戏。请在游戏列表中留意 NEW 标记。</p>',
    },
    vi: {
      title: 'Trò chơi mới mỗi tuần',
      content:
        '<p>Các slot mới từ <strong>PG, JDB và JILI</strong> được thêm vào mỗi tuần. Hãy tìm nhãn NEW trong danh sách trò chơi.</p>',
    },
  }),
  notice('notice-play-responsibly', 'PL', 3, {
    km: {
      title: 'សូមលេងដោយការទទួលខុសត្រូវ',
      content:
        '<p>កំណត់ថវិកា និងពេលវេលាលេងរបស់អ្នកជាមុន ហើយកុំដេញតាមការខាតបង់។ ហ្គេមគឺសម្រាប់ការកម្សាន្តប៉ុណ្ណោះ។</p><p>គេហទំព័រនេះសម្រាប់តែអ្នកដែលមានអាយុ <strong>១៨ ឆ្នាំ</strong> ឡើងទៅប៉ុណ្ណោះ។</p>',
    },
    en: {
      title: 'Play responsibly',
      content:
        '<p>Set your budget and playing time in advance, and never chase losses. Games are for entertainment only.</p><p>This site is for players aged <strong>18</strong> and over.</p>',
    },
    zh: {
      title: '理性游戏',
      content:
        '<p>请事先设定预算和游戏时间，切勿追逐亏损。游戏仅供娱乐。</p><p>本网站仅限 <strong>18 周岁</strong>及以上玩家使用。</p>',
    },
    vi: {
      title: 'Chơi có trách nhiệm',
      content:
        '<p>Hãy đặt trước ngân sách và thời gian chơi, và đừng bao giờ cố gỡ lại khoản thua. Trò chơi chỉ nhằm mục đích giải trí.</p><p>Trang web này chỉ dành cho người chơi từ <strong>18 tuổi</strong> trở lên.</p>',
    },
  }),
  notice(
    'promo-first-deposit',
    'PR',
    1,
    {
      km: {
        title: 'ប្រាក់រង្វាន់ដាក់ប្រាក់លើកដំបូង ១០០%',
        content:
          '<p>ដាក់ប្រាក់លើកដំបូង ហើយទទួលបានប្រាក់រង្វាន់ <strong>១០០%</strong> រហូតដល់ <strong>$100</strong>។</p><p>ប្រាក់រង្វាន់ត្រូវភ្នាល់ ១០ ដងមុនពេលដកប្រាក់។ អនុវត្តតាមលក្ខខណ្ឌ។</p>',
      },
      en: {
        title: '100% first deposit bonus',
        content:
          '<p>Make your first deposit and get a <strong>100%</strong> bonus of up to <strong>$100</strong>.</p><p>The bonus must be wagered 10 times before withdrawal. Terms apply.</p>',
      },
      zh: {
        title: '首存 100% 奖金',
        content:
          '<p>完成首次存款即可获得 <strong>100%</strong> 奖金，最高 <strong>$100</strong>。</p><p>奖金需完成 10 倍流水后方可提款。适用相关条款。</p>',
      },
      vi: {
        title: 'Thưởng 100% nạp lần đầu',
        content:
          '<p>Nạp tiền lần đầu và nhận thưởng <strong>100%</strong> lên đến <strong>$100</strong>.</p><p>Tiền thưởng cần được cược 10 lần trước khi rút. Áp dụng điều khoản.</p>',
      },
    },
    // Cover and detail pictures: seed-data/promotions.ts (the promotion screens).
    { linkUrl: '/m/activity', promotionType: 'DEPOSIT', images: promotionImages('first-deposit') },
  ),
  notice('hot-lottery-every-minute', 'H', 1, {
    km: {
      title: 'ឆ្នោតវៀតណាម៖ ចេញរង្វាន់រៀងរាល់នាទី',
      content:
        '<p>ឆ្នោតភាគខាងជើង កណ្តាល និងខាងត្បូង បូករួមទាំងការចេញរង្វាន់រហ័សរៀងរាល់នាទី។ មើលការចេញរង្វាន់បន្ទាប់ និងពេលវេលារាប់ថយក្រោយនៅលើទំព័រឆ្នោត។</p>',
    },
    en: {
      title: 'Vietnam lottery: draws every minute',
      content:
        '<p>North, central and south lotteries plus fast draws every minute. See the next draw and its countdown on the lottery page.</p>',
    },
    zh: {
      title: '越南彩票：每分钟开奖',
      content: '<p>北部、中部、南部彩票以及每分钟开奖的快彩。请在彩票页面查看下一期及倒计时。</p>',
    },
    vi: {
      title: 'Xổ số Việt Nam: quay thưởng mỗi phút',
      content:
        '<p>Xổ số miền Bắc, miền Trung, miền Nam và xổ số nhanh quay mỗi phút. Xem kỳ quay tiếp theo và thời gian đếm ngược trên trang xổ số.</p>',
    },
  }),
  notice('popup-welcome-demo', 'PU', 1, {
    km: {
      title: 'សូមស្វាគមន៍មកកាន់ Demo Gaming',
      content:
        '<p>នេះជាគេហទំព័រសាកល្បង៖ ប្រាក់ និងការភ្នាល់ទាំងអស់ជាការសាកល្បង។ សាកល្បង <strong>ហ្គេមជាង ៦០០</strong> ដោយឥតគិតថ្លៃ។</p>',
    },
    en: {
      title: 'Welcome to Demo Gaming',
      content:
        '<p>This is a demonstration site: all money and bets are for testing. Try <strong>600+ games</strong> for free.</p>',
    },
    zh: {
      title: '欢迎来到 Demo Gaming',
      content:
        '<p>这是一个演示网站：所有资金和投注均用于测试。免费畅玩<strong>600多款游戏</strong>。</p>',
    },
    vi: {
      title: 'Chào mừng đến với Demo Gaming',
      content:
        '<p>Đây là trang web trình diễn: mọi khoản tiền và cược đều chỉ để thử nghiệm. Hãy thử <strong>hơn 600 trò chơi</strong> miễn phí.</p>',
    },
  }),
  // ---------------------------------------------------------------- popups (issue 15)
  // The announcement popup over home (spec section 2): visitors see the B item (and the welcome
  // above, for everyone); members the A items, plus the F item on their first login. Each also
  // shows in the home ticker and on the notice page (the popup group is part of the notices).
  notice(
    'popup-visitor-join',
    'PU',
    2,
    {
      km: {
        title: 'ថ្មីនៅទីនេះ? ទទួលប្រាក់រង្វាន់ស្វាគមន៍',
        content:
          '<p style="font-size:30px"><strong>ប្រាក់រង្វាន់ស្វាគមន៍ ១០០%</strong> លើការដាក់ប្រាក់លើកដំបូងរបស់អ្នក។</p><p>ចុះឈ្មោះក្នុងរយៈពេលមួយនាទី ហើយលេង <strong>ហ្គេមជាង ៦០០</strong>។ <a href="/m/register">បើកគណនី</a></p><p>លេងដោយសុវត្ថិភាព៖ <a href="https://www.begambleaware.org/">BeGambleAware</a></p>',
      },
      en: {
        title: 'New here? Claim your welcome bonus',
        content:
          '<p style="font-size:30px">A <strong>100% welcome bonus</strong> on your first deposit.</p><p>Sign up in a minute and play <strong>600+ games</strong>. <a href="/m/register">Open an account</a></p><p>Play safe: <a href="https://www.begambleaware.org/">BeGambleAware</a></p>',
      },
      zh: {
        title: '新朋友？领取迎新奖金',
        content:
          '<p style="font-size:30px">首次存款即享 <strong>100% 迎新奖金</strong>。</p><p>一分钟注册，畅玩<strong>600多款游戏</strong>。<a href="/m/register">立即开户</a></p><p>安全游戏：<a href="https://www.begambleaware.org/">BeGambleAware</a></p>',
      },
      vi: {
        title: 'Bạn mới? Nhận thưởng chào mừng',
        content:
          '<p style="font-size:30px"><strong>Thưởng chào mừng 100%</strong> cho lần nạp đầu tiên.</p><p>Đăng ký trong một phút và chơi <strong>hơn 600 trò chơi</strong>. <a href="/m/register">Mở tài khoản</a></p><p>Chơi an toàn: <a href="https://www.begambleaware.org/">BeGambleAware</a></p>',
      },
    },
    {
      execution: 'B',
      images: [
        {
          sequence: 1,
          url: bannerUrl('register-welcome'),
          width: BANNER_WIDTH,
          height: BANNER_HEIGHT,
        },
      ],
    },
  ),
  notice(
    'popup-first-login-steps',
    'PU',
    3,
    {
      km: {
        title: 'សូមស្វាគមន៍! ជំហានដំបូងបី',
        content:
          '<p>សូមអរគុណដែលបានចូលរួមជាមួយយើង។ ដើម្បីចាប់ផ្តើម៖</p><ol><li>កំណត់ពាក្យសម្ងាត់ទូទាត់របស់អ្នកនៅក្នុង <a href="/m/securityCenter">មជ្ឈមណ្ឌលសុវត្ថិភាព</a></li><li>ដាក់ប្រាក់លើកដំបូងនៅ <a href="/m/voucherCenter">មជ្ឈមណ្ឌលដាក់ប្រាក់</a></li><li>ទទួលប្រាក់រង្វាន់របស់អ្នកនៅ <a href="/m/rewardCenter">មជ្ឈមណ្ឌលរង្វាន់</a></li></ol>',
      },
      en: {
        title: 'Welcome aboard! Three first steps',
        content:
          '<p>Thank you for joining us. To get started:</p><ol><li>Set your payment password in the <a href="/m/securityCenter">security centre</a></li><li>Make your first deposit at the <a href="/m/voucherCenter">deposit centre</a></li><li>Collect your bonus at the <a href="/m/rewardCenter">reward centre</a></li></ol>',
      },
      zh: {
        title: '欢迎加入！三步开始',
        content:
          '<p>感谢您的加入。开始之前：</p><ol><li>在<a href="/m/securityCenter">安全中心</a>设置支付密码</li><li>在<a href="/m/voucherCenter">存款中心</a>完成首次存款</li><li>在<a href="/m/rewardCenter">奖励中心</a>领取奖金</li></ol>',
      },
      vi: {
        title: 'Chào mừng bạn! Ba bước đầu tiên',
        content:
          '<p>Cảm ơn bạn đã tham gia. Để bắt đầu:</p><ol><li>Đặt mật khẩu thanh toán tại <a href="/m/securityCenter">trung tâm bảo mật</a></li><li>Nạp tiền lần đầu tại <a href="/m/voucherCenter">trung tâm nạp tiền</a></li><li>Nhận thưởng tại <a href="/m/rewardCenter">trung tâm phần thưởng</a></li></ol>',
      },
    },
    { execution: 'F' },
  ),
  notice(
    'popup-member-weekend-reload',
    'PU',
    4,
    {
      km: {
        title: 'ប្រាក់រង្វាន់ចុងសប្តាហ៍ ៥០%',
        content:
          '<p>រៀងរាល់ថ្ងៃសៅរ៍ និងអាទិត្យ ដាក់ប្រាក់ <strong>$20</strong> ឬច្រើនជាងនេះ ហើយទទួលបានប្រាក់រង្វាន់ <strong>៥០%</strong> រហូតដល់ <strong>$150</strong>។</p><p>ចូលរួម និងទទួលវានៅមជ្ឈមណ្ឌលរង្វាន់។</p>',
      },
      en: {
        title: '50% weekend reload bonus',
        content:
          '<p>Every Saturday and Sunday, deposit <strong>$20</strong> or more and get a <strong>50%</strong> bonus of up to <strong>$150</strong>.</p><p>Join and claim it in the reward centre.</p>',
      },
      zh: {
        title: '周末 50% 续存奖金',
        content:
          '<p>每逢周六和周日，存款 <strong>$20</strong> 或以上即可获得 <strong>50%</strong> 奖金，最高 <strong>$150</strong>。</p><p>请在奖励中心参加并领取。</p>',
      },
      vi: {
        title: 'Thưởng nạp lại cuối tuần 50%',
        content:
          '<p>Mỗi thứ Bảy và Chủ nhật, nạp từ <strong>$20</strong> trở lên và nhận thưởng <strong>50%</strong> lên đến <strong>$150</strong>.</p><p>Tham gia và nhận thưởng tại trung tâm phần thưởng.</p>',
      },
    },
    {
      execution: 'A',
      promotionType: 'DEPOSIT',
      images: [
        {
          sequence: 1,
          url: bannerUrl('promo-weekend-reload-cover'),
          width: BANNER_WIDTH,
          height: BANNER_HEIGHT,
        },
      ],
    },
  ),
  notice(
    'popup-member-vip',
    'PU',
    5,
    {
      km: {
        title: 'ក្លឹប VIP៖ រង្វាន់គ្រប់កម្រិត',
        content:
          '<p>រាល់ការភ្នាល់នាំអ្នកកាន់តែជិតកម្រិត VIP បន្ទាប់៖ ប្រាក់រង្វាន់ដំឡើងកម្រិត ប្រាក់ត្រឡប់វិញខ្ពស់ជាង និងសេវាអតិថិជនផ្ទាល់ខ្លួន។</p><p><a href="/m/member/benefits">មើលអត្ថប្រយោជន៍ VIP របស់អ្នក</a></p>',
      },
      en: {
        title: 'VIP club: rewards at every level',
        content:
          '<p>Every bet brings you closer to the next VIP level: level-up bonuses, higher cashback and a personal host.</p><p><a href="/m/member/benefits">See your VIP benefits</a></p>',
      },
      zh: {
        title: 'VIP 俱乐部：每一级都有奖励',
        content:
          '<p>每一笔投注都让您更接近下一个 VIP 等级：升级奖金、更高返水和专属客服。</p><p><a href="/m/member/benefits">查看您的 VIP 权益</a></p>',
      },
      vi: {
        title: 'Câu lạc bộ VIP: phần thưởng ở mọi cấp độ',
        content:
          '<p>Mỗi lần cược đưa bạn đến gần cấp VIP tiếp theo: thưởng thăng cấp, hoàn tiền cao hơn và chăm sóc khách hàng riêng.</p><p><a href="/m/member/benefits">Xem quyền lợi VIP của bạn</a></p>',
      },
    },
    { execution: 'A' },
  ),
];
