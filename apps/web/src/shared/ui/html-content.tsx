import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { neutraliseEventAttributes } from '@/shared/lib/event-attributes';

/** Design px to the popup unit (spec section 2: "pixel sizes inside popup HTML are converted to rem by dividing by 100"). */
export function scalePixels(style: string): string {
  return style.replace(
    /(-?\d*\.?\d+)px\b/gi,
    (_, n: string) => `calc(${Number(n) / 100} * var(--design-rem))`,
  );
}

/**
 * Inline styles that could load or run something: script URLs, legacy expression(), bindings,
 * and url() to anything but a path on this site or a data: image (the CSP would block other
 * hosts and report it; the sanitiser should not leave that to the CSP).
 */
export function isUnsafeStyle(style: string): boolean {
  if (/expression\s*\(|javascript:|vbscript:|@import|behavior\s*:|-moz-binding/i.test(style))
    return true;
  for (const m of style.matchAll(/url\s*\(\s*(['"]?)([^'")]*)\1\s*\)/gi)) {
    const target = (m[2] ?? '').trim();
    if (target.includes('\\')) return true; // CSS escapes can spell any scheme
    const sameSite = !/^[a-z][a-z0-9+.-]*:/i.test(target) && !/^[/\\]{2}/.test(target);
    if (!sameSite && !/^data:image\//i.test(target)) return true;
  }
  // An url( the pattern above could not read (escapes, comments): refuse it.
  return /url\s*\(/i.test(style.replace(/url\s*\(\s*(['"]?)([^'")]*)\1\s*\)/gi, ''));
}

/**
 * Sanitises server HTML (announcements, help, promotions) with DOMPurify. External http(s) links
 * open in a new tab. With `scalePx`, inline px sizes use the popup design unit: the original sets
 * 1rem = 100 design px; we keep the root font size and express that unit as --design-rem.
 */
export function sanitizeHtml(html: string, options: { scalePx?: boolean } = {}): string {
  // Handlers are renamed before any parse, so parsing untrusted HTML reports no CSP violation.
  const body = DOMPurify.sanitize(neutraliseEventAttributes(html), {
    RETURN_DOM: true,
    FORBID_TAGS: ['style', 'form', 'input'],
    ADD_ATTR: ['target'],
  }) as HTMLElement;
  for (const el of body.querySelectorAll<HTMLElement>('[style]')) {
    if (isUnsafeStyle(el.getAttribute('style') ?? '')) {
      el.removeAttribute('style');
      continue;
    }
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
