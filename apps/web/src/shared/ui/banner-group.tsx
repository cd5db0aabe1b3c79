import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import {
  bannersOf,
  useAnnouncements,
  type Banner,
  type BannerGroupName,
} from '@/shared/api/get-announcements';
import { cx } from '@/shared/lib/cx';
import { basename } from '@/shared/lib/paths';
import styles from './banner-group.module.css';

/** Banners are drawn 750 x 300 by default (the classic mobile banner); the server may say otherwise. */
const defaultRatio = '5 / 2';

type Target = { kind: 'internal'; to: string } | { kind: 'external'; href: string } | null;

/** Where a banner goes: an in-app path (with or without /m), an http(s) address, or nowhere. */
export function bannerTarget(link: string | null | undefined): Target {
  const value = link?.trim();
  if (!value) return null;
  if (value.startsWith('/') && !value.startsWith('//')) {
    const to =
      value === basename
        ? '/'
        : value.startsWith(`${basename}/`)
          ? value.slice(basename.length)
          : value;
    return { kind: 'internal', to };
  }
  if (/^https?:\/\//i.test(value)) return { kind: 'external', href: value };
  return null;
}

function BannerImage({
  banner,
  index,
  alt,
  leading,
}: {
  banner: Banner;
  index: number;
  alt: string;
  leading: boolean;
}) {
  const ratio = banner.width && banner.height ? `${banner.width} / ${banner.height}` : defaultRatio;
  return (
    <img
      className={styles.image}
      src={banner.url}
      alt={alt}
      style={{ aspectRatio: ratio }}
      width={banner.width ?? undefined}
      height={banner.height ?? undefined}
      // The first banner is what the player sees; the rest wait until scrolled near.
      loading={index === 0 ? 'eager' : 'lazy'}
      // At the top of its page it is the largest paint: fetched first (and a server-rendered
      // page's starter waits for it before the app's scripts run; start-app.ts).
      fetchPriority={leading && index === 0 ? 'high' : undefined}
      decoding="async"
      draggable={false}
    />
  );
}

/**
 * A banner group (spec section 3, Banner: m_login, m_leftmenu, m_reg, ...): the group's images in a
 * horizontally scroll-snapping strip, each a link when it has one. Space is reserved by aspect
 * ratio so nothing jumps when images load; while the list loads, a block of the default ratio holds
 * the first banner's place. Renders nothing when the group is empty or fails.
 * The home carousel (autoplay, dots) is the lobby issue's. `leading`: the group opens its page
 * (login, register), so its first image is the page's largest paint.
 */
export function BannerGroup({
  group,
  className,
  leading = false,
}: {
  group: BannerGroupName;
  className?: string;
  leading?: boolean;
}) {
  const { t } = useTranslation();
  const { data, isPending } = useAnnouncements({ types: 'B', groupName: group });
  const banners = bannersOf(data, group);
  // Its place is held while the list loads, so what follows (the login form) does not jump.
  if (!data && isPending)
    return (
      <div
        className={cx(styles.placeholder, className)}
        aria-hidden="true"
        data-testid="banner-placeholder"
      />
    );
  if (banners.length === 0) return null;
  return (
    <ul
      className={cx(styles.strip, className)}
      aria-label={t('common.banners')}
      data-banner-group={group}
    >
      {banners.map((banner, index) => {
        const alt = banner.title || t('common.bannerN', { n: index + 1 });
        const image = <BannerImage banner={banner} index={index} alt={alt} leading={leading} />;
        const target = bannerTarget(banner.link);
        return (
          <li key={banner.id ?? `${banner.url}-${index}`} className={styles.item}>
            {target?.kind === 'internal' ? (
              <Link to={target.to} className={styles.link}>
                {image}
              </Link>
            ) : target?.kind === 'external' ? (
              <a
                href={target.href}
                target="_blank"
                rel="noopener noreferrer"
                className={styles.link}
              >
                {image}
              </a>
            ) : (
              image
            )}
          </li>
        );
      })}
    </ul>
  );
}
