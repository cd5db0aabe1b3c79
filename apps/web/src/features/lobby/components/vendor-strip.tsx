import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { cdnUrl } from '@/shared/lib/cdn';
import { stripSlidesFirst, vendorStripArrows, vendorStripGap } from '@/shared/lib/lobby-rules';
import { paths } from '@/shared/lib/paths';
import { Carousel } from '@/shared/ui/carousel';
import type { VendorCard } from './home-vendors';
import { LogoSkeletons } from './home-skeletons';
import section from './home-section.module.css';
import styles from './vendor-strip.module.css';

/** Vendor logos are drawn 240 x 96. */
export const vendorLogoSize = { width: 240, height: 96 } as const;

/** One vendor logo linking to the game list of that vendor (and type). */
export function VendorLogoLink({ vendor, className }: { vendor: VendorCard; className?: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to={paths.gameList({ gameType: vendor.gameType, vassalage: vendor.code })}
      className={className ?? styles.logoLink}
      aria-label={t('lobby.vendorGames', { vendor: vendor.name })}
      data-testid="vendor-link"
      data-vendor={vendor.code}
    >
      <img
        className={styles.logo}
        src={cdnUrl(vendor.icon)}
        alt=""
        width={vendorLogoSize.width}
        height={vendorLogoSize.height}
        loading="lazy"
        decoding="async"
        draggable={false}
      />
    </Link>
  );
}

/**
 * Vendor strip (spec 2, "Game row per category and vendor strip"): a swiper of vendor logos with
 * prev/next buttons when there is more than one vendor; spacing 10 (16 when single).
 */
export function VendorStrip({
  vendors,
  title,
  loading = false,
}: {
  vendors: readonly VendorCard[];
  title: string;
  loading?: boolean;
}) {
  if (loading)
    return (
      <section className={section.section} aria-label={title}>
        <div className={section.head}>
          <h3 className={section.title}>{title}</h3>
        </div>
        <LogoSkeletons count={3} />
      </section>
    );
  if (vendors.length === 0) return null;
  return (
    <section className={section.section} data-testid="vendor-strip">
      <Carousel
        label={title}
        title={<h3 className={section.title}>{title}</h3>}
        perView={3}
        gap={vendorStripGap(vendors.length)}
        arrows={vendorStripArrows(vendors.length)}
        renderFirst={stripSlidesFirst(3)}
      >
        {vendors.map((v) => (
          <VendorLogoLink key={v.code} vendor={v} />
        ))}
      </Carousel>
    </section>
  );
}
