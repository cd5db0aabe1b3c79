import { useMemo } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import type { Game, PlayableGameType, Vendor } from '@app/contracts/games';
import type { GameCategorySetting } from '@app/contracts/system';
import { useConsolidatedSettings } from '@/shared/api/get-consolidated-settings';
import { cdnUrl } from '@/shared/lib/cdn';
import { gamePageSizes, sportsVendors } from '@/shared/lib/lobby-rules';
import { paths } from '@/shared/lib/paths';
import { ChevronRightIcon } from '@/shared/ui/icons/chevron-right';
import { GamepadIcon } from '@/shared/ui/icons/gamepad';
import { ListState, RetryButton } from '@/shared/ui/list-state';
import { useGameListPage } from '../api/get-game-list';
import { useVendors } from '../api/get-vendors';
import { GameGrid } from './game-grid';
import styles from './game-list-pages.module.css';

export type VendorGroup = { code: string; vendor: Vendor | undefined; games: Game[] };

/**
 * The vendor codes a category page shows, in the consolidated settings' order (spec 9 for
 * sports and esports: esports are the sports list filtered to the esport vendors; sports drop
 * them and keep 8).
 */
export function categoryVendorCodes(
  categories: readonly GameCategorySetting[],
  type: PlayableGameType,
): string[] {
  const of = (c: string) => categories.find((x) => x.gameCategory === c)?.vendors ?? [];
  if (type === 'SPORTS' || type === 'ESPORTS') {
    const esports = of('ESPORTS');
    return sportsVendors([...new Set([...of('SPORTS'), ...esports])], esports, type);
  }
  return of(type);
}

/**
 * Games grouped by vendor: the configured vendors first, in their order, then any other vendor
 * with games of the type (so no game is hidden); vendors without games are left out.
 */
export function groupByVendor(
  games: readonly Game[],
  order: readonly string[],
  vendors: ReadonlyMap<string, Vendor>,
): VendorGroup[] {
  const byVendor = new Map<string, Game[]>();
  for (const g of games) byVendor.set(g.vassalage, [...(byVendor.get(g.vassalage) ?? []), g]);
  const codes = [...new Set([...order, ...byVendor.keys()])];
  return codes
    .filter((code) => (byVendor.get(code)?.length ?? 0) > 0)
    .map((code) => ({ code, vendor: vendors.get(code), games: byVendor.get(code) ?? [] }));
}

/**
 * A category page of vendor lobbies (sports, esports) or lottery games (lott, elott): one section
 * per vendor of the category (consolidated settings), its logo and name, and its games as tiles
 * that launch; a link to that vendor's full list when it has more.
 */
export function VendorGroups({ type }: { type: PlayableGameType }) {
  const { t } = useTranslation();
  const { data: settings } = useConsolidatedSettings();
  const { data: vendorList } = useVendors(type);
  const {
    data: page,
    isPending,
    isError,
    refetch,
  } = useGameListPage({
    gameType: type,
    pageSize: gamePageSizes.max,
  });
  const vendors = useMemo(
    () => new Map((vendorList ?? []).map((v) => [v.vassalage, v])),
    [vendorList],
  );
  const order = categoryVendorCodes(settings?.gameCategories ?? [], type);
  const groups = groupByVendor(page?.list ?? [], order, vendors);
  const more = page ? page.total > page.list.length : false;

  if (isPending)
    return (
      <div className={styles.loading} role="status" aria-label={t('gameList.loading')}>
        <span className={styles.skeletonWide} />
        <span className={styles.skeletonWide} />
      </div>
    );
  if (isError)
    return (
      <ListState
        testId="game-list-error"
        alert
        icon={<GamepadIcon size={32} />}
        title={t('gameList.loadError')}
        action={<RetryButton onRetry={() => void refetch()} label={t('gameList.retry')} />}
      />
    );
  if (groups.length === 0)
    return (
      <ListState
        testId="game-list-empty"
        icon={<GamepadIcon size={32} />}
        title={t('gameList.category.noVendors')}
      />
    );
  return (
    <>
      {groups.map((group) => {
        const name = group.vendor?.displayName ?? group.code;
        return (
          <section
            key={group.code}
            className={styles.group}
            aria-labelledby={`vendor-${group.code}`}
            data-testid="vendor-group"
            data-vendor={group.code}
          >
            <div className={styles.groupHead}>
              <img
                className={styles.groupLogo}
                src={cdnUrl(group.vendor?.mobileLargeIcon || `vendors/${group.code}.svg`)}
                alt=""
                width={80}
                height={32}
                loading="lazy"
                decoding="async"
              />
              <h2 id={`vendor-${group.code}`} className={styles.groupTitle}>
                {name}
              </h2>
              <Link
                className={styles.groupMore}
                to={paths.gameList({ gameType: type, vassalage: group.code })}
                aria-label={t('gameList.category.lotteryGames', { vendor: name })}
              >
                <ChevronRightIcon size={20} />
              </Link>
            </div>
            <GameGrid games={group.games} label={name} />
          </section>
        );
      })}
      {more && (
        <Link className={styles.moreLink} to={paths.gameList({ gameType: type })}>
          {t('gameList.loadMore')}
        </Link>
      )}
    </>
  );
}
