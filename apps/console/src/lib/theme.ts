/** Light and dark: every colour is a CSS custom property keyed on <html data-theme>. */
export type Theme = 'light' | 'dark';
export const THEME_KEY = 'ops.theme';

export function readStoredTheme(): Theme {
  try {
    const stored = localStorage.getItem(THEME_KEY);
    if (stored === 'light' || stored === 'dark') return stored;
  } catch {
    // Storage blocked: follow the system.
  }
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
}

export function storeTheme(theme: Theme): void {
  try {
    localStorage.setItem(THEME_KEY, theme);
  } catch {
    // Not persisted; the toggle still applies to this visit.
  }
  applyTheme(theme);
}
