import { describe, expect, it } from 'vitest';
import {
  coverImage,
  detailImage,
  formatDetailDate,
  formatListDate,
  parsePromotionId,
  promotionPeriod,
  showsButtonArea,
} from './promotion-rules';

// Dates built in local time: the screens show the player's own calendar day.
const local = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h).toISOString();

describe('promotion dates (spec 9)', () => {
  it('lists as YYYY/MM/DD and details as MM/DD/YYYY, zero-padded', () => {
    expect(formatListDate(local(2026, 3, 7))).toBe('2026/03/07');
    expect(formatDetailDate(local(2026, 3, 7))).toBe('03/07/2026');
    expect(formatListDate(local(2030, 12, 29, 23))).toBe('2030/12/29');
    expect(formatDetailDate(local(2031, 1, 1, 0))).toBe('01/01/2031');
  });

  it('gives an empty string for a date it cannot read', () => {
    expect(formatListDate('not a date')).toBe('');
  });

  it('shows the end as long term when noExpiry is set or there is no end date', () => {
    const start = local(2026, 1, 1);
    const end = local(2030, 6, 30);
    expect(
      promotionPeriod({ startDate: start, endDate: end, noExpiry: false }, formatListDate),
    ).toEqual({ start: '2026/01/01', end: '2030/06/30' });
    expect(
      promotionPeriod({ startDate: start, endDate: end, noExpiry: true }, formatDetailDate),
    ).toEqual({ start: '01/01/2026', end: 'longTerm' });
    expect(
      promotionPeriod({ startDate: start, endDate: null, noExpiry: false }, formatDetailDate),
    ).toEqual({ start: '01/01/2026', end: 'longTerm' });
  });
});

describe('promotion pictures (spec 2)', () => {
  const item = {
    announcementImages: [
      { sequence: 2, url: '/cdn/detail.svg' },
      { sequence: 1, url: '/cdn/cover.svg' },
      { sequence: 3, url: '/cdn/other.svg' },
    ],
  };
  it('takes sequence 1 as the cover and sequence 2 as the detail image', () => {
    expect(coverImage(item)).toBe('/cdn/cover.svg');
    expect(detailImage(item)).toBe('/cdn/detail.svg');
  });
  it('has none when the sequence is missing or its url empty', () => {
    expect(coverImage({ announcementImages: [{ sequence: 2, url: '/x.svg' }] })).toBeNull();
    expect(detailImage({ announcementImages: [{ sequence: 2, url: ' ' }] })).toBeNull();
  });
});

describe('button area (spec 3)', () => {
  it('shows only with a promotionType and a logged-in user', () => {
    expect(showsButtonArea({ promotionType: 'DEPOSIT' }, true)).toBe(true);
    expect(showsButtonArea({ promotionType: 'DEPOSIT' }, false)).toBe(false);
    expect(showsButtonArea({ promotionType: null }, true)).toBe(false);
    expect(showsButtonArea({ promotionType: '  ' }, true)).toBe(false);
  });
});

describe('promotion id from the address', () => {
  it('accepts a positive whole number only', () => {
    expect(parsePromotionId('1002')).toBe(1002);
    expect(parsePromotionId(' 7 ')).toBe(7);
    for (const raw of [null, undefined, '', '0', '-3', '1.5', 'abc', '12abc', '99999999999'])
      expect(parsePromotionId(raw), String(raw)).toBeNull();
  });
});
