import { useId, useState } from 'react';
import { languages, useI18n, type Language } from '../i18n/i18n';
import { readStoredTheme, storeTheme, type Theme } from '../lib/theme';

/** Language and theme, in the top bar and on the login page. */
export function Preferences() {
  const { t, language, setLanguage } = useI18n();
  const [theme, setTheme] = useState<Theme>(readStoredTheme);
  const languageId = useId();
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  return (
    <div className="preferences">
      <label htmlFor={languageId} className="visually-hidden">
        {t('prefs.language')}
      </label>
      <select
        id={languageId}
        className="select small"
        value={language}
        onChange={(e) => setLanguage(e.target.value as Language)}
      >
        {languages.map((code) => (
          <option key={code} value={code} lang={code === 'zh' ? 'zh-CN' : 'en'}>
            {t(`prefs.language.${code}`)}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="button small"
        onClick={() => {
          storeTheme(next);
          setTheme(next);
        }}
      >
        {t(next === 'dark' ? 'prefs.themeDark' : 'prefs.themeLight')}
      </button>
    </div>
  );
}
