import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { sanitizeHtmlWith } from '@app/contracts/html-policy';

/** Design px to the popup unit (spec section 2: "pixel sizes inside popup HTML are converted to rem by dividing by 100"). */
export function scalePixels(style: string): string {
  return style.replace(
    /(-?\d*\.?\d+)px\b/gi,
    (_, n: string) => `calc(${Number(n) / 100} * var(--design-rem))`,
  );
}

/**
 * Sanitises server HTML (announcements, help, promotions) with the shared policy
 * (packages/contracts/src/html-policy.ts, the same the server applies on save). With `scalePx`,
 * inline px sizes use the popup design unit: the original sets 1rem = 100 design px; we keep the
 * root font size and express that unit as --design-rem.
 */
export function sanitizeHtml(html: string, options: { scalePx?: boolean } = {}): string {
  return sanitizeHtmlWith(purifier, html, options.scalePx ? scalePixels : undefined);
}

type Purifier = Parameters<typeof sanitizeHtmlWith>[0];
let purifier: Purifier = DOMPurify;
/** A server render has no DOM of its own: entry-server.tsx gives DOMPurify one (jsdom). */
export function setHtmlPurifier(value: Purifier): void {
  purifier = value;
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
  const safe = useMemo(() => sanitizeHtml(html, { scalePx }), [html, scalePx]);
  return (
    <div
      className={className}
      style={scalePx ? { ['--design-rem' as string]: 'calc(min(100vw, 540px) / 7.5)' } : undefined}
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
