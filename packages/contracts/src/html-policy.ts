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
 * What every sanitiser's output gets afterwards: unsafe inline styles dropped (`transformStyle`
 * may rewrite the kept ones, e.g. the popup's px scaling), external http(s) links opened in a new
 * tab, other links in place.
 */
function finishSanitised(body: HTMLElement, transformStyle?: (style: string) => string): string {
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

/**
 * Sanitises with `purify`: handlers renamed before any parse (no CSP report while parsing), the
 * DOMPurify settings above, then `finishSanitised`.
 */
export function sanitizeHtmlWith(
  purify: DOMPurify,
  html: string,
  transformStyle?: (style: string) => string,
): string {
  const body = purify.sanitize(neutraliseEventAttributes(html), purifyConfig) as HTMLElement;
  return finishSanitised(body, transformStyle);
}

/**
 * The same policy for the browser's own sanitiser (the HTML Sanitizer API's
 * `Element.setHTML(html, { sanitizer })`; the Chromium the tests drive has it, and so do current
 * Chromium-based browsers), so a browser that has it does not download DOMPurify (~11 KiB
 * gzip; decision 0047). An allowlist: the elements and
 * attributes operator content uses (text, lists, tables, links, pictures). The API's safe
 * methods also drop, whatever the list says, scripts and frames, every event-handler attribute
 * and javascript: URLs; the URL check below keeps only web, mail, phone, in-page and relative
 * links and web, same-site or data:image pictures, as DOMPurify's defaults do.
 */
export const nativeSanitizerConfig = {
  elements: [
    'a',
    'abbr',
    'article',
    'aside',
    'b',
    'bdi',
    'bdo',
    'blockquote',
    'br',
    'caption',
    'center',
    'cite',
    'code',
    'col',
    'colgroup',
    'dd',
    'del',
    'details',
    'dfn',
    'div',
    'dl',
    'dt',
    'em',
    'figcaption',
    'figure',
    'font',
    'footer',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'header',
    'hr',
    'i',
    'img',
    'ins',
    'kbd',
    'li',
    'mark',
    'ol',
    'p',
    'pre',
    'q',
    's',
    'section',
    'small',
    'span',
    'strike',
    'strong',
    'sub',
    'summary',
    'sup',
    'table',
    'tbody',
    'td',
    'tfoot',
    'th',
    'thead',
    'time',
    'tr',
    'u',
    'ul',
  ],
  attributes: [
    'align',
    'alt',
    'bgcolor',
    'border',
    'cellpadding',
    'cellspacing',
    'class',
    'color',
    'colspan',
    'datetime',
    'dir',
    'face',
    'height',
    'href',
    'lang',
    'rowspan',
    'size',
    'span',
    'src',
    'start',
    'style',
    'target',
    'title',
    'valign',
    'width',
  ],
  comments: false,
  dataAttributes: false,
} as const;

/** Link and picture addresses the policy keeps (DOMPurify's defaults, in short). */
const safeHref = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
const safeSrc = /^(?:https?:|data:image\/|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

type SetHTML = (html: string, options: { sanitizer: typeof nativeSanitizerConfig }) => void;

/** True where `sanitizeHtmlNative` works (the browser has the HTML Sanitizer API). */
export function hasNativeSanitizer(): boolean {
  const proto = (globalThis as { Element?: { prototype: object } }).Element?.prototype;
  return typeof (proto as { setHTML?: SetHTML } | undefined)?.setHTML === 'function';
}

/**
 * Sanitises with the browser's HTML Sanitizer API (check `hasNativeSanitizer` first): handlers
 * renamed before the parse, the allowlist above into an inert document (nothing loads), URLs
 * checked, then `finishSanitised` as for DOMPurify.
 */
export function sanitizeHtmlNative(
  html: string,
  transformStyle?: (style: string) => string,
): string {
  if (!hasNativeSanitizer()) throw new Error('this browser has no HTML Sanitizer API');
  // An inert document, as DOMPurify uses: nothing in it loads or runs.
  const doc = document.implementation.createHTMLDocument('');
  (doc.body as HTMLElement & { setHTML: SetHTML }).setHTML(neutraliseEventAttributes(html), {
    sanitizer: nativeSanitizerConfig,
  });
  // The URL parser ignores ASCII whitespace and controls (`java\tscript:`): so does the check.
  const url = (el: Element, name: string) =>
    [...(el.getAttribute(name) ?? '')].filter((c) => c > ' ' && c !== '\u007f').join('');
  for (const el of doc.body.querySelectorAll('[href]'))
    if (!safeHref.test(url(el, 'href'))) el.removeAttribute('href');
  for (const el of doc.body.querySelectorAll('[src]'))
    if (!safeSrc.test(url(el, 'src'))) el.removeAttribute('src');
  return finishSanitised(doc.body, transformStyle);
}
