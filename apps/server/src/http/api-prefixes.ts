/**
 * Paths that belong to the API (JSON envelope), never to the web app or its redirect; /play/ is
 * the server's demo game page and its assets, /psp/ the payment gateway simulator's API and
 * pages (an unknown one is a 404, not the app home).
 */
const API_PREFIXES = [
  '/wps/',
  '/lgw/',
  '/lotto/',
  '/__dev/',
  '/cdn/',
  '/play/',
  '/ops/api/',
  '/psp/',
];
const API_EXACT = [
  '/wps',
  '/lgw',
  '/lotto',
  '/__dev',
  '/cdn',
  '/healthz',
  '/play',
  '/ops/api',
  '/psp',
];

export function pathOf(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

export function isApiPath(path: string): boolean {
  return (
    API_EXACT.includes(path) ||
    API_PREFIXES.some((p) => path.startsWith(p)) ||
    path.startsWith('/healthz/')
  );
}
