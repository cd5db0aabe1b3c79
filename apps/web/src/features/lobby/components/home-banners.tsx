import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { bannersOf, useAnnouncements, type Banner } from '@/shared/api/get-announcements';
import { timings } from '@/shared/lib/timings';
import { bannerTarget } from '@/shared/ui/banner-group';
import { Carousel } from '@/shared/ui/carousel';
import { CloseIcon } from '@/shared/ui/icons/close';
import { readInviteClosed, rememberInviteClosed } from './home-invite-state';
import styles from './home-banners.module.css';

/** Both home groups come in one cached request (the lottery views reuse it). */
export const homeBannerQuery = { types: 'B', groupName: 'm_lott,m_home' } as const;

/** Home banners are drawn 750 x 300 unless the server says otherwise. */
const defaultRatio = '5 / 2';
const ratioOf = (b: Banner) => (b.width && b.height ? `${b.width} / ${b.height}` : defaultRatio);

/** The invite banner is the first of m_lott (decision 0022). */
export function splitLotteryBanners(banners: readonly Banner[]): {
  invite: Banner | null;
  rest: Banner[];
} {
  const [invite = null, ...rest] = banners;
  return { invite, rest };
}

/** A banner image that links where the banner says (in-app path or external address). */
export function BannerSlide({
  banner,
  alt,
  eager,
  className,
}: {
  banner: Banner;
  alt: string;
  eager: boolean;
  className?: string;
}) {
  const image = (
    <img
      className={styles.image}
      src={banner.url}
      alt={alt}
      width={banner.width ?? 750}
      height={banner.height ?? 300}
      style={{ aspectRatio: ratioOf(banner) }}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      draggable={false}
    />
  );
  const target = bannerTarget(banner.link);
  if (target?.kind === 'internal')
    return (
      <Link to={target.to} className={className ?? styles.link}>
        {image}
      </Link>
    );
  if (target?.kind === 'external')
    return (
      <a
        href={target.href}
        target="_blank"
        rel="noopener noreferrer"
        className={className ?? styles.link}
      >
        {image}
      </a>
    );
  return image;
}

/**
 * The home banner group m_home (spec section 2): autoplay every 5 s with a 1 s transition, loop,
 * dots; paused while touched, hovered or focused, while the tab is hidden and for players who
 * prefer reduced motion. Its space is reserved while the list loads.
 */
export function HomeBanners() {
  const { t } = useTranslation();
  const { data, isPending } = useAnnouncements(homeBannerQuery);
  const banners = bannersOf(data, 'm_home');
  if (!data && isPending) return <div className={styles.placeholder} aria-hidden="true" />;
  if (banners.length === 0) return null;
  return (
    <Carousel
      label={t('lobby.homeBanners')}
      autoplayMs={timings.homeBannerAutoplayMs}
      transitionMs={timings.homeBannerTransitionMs}
      loop
      dots
      className={styles.carousel}
      slideClassName={styles.slide}
      testId="home-banners"
    >
      {banners.map((banner, index) => (
        <BannerSlide
          key={banner.id}
          banner={banner}
          eager={index === 0}
          alt={banner.title || t('common.bannerN', { n: index + 1 })}
        />
      ))}
    </Carousel>
  );
}

/**
 * The lottery banner group's invite banner (m_lott, first item, link /m/inviteFriends) on top of
 * home, with a close button. Closed, it stays closed for the rest of the visit.
 */
export function HomeInviteBanner() {
  const { t } = useTranslation();
  const { data, isPending } = useAnnouncements(homeBannerQuery);
  const [closed, setClosed] = useState(readInviteClosed);
  const { invite } = splitLotteryBanners(bannersOf(data, 'm_lott'));
  if (closed) return null;
  // Its place is held while the list loads, so the banners below do not jump.
  if (!data && isPending) return <div className={styles.invitePlaceholder} aria-hidden="true" />;
  if (!invite) return null;
  return (
    <div className={styles.invite} data-testid="invite-banner">
      <BannerSlide
        banner={invite}
        eager
        alt={invite.title || t('lobby.inviteBanner')}
        className={styles.inviteLink}
      />
      <button
        type="button"
        className={styles.inviteClose}
        aria-label={t('lobby.closeInvite')}
        onClick={() => {
          rememberInviteClosed();
          setClosed(true);
        }}
      >
        <CloseIcon size={16} />
      </button>
    </div>
  );
}

/** The other m_lott banners, on the lottery views (LOTT, ELOTT). */
export function LotteryBanners() {
  const { t } = useTranslation();
  const { data } = useAnnouncements(homeBannerQuery);
  const { rest } = splitLotteryBanners(bannersOf(data, 'm_lott'));
  if (rest.length === 0) return null;
  return (
    <Carousel
      label={t('lobby.lotteryBanners')}
      gap={8}
      dots
      className={styles.carousel}
      slideClassName={styles.slide}
      testId="lottery-banners"
    >
      {rest.map((banner, index) => (
        <BannerSlide
          key={banner.id}
          banner={banner}
          eager={false}
          alt={banner.title || t('common.bannerN', { n: index + 1 })}
        />
      ))}
    </Carousel>
  );
}
