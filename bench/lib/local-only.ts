/**
 * Keeping the browser parts of the bench on 127.0.0.1. The runner's Chromium flags already stop
 * background networking; these add a hard stop (no host but 127.0.0.1 resolves) and a check of
 * what a page actually requested.
 */

/** Chromium flag: every host name fails to resolve except 127.0.0.1 (and localhost). */
export const localOnlyResolverFlag =
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost';

/** Schemes that never leave the machine. */
const localSchemes = new Set(['data:', 'blob:', 'about:', 'chrome:', 'chrome-extension:']);

/** The requested addresses that would have left 127.0.0.1 (empty when all stayed local). */
export function externalRequests(urls: Iterable<string>): string[] {
  const out: string[] = [];
  for (const url of urls) {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      out.push(url);
      continue;
    }
    if (localSchemes.has(parsed.protocol)) continue;
    if (parsed.hostname === '127.0.0.1' || parsed.hostname === 'localhost') continue;
    out.push(url);
  }
  return out;
}
