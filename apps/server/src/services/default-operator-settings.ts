import { accountRules } from '@app/contracts/account-rules';
import type { OperatorSettings, RegisterFormSettings } from '@app/contracts/system';
import type { WhitelabelFlag } from '@app/contracts/whitelabel-flags';
import type { SaferGamblingSettings, SiteSettings } from './settings-schemas';

/**
 * Demo defaults: a complete operator configuration so every screen has something to show.
 * Links point at example addresses (t.me/demo_support, example.com); the server never fetches them.
 */
const whitelabel: Record<WhitelabelFlag, boolean> = {
  CHNGPASSVERIF3: true,
  CHNGPASSMAIL3: false,
  TRANSBETREPMEM3: true,
  CBS3: true,
  MOBILEVERCODELOGIN3: false,
  FACEBOOKLOGIN3: false,
  GOOGLELOGIN3: false,
  USERNAMEREG3: true,
  MOBILENUMREG3: true,
  REGMOBVERF3: false,
  MOBILENUMPASSREG3: false,
  PROFPIC3: true,
  CAPTCHA3: true,
  FREEPLAY3: true,
  REG3: true,
  AFFMAN3: true,
  AGENTTEAMOVERVIEW3: true,
  AGENTTRANSREC3: true,
  AGENTTEAMMGMT3: true,
  AGENTREDRAIN3: true,
  AGENTTEAMPNL3: true,
  AGENTTEAMBET3: true,
  AGENTGAMEREBATE3: true,
  AGENTREBATE3: true,
  AGENTSECURITY3: true,
  AGENTMAIL3: true,
  AGENTDIVIDEND3: true,
};

type FieldSetting = RegisterFormSettings['usernameForm'][number];
const field = (
  name: string,
  required: boolean,
  minLength: number | null,
  maxLength: number | null,
  pattern: RegExp | null = null,
): FieldSetting => ({ name, required, minLength, maxLength, pattern: pattern?.source ?? null });
const r = accountRules;
const passwordFields = [
  field('password', true, r.passwordMin, r.passwordMax),
  field('confirmPassword', true, r.passwordMin, r.passwordMax),
];
const captchaField = field('captcha', true, 1, r.captchaMax, r.captchaPattern);
const affiliateField = field('affiliateCode', false, null, 40, /^[A-Za-z0-9_-]{1,40}$/);

/** Registration tabs (spec sections 3 and 5); flags switch some fields off at read time. */
const registerForm: RegisterFormSettings = {
  usernameForm: [
    field('username', true, r.usernameMin, r.usernameMax, r.usernamePattern),
    ...passwordFields,
    affiliateField,
    field('nickname', false, null, r.nicknameMax),
    field('email', false, null, r.emailMax, r.emailPattern),
    field('birthday', false, null, null, /^\d{4}-\d{2}-\d{2}$/),
    captchaField,
  ],
  mobileForm: [
    field('mobileNum', true, 8, 12, /^\d+$/),
    field('verificationCode', true, 6, 6, /^\d{6}$/),
    ...passwordFields,
    affiliateField,
    captchaField,
  ],
  // Cambodian numbers: 8 or 9 digits after the leading zero; room for other countries.
  phoneDigits: { min: 8, max: 12 },
  defaultCountryDialingCode: '855',
};

export const defaultOperatorSettings: OperatorSettings = {
  whitelabel,
  mobileTemplate: {
    app_background: '',
    app_desc: 'Download the app: 600+ games in your pocket',
    app_desc_font_color: '#ffffff',
    mem_cen: 1,
    dep_func: 1,
  },
  resources: [
    {
      resourceType: 'LIVECHAT',
      url: 'https://livechat.example.com/chat/demo',
      labelNameEn: 'Live chat',
    },
    { resourceType: 'TELEGRAM', url: 'https://t.me/demo_support', labelNameEn: 'Telegram' },
    {
      resourceType: 'FACEBOOK',
      url: 'https://www.facebook.com/demo.gaming',
      labelNameEn: 'Facebook',
    },
    { resourceType: 'LINE', url: 'https://line.me/R/ti/p/@demo_support', labelNameEn: 'LINE' },
    {
      resourceType: 'Android',
      url: 'https://download.example.com/demo/app-release.apk',
      labelNameEn: 'Android app',
    },
    { resourceType: 'IOS', url: 'https://apps.example.com/demo/ios', labelNameEn: 'iOS app' },
  ],
  customerService: [
    { csType: 'FACEBOOK', title: 'Facebook', url: 'https://www.facebook.com/demo.gaming' },
    { csType: 'YOUTUBE', title: 'YouTube', url: 'https://www.youtube.com/@demo.gaming' },
    { csType: 'INSTAGRAM', title: 'Instagram', url: 'https://www.instagram.com/demo.gaming' },
    { csType: 'TWITTER', title: 'X (Twitter)', url: 'https://x.com/demo_gaming' },
  ],
  maintenance: false,
  region: { restrictAll: false, blockedIps: [] },
  promos: { APP_DOWNLOAD: { enabled: true }, REFERRAL: { enabled: true } },
  gameCategories: [
    { gameCategory: 'RNG', sort: 1, vendors: ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'] },
    { gameCategory: 'LIVE', sort: 2, vendors: ['EVO', 'SEXY', 'DG', 'WM', 'SA'] },
    { gameCategory: 'FISH', sort: 3, vendors: ['JDB', 'JL', 'FC', 'KA'] },
    { gameCategory: 'PVP', sort: 4, vendors: ['KM', 'V8', 'JL'] },
    { gameCategory: 'SPORTS', sort: 5, vendors: ['SABA', 'CMD', 'BTI'] },
    { gameCategory: 'ESPORTS', sort: 6, vendors: ['IA', 'TF'] },
    { gameCategory: 'COCKFIGHT', sort: 7, vendors: ['SV388', 'WS168'] },
    { gameCategory: 'LOTT', sort: 8, vendors: ['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT'] },
    { gameCategory: 'ELOTT', sort: 9, vendors: ['ELOTT', 'TCG_LOTTO_VN'] },
    { gameCategory: 'INHOUSE', sort: 10, vendors: ['BGS'] },
  ],
  footerVendors: ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'],
  paths: {
    terms: '/m/help#terms',
    privacy: '/m/help#privacy',
    responsibleGaming: '/m/help#responsible-gaming',
  },
  mainDomain: 'demo.example.com',
  imageCDNs: ['/cdn'],
  domainRoutes: [
    { domain: 'm.demo.example.com', device: 'MOBILE' },
    { domain: 'www.demo.example.com', device: 'WEB' },
  ],
  register: { usernameEnabled: true, mobileEnabled: true, minAge: 18 },
  registerForm,
  // Live chat (issue 15): support's hours for the chat page, and no live models.
  liveChat: { hoursFrom: '09:00', hoursTo: '23:00', timeZone: 'GMT+7', models: [] },
};

export const defaultSiteSettings: SiteSettings = {
  merchantCode: 'DEMO',
  // Cambodia's retail economy runs largely on US dollars.
  currency: { code: 'USD', symbol: '$' },
  footer: {
    infoText: {
      km: 'គេហទំព័រនេះសម្រាប់តែអ្នកប្រើប្រាស់ដែលមានអាយុ ១៨ ឆ្នាំឡើងទៅប៉ុណ្ណោះ។ សូមលេងដោយការទទួលខុសត្រូវ។ © 2026 Demo Gaming។ រក្សាសិទ្ធិគ្រប់យ៉ាង។',
      en: 'This site is intended for users aged 18 and over. Please play responsibly. © 2026 Demo Gaming. All rights reserved.',
      zh: '本网站仅供年满18周岁的用户使用。请理性游戏。© 2026 Demo Gaming 版权所有。',
      vi: 'Trang web này chỉ dành cho người dùng từ 18 tuổi trở lên. Hãy chơi có trách nhiệm. © 2026 Demo Gaming. Bảo lưu mọi quyền.',
    },
    // Footer images need the /cdn route of a later issue; none until then, so nothing breaks.
    images: [],
  },
};

/** Safer gambling (issue 18): every tool on; where help is (the helpline is a placeholder). */
export const defaultSaferGamblingSettings: SaferGamblingSettings = {
  features: {
    depositLimits: true,
    lossLimits: true,
    sessionLimits: true,
    realityChecks: true,
    timeOut: true,
    selfExclusion: true,
  },
  supportLinks: [
    { name: 'National gambling helpline (example)', url: 'https://helpline.example.com' },
    { name: 'Gambling Therapy', url: 'https://www.gamblingtherapy.org' },
  ],
  minimumAge: 18,
};
