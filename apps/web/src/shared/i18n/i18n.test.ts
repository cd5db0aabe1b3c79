import { afterEach, describe, expect, it, vi } from 'vitest';
import zh from '@/locales/zh.json';
import {
  catalogueComplete,
  i18n,
  initI18n,
  initialLanguage,
  requestLanguage,
  useLanguageStore,
} from './i18n';

afterEach(async () => {
  vi.useRealTimers();
  localStorage.clear();
  await i18n.changeLanguage('en');
  useLanguageStore.setState({ language: 'en' });
  document.documentElement.lang = 'en';
});

describe('i18n', () => {
  it('defaults to Khmer and reads the stored language', () => {
    expect(initialLanguage()).toBe('km');
    localStorage.setItem('language', 'VI');
    expect(initialLanguage()).toBe('vi');
    localStorage.setItem('language', 'xx');
    expect(initialLanguage()).toBe('km');
  });

  it('debounces language changes by 250 ms, applies the last one, stores it and sets <html lang>', async () => {
    vi.useFakeTimers();
    requestLanguage('zh');
    requestLanguage('vi');
    await vi.advanceTimersByTimeAsync(200);
    expect(i18n.language).toBe('en');
    await vi.advanceTimersByTimeAsync(60);
    vi.useRealTimers();
    await vi.waitFor(() => expect(i18n.language).toBe('vi'));
    expect(i18n.hasResourceBundle('zh', 'translation')).toBe(false);
    expect(localStorage.getItem('language')).toBe('vi');
    expect(document.documentElement.lang).toBe('vi');
    expect(useLanguageStore.getState().language).toBe('vi');
    expect(i18n.t('common.back')).toBe('Quay lại');
  });

  it('starts with the core of the catalogue; the rest (auth, side menu...) comes with catalogueComplete', async () => {
    await initI18n('zh');
    expect(i18n.t('common.back')).toBe(zh.common.back);
    expect(i18n.t('sideMenu.welcome')).toBe('sideMenu.welcome');
    expect(i18n.t('auth.validation.required')).toBe('auth.validation.required');
    await catalogueComplete();
    expect(i18n.t('sideMenu.welcome')).toBe(zh.sideMenu.welcome);
    expect(i18n.t('auth.validation.required')).toBe(zh.auth.validation.required);
    expect(i18n.t('common.back')).toBe(zh.common.back);
  });
});
