import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { cdnUrl } from '@/shared/lib/cdn';
import { paths } from '@/shared/lib/paths';
import type { VendorCard } from './home-vendors';
import { LogoSkeletons } from './home-skeletons';
import { vendorLogoSize } from './vendor-strip';
import section from './home-section.module.css';
import styles from './vendor-strip.module.css';

/**
 * A vendor list (spec 2: lottery, sports and esports categories show a vendor list instead of
 * games): a two-column grid of vendor cards, each opening that vendor's games.
 */
export function VendorList({
  vendors,
  title,
  loading = false,
  headingLevel = 3,
}: {
  vendors: readonly VendorCard[];
  title: string;
  loading?: boolean;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={section.section} data-testid="vendor-list" aria-label={title}>
      <div className={section.head}>
        <Heading className={section.title}>{title}</Heading>
      </div>
      {loading ? (
        <LogoSkeletons count={4} columns={2} />
      ) : vendors.length === 0 ? (
        <p className={section.empty}>{t('lobby.noGames')}</p>
      ) : (
        <ul className={styles.list}>
          {vendors.map((v) => (
            <li key={v.code}>
              <Link
                to={paths.gameList({ gameType: v.gameType, vassalage: v.code })}
                className={styles.card}
                data-testid="vendor-link"
                data-vendor={v.code}
              >
                <img
                  className={styles.logo}
                  src={cdnUrl(v.icon)}
                  alt=""
                  width={vendorLogoSize.width}
                  height={vendorLogoSize.height}
                  loading="lazy"
                  decoding="async"
                />
                <span className={styles.cardName}>{v.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
