import { afterEach, describe, expect, it } from 'vitest';
import { readStoredTheme, useThemeStore } from './theme-store';

afterEach(() => localStorage.clear());

describe('theme store', () => {
  it('defaults to dark and ignores unknown stored values', () => {
    expect(readStoredTheme()).toBe('dark');
    localStorage.setItem('theme', 'neon');
    expect(readStoredTheme()).toBe('dark');
    localStorage.setItem('theme', 'light');
    expect(readStoredTheme()).toBe('light');
  });
  it('toggles, persists under `theme` and sets data-theme', () => {
    useThemeStore.getState().setTheme('dark');
    useThemeStore.getState().toggleTheme();
    expect(useThemeStore.getState().theme).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
    expect(document.documentElement.dataset.theme).toBe('light');
  });
});
