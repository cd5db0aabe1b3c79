import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { gameIconSize } from '@app/contracts/games';
import { createRasterCache, ICON_RASTER_SIZE, svgToWebp } from '../src/services/artwork-raster';
import { defaultGameIconSvg, gameIconSvg } from '../src/services/game-artwork';

const gameTypes = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT'];

/** Attribute names of each element that repeat (an XML parser refuses the whole image). */
function repeatedAttributes(svg: string): string[] {
  const repeated: string[] = [];
  for (const tag of svg.matchAll(/<[a-zA-Z][^>]*>/g)) {
    const names = [...tag[0].matchAll(/\s([a-zA-Z:-]+)=/g)].map((m) => m[1]!);
    for (const [i, name] of names.entries()) if (names.indexOf(name) !== i) repeated.push(tag[0]);
  }
  return repeated;
}

describe('game icons as SVG', () => {
  it('are well-formed for every glyph of every game type (no repeated attribute)', () => {
    // 40 codes per type reach every glyph of its set (at most 8) many times over.
    for (const gameType of [...gameTypes, 'INHOUSE'])
      for (let i = 0; i < 40; i++) {
        const svg = gameIconSvg({ vendor: 'PG', gameCode: `g-${i}`, gameType, name: `Game ${i}` });
        expect(repeatedAttributes(svg), `${gameType} g-${i}`).toEqual([]);
      }
    expect(repeatedAttributes(defaultGameIconSvg())).toEqual([]);
  });
});

describe('svgToWebp', () => {
  it('rasterises an icon to a square WebP of ICON_RASTER_SIZE px', async () => {
    const svg = gameIconSvg({
      vendor: 'PG',
      gameCode: 'coin-test',
      gameType: 'LIVE',
      name: 'Chip',
    });
    const webp = await svgToWebp(svg, gameIconSize);
    expect(await sharp(webp).metadata()).toMatchObject({
      format: 'webp',
      width: ICON_RASTER_SIZE,
      height: ICON_RASTER_SIZE,
    });
    // Drawn, not blank: the gradient background has many colours.
    const { channels } = await sharp(webp).stats();
    expect(channels[0]!.stdev).toBeGreaterThan(5);
  });

  it('refuses SVG an XML parser refuses', async () => {
    await expect(svgToWebp('<svg a="1" a="2"></svg>', 200)).rejects.toThrow();
  });
});

describe('createRasterCache', () => {
  const bytes = (s: string) => Promise.resolve(Buffer.from(s));

  it('draws a key once, also for requests arriving while it is drawn', async () => {
    const cache = createRasterCache(10);
    let draws = 0;
    const draw = () => {
      draws += 1;
      return bytes('x');
    };
    const [a, b] = await Promise.all([cache.get('k', draw), cache.get('k', draw)]);
    expect(await cache.get('k', draw)).toBe(a);
    expect(b).toBe(a);
    expect(draws).toBe(1);
  });

  it('drops the least recently used entry when full', async () => {
    const cache = createRasterCache(2);
    await cache.get('a', () => bytes('a'));
    await cache.get('b', () => bytes('b'));
    await cache.get('a', () => bytes('a again')); // a is now the most recent
    await cache.get('c', () => bytes('c')); // b goes
    expect(cache.size).toBe(2);
    expect((await cache.get('a', () => bytes('a3'))).toString()).toBe('a');
    expect((await cache.get('b', () => bytes('b2'))).toString()).toBe('b2');
  });

  it('does not keep a failed drawing', async () => {
    const cache = createRasterCache(2);
    await expect(cache.get('k', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect((await cache.get('k', () => bytes('ok'))).toString()).toBe('ok');
  });
});
