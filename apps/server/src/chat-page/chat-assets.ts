import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chatAssetsFolder } from '../paths';

/**
 * The chat page's files under /chat/assets/: its script and styles from chat-assets/ (found from
 * src/ and from dist/ alike), served under content-hashed names (`chat-<hash>.js`) so browsers
 * keep them for a year and a release is fetched at once; and the Khmer font the player app
 * ships (@fontsource/noto-sans-khmer), since phones without one show boxes. chat.css names the
 * font files by these fixed paths (versioned by the package's major version).
 */
export const CHAT_ASSETS_PREFIX = '/chat/assets/';
export const CHAT_KHMER_FONTS = {
  400: `${CHAT_ASSETS_PREFIX}noto-sans-khmer-400-v5.woff2`,
  700: `${CHAT_ASSETS_PREFIX}noto-sans-khmer-700-v5.woff2`,
} as const;

export type ChatAssetUrls = { script: string; style: string };
export type ChatAsset = { body: Buffer; contentType: string };

const FILES = [
  { file: 'chat.js', contentType: 'text/javascript; charset=utf-8', key: 'script' },
  { file: 'chat.css', contentType: 'text/css; charset=utf-8', key: 'style' },
] as const;

const FONT_FILES: Record<string, string> = {
  [path.basename(CHAT_KHMER_FONTS[400])]: 'noto-sans-khmer-khmer-400-normal.woff2',
  [path.basename(CHAT_KHMER_FONTS[700])]: 'noto-sans-khmer-khmer-700-normal.woff2',
};

export function createChatAssets(folder: () => string = chatAssetsFolder) {
  let loaded: { urls: ChatAssetUrls; byName: Map<string, ChatAsset> } | null = null;

  function load() {
    if (loaded) return loaded;
    const byName = new Map<string, ChatAsset>();
    const urls: ChatAssetUrls = { script: '', style: '' };
    for (const { file, contentType, key } of FILES) {
      const body = readFileSync(path.join(folder(), file));
      const hash = createHash('sha256').update(body).digest('hex').slice(0, 12);
      const ext = path.extname(file);
      const name = `${path.basename(file, ext)}-${hash}${ext}`;
      byName.set(name, { body, contentType });
      urls[key] = `${CHAT_ASSETS_PREFIX}${name}`;
    }
    const require = createRequire(import.meta.url);
    for (const [name, file] of Object.entries(FONT_FILES)) {
      const body = readFileSync(require.resolve(`@fontsource/noto-sans-khmer/files/${file}`));
      byName.set(name, { body, contentType: 'font/woff2' });
    }
    loaded = { urls, byName };
    return loaded;
  }

  return {
    urls: (): ChatAssetUrls => load().urls,
    /** A served file by its name under /chat/assets/, or null. */
    find: (name: string): ChatAsset | null => load().byName.get(name) ?? null,
  };
}
export type ChatAssets = ReturnType<typeof createChatAssets>;
