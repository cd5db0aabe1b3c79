import { useCallback, type ReactElement } from 'react';
import type { OpenGame } from '@/shared/lib/game-frame-store';
import { NetPositionStrip } from './net-position-strip';
import { PlayBlockedCover } from './play-blocked-cover';
import { usePlaySession } from './play-session-api';
import { RealityCheckPanel } from './reality-check-panel';
import { useRealityCheckDue } from './reality-check-schedule';
import styles from './play-protection.module.css';

/**
 * A real-money game under the member's protections (issue 18): the net position strip, the
 * reality check over the game when the server's next check is due, and, when play is stopped
 * (a refused launch, or the play session's block), a cover in place of the game.
 * `frame(inert)` renders the game's iframe.
 */
export function RealMoneyPlay({
  game,
  frame,
  onLeave,
  onClose,
}: {
  game: OpenGame;
  frame: (inert: boolean) => ReactElement;
  /** Leaves the game the way the Back button does. */
  onLeave: () => void;
  /** Closes the game at once (another screen replaces it). */
  onClose: () => void;
}) {
  // A refused launch has no session to follow.
  const session = usePlaySession(!game.block);
  const { refetch } = session;
  // Fresh figures for the dialog when the check falls due.
  const onDue = useCallback(() => void refetch(), [refetch]);
  const due = useRealityCheckDue(session.data, onDue);
  const block = game.block ?? session.data?.block ?? null;
  return (
    <>
      {session.data && <NetPositionStrip net={session.data.net} />}
      {block ? (
        <PlayBlockedCover block={block} onLeave={onLeave} />
      ) : (
        <div className={styles.stage}>
          {frame(due)}
          {due && session.data && (
            <RealityCheckPanel session={session.data} onLeave={onLeave} onHistory={onClose} />
          )}
        </div>
      )}
    </>
  );
}
