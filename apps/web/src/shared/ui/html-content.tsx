import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Design px to the popup unit (spec section 2: "pixel sizes inside popup HTML are converted to rem by dividing by 100"). */
export function scalePixels(style: string): string {
  return style.replace(
    /(-?\d*\.?\d+)px\b/gi,
    (_, n: string) => `calc(${Number(n) / 100} * var(--design-rem))`,
  );
}

/**
 * Sanitises server HTML (announcements, help, promotions) with DOMPurify. External http(s) links
 * open in a new tab. With `scalePx`, inline px sizes use the popup design unit: the original sets
 * 1rem = 100 design px; we keep the root font size and express that unit as --design-rem.
 */
export function sanitizeHtml(html: string, options: { scalePx?: boolean } = {}): string {
  const body = DOMPurify.sanitize(html, {
    RETURN_DOM: true,
    FORBID_TAGS: ['style', 'form', 'input'],
    ADD_ATTR: ['target'],
  }) as HTMLElement;
  for (const el of body.querySelectorAll<HTMLElement>('[style]')) {
    if (options.scalePx) el.setAttribute('style', scalePixels(el.getAttribute('style') ?? ''));
  }
  for (const a of body.querySelectorAll('a[href]')) {
    if (/^https?:/i.test(a.getAttribute('href') ?? '')) {
      a.setAttribute('target', '_blank');
      a.setAttribute('rel', 'noopener noreferrer');
    } else {
      a.removeAttribute('target');
    }
  }
  return body.innerHTML;
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
