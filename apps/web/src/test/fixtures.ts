import type { MemberInfo, Wallet } from '@app/contracts/account';
import type { ConsolidatedSettings, HelpItem, SystemStatusPayload } from '@app/contracts/system';

export function statusPayload(
  overrides: Partial<SystemStatusPayload> = {},
  info: Partial<SystemStatusPayload['info']> = {},
): SystemStatusPayload {
  return {
    status: 0,
    maintenance: false,
    regionRestriction: false,
    location: { ip: '203.0.113.7' },
    ...overrides,
    info: {
      customerService: [],
      domainRoute: { routes: [] },
      mobileTemplate: {
        app_background: '',
        app_desc: '',
        app_desc_font_color: '',
        mem_cen: 0,
        dep_func: 0,
      },
      paths: {},
      register: { usernameEnabled: true, mobileEnabled: false, minAge: 18 },
      resources: [
        { resourceType: 'Android', url: 'https://dl.example/app.apk', labelNameEn: null },
        { resourceType: 'LINE', url: 'https://line.example/x', labelNameEn: null },
        { resourceType: 'TELEGRAM', url: 'https://t.me/example', labelNameEn: null },
        { resourceType: 'FACEBOOK', url: 'https://facebook.example/x', labelNameEn: null },
      ],
      whitelabel: {},
      mainDomain: 'example.com',
      imageCDNs: ['/cdn'],
      ...info,
    },
  };
}

export function settingsPayload(
  overrides: Partial<ConsolidatedSettings> = {},
): ConsolidatedSettings {
  return {
    merchantCode: 'demo',
    currency: { code: 'USD', symbol: '$' },
    gameCategories: [
      { gameCategory: 'LIVE', sort: 3, vendors: ['EVO'] },
      { gameCategory: 'ESPORTS', sort: 1, vendors: ['IA'] },
      { gameCategory: 'RNG', sort: 0, vendors: ['PG'] },
      { gameCategory: 'SPORTS', sort: 5, vendors: ['SB'] },
      { gameCategory: 'FISH', sort: 4, vendors: ['JDB'] },
    ],
    footerVendors: ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'],
    promos: { APP_DOWNLOAD: { enabled: true }, REFERRAL: { enabled: false } },
    footer: { infoText: 'Licensed operator info', images: [] },
    ...overrides,
  };
}

export const helpItems: HelpItem[] = [
  { title: 'How to register', content: '<p>a</p>' },
  { title: 'Deposits', content: '<p>b</p>' },
];

/** Member info as the server answers for the seeded demo01 (override per test). */
export function memberInfoPayload(overrides: Partial<MemberInfo> = {}): MemberInfo {
  return {
    id: 10001,
    type: 0,
    account: 'demo01',
    nickname: 'Demo Player',
    clubLabel: { labelName: 'VIP 1' },
    vip: true,
    email: 'demo01@example.com',
    mobileNum: '****5678',
    countryDialingCode: '855',
    payeeName: null,
    birthday: null,
    icon: null,
    firstTimeLogin: false,
    registeredAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function walletPayload(sumBalance = 1000): Wallet {
  return { sumBalance, currency: 'USD', wallets: [{ code: 'MAIN', balance: sumBalance }] };
}

/** A session as the store holds it; type 0 member unless told. */
export function sessionInfo(type = 0, token = 'test-token') {
  return { token, type, userName: 'demo01', merchantCode: 'demo', firstTimeLogin: false };
}

export type ApiFixtures = {
  status?: SystemStatusPayload | (() => SystemStatusPayload);
  settings?: ConsolidatedSettings;
  help?: HelpItem[];
  member?: MemberInfo;
  wallet?: Wallet | (() => Wallet);
  /** Any other path: a value to answer with, or a Response (errors). */
  routes?: Record<string, (init: RequestInit | undefined) => unknown>;
};
