import { routes } from '@app/contracts/routes';
import { decodeCustomerServicePath } from '@app/contracts/customer-service-path';
import {
  consolidatedSettingsSchema,
  countryListSchema,
  customerServiceListSchema,
  domainRouteSchema,
  helpCenterSchema,
  systemStatusSchema,
  whitelabelSchema,
} from '@app/contracts/system';
import { whitelabelFlags } from '@app/contracts/whitelabel-flags';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  defaultOperatorSettings,
  defaultSiteSettings,
} from '../src/services/default-operator-settings';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { expectFail, expectOk } from './helpers/envelope';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('system endpoints (spec section 7, System)', () => {
  it('status returns the whole payload with the client IP', async () => {
    const status = expectOk(await get(routes.systemStatus.path), systemStatusSchema);
    expect(status.status).toBe(0);
    expect(status.location.ip).toBe('127.0.0.1');
    expect(status.info.mobileTemplate.mem_cen).toBe(1);
    expect(status.info.mobileTemplate.dep_func).toBe(1);
    expect(status.info.imageCDNs).toEqual(['/cdn']);
    expect(status.info.resources.map((r) => r.resourceType)).toEqual(
      expect.arrayContaining(['LIVECHAT', 'TELEGRAM', 'FACEBOOK', 'LINE', 'Android', 'IOS']),
    );
  });

  it('customer-service paths decode to the stored URLs, with a fresh key each time', async () => {
    const first = expectOk(await get(routes.systemStatus.path), systemStatusSchema).info
      .customerService;
    const list = expectOk(await get(routes.systemCustomerService.path), customerServiceListSchema);
    const stored = defaultOperatorSettings.customerService;
    expect(first.map((e) => decodeCustomerServicePath(e.path))).toEqual(stored.map((e) => e.url));
    expect(list.map((e) => decodeCustomerServicePath(e.path))).toEqual(stored.map((e) => e.url));
    expect(list.map((e) => e.csType)).toEqual(stored.map((e) => e.csType));
    expect(list[0]!.path).not.toBe(first[0]!.path);
  });

  it('whitelabel lists every flag of spec section 3', async () => {
    const flags = expectOk(await get(routes.systemWhitelabel.path), whitelabelSchema);
    for (const flag of whitelabelFlags) expect(typeof flags[flag]).toBe('boolean');
    expect(flags.USERNAMEREG3).toBe(true);
    expect(flags.MOBILENUMREG3).toBe(true);
    expect(flags.CBS3).toBe(true);
  });

  it('consolidated settings default to Khmer and localise the footer text', async () => {
    const km = expectOk(
      await get(routes.systemSettingsConsolidated.path),
      consolidatedSettingsSchema,
    );
    expect(km.footer.infoText).toBe(defaultSiteSettings.footer.infoText.km);
    expect(km.footerVendors).toEqual(['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS']);
    expect(km.promos).toEqual({ APP_DOWNLOAD: { enabled: true }, REFERRAL: { enabled: true } });
    expect(km.gameCategories.map((c) => c.gameCategory)).toEqual(
      expect.arrayContaining([
        'RNG',
        'LIVE',
        'FISH',
        'PVP',
        'SPORTS',
        'ESPORTS',
        'COCKFIGHT',
        'LOTT',
        'ELOTT',
        'INHOUSE',
      ]),
    );
    // The spec's API codes (EN, CN, VI) and the i18n codes both work.
    const en = expectOk(
      await get(`${routes.systemSettingsConsolidated.path}?language=EN`),
      consolidatedSettingsSchema,
    );
    expect(en.footer.infoText).toBe(defaultSiteSettings.footer.infoText.en);
    const zh = expectOk(
      await get(`${routes.systemSettingsConsolidated.path}?language=CN`),
      consolidatedSettingsSchema,
    );
    expect(zh.footer.infoText).toBe(defaultSiteSettings.footer.infoText.zh);
  });

  it('countries start with Cambodia', async () => {
    const countries = expectOk(await get(routes.systemCountry.path), countryListSchema);
    expect(countries[0]).toEqual({ code: 'KH', name: 'Cambodia', dialingCode: '855' });
    expect(countries.length).toBeGreaterThanOrEqual(15);
  });

  it('help centre lists six items in each language', async () => {
    const byLang: Record<string, string[]> = {};
    for (const lang of ['km', 'en', 'zh', 'vi']) {
      const items = expectOk(
        await get(`${routes.systemHelpCenter.path}?device=MOBILE&lang=${lang}`),
        helpCenterSchema,
      );
      expect(items).toHaveLength(6);
      for (const item of items) expect(item.content).toMatch(/^<p>/);
      byLang[lang] = items.map((i) => i.title);
    }
    expect(byLang.en![0]).toBe('How to register');
    // Each item names its anchor (/m/help#terms, spec section 2).
    const en = expectOk(
      await get(`${routes.systemHelpCenter.path}?device=MOBILE&lang=en`),
      helpCenterSchema,
    );
    expect(en.map((i) => i.anchor)).toContain('terms');
    expect(byLang.km![0]).toBe('របៀបចុះឈ្មោះ');
    expect(byLang.zh![0]).toBe('如何注册');
    expect(byLang.vi![0]).toBe('Cách đăng ký');
    // No lang: Khmer, the default language.
    const defaults = expectOk(await get(routes.systemHelpCenter.path), helpCenterSchema);
    expect(defaults.map((i) => i.title)).toEqual(byLang.km);
  });

  it('domain route lists the operator domains', async () => {
    const route = expectOk(await get(routes.systemDomainRoute.path), domainRouteSchema);
    expect(route.routes.map((r) => r.device)).toEqual(['MOBILE', 'WEB']);
  });

  it.each([
    [`${routes.systemSettingsConsolidated.path}?language=fr`],
    [`${routes.systemSettingsConsolidated.path}?language=en&language=km`],
    [`${routes.systemHelpCenter.path}?device=TABLET&lang=en`],
    [`${routes.systemHelpCenter.path}?device=MOBILE&lang=xx`],
  ])('rejects an invalid query: %s', async (url) => {
    const message = expectFail(await get(url), 400, 'VALIDATION_ERROR');
    expect(message.length).toBeGreaterThan(0);
  });
});
