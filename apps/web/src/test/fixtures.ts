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

export type ApiFixtures = {
  status?: SystemStatusPayload | (() => SystemStatusPayload);
  settings?: ConsolidatedSettings;
  help?: HelpItem[];
};
