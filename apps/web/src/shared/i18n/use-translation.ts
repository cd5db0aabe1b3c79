import { useSyncExternalStore } from 'react';
import { i18n } from './i18n';
import type { TFunction, Translator } from './translator';

const readLanguage = () => i18n.language;

/**
 * The components' binding (react-i18next's `useTranslation` for the app's one namespace):
 * `t` in the active language, re-rendering when the language changes; `t` keeps its identity
 * while the language does (safe in effect dependencies).
 */
export function useTranslation(): { t: TFunction; i18n: Translator } {
  const language = useSyncExternalStore(i18n.subscribe, readLanguage, readLanguage);
  return { t: i18n.getFixedT(language), i18n };
}
