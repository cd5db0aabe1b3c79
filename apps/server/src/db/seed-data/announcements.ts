import type { AnnouncementSeed } from '../../repositories/announcement-repository';
import { BANNER_HEIGHT, BANNER_WIDTH, type BannerArt } from '../../services/cdn-artwork';

/**
 * Demo announcements and banners (spec section 3: banner groups m_login, m_reg, m_leftmenu; the
 * register announcement of spec section 2). Later issues add home banners and more types here.
 * Banner pictures are drawn by the server (services/cdn-artwork.ts) from `bannerArtwork` and
 * served at /cdn/banners/<name>.svg; the words in the pictures are English, the titles (alt
 * text) are translated.
 */
export const bannerArtwork: Record<string, BannerArt> = {
  'login-welcome': {
    headline: 'Welcome back',
    subline: '600+ games, one account',
    cta: 'Play now',
    motif: 'cards',
  },
  'login-rewards': {
    headline: 'Daily rewards',
    subline: 'Log in every day and collect bonuses',
    cta: 'See promotions',
    motif: 'coins',
  },
  'register-welcome': {
    headline: 'Join in a minute',
    subline: 'Slots, live casino, fishing and sports',
    cta: 'Sign up',
    motif: 'dice',
  },
  'leftmenu-vip': {
    headline: 'VIP Club',
    subline: 'More rewards at every level',
    cta: 'Discover',
    motif: 'crown',
  },
};

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
];
