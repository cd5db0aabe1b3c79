import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { playableGameTypes, type PlayableGameType } from '@app/contracts/game-constants';
import type { Vendor } from '@app/contracts/games';
import type { GameCategorySetting } from '@app/contracts/system';
import { useConsolidatedSettings } from '@/shared/api/get-consolidated-settings';
import { cdnUrl } from '@/shared/lib/cdn';
import { vendorCategories } from '@/shared/lib/game-categories';
import { paths } from '@/shared/lib/paths';
import { GamepadIcon } from '@/shared/ui/icons/gamepad';
import { ListState, RetryButton } from '@/shared/ui/list-state';
import { useVendors } from '../api/get-vendors';
import styles from './game-list-pages.module.css';
import { GameListHeader, GameListTitle } from './game-list-header';

export type ProviderGroup = { type: PlayableGameType; vendors: Vendor[] };

/**
 * Every vendor under each type it has games of; types in the lobby's category order (spec 4,
 * consolidated settings), then any other type with vendors. Within a type, the category's
 * configured vendors first in their order, then the rest in server order.
 */
export function groupProviders(
  vendors: readonly Vendor[],
  categories: readonly GameCategorySetting[],
): ProviderGroup[] {
  const sorted = vendorCategories(categories);
  const typeOrder = [
    ...new Set([
      ...sorted
        .map((c) => c.gameCategory)
        .filter((c): c is PlayableGameType => (playableGameTypes as readonly string[]).includes(c)),
      ...playableGameTypes,
    ]),
  ];
  return typeOrder
    .map((type) => {
      const configured = sorted.find((c) => c.gameCategory === type)?.vendors ?? [];
      const rank = (code: string) => {
        const i = configured.indexOf(code);
        return i === -1 ? configured.length : i;
      };
      const list = vendors
        .map((v, i) => ({ v, i }))
        .filter(({ v }) => v.gameTypes.includes(type))
        .sort((a, b) => rank(a.v.vassalage) - rank(b.v.vassalage) || a.i - b.i)
        .map(({ v }) => v);
      return { type, vendors: list };
    })
    .filter((g) => g.vendors.length > 0);
}

/**
 * /m/providers: all vendors (logo tiles), grouped by game type; a tile opens the game list of
 * that vendor and type.
 */
export function ProvidersPage() {
  const { t } = useTranslation();
  const { data: settings } = useConsolidatedSettings();
  const { data: vendors, isPending, isError, refetch } = useVendors();
  const groups = groupProviders(vendors ?? [], settings?.gameCategories ?? []);
  return (
    <>
      <GameListHeader />
      <main id="main" className={styles.main}>
        <GameListTitle />
        <p className={styles.intro}>{t('gameList.providers.intro')}</p>
        {isPending ? (
          <div className={styles.loading} role="status" aria-label={t('gameList.loading')}>
            <span className={styles.skeletonWide} />
            <span className={styles.skeletonWide} />
          </div>
        ) : isError ? (
          <ListState
            testId="providers-error"
            alert
            icon={<GamepadIcon size={32} />}
            title={t('gameList.loadError')}
            action={<RetryButton onRetry={() => void refetch()} label={t('gameList.retry')} />}
          />
        ) : groups.length === 0 ? (
          <ListState
            testId="providers-empty"
            icon={<GamepadIcon size={32} />}
            title={t('gameList.providers.empty')}
          />
        ) : (
          groups.map((group) => (
            <section
              key={group.type}
              aria-labelledby={`providers-${group.type}`}
              data-testid="provider-group"
              data-type={group.type}
            >
              <h2 id={`providers-${group.type}`} className={styles.sectionTitle}>
                {t(`categories.${group.type}`)}
              </h2>
              <ul className={styles.vendorGrid}>
                {group.vendors.map((v) => (
                  <li key={v.vassalage}>
                    <Link
                      className={styles.vendorCard}
                      to={paths.gameList({ gameType: group.type, vassalage: v.vassalage })}
                      aria-label={t('gameList.providers.open', {
                        vendor: v.displayName,
                        type: t(`categories.${group.type}`),
                      })}
                      data-testid="provider-link"
                      data-vendor={v.vassalage}
                    >
                      <img
                        className={styles.vendorLogo}
                        src={cdnUrl(v.mobileLargeIcon || `vendors/${v.vassalage}.svg`)}
                        alt=""
                        width={240}
                        height={96}
                        loading="lazy"
                        decoding="async"
                      />
                      <span>{v.displayName}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))
        )}
      </main>
    </>
  );
}
