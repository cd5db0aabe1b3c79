import { useEffect, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Link } from 'react-router';
import { gamesOfPage, type PlayableGameType } from '@app/contracts/game-constants';
import {
  gamePageSizes,
  gameRowLayout,
  showGameRowMore,
  stripSlidesFirst,
} from '@/shared/lib/lobby-rules';
import { paths } from '@/shared/lib/paths';
import { useIdle } from '@/shared/lib/when-idle';
import { Carousel } from '@/shared/ui/carousel';
import { useGameListPage } from '../api/get-game-list';
import { GameTile } from './game-tile';
import type { VendorCard } from './home-vendors';
import { TileSkeletons } from './home-skeletons';
import section from './home-section.module.css';

/**
 * True once the page has gone idle (useIdle) and then `delayMs` has passed (0: at once).
 * Staggers the home previews, 400 ms apart, after the first screen (issue 19).
 */
export function useStartAfterIdle(delayMs: number): boolean {
  const idle = useIdle();
  const [delayPassed, setDelayPassed] = useState(false);
  useEffect(() => {
    if (!idle || delayMs <= 0 || delayPassed) return;
    const id = setTimeout(() => setDelayPassed(true), delayMs);
    return () => clearTimeout(id);
  }, [idle, delayMs, delayPassed]);
  return idle && (delayMs <= 0 || delayPassed);
}

/**
 * Game row per category (spec 2): one vendor's games (pageSize 9), 3 slides with 15 px spacing;
 * a More link (to that vendor's game list) and arrows when there are more than 2 games. The title
 * is shown only on the home page. The request starts once the page is idle, `delayMs` later
 * (home previews, 400 ms apart).
 */
export function GameRow({
  gameType,
  vendor,
  showTitle,
  delayMs = 0,
}: {
  gameType: PlayableGameType;
  vendor: VendorCard;
  showTitle: boolean;
  delayMs?: number;
}) {
  const { t } = useTranslation();
  const started = useStartAfterIdle(delayMs);
  const { data, isError, refetch } = useGameListPage(
    { gameType, vassalage: vendor.code, pageNo: 1, pageSize: gamePageSizes.preview },
    { enabled: started },
  );
  const label = t('lobby.vendorGames', { vendor: vendor.name });
  const games = data ? gamesOfPage(data) : [];
  const more = showGameRowMore(games.length);

  if (isError && !data)
    return (
      <section className={section.section} aria-label={label}>
        <p className={section.empty}>
          {t('lobby.loadError')}
          <button type="button" className={section.retry} onClick={() => void refetch()}>
            {t('lobby.retry')}
          </button>
        </p>
      </section>
    );
  if (data && games.length === 0) return null;

  const title = showTitle ? <h3 className={section.title}>{label}</h3> : undefined;
  return (
    <section
      className={section.section}
      data-testid="game-row"
      data-vendor={vendor.code}
      aria-label={showTitle ? undefined : label}
    >
      {!data ? (
        <>
          {showTitle && <div className={section.head}>{title}</div>}
          <TileSkeletons count={gameRowLayout.perView} gap={gameRowLayout.gap} />
        </>
      ) : (
        <Carousel
          label={label}
          title={title}
          action={
            more ? (
              <Link
                to={paths.gameList({ gameType, vassalage: vendor.code })}
                className={section.more}
                aria-label={t('lobby.moreOf', { name: label })}
              >
                {t('lobby.more')}
              </Link>
            ) : undefined
          }
          perView={gameRowLayout.perView}
          gap={gameRowLayout.gap}
          arrows={more}
          renderFirst={stripSlidesFirst(gameRowLayout.perView)}
        >
          {games.map((game) => (
            <GameTile key={game.nodeId} game={game} />
          ))}
        </Carousel>
      )}
    </section>
  );
}
