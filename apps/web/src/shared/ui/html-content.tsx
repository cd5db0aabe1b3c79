import type { DOMPurify } from 'dompurify';
import { useEffect, useMemo, useState } from 'react';
import {
  hasNativeSanitizer,
  sanitizeHtmlNative,
  sanitizeHtmlWith,
} from '@app/contracts/html-policy';

/** Design px to the popup unit (spec section 2: "pixel sizes inside popup HTML are converted to rem by dividing by 100"). */
export function scalePixels(style: string): string {
  return style.replace(
    /(-?\d*\.?\d+)px\b/gi,
    (_, n: string) => `calc(${Number(n) / 100} * var(--design-rem))`,
  );
}

/**
 * DOMPurify, only where the browser lacks the HTML Sanitizer API: it is fetched (its own chunk,
 * ~11 KiB gzip) as soon as this module loads there, and never where the browser sanitises
 * itself (decision 0047: the home page's announcement popup no longer brings it).
 */
let purify: DOMPurify | undefined;
/** Resolves once `sanitizeHtml` can run in this browser (at once with the native sanitiser). */
export const htmlSanitiserReady: Promise<void> = hasNativeSanitizer()
  ? Promise.resolve()
  : import('dompurify').then((m) => {
      purify = m.default;
    });

/** True once `sanitizeHtml` can run (see htmlSanitiserReady). */
export function htmlSanitiserLoaded(): boolean {
  return serverPurifier !== undefined || purify !== undefined || hasNativeSanitizer();
}

/** A server render has no DOM of its own: entry-server.tsx gives DOMPurify one (jsdom). */
let serverPurifier: DOMPurify | undefined;
export function setHtmlPurifier(value: DOMPurify): void {
  serverPurifier = value;
}

/**
 * Sanitises server HTML (announcements, help, promotions) with the shared policy
 * (packages/contracts/src/html-policy.ts, the same the server applies on save): the browser's
 * HTML Sanitizer API when it has one, DOMPurify otherwise (after htmlSanitiserReady). With
 * `scalePx`, inline px sizes use the popup design unit: the original sets 1rem = 100 design px;
 * we keep the root font size and express that unit as --design-rem.
 */
export function sanitizeHtml(html: string, options: { scalePx?: boolean } = {}): string {
  const transform = options.scalePx ? scalePixels : undefined;
  if (serverPurifier) return sanitizeHtmlWith(serverPurifier, html, transform);
  if (hasNativeSanitizer()) return sanitizeHtmlNative(html, transform);
  if (!purify) throw new Error('the HTML sanitiser is still loading (await htmlSanitiserReady)');
  return sanitizeHtmlWith(purify, html, transform);
}

export function HtmlContent({
  html,
  scalePx = false,
  className,
}: {
  html: string;
  scalePx?: boolean;
  className?: string;
}) {
  // Without the native sanitiser, the content shows once DOMPurify is in (nothing before).
  const [ready, setReady] = useState(htmlSanitiserLoaded);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void htmlSanitiserReady.then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [ready]);
  const safe = useMemo(
    () => (ready ? sanitizeHtml(html, { scalePx }) : ''),
    [ready, html, scalePx],
  );
  return (
    <div
      className={className}
      style={scalePx ? { ['--design-rem' as string]: 'calc(min(100vw, 540px) / 7.5)' } : undefined}
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
