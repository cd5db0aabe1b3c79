import { describe, expect, it } from 'vitest';
import {
  homeCarouselPageSize,
  hotLayout,
  previewPlan,
  showGameRowMore,
  showHomeCarousel,
  showHotSeeAll,
  showsVendorList,
  sportsVendors,
  vendorStripArrows,
  vendorStripGap,
} from './lobby-rules';

describe('home lobby thresholds (spec section 9)', () => {
  it('hot games: see-all above 6, 4 x 2 above 3', () => {
    expect(showHotSeeAll(6)).toBe(false);
    expect(showHotSeeAll(7)).toBe(true);
    expect(hotLayout(3)).toBe('row3');
    expect(hotLayout(4)).toBe('grid4x2');
    expect(hotLayout(0)).toBe('row3');
  });

  it('home carousel only above 7 games; rows get More and arrows above 2', () => {
    expect(showHomeCarousel(7)).toBe(false);
    expect(showHomeCarousel(8)).toBe(true);
    expect(showGameRowMore(2)).toBe(false);
    expect(showGameRowMore(3)).toBe(true);
  });

  it('home carousel page size 24, 40 for sports', () => {
    expect(homeCarouselPageSize('RNG')).toBe(24);
    expect(homeCarouselPageSize('LIVE')).toBe(24);
    expect(homeCarouselPageSize('SPORTS')).toBe(40);
  });

  it('vendor strip: arrows with more than one vendor; spacing 10, 16 when single', () => {
    expect(vendorStripArrows(1)).toBe(false);
    expect(vendorStripArrows(2)).toBe(true);
    expect(vendorStripGap(1)).toBe(16);
    expect(vendorStripGap(2)).toBe(10);
    expect(vendorStripGap(8)).toBe(10);
  });

  it('lottery, sports, esports and cockfighting show vendor lists', () => {
    for (const c of ['LOTT', 'ELOTT', 'SPORTS', 'ESPORTS', 'COCKFIGHT'])
      expect(showsVendorList(c)).toBe(true);
    for (const c of ['RNG', 'LIVE', 'FISH', 'PVP', 'INHOUSE', 'HOME', 'HOT', 'FAV'])
      expect(showsVendorList(c)).toBe(false);
  });
});

describe('sportsVendors (spec 9)', () => {
  const list = ['SABA', 'IA', 'CMD', 'TF', 'BTI', 'S1', 'S2', 'S3', 'S4', 'S5', 'S6'];
  it('esports are the sports list filtered to the esport vendors, in list order', () => {
    expect(sportsVendors(list, ['TF', 'IA'], 'ESPORTS')).toEqual(['IA', 'TF']);
  });
  it('sports drop the esport vendors and keep 8', () => {
    expect(sportsVendors(list, ['IA', 'TF'], 'SPORTS')).toEqual([
      'SABA',
      'CMD',
      'BTI',
      'S1',
      'S2',
      'S3',
      'S4',
      'S5',
    ]);
  });
  it('without esport vendors configured, sports keep the whole list', () => {
    expect(sportsVendors(list, [], 'SPORTS')).toEqual(list);
    expect(sportsVendors(list, [], 'ESPORTS')).toEqual([]);
  });
});

describe('previewPlan (spec 2: 3 RNG, 2 FISH, 1 LIVE, 400 ms apart)', () => {
  it('takes the first vendors of each previewed category, in category order, 400 ms apart', () => {
    const plan = previewPlan(
      [
        { gameCategory: 'RNG', vendors: ['PG', 'EG2', 'PT', 'JDB'] },
        { gameCategory: 'LIVE', vendors: ['EVO', 'SEXY'] },
        { gameCategory: 'SPORTS', vendors: ['SABA'] },
        { gameCategory: 'FISH', vendors: ['JDB', 'JL', 'FC'] },
      ],
      400,
    );
    expect(plan).toEqual([
      { gameType: 'RNG', vendor: 'PG', delayMs: 0 },
      { gameType: 'RNG', vendor: 'EG2', delayMs: 400 },
      { gameType: 'RNG', vendor: 'PT', delayMs: 800 },
      { gameType: 'LIVE', vendor: 'EVO', delayMs: 1200 },
      { gameType: 'FISH', vendor: 'JDB', delayMs: 1600 },
      { gameType: 'FISH', vendor: 'JL', delayMs: 2000 },
    ]);
  });
  it('fewer vendors than the count: as many as there are; duplicates once', () => {
    expect(previewPlan([{ gameCategory: 'RNG', vendors: ['PG', 'PG'] }], 400)).toEqual([
      { gameType: 'RNG', vendor: 'PG', delayMs: 0 },
    ]);
  });
});
