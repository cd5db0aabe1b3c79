import type { Config, DOMPurify } from 'dompurify';
import { neutraliseEventAttributes } from './event-attributes';

/**
 * The one HTML policy for untrusted content (announcements, promotions, help): the player app
 * applies it when it shows content (shared/ui/html-content.tsx), the reference server when an
 * operator saves content (decision 0035), with the same DOMPurify settings. The caller brings its
 * DOMPurify instance: the browser's, or one over jsdom on the server.
 */

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

const purifyConfig = {
  RETURN_DOM: true,
  FORBID_TAGS: ['style', 'form', 'input'],
  ADD_ATTR: ['target'],
} as const satisfies Config;

/**
 * Sanitises with `purify`: handlers renamed before any parse (no CSP report while parsing), the
 * DOMPurify settings above, unsafe inline styles dropped (`transformStyle` may rewrite the kept
 * ones, e.g. the popup's px scaling), external http(s) links opened in a new tab.
 */
export function sanitizeHtmlWith(
  purify: DOMPurify,
  html: string,
  transformStyle?: (style: string) => string,
): string {
  const body = purify.sanitize(neutraliseEventAttributes(html), purifyConfig) as HTMLElement;
  for (const el of body.querySelectorAll<HTMLElement>('[style]')) {
    if (isUnsafeStyle(el.getAttribute('style') ?? '')) {
      el.removeAttribute('style');
      continue;
    }
    if (transformStyle) el.setAttribute('style', transformStyle(el.getAttribute('style') ?? ''));
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
