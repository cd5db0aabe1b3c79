import { basename } from '@/shared/lib/paths';

/**
 * Where a link in popup content goes (spec section 2, Announcement popup: "Links in the content
 * that start with http open externally. Other links navigate inside the app."):
 * - `external`: http(s) addresses (and protocol-relative `//host` ones) open in a new tab, without
 *   the opener (the sanitiser already marks http(s) anchors target=_blank rel=noopener);
 * - `internal`: a path, with or without the /m base, or a bare route name (`notice`), becomes a
 *   router path (`/notice`);
 * - `null`: fragments, empty links and other schemes (mailto:, tel:) are left to the browser.
 */
export type PopupLinkTarget = { kind: 'external'; href: string } | { kind: 'internal'; to: string };

export function popupLinkTarget(raw: string | null | undefined): PopupLinkTarget | null {
  const href = raw?.trim() ?? '';
  if (/^https?:/i.test(href)) return { kind: 'external', href };
  if (href.startsWith('//')) return { kind: 'external', href: `https:${href}` };
  if (href === '' || href.startsWith('#') || href.startsWith('?')) return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(href)) return null;
  const path = href.startsWith('/') ? href : `/${href.replace(/^\.\//, '')}`;
  if (path === basename) return { kind: 'internal', to: '/' };
  if (path.startsWith(`${basename}/`) || path.startsWith(`${basename}?`)) {
    const rest = path.slice(basename.length);
    return { kind: 'internal', to: rest.startsWith('/') ? rest : `/${rest}` };
  }
  return { kind: 'internal', to: path };
}
