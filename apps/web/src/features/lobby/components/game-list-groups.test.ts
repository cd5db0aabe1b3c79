import { describe, expect, it } from 'vitest';
import type { Game, Vendor } from '@app/contracts/games';
import type { GameCategorySetting } from '@app/contracts/system';
import { categoryPath } from './game-center-page';
import { categoryVendorCodes, groupByVendor } from './game-list-vendor-groups';
import { groupProviders } from './providers-page';

const vendor = (code: string, gameTypes: Vendor['gameTypes']): Vendor => ({
  vassalage: code,
  displayName: code,
  mobileLargeIcon: `vendors/${code}.svg`,
  vendorNames: [],
  gameTypes,
  gameCount: 1,
});
const game = (nodeId: number, vassalage: string) => ({ nodeId, vassalage }) as Game;

const categories: GameCategorySetting[] = [
  { gameCategory: 'FISH', sort: 3, vendors: ['JL', 'JDB'] },
  { gameCategory: 'RNG', sort: 1, vendors: ['PG', 'JDB'] },
  { gameCategory: 'ESPORTS', sort: 6, vendors: ['IA'] },
  { gameCategory: 'SPORTS', sort: 5, vendors: ['SABA', 'IA', 'CMD'] },
];

describe('providers page groups', () => {
  it('every vendor under each of its types, types in category order, configured vendors first', () => {
    const vendors = [
      vendor('JDB', ['RNG', 'FISH']),
      vendor('PG', ['RNG']),
      vendor('JL', ['FISH', 'PVP']),
      vendor('BGS', ['INHOUSE']),
    ];
    const groups = groupProviders(vendors, categories);
    expect(groups.map((g) => [g.type, g.vendors.map((v) => v.vassalage)])).toEqual([
      ['RNG', ['PG', 'JDB']],
      ['FISH', ['JL', 'JDB']],
      ['PVP', ['JL']],
      ['INHOUSE', ['BGS']],
    ]);
  });
});

describe('category pages', () => {
  it('sports keep their own vendors, esports the esport ones (spec 9)', () => {
    expect(categoryVendorCodes(categories, 'SPORTS')).toEqual(['SABA', 'CMD']);
    expect(categoryVendorCodes(categories, 'ESPORTS')).toEqual(['IA']);
    expect(categoryVendorCodes(categories, 'FISH')).toEqual(['JL', 'JDB']);
    expect(categoryVendorCodes(categories, 'LOTT')).toEqual([]);
  });

  it('groups games by vendor: configured order first, then the rest, none empty', () => {
    const groups = groupByVendor(
      [game(1, 'B'), game(2, 'X'), game(3, 'A'), game(4, 'B')],
      ['A', 'B', 'C'],
      new Map(),
    );
    expect(groups.map((g) => [g.code, g.games.map((x) => x.nodeId)])).toEqual([
      ['A', [3]],
      ['B', [1, 4]],
      ['X', [2]],
    ]);
  });

  it('game centre tiles lead to the category pages, other types to the game list', () => {
    expect(categoryPath('RNG')).toBe('/slot-games');
    expect(categoryPath('PVP')).toBe('/poker-games');
    expect(categoryPath('ELOTT')).toBe('/elott');
    expect(categoryPath('COCKFIGHT')).toBe('/gameList?gameType=COCKFIGHT');
  });
});
