import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { useCategoryStore } from '@/shared/lib/category-store';
import { vendorCategories } from '@/shared/lib/game-categories';
import { paths } from '@/shared/lib/paths';
import { SocialLinks, hasSocialLinks } from '@/shared/ui/social-links';
import { Collapsible } from '@/shared/ui/collapsible';
import { useConsolidatedSettings } from '@/shared/api/get-consolidated-settings';
import { useHelpCenter } from '@/shared/api/get-help-center';
import { useSystemStatus } from '@/shared/api/get-status';
import styles from './home-footer.module.css';

/** Vendors named by the spec for the footer, used until settings arrive. */
const defaultFooterVendors = ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'];

/** The home footer (spec section 2, "Home footer"). */
export function HomeFooter() {
  const { t } = useTranslation();
  const { data: settings } = useConsolidatedSettings();
  const { data: help } = useHelpCenter();
  const { data: status } = useSystemStatus();
  const current = useCategoryStore((s) => s.current);
  const setCurrent = useCategoryStore((s) => s.setCurrent);
  const categories = vendorCategories(settings?.gameCategories ?? []);
  const vendors = settings?.footerVendors ?? defaultFooterVendors;

  return (
    <footer className={styles.footer}>
      {/* Labelled "Games", not "Game menu": the menu toggle's name "Menu" must stay unique (e2e contract). */}
      <Collapsible title={t('footer.gameMenu')}>
        <ul className={styles.chips}>
          {categories.map((c) => (
            <li key={c.gameCategory}>
              <button
                type="button"
                className={styles.chip}
                aria-pressed={current === c.gameCategory}
                onClick={() => {
                  setCurrent(c.gameCategory);
                  window.scrollTo({ top: 0, behavior: 'smooth' });
                }}
              >
                {t(`categories.${c.gameCategory}`)}
              </button>
            </li>
          ))}
        </ul>
      </Collapsible>
      <Collapsible title={t('footer.helpCenter')}>
        <ul className={styles.links}>
          {(help ?? []).map((item, index) => (
            <li key={`${index}-${item.title}`}>
              <Link className={styles.link} to={paths.help({ i: index })}>
                {item.title}
              </Link>
            </li>
          ))}
        </ul>
      </Collapsible>

      {hasSocialLinks(status?.info.resources) && (
        <section className={styles.block} aria-labelledby="footer-follow">
          <h2 id="footer-follow" className={styles.blockTitle}>
            {t('footer.followUs')}
          </h2>
          <SocialLinks resources={status?.info.resources} />
        </section>
      )}

      <section className={styles.block} aria-labelledby="footer-vendors">
        <h2 id="footer-vendors" className={styles.blockTitle}>
          {t('footer.vendors')}
        </h2>
        <ul className={styles.vendors}>
          {vendors.map((v) => (
            <li key={v} className={styles.vendor}>
              {v}
            </li>
          ))}
        </ul>
      </section>

      {settings && settings.footer.images.length > 0 && (
        <ul className={styles.images}>
          {settings.footer.images.map((img) => (
            <li key={img.url}>
              <img
                src={img.url}
                alt={img.alt}
                width={img.width}
                height={img.height}
                loading="lazy"
                decoding="async"
              />
            </li>
          ))}
        </ul>
      )}
      {settings?.footer.infoText && <p className={styles.info}>{settings.footer.infoText}</p>}

      <p className={styles.adult}>
        <span className={styles.adultBadge}>{t('footer.adultBadge')}</span>
        <span>{t('footer.adultStatement')}</span>
      </p>
      {/* Issue 18: the responsible-gaming link, to the safer-gambling tools and help. */}
      <Link
        className={styles.saferGambling}
        to={paths.saferGambling()}
        data-testid="footer-safer-gambling"
      >
        {t('footer.saferGambling')}
      </Link>
    </footer>
  );
}
