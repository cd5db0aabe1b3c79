import type { Game } from '@app/contracts/games';
import { cx } from '@/shared/lib/cx';
import { GameTile, GameTileActionsProvider } from './game-tile';
import styles from './game-grid.module.css';

/**
 * A plain (non-virtual) grid of tiles for short lists (40 or fewer): 3 columns at 390 px. Long
 * lists use the virtual grid. The first `priorityCount` tiles load their images eagerly (above
 * the fold).
 */
export function GameGrid({
  games,
  showFavourite = true,
  priorityCount = 0,
  className,
  label,
}: {
  games: readonly Game[];
  showFavourite?: boolean;
  priorityCount?: number;
  className?: string;
  /** Accessible name of the list, when the heading does not name it. */
  label?: string;
}) {
  return (
    <GameTileActionsProvider>
      <ul className={cx(styles.grid, className)} aria-label={label} data-testid="game-grid">
        {games.map((game, i) => (
          <li key={game.nodeId} className={styles.cell}>
            <GameTile game={game} showFavourite={showFavourite} priority={i < priorityCount} />
          </li>
        ))}
      </ul>
    </GameTileActionsProvider>
  );
}
