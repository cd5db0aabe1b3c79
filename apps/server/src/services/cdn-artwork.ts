import { AVATAR_COUNT } from '@app/contracts/avatars';

/**
 * The reference server's own artwork, drawn as SVG in code so it needs no files, no network and
 * no external fonts: 12 profile avatars (/cdn/avatars/avatar-N.svg) and the demo banners
 * (/cdn/banners/<name>.svg, 750 x 300, dark and gold). Text uses the device's system font.
 */

export const BANNER_WIDTH = 750;
export const BANNER_HEIGHT = 300;

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif";

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

// ---------------------------------------------------------------- avatars

/** A glyph per avatar, drawn in a 100 x 100 box centred on (50, 50). */
const avatarGlyphs: readonly string[] = [
  // star
  '<path d="M50 22l8.2 17.6 19.3 2.3-14.2 13.2 3.7 19.1L50 64.8l-17 9.4 3.7-19.1-14.2-13.2 19.3-2.3z"/>',
  // diamond (card suit)
  '<path d="M50 20l22 30-22 30-22-30z"/>',
  // heart
  '<path d="M50 78C30 62 22 52 22 41c0-9 7-16 15.5-16 5.5 0 10 3 12.5 7.5C52.5 28 57 25 62.5 25 71 25 78 32 78 41c0 11-8 21-28 37z"/>',
  // spade
  '<path d="M50 20C38 34 24 43 24 55c0 8 6 13 13 13 4.5 0 8-2 10-5-1 6-3 10-7 13h20c-4-3-6-7-7-13 2 3 5.5 5 10 5 7 0 13-5 13-13 0-12-14-21-26-35z"/>',
  // club
  '<g><circle cx="50" cy="34" r="12"/><circle cx="36" cy="54" r="12"/><circle cx="64" cy="54" r="12"/><path d="M46 52h8l4 26H42z"/></g>',
  // crown
  '<path d="M24 70l-4-34 16 14 14-22 14 22 16-14-4 34z"/>',
  // crescent moon
  '<path d="M60 22a29 29 0 1 0 18 48A24 24 0 1 1 60 22z"/>',
  // lightning bolt
  '<path d="M56 18L30 56h16l-6 26 28-40H52z"/>',
  // hexagon
  '<path d="M50 22l24 14v28L50 78 26 64V36z"/>',
  // dice face (five)
  '<g><rect x="26" y="26" width="48" height="48" rx="10"/><g fill-opacity="0.9" class="pips"><circle cx="38" cy="38" r="4.5"/><circle cx="62" cy="38" r="4.5"/><circle cx="50" cy="50" r="4.5"/><circle cx="38" cy="62" r="4.5"/><circle cx="62" cy="62" r="4.5"/></g></g>',
  // coin
  '<g><circle cx="50" cy="50" r="26"/><circle cx="50" cy="50" r="18" fill="none" stroke-width="4" class="ring"/></g>',
  // clover of triangles (shuriken)
  '<path d="M50 20l8 22 22 8-22 8-8 22-8-22-22-8 22-8z"/>',
];

/** Distinct hues, 30 degrees apart, deep enough for a white glyph. */
function avatarColours(index: number): { from: string; to: string } {
  const hue = (index * 30 + 8) % 360;
  return { from: `hsl(${hue} 70% 52%)`, to: `hsl(${(hue + 25) % 360} 75% 30%)` };
}

/** The SVG of `avatar-<n>` (1..12), or null for any other name. */
export function avatarSvg(id: string): string | null {
  const match = /^avatar-(\d{1,2})$/.exec(id);
  const n = match ? Number(match[1]) : 0;
  if (n < 1 || n > AVATAR_COUNT) return null;
  const glyph = avatarGlyphs[(n - 1) % avatarGlyphs.length] ?? '';
  const { from, to } = avatarColours(n - 1);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100">',
    // Ids unique per avatar: several SVGs inlined in one page share one id namespace.
    `<defs><linearGradient id="avatar-bg-${n}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<circle cx="50" cy="50" r="50" fill="url(#avatar-bg-${n})"/>`,
    '<circle cx="50" cy="50" r="46" fill="none" stroke="#ffffff" stroke-opacity="0.25" stroke-width="2"/>',
    `<g fill="#ffffff" stroke="#ffffff">${glyph.replace('class="pips"', `fill="${to}" stroke="none"`).replace('class="ring"', `stroke="${to}"`)}</g>`,
    '</svg>',
  ].join('');
}

// ---------------------------------------------------------------- banners

type Motif = 'coins' | 'cards' | 'crown' | 'dice';

export type BannerArt = {
  headline: string;
  subline: string;
  /** A short label on the gold button. */
  cta: string;
  motif: Motif;
};

function motifSvg(motif: Motif): string {
  const gold = 'url(#gold)';
  switch (motif) {
    case 'coins':
      return [
        [600, 150, 62],
        [672, 92, 40],
        [660, 222, 34],
        [540, 232, 26],
      ]
        .map(
          ([x, y, r]) =>
            `<g><circle cx="${x}" cy="${y}" r="${r}" fill="${gold}"/><circle cx="${x}" cy="${y}" r="${(r ?? 0) * 0.74}" fill="none" stroke="#7a5514" stroke-width="3"/><text x="${x}" y="${(y ?? 0) + (r ?? 0) * 0.3}" font-family="${FONT}" font-size="${(r ?? 0) * 0.9}" font-weight="800" text-anchor="middle" fill="#7a5514">$</text></g>`,
        )
        .join('');
    case 'cards':
      return [
        ['-14', '548', '60'],
        ['4', '592', '52'],
        ['20', '636', '48'],
      ]
        .map(
          ([rotate, x, y]) =>
            `<g transform="rotate(${rotate} ${x} ${y})"><rect x="${x}" y="${y}" width="92" height="132" rx="10" fill="#fdf6e3" stroke="${gold}" stroke-width="4"/><path transform="translate(${Number(x) + 22} ${Number(y) + 36}) scale(0.5)" d="M50 20C38 34 24 43 24 55c0 8 6 13 13 13 4.5 0 8-2 10-5-1 6-3 10-7 13h20c-4-3-6-7-7-13 2 3 5.5 5 10 5 7 0 13-5 13-13 0-12-14-21-26-35z" fill="#1a1208"/></g>`,
        )
        .join('');
    case 'crown':
      return `<g transform="translate(520 60)"><path d="M10 170l-10-120 52 48 48-78 48 78 52-48-10 120z" fill="${gold}" stroke="#7a5514" stroke-width="4"/><rect x="6" y="172" width="188" height="22" rx="6" fill="${gold}"/><circle cx="100" cy="120" r="14" fill="#b3262e"/><circle cx="50" cy="135" r="9" fill="#2563b3"/><circle cx="150" cy="135" r="9" fill="#1f8a4c"/></g>`;
    case 'dice':
      return `<g><g transform="rotate(-12 590 140)"><rect x="530" y="80" width="120" height="120" rx="22" fill="#fdf6e3" stroke="${gold}" stroke-width="5"/><g fill="#b3262e"><circle cx="560" cy="110" r="10"/><circle cx="590" cy="140" r="10"/><circle cx="620" cy="170" r="10"/></g></g><g transform="rotate(14 680 210)"><rect x="640" y="170" width="82" height="82" rx="16" fill="#fdf6e3" stroke="${gold}" stroke-width="4"/><g fill="#1a1208"><circle cx="662" cy="192" r="7"/><circle cx="700" cy="192" r="7"/><circle cx="662" cy="230" r="7"/><circle cx="700" cy="230" r="7"/></g></g></g>`;
  }
}

/** A dark, gold-trimmed 750 x 300 banner with a headline, a subline, a button and a motif. */
export function bannerSvg(art: BannerArt): string {
  const headline = escapeXml(art.headline);
  const subline = escapeXml(art.subline);
  const cta = escapeXml(art.cta);
  const ctaWidth = Math.max(140, art.cta.length * 15 + 56);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" viewBox="0 0 ${BANNER_WIDTH} ${BANNER_HEIGHT}">`,
    '<defs>',
    '<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0d0a06"/><stop offset="0.55" stop-color="#1d150a"/><stop offset="1" stop-color="#33240d"/></linearGradient>',
    '<linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fbe7a1"/><stop offset="0.5" stop-color="#e0b04a"/><stop offset="1" stop-color="#a8741c"/></linearGradient>',
    '<radialGradient id="glow" cx="0.8" cy="0.5" r="0.55"><stop offset="0" stop-color="#f2c35b" stop-opacity="0.45"/><stop offset="1" stop-color="#f2c35b" stop-opacity="0"/></radialGradient>',
    '</defs>',
    `<rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" rx="24" fill="url(#bg)"/>`,
    `<rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" rx="24" fill="url(#glow)"/>`,
    '<g stroke="#f2c35b" stroke-opacity="0.08" stroke-width="18">',
    '<path d="M420 -20L560 320"/><path d="M500 -20L640 320"/><path d="M580 -20L720 320"/>',
    '</g>',
    motifSvg(art.motif),
    `<text x="48" y="118" font-family="${FONT}" font-size="50" font-weight="800" fill="url(#gold)">${headline}</text>`,
    `<text x="48" y="166" font-family="${FONT}" font-size="24" fill="#efe3c4">${subline}</text>`,
    `<rect x="48" y="200" width="${ctaWidth}" height="52" rx="26" fill="url(#gold)"/>`,
    `<text x="${48 + ctaWidth / 2}" y="234" font-family="${FONT}" font-size="22" font-weight="700" text-anchor="middle" fill="#1a1208">${cta}</text>`,
    `<rect x="3" y="3" width="${BANNER_WIDTH - 6}" height="${BANNER_HEIGHT - 6}" rx="22" fill="none" stroke="url(#gold)" stroke-width="3" stroke-opacity="0.7"/>`,
    '</svg>',
  ].join('');
}

/** Artwork by name, drawn once per process (pure functions of the name: no shared state). */
export function createArtworkService(banners: Readonly<Record<string, BannerArt>>) {
  const drawn = new Map<string, string | null>();
  function once(key: string, draw: () => string | null): string | null {
    if (!drawn.has(key)) drawn.set(key, draw());
    return drawn.get(key) ?? null;
  }
  return {
    avatar: (id: string) => once(`avatar:${id}`, () => avatarSvg(id)),
    banner: (name: string) =>
      Object.hasOwn(banners, name)
        ? once(`banner:${name}`, () => bannerSvg(banners[name] as BannerArt))
        : null,
  };
}
export type ArtworkService = ReturnType<typeof createArtworkService>;
