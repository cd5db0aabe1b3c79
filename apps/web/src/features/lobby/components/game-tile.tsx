import { createContext, memo, useContext, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { Game } from '@app/contracts/games';
import { cdnUrl } from '@/shared/lib/cdn';
import { cx } from '@/shared/lib/cx';
import { useGameFrameStore } from '@/shared/lib/game-frame-store';
import { gameIconSize } from '@/shared/lib/lobby-rules';
import { StarIcon } from '@/shared/ui/icons/star';
import { useFavouriteIds } from '../api/get-favourite-ids';
import { useLaunchGame } from '../api/launch-game';
import { useToggleFavourite } from '../api/toggle-favourite';
import styles from './game-tile.module.css';

/** Drawn when both the icon and the default icon fail: a neutral tile with a play mark. */
export const placeholderIcon =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><rect width="200" height="200" rx="24" fill="#27314f"/><path d="M82 64l56 36-56 36z" fill="#aab3cc"/></svg>',
  );

/**
 * The image sources a tile tries, in order: the game's icon (unless `showIcon` is 0: vendor
 * artwork withheld), the default icon, then the built-in placeholder.
 */
export function tileImageSources(
  game: Pick<Game, 'showIcon' | 'iconUrl' | 'defaultIcon'>,
): string[] {
  const sources = [
    game.showIcon === 1 ? cdnUrl(game.iconUrl) : '',
    cdnUrl(game.defaultIcon),
    placeholderIcon,
  ].filter((s) => s !== '');
  return sources.filter((s, i) => sources.indexOf(s) === i);
}

function TileImage({ game, priority }: { game: Game; priority: boolean }) {
  const sources = tileImageSources(game);
  const [stage, setStage] = useState(0);
  const src = sources[Math.min(stage, sources.length - 1)] ?? placeholderIcon;
  return (
    <img
      className={styles.image}
      src={src}
      alt=""
      width={gameIconSize}
      height={gameIconSize}
      loading={priority ? 'eager' : 'lazy'}
      // The first screen's tiles hold the page's largest image (the game list's LCP): fetch them
      // first rather than after the browser's layout-time boost.
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      draggable={false}
      data-fallback={stage > 0 ? String(stage) : undefined}
      onError={() => setStage((s) => (s < sources.length - 1 ? s + 1 : s))}
    />
  );
}

/**
 * What a tile does and shows beyond its game: launch, the favourite toggle, the favourite ids and
 * the game being launched. A long list provides them once (`GameTileActionsProvider`) instead of
 * each tile subscribing to the same queries, mutations and router state: mounting a row of tiles
 * while scrolling then costs a little React work, not three queries' and mutations' worth per
 * tile (decision 0046). A tile outside a provider finds them itself.
 */
type GameTileActions = {
  launch: (game: Game) => void;
  toggleFavourite: (game: Game) => void;
  favouriteIds: ReadonlySet<number>;
  launching: number | null;
};

const GameTileActionsContext = createContext<GameTileActions | null>(null);

function useGameTileActions(): GameTileActions {
  const launch = useLaunchGame();
  const toggleFavourite = useToggleFavourite();
  const { ids } = useFavouriteIds();
  const launching = useGameFrameStore((s) => s.launching);
  return useMemo(
    () => ({ launch, toggleFavourite, favouriteIds: ids, launching }),
    [launch, toggleFavourite, ids, launching],
  );
}

/** Gives every GameTile inside one shared set of actions (long lists: the game list grid). */
export function GameTileActionsProvider({ children }: { children: ReactNode }) {
  const actions = useGameTileActions();
  return (
    <GameTileActionsContext.Provider value={actions}>{children}</GameTileActionsContext.Provider>
  );
}

function FavouriteStar({
  game,
  on,
  onToggle,
}: {
  game: Game;
  on: boolean;
  onToggle: (game: Game) => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={cx(styles.star, on && styles.starOn)}
      aria-pressed={on}
      aria-label={
        on
          ? t('games.removeFavourite', { name: game.gameName })
          : t('games.addFavourite', { name: game.gameName })
      }
      data-testid="favourite-star"
      onClick={() => onToggle(game)}
    >
      <StarIcon size={18} fill={on ? 'currentColor' : 'none'} />
    </button>
  );
}

type GameTileProps = {
  game: Game;
  showFavourite?: boolean;
  priority?: boolean;
};

/**
 * One game (spec section 2): square icon reserving its size, name under it, vendor and NEW
 * badges, a favourite star; a tap launches the game. The launch control is a real button named
 * after the game; the star is a separate toggle button (aria-pressed), never nested in it.
 */
export const GameTile = memo(function GameTile(props: GameTileProps) {
  const shared = useContext(GameTileActionsContext);
  return shared ? (
    <GameTileView {...props} actions={shared} />
  ) : (
    <GameTileWithOwnActions {...props} />
  );
});

function GameTileWithOwnActions(props: GameTileProps) {
  const actions = useGameTileActions();
  return <GameTileView {...props} actions={actions} />;
}

function GameTileView({
  game,
  showFavourite = true,
  priority = false,
  actions,
}: GameTileProps & { actions: GameTileActions }) {
  const { t } = useTranslation();
  const busy = actions.launching === game.nodeId;
  return (
    <div
      className={styles.tile}
      data-testid="game-tile"
      data-node-id={game.nodeId}
      data-vendor={game.vassalage}
    >
      <button
        type="button"
        className={styles.launch}
        aria-label={t('games.play', { name: game.gameName })}
        aria-busy={busy || undefined}
        onClick={() => actions.launch(game)}
      >
        <span className={styles.frame}>
          <TileImage game={game} priority={priority} />
          {busy && <span className={styles.spinner} aria-hidden="true" />}
          {game.isNew === 1 && (
            <span className={styles.isNew} data-testid="game-new">
              {t('games.newBadge')}
            </span>
          )}
        </span>
        <span className={styles.name}>{game.gameName}</span>
        <span className={styles.vendor} data-testid="game-vendor">
          {game.vassalage}
        </span>
      </button>
      {showFavourite && (
        <FavouriteStar
          game={game}
          on={actions.favouriteIds.has(game.nodeId)}
          onToggle={actions.toggleFavourite}
        />
      )}
    </div>
  );
}
