import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { sessionKeys } from '@/shared/api/session-keys';
import { useGameFrameStore, type OpenGame } from '@/shared/lib/game-frame-store';
import { useSessionStore } from '@/shared/lib/session-store';
import { BackIcon } from '@/shared/ui/icons/back';
import {
  isBalanceMessage,
  isFrameEntry,
  popFrameEntry,
  pushFrameEntry,
} from '../lib/game-frame-history';
import { RealMoneyPlay } from '../play-protection/real-money-play';
import styles from './game-frame.module.css';

/**
 * The launched game, full screen above the shell (header, footer and page stay underneath): a
 * back bar with the game's name and wallet, and the game page in an iframe. The app's Back
 * button and the browser's Back both close it; closing and every round the game reports
 * (`demo-game:balance` postMessage from our origin) refresh the session's data, so the header
 * balance follows the game. Rendered lazily by the shell while a game is open (decision 0024).
 * A real-money game plays under the member's protections (issue 18): net position, reality
 * checks, and a cover in place of the game when play is stopped.
 */
export function GameFrame() {
  const game = useGameFrameStore((s) => s.game);
  if (!game) return null;
  return <GameFrameLayer key={`${game.nodeId}:${game.url}`} game={game} />;
}

function GameFrameLayer({ game }: { game: OpenGame }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const close = useGameFrameStore((s) => s.close);
  const layerRef = useRef<HTMLDivElement>(null);
  const backRef = useRef<HTMLButtonElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const token = useSessionStore((s) => s.session?.token ?? '');
  const openedToken = useRef(token);

  const refreshSessionData = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
  }, [queryClient]);

  // One history entry while open; the browser's Back pops it and closes the frame.
  useEffect(() => {
    pushFrameEntry();
    const onPop = (event: PopStateEvent) => {
      if (!isFrameEntry(event.state)) close();
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [close]);

  // Modal: the shell's other parts (header, page, footer, menus) are inert and the page does not
  // scroll while the game is open (toasts stay readable); focus moves into the layer and back
  // to where it was (the tile) when it closes.
  useEffect(() => {
    const layer = layerRef.current;
    const previous = document.activeElement as HTMLElement | null;
    const siblings = [...(layer?.parentElement?.children ?? [])].filter(
      (el) =>
        el !== layer &&
        !el.hasAttribute('inert') &&
        el.getAttribute('data-testid') !== 'toast-host',
    );
    for (const el of siblings) el.setAttribute('inert', '');
    backRef.current?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      for (const el of siblings) el.removeAttribute('inert');
      document.body.style.overflow = overflow;
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  // Every round the game reports, and the close itself, refresh the wallet and other session data.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frameRef.current?.contentWindow) return;
      if (isBalanceMessage(event, window.location.origin)) refreshSessionData();
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      refreshSessionData();
    };
  }, [refreshSessionData]);

  // The session ended (logout, expiry): the game's launch is no longer the player's.
  useEffect(() => {
    if (token !== openedToken.current) {
      if (!popFrameEntry()) close();
    }
  }, [token, close]);

  function onBack() {
    if (!popFrameEntry()) close();
  }

  const walletLabel = game.wallet === 'PLAY' ? t('games.playMoney') : t('games.realMoney');
  // Inert while a reality check waits for the member's answer.
  const frame = (inert: boolean) => (
    <iframe
      ref={frameRef}
      className={styles.frame}
      src={game.url}
      title={t('games.frameTitle', { name: game.gameName })}
      allow="fullscreen; autoplay"
      allowFullScreen
      referrerPolicy="same-origin"
      inert={inert}
    />
  );

  return (
    <div
      ref={layerRef}
      className={styles.layer}
      role="dialog"
      aria-modal="true"
      aria-label={t('games.frameLabel', { name: game.gameName })}
      data-testid="game-frame"
      data-wallet={game.wallet}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onBack();
      }}
    >
      <div className={styles.bar}>
        <button
          ref={backRef}
          type="button"
          className={styles.back}
          onClick={onBack}
          data-testid="game-frame-back"
        >
          <BackIcon size={22} />
          <span>{t('games.frameBack')}</span>
        </button>
        <h2 className={styles.name}>{game.gameName}</h2>
        <span className={styles.wallet} data-wallet={game.wallet} data-testid="game-frame-wallet">
          {walletLabel}
        </span>
      </div>
      {game.wallet === 'REAL' ? (
        <RealMoneyPlay game={game} frame={frame} onLeave={onBack} onClose={close} />
      ) : (
        frame(false)
      )}
    </div>
  );
}
