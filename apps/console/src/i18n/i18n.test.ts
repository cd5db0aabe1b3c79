import { describe, expect, it } from 'vitest';
import { en } from './en';
import { translate } from './i18n';
import { zh } from './zh';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('translations', () => {
  it('have the same keys in English and Chinese', () => {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
  });

  it('have no empty text and the same placeholders in both', () => {
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(en[key].trim(), key).not.toBe('');
      expect(zh[key].trim(), key).not.toBe('');
      expect(placeholders(zh[key]), key).toEqual(placeholders(en[key]));
    }
  });

  it('fills placeholders', () => {
    expect(translate('en', 'login.wait', { seconds: 30 })).toBe(
      'Too many attempts. Try again in 30 s.',
    );
    expect(translate('zh', 'pager.summary', { page: 1, pages: 3, total: 45 })).toBe(
      '第 1 / 3 页 · 共 45 条',
    );
  });
});
