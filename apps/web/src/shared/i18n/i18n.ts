import { create } from 'zustand';
import type { Language } from '@app/contracts/languages';
import { readString, storageKeys, writeString } from '@/shared/lib/storage';
import { timings } from '@/shared/lib/timings';
import { loadKhmerFont } from './khmer-font';
import { defaultLanguage, normaliseLanguage } from './languages';
import { Translator, type Catalogue } from './translator';

/** The app's one translator (components use it through ./use-translation). */
export const i18n = new Translator();

type Loader = () => Promise<{ default: Catalogue }>;

/**
 * Two chunks per language; only the active language's are ever fetched. `core` holds what the
 * shell and the home first screen show and loads before the first render; `rest` (the namespaces
 * of i18n-parts.ts: auth, promotions, help...) loads with the first lazy screen or overlay
 * (`catalogueComplete`), so it is not part of the home first load (docs/decisions/0026).
 */
const loaders: Record<Language, { core: Loader; rest: Loader }> = {
  km: {
    core: () => import('@/locales/km.json?part=core'),
    rest: () => import('@/locales/km.json?part=rest'),
  },
  en: {
    core: () => import('@/locales/en.json?part=core'),
    rest: () => import('@/locales/en.json?part=rest'),
  },
  zh: {
    core: () => import('@/locales/zh.json?part=core'),
    rest: () => import('@/locales/zh.json?part=rest'),
  },
  vi: {
    core: () => import('@/locales/vi.json?part=core'),
    rest: () => import('@/locales/vi.json?part=rest'),
  },
};

/** Languages whose whole catalogue is in, or on its way. */
const complete = new Map<string, Promise<void>>();

function loadRest(language: Language): Promise<void> {
  let pending = complete.get(language);
  if (!pending) {
    pending = loaders[language].rest().then(({ default: rest }) => {
      i18n.addResourceBundle(language, rest);
    });
    pending.catch(() => complete.delete(language));
    complete.set(language, pending);
  }
  return pending;
}

/**
 * Resolves once the active language's whole catalogue is in. Lazy screens and overlays load with
 * it (app/lazy-screen.ts, app/shell), so they never show a key of a namespace still on its way.
 */
export function catalogueComplete(): Promise<void> {
  const language = normaliseLanguage(i18n.language) ?? defaultLanguage;
  return loadRest(language);
}

/** The stored language (local key `language`), else Khmer. */
export function initialLanguage(): Language {
  return normaliseLanguage(readString(storageKeys.language)) ?? defaultLanguage;
}

function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
  if (language === 'km') loadKhmerFont();
}

type LanguageState = { language: Language };
/** The applied language; query keys that depend on language read it from here. */
// Starts in the stored language: a page the server rendered hydrates with the language it was
// rendered in (the cookie mirrors storage), so the keys built from this store match at once.
export const useLanguageStore = create<LanguageState>()(() => ({ language: initialLanguage() }));

async function ensureCatalogue(language: Language): Promise<void> {
  if (!i18n.hasResourceBundle(language, 'translation')) {
    const [{ default: core }] = await Promise.all([loaders[language].core(), loadRest(language)]);
    i18n.addResourceBundle(language, core);
  } else await loadRest(language);
}

/**
 * Starts the translator with the whole catalogue already in hand (tests) or with the language's
 * core part, loaded on demand (app).
 */
export async function initI18n(
  language: Language = initialLanguage(),
  catalogue?: Catalogue,
): Promise<Translator> {
  if (catalogue) complete.set(language, Promise.resolve());
  i18n.init(language, catalogue ?? (await loaders[language].core()).default);
  applyDocumentLanguage(language);
  useLanguageStore.setState({ language });
  return i18n;
}

/**
 * A server rendering a page (entry-server.tsx) in `language`: its whole catalogue, the
 * translator switched to it, and the language store set. No document, no font, no storage.
 */
export async function setRenderLanguage(language: Language): Promise<void> {
  if (!i18n.hasResourceBundle(language, 'translation')) {
    const { default: core } = await loaders[language].core();
    if (i18n.language === '') i18n.init(language, core);
    else i18n.addResourceBundle(language, core);
  }
  await loadRest(language);
  await i18n.changeLanguage(language);
  useLanguageStore.setState({ language });
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
