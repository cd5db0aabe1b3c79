import type { Language } from '@app/contracts/languages';

/**
 * Languages with resource files (spec sections 1 and 9). Kept here rather than imported at run time
 * from contracts because that module builds zod schemas at load, and zod is not worth its weight
 * on the home screen; languages.test.ts checks this list against the contract.
 */
export const supportedLanguages = ['km', 'en', 'zh', 'vi'] as const satisfies readonly Language[];
export const defaultLanguage: Language = 'km';

/** Each language's own name, shown in the picker whatever the active language is. */
export const languageNames: Record<Language, string> = {
  km: 'ខ្មែរ',
  en: 'English',
  zh: '中文',
  vi: 'Tiếng Việt',
};

const aliases: Record<string, Language> = {
  km: 'km',
  kh: 'km',
  en: 'en',
  zh: 'zh',
  cn: 'zh',
  vi: 'vi',
  vn: 'vi',
};

/** Accepts i18n codes and the spec's API codes (KM, EN, CN, VI), any case, and zh-CN style tags. */
export function normaliseLanguage(raw: string | null | undefined): Language | null {
  if (!raw) return null;
  const base = raw.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return aliases[base] ?? null;
}

/** The spec's API language codes: KM, EN, CN, VI. */
export function toApiLanguage(language: Language): 'KM' | 'EN' | 'CN' | 'VI' {
  return ({ km: 'KM', en: 'EN', zh: 'CN', vi: 'VI' } as const)[language];
}

/**
 * Flag (ISO 3166 country) for a language code: KM->KH, EN->GB, ZH/CN->CN, VI/VN->VN, and AR uses
 * EG (spec section 2, side menu). Other two-letter codes are taken as their own country.
 */
export function languageFlagCountry(code: string): string | null {
  const upper = code.trim().toUpperCase().split(/[-_]/)[0] ?? '';
  const map: Record<string, string> = {
    KM: 'KH',
    KH: 'KH',
    EN: 'GB',
    ZH: 'CN',
    CN: 'CN',
    VI: 'VN',
    VN: 'VN',
    AR: 'EG',
  };
  if (map[upper]) return map[upper];
  return /^[A-Z]{2}$/.test(upper) ? upper : null;
}
