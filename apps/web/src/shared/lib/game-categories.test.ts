import { describe, expect, it } from 'vitest';
import type { GameCategory } from '@app/contracts/system';
import { sortGameCategories, vendorCategories } from './game-categories';

const cat = (gameCategory: GameCategory, sort: number) => ({ gameCategory, sort, vendors: ['V'] });
const order = (list: { gameCategory: string }[]) => list.map((c) => c.gameCategory);

describe('game category order (spec section 4)', () => {
  it('sorts by sort and keeps SPORTS, ESPORTS, COCKFIGHT together in that order', () => {
    const list = [
      cat('COCKFIGHT', 1),
      cat('LIVE', 2),
      cat('RNG', 0),
      cat('ESPORTS', 9),
      cat('SPORTS', 5),
      cat('FISH', 3),
    ];
    expect(order(sortGameCategories(list))).toEqual([
      'RNG',
      'SPORTS',
      'ESPORTS',
      'COCKFIGHT',
      'LIVE',
      'FISH',
    ]);
  });
  it('keeps ties in server order and leaves lists without sports alone', () => {
    expect(order(sortGameCategories([cat('LIVE', 1), cat('RNG', 1), cat('FISH', 0)]))).toEqual([
      'FISH',
      'LIVE',
      'RNG',
    ]);
  });
  it('handles ESPORTS without SPORTS', () => {
    expect(
      order(sortGameCategories([cat('LIVE', 1), cat('COCKFIGHT', 3), cat('ESPORTS', 4)])),
    ).toEqual(['LIVE', 'ESPORTS', 'COCKFIGHT']);
  });
  it('drops menu-only categories and duplicates from vendor categories', () => {
    const list = [
      cat('HOME', 0),
      cat('LIVE', 1),
      cat('LIVE', 2),
      cat('PROMO', 3),
      cat('HOT', 4),
      cat('LOTT', 5),
    ];
    expect(order(vendorCategories(list))).toEqual(['LIVE', 'LOTT']);
  });
  it('does not mutate its input', () => {
    const list = [cat('LIVE', 2), cat('RNG', 1)];
    sortGameCategories(list);
    expect(order(list)).toEqual(['LIVE', 'RNG']);
  });
});
