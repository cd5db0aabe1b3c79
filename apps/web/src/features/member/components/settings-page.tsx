import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { Language } from '@app/contracts/languages';
import { requestLanguage, useLanguageStore } from '@/shared/i18n/i18n';
import { loadKhmerFont } from '@/shared/i18n/khmer-font';
import { languageNames, supportedLanguages } from '@/shared/i18n/languages';
import { useTranslation } from '@/shared/i18n/use-translation';
import { getLayoutRule } from '@/shared/lib/layout-rules';
import { paths } from '@/shared/lib/paths';
import { themes, useThemeStore, type Theme } from '@/shared/lib/theme-store';
import { BackHeader } from '@/shared/ui/back-header';
import { ChevronRightIcon } from '@/shared/ui/icons/chevron-right';
import { KeyIcon } from '@/shared/ui/icons/key';
import { LogOutIcon } from '@/shared/ui/icons/log-out';
import { MoonIcon } from '@/shared/ui/icons/moon';
import { SunIcon } from '@/shared/ui/icons/sun';
import { LanguageFlag } from '@/shared/ui/language-flag';
import { LogoutConfirm } from '@/shared/ui/logout-confirm';
import styles from './settings-page.module.css';

const themeIcon: Record<Theme, typeof SunIcon> = { dark: MoonIcon, light: SunIcon };

/** The site languages with their flags, as the side menu lists them; a choice applies at once. */
function LanguageRows() {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  // The switch is debounced (spec 9, 250 ms): the choice shows as made meanwhile.
  const [chosen, setChosen] = useState<Language | null>(null);
  const selected = chosen ?? language;
  // "ខ្មែរ" is written in Khmer whatever the language: fetch the font (its faces hold Khmer
  // glyphs; other characters fall through to the next font of the stack).
  useEffect(() => loadKhmerFont(), []);
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('memberSettings.language')}</legend>
      <div className={styles.list}>
        {supportedLanguages.map((code) => (
          <label key={code} className={styles.row}>
            <input
              type="radio"
              name="settings-language"
              className={styles.radio}
              value={code}
              checked={selected === code}
              onChange={() => {
                setChosen(code);
                requestLanguage(code);
              }}
            />
            <LanguageFlag code={code} className={styles.flag} />
            <span lang={code}>{languageNames[code]}</span>
            <span className={styles.mark} aria-hidden="true" />
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Dark (the default) or light; applied to the page at once and remembered. */
function ThemeRows() {
  const { t } = useTranslation();
  const theme = useThemeStore((s) => s.theme);
  const setTheme = useThemeStore((s) => s.setTheme);
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('memberSettings.theme')}</legend>
      <div className={styles.list}>
        {themes.map((option) => {
          const Icon = themeIcon[option];
          return (
            <label key={option} className={styles.row}>
              <input
                type="radio"
                name="settings-theme"
                className={styles.radio}
                value={option}
                checked={theme === option}
                onChange={() => setTheme(option)}
              />
              <Icon size={20} />
              <span>{t(`memberSettings.themes.${option}`)}</span>
              <span className={styles.mark} aria-hidden="true" />
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * Settings (/m/set, spec section 2): a Change password row and a Logout button with confirm;
 * issue 14 adds the language (the side menu's list and flags) and the theme.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const rule = getLayoutRule(pathname);
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      {rule.header === 'page' && <BackHeader variant="page" />}
      <main id="main" className={styles.main}>
        <h1 className="visually-hidden">{t(rule.titleKey)}</h1>
        <ul className={styles.list}>
          <li>
            <Link to={paths.changePsw()} className={styles.row}>
              <KeyIcon size={20} />
              <span>{t('account.changePassword')}</span>
              <ChevronRightIcon size={18} className={styles.chevron} />
            </Link>
          </li>
        </ul>
        <LanguageRows />
        <ThemeRows />
        <button type="button" className={styles.logout} onClick={() => setConfirming(true)}>
          <LogOutIcon size={20} />
          <span>{t('account.logout')}</span>
        </button>
        <LogoutConfirm open={confirming} onCancel={() => setConfirming(false)} />
      </main>
    </>
  );
}
