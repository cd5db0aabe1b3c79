import sharp from 'sharp';

/**
 * Game icons as WebP instead of SVG (issue 19, item 3; decision 0046). A browser draws an SVG
 * `<img>` on its main thread: each one is a small document of its own (parsed, styled, laid out,
 * its text shaped) before it paints, and a 10,000-game scroll meets a new one every few frames.
 * A raster image is decoded off the main thread. The reference server keeps drawing its artwork
 * as SVG in code (game-artwork.ts) and rasterises each icon with sharp (libvips, already the
 * upload pipeline's dependency) the first time it is asked for, then keeps the bytes.
 */

/**
 * Pixels of the square raster: the game list's tile is about 115 CSS px wide on a 390 px phone
 * (three columns), so 240 px is that tile at a device pixel ratio of 2 (Lighthouse's phone is
 * 1.75); a denser screen scales it up a little.
 */
export const ICON_RASTER_SIZE = 240;

/** Encoded icons kept in memory (about 4.5 KiB each, so about 13 MiB at most). */
const CACHE_ENTRIES = 3000;

/** WebP at quality 75; effort 2 of 6 costs half the encoding time of the default for ~5% more. */
const WEBP = { quality: 75, effort: 2 } as const;

/** One SVG (drawn `svgSize` px square) as a `size` px square WebP. */
export async function svgToWebp(
  svg: string,
  svgSize: number,
  size: number = ICON_RASTER_SIZE,
): Promise<Buffer> {
  // librsvg draws at 72 dpi by default: scale the density so the SVG comes out `size` px wide.
  return sharp(Buffer.from(svg), { density: (72 * size) / svgSize, failOn: 'error' })
    .resize(size, size, { fit: 'fill' })
    .webp(WEBP)
    .toBuffer();
}

/**
 * A bounded cache of rasterised artwork by key: the first request for a key draws it, requests
 * arriving while it is drawn wait for the same work, and the least recently used entry goes when
 * the cache is full. A failed drawing is not kept.
 */
export function createRasterCache(limit: number = CACHE_ENTRIES) {
  const entries = new Map<string, Promise<Buffer>>();
  return {
    get(key: string, draw: () => Promise<Buffer>): Promise<Buffer> {
      const hit = entries.get(key);
      if (hit) {
        // Most recently used last (Map keeps insertion order).
        entries.delete(key);
        entries.set(key, hit);
        return hit;
      }
      const work = draw();
      entries.set(key, work);
      work.catch(() => {
        if (entries.get(key) === work) entries.delete(key);
      });
      while (entries.size > limit) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return work;
    },
    get size() {
      return entries.size;
    },
  };
}
export type RasterCache = ReturnType<typeof createRasterCache>;
