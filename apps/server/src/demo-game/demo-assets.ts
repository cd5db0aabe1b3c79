import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { playAssetsFolder } from '../paths';
import type { AssetUrls } from './demo-page';

export type DemoAsset = { body: Buffer; contentType: string };

type AssetFile = { file: string; contentType: string; key: keyof AssetUrls };

const FILES: readonly AssetFile[] = [
  { file: 'play.js', contentType: 'text/javascript; charset=utf-8', key: 'script' },
  { file: 'play.css', contentType: 'text/css; charset=utf-8', key: 'style' },
];

/** The lottery ticket page's script and styles (issue 14), served the same way. */
export const lotteryAssetFiles: readonly AssetFile[] = [
  { file: 'lottery.js', contentType: 'text/javascript; charset=utf-8', key: 'script' },
  { file: 'lottery.css', contentType: 'text/css; charset=utf-8', key: 'style' },
];

/**
 * The page's script and styles, read once from play-assets/ (found from src/ and from dist/
 * alike) and served under content-hashed names (`play-<hash>.js`), so browsers may keep them
 * for a year and a new release is fetched at once.
 */
export function createDemoAssets(
  folder: () => string = playAssetsFolder,
  files: readonly AssetFile[] = FILES,
) {
  let loaded: { urls: AssetUrls; byName: Map<string, DemoAsset> } | null = null;

  function load() {
    if (loaded) return loaded;
    const byName = new Map<string, DemoAsset>();
    const urls = { script: '', style: '' };
    for (const { file, contentType, key } of files) {
      const body = readFileSync(path.join(folder(), file));
      const hash = createHash('sha256').update(body).digest('hex').slice(0, 12);
      const ext = path.extname(file);
      const name = `${path.basename(file, ext)}-${hash}${ext}`;
      byName.set(name, { body, contentType });
      urls[key] = `/play/assets/${name}`;
    }
    loaded = { urls, byName };
    return loaded;
  }

  return {
    urls: (): AssetUrls => load().urls,
    find: (name: string): DemoAsset | null => load().byName.get(name) ?? null,
  };
}
export type DemoAssets = ReturnType<typeof createDemoAssets>;
