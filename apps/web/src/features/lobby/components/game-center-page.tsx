import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import type { GameCategory } from '@app/contracts/system';
import { useConsolidatedSettings } from '@/shared/api/get-consolidated-settings';
import { cdnUrl } from '@/shared/lib/cdn';
import { vendorCategories } from '@/shared/lib/game-categories';
import { paths } from '@/shared/lib/paths';
import { CrownIcon } from '@/shared/ui/icons/crown';
import { FlameIcon } from '@/shared/ui/icons/flame';
import { GamepadIcon } from '@/shared/ui/icons/gamepad';
import { GridIcon } from '@/shared/ui/icons/grid';
import { TicketIcon } from '@/shared/ui/icons/ticket';
import { TrophyIcon } from '@/shared/ui/icons/trophy';
import { GameListTitle } from './game-list-header';
import styles from './game-list-pages.module.css';

/** Where a category's tile leads: its category page, else the game list of that type. */
export function categoryPath(category: GameCategory): string {
  switch (category) {
    case 'LIVE':
      return paths.liveGames();
    case 'RNG':
      return paths.slotGames();
    case 'FISH':
      return paths.fishingGames();
    case 'PVP':
      return paths.pokerGames();
    case 'SPORTS':
      return paths.sportGames();
    case 'ESPORTS':
      return paths.esportGames();
    case 'LOTT':
      return paths.lott();
    case 'ELOTT':
      return paths.elott();
    default:
      return paths.gameList({ gameType: category });
  }
}

const tileColours: Partial<Record<GameCategory, string>> = {
  RNG: 'linear-gradient(135deg, #7b3fe4 0%, #4527a0 100%)',
  LIVE: 'linear-gradient(135deg, #e53958 0%, #8e1538 100%)',
  FISH: 'linear-gradient(135deg, #1fa2d6 0%, #0d5c8f 100%)',
  PVP: 'linear-gradient(135deg, #1f9d63 0%, #0e5c3a 100%)',
  SPORTS: 'linear-gradient(135deg, #f08a24 0%, #a34a08 100%)',
  ESPORTS: 'linear-gradient(135deg, #5b6cf0 0%, #2a338f 100%)',
  COCKFIGHT: 'linear-gradient(135deg, #c2492d 0%, #6e2412 100%)',
  LOTT: 'linear-gradient(135deg, #d4a017 0%, #8a6200 100%)',
  ELOTT: 'linear-gradient(135deg, #b8318f 0%, #5e1449 100%)',
  INHOUSE: 'linear-gradient(135deg, #3a8f8f 0%, #184f4f 100%)',
};

const tileIcon = (category: GameCategory): ReactNode => {
  if (category === 'LOTT' || category === 'ELOTT') return <TicketIcon />;
  if (category === 'LIVE' || category === 'PVP') return <CrownIcon />;
  if (category === 'SPORTS' || category === 'ESPORTS' || category === 'COCKFIGHT')
    return <TrophyIcon />;
  return <GamepadIcon />;
};

/**
 * /m/gameCenter: the game categories of the consolidated settings, in the lobby's order (spec 4),
 * as big tiles leading to each category page (or the game list of that type), with a few of the
 * category's vendor logos; then hot games and all providers.
 */
export function GameCenterPage() {
  const { t } = useTranslation();
  const { data: settings } = useConsolidatedSettings();
  const categories = vendorCategories(settings?.gameCategories ?? []);
  return (
    <main id="main" className={styles.main}>
      <GameListTitle />
      <p className={styles.intro}>{t('gameList.gameCenter.intro')}</p>
      <ul className={styles.categoryGrid}>
        {categories.map((c) => {
          const name = t(`categories.${c.gameCategory}`);
          return (
            <li key={c.gameCategory}>
              <Link
                to={categoryPath(c.gameCategory)}
                className={styles.categoryTile}
                style={{ '--tile-bg': tileColours[c.gameCategory] } as CSSProperties}
                aria-label={t('gameList.gameCenter.open', { category: name })}
                data-testid="category-tile"
                data-category={c.gameCategory}
              >
                <span className={styles.categoryIcon}>{tileIcon(c.gameCategory)}</span>
                <span className={styles.categoryName}>{name}</span>
                <span className={styles.categoryVendors} aria-hidden="true">
                  {c.vendors.slice(0, 3).map((v) => (
                    <img
                      key={v}
                      src={cdnUrl(`vendors/${v}.svg`)}
                      alt=""
                      width={50}
                      height={20}
                      loading="lazy"
                      decoding="async"
                    />
                  ))}
                </span>
              </Link>
            </li>
          );
        })}
        <li className={styles.wide}>
          <Link
            to={paths.hotGames()}
            className={`${styles.categoryTile} ${styles.wide}`}
            style={
              { '--tile-bg': 'linear-gradient(135deg, #ff7a2f 0%, #c2261b 100%)' } as CSSProperties
            }
            data-testid="category-tile"
            data-category="HOT"
          >
            <span className={styles.categoryIcon}>
              <FlameIcon />
            </span>
            <span className={styles.categoryName}>{t('gameList.gameCenter.hot')}</span>
          </Link>
        </li>
        <li className={styles.wide}>
          <Link
            to={paths.providers()}
            className={`${styles.categoryTile} ${styles.wide}`}
            style={
              { '--tile-bg': 'linear-gradient(135deg, #44506e 0%, #1d2643 100%)' } as CSSProperties
            }
            data-testid="category-tile"
            data-category="PROVIDERS"
          >
            <span className={styles.categoryIcon}>
              <GridIcon />
            </span>
            <span className={styles.categoryName}>{t('gameList.gameCenter.providers')}</span>
          </Link>
        </li>
      </ul>
    </main>
  );
}
