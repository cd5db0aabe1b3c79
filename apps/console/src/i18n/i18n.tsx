import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { en, type MessageKey } from './en';
import { zh } from './zh';

/**
 * A tiny translator: two dictionaries with the same keys (TypeScript and a test check it),
 * `{name}` placeholders, the choice kept in localStorage. The console is small enough that both
 * dictionaries ship in the first load; a lazy split would cost more than it saves.
 */
export const languages = ['en', 'zh'] as const;
export type Language = (typeof languages)[number];
export type { MessageKey };

const dictionaries: Record<Language, Record<MessageKey, string>> = { en, zh };
/** The locale for numbers, money and dates in each language. */
const locales: Record<Language, string> = { en: 'en-US', zh: 'zh-CN' };
export const LANGUAGE_KEY = 'ops.language';

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

export function translate(
  language: Language,
  key: MessageKey,
  values?: Record<string, string | number>,
): string {
  const text = dictionaries[language][key] ?? en[key] ?? key;
  return values ? text.replace(/\{(\w+)\}/g, (m, name: string) => String(values[name] ?? m)) : text;
}

function readStored(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY);
    if (stored === 'en' || stored === 'zh') return stored;
  } catch {
    // Storage blocked: fall back to the browser's language.
  }
  return navigator.language.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

function applyLanguage(language: Language) {
  document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
  document.title = translate(language, 'app.name');
}

type I18n = {
  language: Language;
  locale: string;
  t: Translate;
  setLanguage: (language: Language) => void;
};

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ children }: { children: ReactNode }) {
  const [language, setState] = useState<Language>(() => {
    const initial = readStored();
    applyLanguage(initial);
    return initial;
  });
  const setLanguage = useCallback((next: Language) => {
    try {
      localStorage.setItem(LANGUAGE_KEY, next);
    } catch {
      // Not persisted; the switch still applies to this visit.
    }
    applyLanguage(next);
    setState(next);
  }, []);
  const value = useMemo<I18n>(
    () => ({
      language,
      locale: locales[language],
      t: (key, values) => translate(language, key, values),
      setLanguage,
    }),
    [language, setLanguage],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const context = useContext(I18nContext);
  if (!context) throw new Error('useI18n outside I18nProvider');
  return context;
}
