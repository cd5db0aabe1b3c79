import { gameIconSize } from '@app/contracts/games';
import { stableHash } from './stable-hash';

/**
 * Game icons (200 x 200), vendor logos (240 x 96) and the default game icon, drawn as SVG in
 * code like the other CDN artwork (cdn-artwork.ts): no files, no network, system fonts. Each
 * icon is a pure function of the game (hue and glyph from a hash of its code, the name written
 * on it), so the same game always looks the same and neighbouring tiles differ.
 */

export const VENDOR_LOGO_WIDTH = 240;
export const VENDOR_LOGO_HEIGHT = 96;

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif";

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Glyphs drawn in a 100 x 100 box (scaled into the icon), by game type. */
const glyphs = {
  seven: '<path d="M28 22h46v10L50 80H36l22-46H28z"/>',
  cherry:
    '<g><circle cx="34" cy="66" r="14"/><circle cx="64" cy="70" r="14"/><path d="M34 54C40 36 52 26 70 20l3 5c-14 6-24 14-31 30zM64 58c-2-14 0-26 6-36l5 2c-5 9-7 20-5 33z"/></g>',
  diamond: '<path d="M30 24h40l16 18-36 40-36-40z"/>',
  crown: '<path d="M18 72l-4-42 20 16 16-26 16 26 20-16-4 42z"/>',
  bell: '<path d="M50 18c-14 0-22 12-22 28v14l-8 10h60l-8-10V46c0-16-8-28-22-28zM42 74a8 8 0 0 0 16 0z"/>',
  star: '<path d="M50 16l10 22 24 3-18 16 5 24-21-12-21 12 5-24-18-16 24-3z"/>',
  coin: '<g><circle cx="50" cy="50" r="32"/><circle cx="50" cy="50" r="23" stroke-width="5" class="cut"/></g>',
  lightning: '<path d="M58 12L28 56h18l-8 32 34-46H52z"/>',
  spade:
    '<path d="M50 16C36 32 20 42 20 56c0 9 7 15 15 15 5 0 9-2 11-6-1 7-4 12-8 16h24c-4-4-7-9-8-16 2 4 6 6 11 6 8 0 15-6 15-15 0-14-16-24-30-40z"/>',
  heart:
    '<path d="M50 82C26 64 18 52 18 40c0-10 8-18 18-18 6 0 11 3 14 8 3-5 8-8 14-8 10 0 18 8 18 18 0 12-8 24-32 42z"/>',
  chip: '<g><circle cx="50" cy="50" r="32"/><circle cx="50" cy="50" r="18" stroke-width="6" class="cut"/><path d="M47 18h6v10h-6zM47 72h6v10h-6zM18 47h10v6H18zM72 47h10v6H72z" class="cut"/></g>',
  fish: '<path d="M14 50c10-16 26-24 42-22 10 1 18 6 24 12l8-10v40l-8-10c-6 6-14 11-24 12-16 2-32-6-42-22zm26-6a4 4 0 1 0 0 8 4 4 0 1 0 0-8z"/>',
  ball: '<g><circle cx="50" cy="50" r="32"/><path d="M50 34l14 10-5 16H41l-5-16z" class="cut"/></g>',
  trophy:
    '<path d="M30 18h40v8h14c0 16-8 26-20 28-3 6-7 9-10 10v10h12v8H34v-8h12V64c-3-1-7-4-10-10-12-2-20-12-20-28h14zm-6 16c1 7 4 11 8 13-1-4-2-8-2-13zm46 0c0 5-1 9-2 13 4-2 7-6 8-13z"/>',
  rooster:
    '<path d="M30 80l6-20c-8-4-12-12-10-22l10 4c2-10 10-18 20-18l-2-8 8 4 4-6 2 10c8 4 12 12 10 22l-8 2-4 14 8 18H62l-4-10-8 2-4 8z"/>',
  balls:
    '<g><circle cx="34" cy="38" r="16"/><circle cx="66" cy="38" r="16"/><circle cx="50" cy="66" r="16"/></g>',
  rocket:
    '<path d="M50 12c14 10 20 26 18 44l10 14-14 4-4 10H40l-4-10-14-4 10-14c-2-18 4-34 18-44zm0 22a8 8 0 1 0 0 16 8 8 0 1 0 0-16z"/>',
} as const;
type Glyph = keyof typeof glyphs;

const glyphsByType: Record<string, readonly Glyph[]> = {
  RNG: ['seven', 'cherry', 'diamond', 'crown', 'bell', 'star', 'coin', 'lightning'],
  LIVE: ['spade', 'heart', 'chip', 'diamond'],
  FISH: ['fish'],
  PVP: ['spade', 'heart', 'chip', 'crown'],
  SPORTS: ['ball', 'trophy'],
  ESPORTS: ['trophy', 'lightning'],
  COCKFIGHT: ['rooster'],
  LOTT: ['balls', 'star'],
  ELOTT: ['balls', 'lightning'],
  INHOUSE: ['rocket', 'diamond', 'coin'],
};

/** Splits a name into at most two lines of about `width` characters. */
function nameLines(name: string, width: number): string[] {
  const words = name.split(/\s+/);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (line === '' || (line + ' ' + word).length <= width) line = line ? `${line} ${word}` : word;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= 2) return lines;
  const rest = lines.slice(1).join(' ');
  return [lines[0] as string, rest.length > width ? `${rest.slice(0, width - 1)}…` : rest];
}

export type IconSubject = { vendor: string; gameCode: string; gameType: string; name: string };

/** A game's 200 x 200 icon. */
export function gameIconSvg(game: IconSubject): string {
  const size = gameIconSize;
  const h = stableHash(`${game.vendor}/${game.gameCode}`);
  const hue = h % 360;
  const hue2 = (hue + 30 + ((h >>> 9) % 60)) % 360;
  const set = glyphsByType[game.gameType] ?? glyphsByType.RNG!;
  const glyph = glyphs[set[(h >>> 3) % set.length] as Glyph];
  const dark = `hsl(${hue2} 70% 22%)`;
  const id = `g${h.toString(36)}`;
  const lines = nameLines(game.name, 15);
  const fontSize = lines.some((l) => l.length > 13) ? 17 : 19;
  const textY = lines.length === 1 ? 176 : 160;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">`,
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 75% 55%)"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>`,
    `<rect width="${size}" height="${size}" rx="28" fill="url(#${id})"/>`,
    `<circle cx="${size / 2}" cy="78" r="62" fill="#ffffff" fill-opacity="0.12"/>`,
    `<g transform="translate(55 28) scale(0.9)" fill="#fff6da" stroke="#fff6da">${glyph.replace(/class="cut"/g, `fill="none" stroke="${dark}"`)}</g>`,
    `<rect x="0" y="${textY - 24}" width="${size}" height="${size - textY + 24}" fill="#000000" fill-opacity="0.28"/>`,
    ...lines.map(
      (line, i) =>
        `<text x="${size / 2}" y="${textY + i * 22}" font-family="${FONT}" font-size="${fontSize}" font-weight="800" text-anchor="middle" fill="#ffffff">${escapeXml(line)}</text>`,
    ),
    '</svg>',
  ].join('');
}

/** The default icon: shown while an icon loads, when it fails, or when showIcon is 0. */
export function defaultGameIconSvg(): string {
  const size = gameIconSize;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">`,
    '<defs><linearGradient id="game-default-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3a3f4b"/><stop offset="1" stop-color="#1c1f26"/></linearGradient></defs>',
    `<rect width="${size}" height="${size}" rx="28" fill="url(#game-default-bg)"/>`,
    // A game pad.
    '<path d="M58 78h84c18 0 28 14 30 34l4 28c2 14-12 20-22 12l-20-18H66l-20 18c-10 8-24 2-22-12l4-28c2-20 12-34 30-34z" fill="#8a91a1"/>',
    '<path d="M62 100h8v-8h8v8h8v8h-8v8h-8v-8h-8z" fill="#1c1f26"/>',
    '<circle cx="128" cy="98" r="6" fill="#1c1f26"/><circle cx="142" cy="112" r="6" fill="#1c1f26"/>',
    '</svg>',
  ].join('');
}

/** A vendor's 240 x 96 logo: its name in a gold-edged plate tinted by its code. */
export function vendorLogoSvg(vendor: { code: string; displayName: string }): string {
  const w = VENDOR_LOGO_WIDTH;
  const hgt = VENDOR_LOGO_HEIGHT;
  const h = stableHash(vendor.code);
  const hue = h % 360;
  const id = `v${h.toString(36)}`;
  const name = vendor.displayName;
  const fontSize = name.length > 14 ? 20 : name.length > 9 ? 26 : 34;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${hgt}" viewBox="0 0 ${w} ${hgt}">`,
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 55% 30%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 60% 14%)"/></linearGradient></defs>`,
    `<rect x="2" y="2" width="${w - 4}" height="${hgt - 4}" rx="16" fill="url(#${id})" stroke="#e0b04a" stroke-width="3"/>`,
    `<text x="${w / 2}" y="${hgt / 2 + fontSize * 0.35}" font-family="${FONT}" font-size="${fontSize}" font-weight="800" text-anchor="middle" fill="#fbe7a1">${escapeXml(name)}</text>`,
    `<rect x="${w / 2 - 30}" y="${hgt - 18}" width="60" height="4" rx="2" fill="#e0b04a" fill-opacity="0.8"/>`,
    '</svg>',
  ].join('');
}
