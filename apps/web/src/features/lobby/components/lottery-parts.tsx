import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { LotteryGame, OpenNumero } from '@app/contracts/lottery';
import { cdnUrl } from '@/shared/lib/cdn';
import { useGameFrameStore } from '@/shared/lib/game-frame-store';
import { ClockIcon } from '@/shared/ui/icons/clock';
import { useLaunchGame } from '../api/launch-game';
import { formatCountdown, lotteryAsGame, lotteryCategory, secondsLeft } from '../lib/lottery';
import { placeholderIcon } from './game-tile';
import styles from './lottery-page.module.css';

function useLaunchLottery() {
  const launch = useLaunchGame();
  return (game: LotteryGame) => launch(lotteryAsGame(game), lotteryCategory(game));
}

/** A lottery icon reserving its size; the default icon, then a placeholder, when it fails. */
function LotteryIcon({ game, size }: { game: LotteryGame; size: number }) {
  const sources = [cdnUrl(game.iconUrl), cdnUrl('games/default.svg'), placeholderIcon];
  const [stage, setStage] = useState(0);
  return (
    <img
      className={styles.icon}
      src={sources[stage]}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      draggable={false}
      onError={() => setStage((s) => Math.min(s + 1, sources.length - 1))}
    />
  );
}

/**
 * Ticks once a second; calls `onExpired` once when the countdown reaches 0. `maxSeconds` (the
 * answer's remainingSeconds) caps it, so a new draw never shows more than the server said while
 * the last tick's time is still in state.
 */
function DrawCountdown({
  deadline,
  maxSeconds,
  onExpired,
}: {
  deadline: number;
  maxSeconds: number;
  onExpired: () => void;
}) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  const fired = useRef<number | null>(null);
  const left = Math.min(secondsLeft(deadline, now), Math.max(0, maxSeconds));
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (left === 0 && fired.current !== deadline) {
      fired.current = deadline;
      onExpired();
    }
  }, [left, deadline, onExpired]);
  const time = formatCountdown(left);
  return (
    <span className={styles.countdown}>
      <span className={styles.closesIn}>{left > 0 ? t('lottery.closesIn') : ''}</span>
      <span
        role="timer"
        className={styles.time}
        data-testid="lottery-countdown"
        aria-label={left > 0 ? t('lottery.countdownLabel', { time }) : t('lottery.drawing')}
        // A server-rendered page is hydrated a moment after it was rendered: the seconds left
        // differ by then, which is no mismatch to fail on; the next tick shows the client's.
        suppressHydrationWarning
      >
        <ClockIcon size={14} />
        {left > 0 ? time : t('lottery.drawing')}
      </span>
    </span>
  );
}

/** One lottery game with its open draw: name, numero, draw interval and the live countdown. */
export function LotteryDrawRow({
  game,
  draw,
  deadline,
  onExpired,
}: {
  game: LotteryGame;
  draw: OpenNumero | undefined;
  deadline: number | null;
  onExpired: () => void;
}) {
  const { t } = useTranslation();
  const launch = useLaunchLottery();
  const busy = useGameFrameStore((s) => s.launching === game.nodeId);
  return (
    <button
      type="button"
      className={styles.draw}
      data-testid="lottery-draw"
      data-game-id={game.gameId}
      aria-label={t('lottery.play', { name: game.gameName })}
      aria-busy={busy || undefined}
      onClick={() => launch(game)}
    >
      <LotteryIcon game={game} size={48} />
      <span className={styles.drawText}>
        <span className={styles.drawName}>{game.gameName}</span>
        <span className={styles.numero} data-testid="lottery-numero">
          {draw ? t('lottery.draw', { numero: draw.numero }) : '\u00a0'}
        </span>
        <span className={styles.interval}>
          {t('lottery.everyMinutes', {
            count: Math.max(1, Math.round(game.drawIntervalSeconds / 60)),
          })}
        </span>
      </span>
      {draw && deadline !== null && (
        <DrawCountdown
          deadline={deadline}
          maxSeconds={draw.remainingSeconds}
          onExpired={onExpired}
        />
      )}
    </button>
  );
}

/** A horizontal strip of lottery games (popular, recent); a tap launches. */
export function LotteryGameStrip({
  title,
  games,
  testId,
}: {
  title: string;
  games: readonly LotteryGame[];
  testId: string;
}) {
  const launch = useLaunchLottery();
  const { t } = useTranslation();
  const launching = useGameFrameStore((s) => s.launching);
  const id = `${testId}-title`;
  return (
    <section className={styles.section} aria-labelledby={id} data-testid={testId}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.strip}>
        {games.map((game) => (
          <li key={game.nodeId} className={styles.stripItem}>
            <button
              type="button"
              className={styles.stripGame}
              aria-label={t('lottery.play', { name: game.gameName })}
              aria-busy={launching === game.nodeId || undefined}
              data-game-id={game.gameId}
              onClick={() => launch(game)}
            >
              <LotteryIcon game={game} size={72} />
              <span className={styles.stripName}>{game.gameName}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
