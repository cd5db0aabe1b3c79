import { create } from 'zustand';
import type { Language } from '@app/contracts/languages';
import { readString, storageKeys, writeString } from '@/shared/lib/storage';
import { timings } from '@/shared/lib/timings';
import { defaultLanguage, normaliseLanguage } from './languages';
import { Translator, type Catalogue } from './translator';

/** The app's one translator (components use it through ./use-translation). */
export const i18n = new Translator();

/** One chunk per language; only the active one is ever fetched. */
const loaders: Record<Language, () => Promise<{ default: Catalogue }>> = {
  km: () => import('@/locales/km.json'),
  en: () => import('@/locales/en.json'),
  zh: () => import('@/locales/zh.json'),
  vi: () => import('@/locales/vi.json'),
};

/** The stored language (local key `language`), else Khmer. */
export function initialLanguage(): Language {
  return normaliseLanguage(readString(storageKeys.language)) ?? defaultLanguage;
}

let fontRequested = false;
/** Noto Sans Khmer is only fetched while Khmer is active (its CSS uses unicode-range). */
export function loadKhmerFont(): void {
  if (fontRequested) return;
  fontRequested = true;
  void Promise.all([
    import('@fontsource/noto-sans-khmer/khmer-400.css'),
    import('@fontsource/noto-sans-khmer/khmer-700.css'),
  ]).catch(() => {
    fontRequested = false;
  });
}

function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
  if (language === 'km') loadKhmerFont();
}

type LanguageState = { language: Language };
/** The applied language; query keys that depend on language read it from here. */
export const useLanguageStore = create<LanguageState>()(() => ({ language: defaultLanguage }));

async function ensureCatalogue(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  const { default: catalogue } = await loaders[language]();
  i18n.addResourceBundle(language, catalogue);
}

/** Starts the translator with one catalogue already in hand (tests) or loaded on demand (app). */
export async function initI18n(
  language: Language = initialLanguage(),
  catalogue?: Catalogue,
): Promise<Translator> {
  i18n.init(language, catalogue ?? (await loaders[language]()).default);
  applyDocumentLanguage(language);
  useLanguageStore.setState({ language });
  return i18n;
}

/** Loads the catalogue, switches, stores `language` and updates <html lang>. */
export async function applyLanguage(language: Language): Promise<void> {
  await ensureCatalogue(language);
  await i18n.changeLanguage(language);
  writeString(storageKeys.language, language);
  applyDocumentLanguage(language);
  useLanguageStore.setState({ language });
}

let pending: ReturnType<typeof setTimeout> | undefined;
/** Spec section 9: the language-change handler is debounced 250 ms; the last choice wins. */
export function requestLanguage(language: Language): void {
  clearTimeout(pending);
  pending = setTimeout(() => {
    pending = undefined;
    void applyLanguage(language);
  }, timings.languageChangeDebounceMs);
}
