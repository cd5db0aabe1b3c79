import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en.json';
import km from '@/locales/km.json';
import { Translator, type TranslationKey } from './translator';
import { useTranslation } from './use-translation';
import { i18n } from './i18n';

/** Keys outside the typed catalogue, to test the fallbacks. */
const raw = (key: string) => key as TranslationKey;

function translator() {
  const tr = new Translator();
  tr.init('en', {
    greet: 'Hello {{name}}, {{ name }}!',
    empty: '',
    nested: { deep: { leaf: 'leaf' } },
    total_one: '{{count}} game',
    total_other: '{{count}} games',
    apples_zero: 'no apples',
    apples_other: '{{count}} apples',
    only: 'just {{count}}',
  });
  tr.addResourceBundle('km', { total_other: '{{count}} ហ្គេម', nested: { deep: { leaf: 'ស្លឹក' } } });
  return tr;
}

describe('Translator (the i18next behaviour the app relies on)', () => {
  it('looks up dotted keys and interpolates {{name}} as is (React escapes)', () => {
    const tr = translator();
    expect(tr.t(raw('nested.deep.leaf'))).toBe('leaf');
    expect(tr.t(raw('greet'), { name: '<b>' })).toBe('Hello <b>, <b>!');
    expect(tr.t(raw('greet'), { name: 0 })).toBe('Hello 0, 0!');
  });

  it('returns the key for a missing key, an empty string or an object, and keeps unfilled placeholders', () => {
    const tr = translator();
    expect(tr.t(raw('missing.key'))).toBe('missing.key');
    expect(tr.t(raw('empty'))).toBe('empty');
    expect(tr.t(raw('nested.deep'))).toBe('nested.deep');
    expect(tr.t(raw('nested.deep.leaf.more'))).toBe('nested.deep.leaf.more');
    expect(tr.t(raw('greet'))).toBe('Hello {{name}}, {{ name }}!');
  });

  it('picks plural forms by Intl.PluralRules of the language, _zero first for 0, then _other, then the key', () => {
    const tr = translator();
    expect(tr.t(raw('total'), { count: 1 })).toBe('1 game');
    expect(tr.t(raw('total'), { count: 2 })).toBe('2 games');
    expect(tr.t(raw('total'), { count: 0 })).toBe('0 games');
    expect(tr.t(raw('apples'), { count: 0 })).toBe('no apples');
    expect(tr.t(raw('apples'), { count: 1 })).toBe('1 apples');
    expect(tr.t(raw('only'), { count: 3 })).toBe('just 3');
    // Khmer has one form (other), also for 1.
    expect(tr.getFixedT('km')(raw('total'), { count: 1 })).toBe('1 ហ្គេម');
  });

  it('switches language, notifies subscribers and keeps one t per language', async () => {
    const tr = translator();
    const seen: string[] = [];
    const stop = tr.subscribe(() => seen.push(tr.language));
    const enT = tr.getFixedT('en');
    await tr.changeLanguage('km');
    expect(tr.t(raw('nested.deep.leaf'))).toBe('ស្លឹក');
    expect(enT(raw('nested.deep.leaf'))).toBe('leaf');
    expect(tr.getFixedT('en')).toBe(enT);
    await tr.changeLanguage('km');
    stop();
    await tr.changeLanguage('en');
    expect(seen).toEqual(['km']);
    expect(tr.hasResourceBundle('km', 'translation')).toBe(true);
    expect(tr.hasResourceBundle('zh', 'translation')).toBe(false);
  });

  it('translates the real catalogues like i18next did (plural and interpolation keys)', () => {
    const tr = new Translator();
    tr.init('en', en);
    tr.addResourceBundle('km', km);
    expect(tr.t('common.back')).toBe(en.common.back);
    expect(tr.t('gameList.total', { count: 1 })).toBe(
      en.gameList.total_one.replace('{{count}}', '1'),
    );
    expect(tr.t('gameList.total', { count: 5 })).toBe(
      en.gameList.total_other.replace('{{count}}', '5'),
    );
    expect(tr.getFixedT('km')('gameList.total', { count: 1 })).toBe(
      km.gameList.total_other.replace('{{count}}', '1'),
    );
  });
});

describe('useTranslation', () => {
  it('re-renders in the new language, with a stable t while the language stays', async () => {
    const { result, rerender } = renderHook(() => useTranslation());
    const first = result.current.t;
    expect(first('common.back')).toBe(en.common.back);
    rerender();
    expect(result.current.t).toBe(first);
    i18n.addResourceBundle('km', km);
    await act(() => i18n.changeLanguage('km'));
    expect(result.current.t('common.back')).toBe(km.common.back);
    expect(result.current.t).not.toBe(first);
    await act(() => i18n.changeLanguage('en'));
  });
});
