import { describe, expect, it } from 'vitest';
import { popupLinkTarget } from './popup-links';

describe('popupLinkTarget (spec section 2: http links open outside, others in the app)', () => {
  it('opens http(s) and protocol-relative addresses outside', () => {
    expect(popupLinkTarget('https://example.com/a?b=1')).toEqual({
      kind: 'external',
      href: 'https://example.com/a?b=1',
    });
    expect(popupLinkTarget(' HTTP://example.com ')).toEqual({
      kind: 'external',
      href: 'HTTP://example.com',
    });
    expect(popupLinkTarget('//cdn.example.com/x')).toEqual({
      kind: 'external',
      href: 'https://cdn.example.com/x',
    });
  });
  it('navigates in the app for paths, with or without the /m base, and bare route names', () => {
    expect(popupLinkTarget('/m/rewardCenter')).toEqual({ kind: 'internal', to: '/rewardCenter' });
    expect(popupLinkTarget('/m')).toEqual({ kind: 'internal', to: '/' });
    expect(popupLinkTarget('/m?x=1')).toEqual({ kind: 'internal', to: '/?x=1' });
    expect(popupLinkTarget('/notice?index=2')).toEqual({ kind: 'internal', to: '/notice?index=2' });
    expect(popupLinkTarget('activity')).toEqual({ kind: 'internal', to: '/activity' });
    expect(popupLinkTarget('./help')).toEqual({ kind: 'internal', to: '/help' });
    // /mobile is not under the /m base.
    expect(popupLinkTarget('/mobile')).toEqual({ kind: 'internal', to: '/mobile' });
  });
  it('leaves fragments, empty links and other schemes to the browser', () => {
    for (const href of [null, undefined, '', '  ', '#top', '?q=1', 'mailto:a@b.c', 'tel:123'])
      expect(popupLinkTarget(href)).toBeNull();
  });
});
