import { describe, expect, it } from 'vitest';
import {
  languages as contractLanguages,
  defaultLanguage as contractDefault,
} from '@app/contracts/languages';
import {
  defaultLanguage,
  languageFlagCountry,
  normaliseLanguage,
  supportedLanguages,
  toApiLanguage,
} from './languages';

describe('languages', () => {
  it('matches the contract', () => {
    expect([...supportedLanguages]).toEqual([...contractLanguages]);
    expect(defaultLanguage).toBe(contractDefault);
    expect(defaultLanguage).toBe('km');
  });
  it.each([
    ['KM', 'km'],
    ['kh', 'km'],
    ['EN', 'en'],
    ['CN', 'zh'],
    ['zh-CN', 'zh'],
    ['VI', 'vi'],
    ['vn', 'vi'],
    ['fr', null],
    ['', null],
  ])('normalises %s to %s', (raw, expected) => {
    expect(normaliseLanguage(raw)).toBe(expected);
  });
  it('maps to API codes', () => {
    expect(supportedLanguages.map(toApiLanguage)).toEqual(['KM', 'EN', 'CN', 'VI']);
  });
});

describe('language flag mapping (spec section 2)', () => {
  it.each([
    ['KM', 'KH'],
    ['km', 'KH'],
    ['EN', 'GB'],
    ['ZH', 'CN'],
    ['CN', 'CN'],
    ['VI', 'VN'],
    ['VN', 'VN'],
    ['AR', 'EG'],
    ['ar', 'EG'],
    ['TH', 'TH'],
    ['zh-CN', 'CN'],
    ['xyz', null],
    ['', null],
  ])('%s -> %s', (code, flag) => {
    expect(languageFlagCountry(code)).toBe(flag);
  });
});
