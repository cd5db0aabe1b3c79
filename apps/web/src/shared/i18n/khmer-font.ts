import regularUrl from '@fontsource/noto-sans-khmer/files/noto-sans-khmer-khmer-400-normal.woff2?url';
import boldUrl from '@fontsource/noto-sans-khmer/files/noto-sans-khmer-khmer-700-normal.woff2?url';

/** The family the app's font stack names first (app/global.css `--font-sans`). */
export const khmerFontFamily = 'Noto Sans Khmer';

/**
 * Noto Sans Khmer's two faces, as built files (their addresses carry the base, /m/assets/...).
 * The server asks the starter to preload them on a Khmer page (entry-server.tsx).
 */
export const khmerFontFaces = [
  { weight: '400', url: regularUrl },
  { weight: '700', url: boldUrl },
] as const;

let requested = false;

/**
 * Fetches both faces, then adds them to the document together: the page is laid out again once
 * for the new font, not once when faces are declared (text falls back while they load) and once
 * more per face as each arrives (decision 0048, "The Khmer face in one relayout"). Only fetched
 * while Khmer is shown (the faces have no unicode-range: declared, any text would fetch them).
 */
export function loadKhmerFont(): void {
  if (requested || typeof FontFace === 'undefined' || typeof document === 'undefined') return;
  requested = true;
  // Added once loaded, so no font-display is needed (nothing waits for them).
  const faces = khmerFontFaces.map(
    ({ weight, url }) => new FontFace(khmerFontFamily, `url(${url})`, { weight }),
  );
  Promise.all(faces.map((face) => face.load())).then(
    () => {
      for (const face of faces) document.fonts.add(face);
    },
    () => {
      // Not loaded (offline, a failed deploy): the device's font stays; the next call tries again.
      requested = false;
    },
  );
}
