import { z } from 'zod';

/** Languages with resource files (spec section 1/9); Khmer is the default. */
export const languages = ['km', 'en', 'zh', 'vi'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'km';

/** The spec's API codes are KM, EN, CN, VI; accept those and the i18n codes, any case. */
const apiCodeToLanguage: Record<string, Language> = {
  km: 'km',
  kh: 'km',
  en: 'en',
  zh: 'zh',
  cn: 'zh',
  vi: 'vi',
  vn: 'vi',
};

export const apiLanguageSchema = z
  .string()
  .trim()
  .toLowerCase()
  // Own keys only: `in` also finds Object.prototype's (constructor, __proto__, toString...).
  .refine((v) => Object.hasOwn(apiCodeToLanguage, v), { message: 'unsupported language' })
  .transform((v) => apiCodeToLanguage[v] as Language);
