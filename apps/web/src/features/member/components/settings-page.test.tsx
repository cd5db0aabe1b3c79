import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage, useLanguageStore } from '@/shared/i18n/i18n';
import { useSessionStore } from '@/shared/lib/session-store';
import { useThemeStore } from '@/shared/lib/theme-store';
import { sessionInfo } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

let dispose: (() => void) | undefined;
afterEach(async () => {
  dispose?.();
  vi.restoreAllMocks();
  useSessionStore.setState({ session: null, lastEnd: null });
  useThemeStore.getState().setTheme('dark');
  await applyLanguage('en');
});

function openSettings() {
  useSessionStore.getState().setSession(sessionInfo());
  const result = renderApp('/m/set');
  dispose = () => result.router.dispose();
  return result;
}

describe('settings (/m/set)', () => {
  it('keeps change password and logout', async () => {
    openSettings();
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('link', { name: 'Change password' })).toHaveAttribute(
      'href',
      '/m/changePsw',
    );
    expect(within(main).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('lists the site languages by their own names; a choice applies at once', async () => {
    openSettings();
    const group = await screen.findByRole('group', { name: 'Language' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual([
      'ខ្មែរ',
      'English',
      '中文',
      'Tiếng Việt',
    ]);
    expect(within(group).getByRole('radio', { name: 'English' })).toBeChecked();
    // Each row has the language's flag (decorative).
    expect(group.querySelectorAll('label svg[aria-hidden="true"]')).toHaveLength(4);

    await userEvent.click(within(group).getByRole('radio', { name: 'Tiếng Việt' }));
    expect(within(group).getByRole('radio', { name: 'Tiếng Việt' })).toBeChecked();
    await waitFor(() => expect(useLanguageStore.getState().language).toBe('vi'));
    expect(localStorage.getItem('language')).toBe('vi');
    expect(document.documentElement.lang).toBe('vi');
    // The page follows: its rows are now in Vietnamese.
    expect(await screen.findByRole('group', { name: 'Ngôn ngữ' })).toBeInTheDocument();
  });

  it('switches between dark and light at once and remembers it', async () => {
    openSettings();
    const group = await screen.findByRole('group', { name: 'Theme' });
    expect(within(group).getByRole('radio', { name: 'Dark' })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: 'Light' }));
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
    expect(within(group).getByRole('radio', { name: 'Light' })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: 'Dark' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
  });
});
