import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import type { Game, PlayableGameType } from '@app/contracts/games';
import {
  hotGamesLimit,
  hotLayout,
  showHotSeeAll,
  stripSlidesFirst,
} from '@/shared/lib/lobby-rules';
import { paths } from '@/shared/lib/paths';
import { Carousel } from '@/shared/ui/carousel';
import { FlameIcon } from '@/shared/ui/icons/flame';
import { useHotGames } from '../api/get-hot-games';
import { GameGrid } from './game-grid';
import { GameTile } from './game-tile';
import { TileSkeletons } from './home-skeletons';
import section from './home-section.module.css';
import styles from './hot-games-strip.module.css';

/** Columns of two tiles each, for the 4 x 2 layout. */
export function pairUp<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += 2) out.push(items.slice(i, i + 2));
  return out;
}

/**
 * Hot games strip (spec 2): on HOME a carousel, 4 columns x 2 rows above 3 games (else 3 in a
 * row), with a see-all link to /m/hot-games and arrows above 6 games; in other categories a
 * plain grid of that category's hot games.
 */
export function HotGamesStrip({ gameType, home }: { gameType?: PlayableGameType; home: boolean }) {
  const { t } = useTranslation();
  const { data, isPending } = useHotGames({
    gameType,
    limit: home ? hotGamesLimit.home : hotGamesLimit.category,
  });
  const title = (
    <h3 className={section.title}>
      <FlameIcon size={18} className={section.titleIcon} />
      <span className={section.titleText}>{t('lobby.hotGames')}</span>
    </h3>
  );
  if (!data && isPending)
    return (
      <section className={section.section} aria-label={t('lobby.hotGames')}>
        <div className={section.head}>{title}</div>
        <TileSkeletons count={home ? 4 : 3} columns={home ? 4 : 3} gap={8} />
        {home && <TileSkeletons count={4} columns={4} gap={8} />}
      </section>
    );
  const games: readonly Game[] = data ?? [];
  if (games.length === 0) return null;

  if (!home)
    return (
      <section className={section.section} data-testid="hot-games-strip" data-layout="grid">
        <div className={section.head}>{title}</div>
        <GameGrid games={games} label={t('lobby.hotGames')} />
      </section>
    );

  const layout = hotLayout(games.length);
  const seeAll = showHotSeeAll(games.length);
  const perView = layout === 'grid4x2' ? 4 : 3;
  // Home's strip is below the fold and the banner is the page's largest image: the tiles load
  // lazily (no eager, high-priority images competing with the banner; issue 19, LCP).
  return (
    <section className={section.section} data-testid="hot-games-strip" data-layout={layout}>
      <Carousel
        label={t('lobby.hotGames')}
        title={title}
        action={
          seeAll ? (
            <Link to={paths.hotGames()} className={section.more}>
              {t('lobby.seeAll')}
            </Link>
          ) : undefined
        }
        perView={perView}
        gap={8}
        arrows={seeAll}
        renderFirst={stripSlidesFirst(perView)}
      >
        {layout === 'grid4x2'
          ? pairUp(games).map((pair) => (
              <div key={pair[0]?.nodeId} className={styles.column}>
                {pair.map((game) => (
                  <GameTile key={game.nodeId} game={game} />
                ))}
              </div>
            ))
          : games.map((game) => <GameTile key={game.nodeId} game={game} />)}
      </Carousel>
    </section>
  );
}
