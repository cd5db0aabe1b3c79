import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { cdnUrl } from '@/shared/lib/cdn';
import { lobbyRules } from '@/shared/lib/lobby-rules';
import { timings } from '@/shared/lib/timings';
import { useIdle } from '@/shared/lib/when-idle';
import { usePrefersReducedMotion } from '@/shared/ui/carousel';
import { TrophyIcon } from '@/shared/ui/icons/trophy';
import { useWinners } from '../api/get-winners';
import section from './home-section.module.css';
import styles from './winner-board.module.css';

/** Rows visible at once; the board moves up one row every 2 s (spec 9). */
export const winnerRowsVisible = 5;
const rowHeight = 56;

/** The next scroll offset: one row on, back to the top after the last full window. */
export function nextWinnerOffset(offset: number, count: number, visible: number): number {
  const last = Math.max(0, count - visible);
  return offset >= last ? 0 : offset + 1;
}

const amountFormat = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * The winner board (spec 2 and 4): up to 20 winners by winAmount descending, moving up a row
 * every 2 s (paused while hovered or focused, while the tab is hidden, and for reduced motion);
 * the language is in the query key, so it reloads on a language change.
 */
export function WinnerBoard({ currencySymbol }: { currencySymbol: string }) {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useWinners();
  const winners = (data ?? []).slice(0, lobbyRules.winnersLimit);
  const [offset, setOffset] = useState(0);
  const paused = useRef(new Set<string>());
  const reducedMotion = usePrefersReducedMotion();
  const count = winners.length;
  // The scroll starts once the page is idle (issue 19), then every 2 s.
  const idle = useIdle();

  useEffect(() => {
    if (!idle || reducedMotion || count <= winnerRowsVisible) return;
    const id = setInterval(() => {
      if (paused.current.size > 0 || document.hidden) return;
      setOffset((o) => nextWinnerOffset(o, count, winnerRowsVisible));
    }, timings.winnerBoardScrollMs);
    return () => clearInterval(id);
  }, [idle, reducedMotion, count]);

  const style = {
    '--row-height': `${rowHeight}px`,
    '--rows': winnerRowsVisible,
    transform: `translateY(${-offset * rowHeight}px)`,
  } as CSSProperties;

  return (
    <section className={section.section} data-testid="winner-board" aria-labelledby="winners-title">
      <div className={section.head}>
        <h2 id="winners-title" className={section.title}>
          <TrophyIcon size={18} className={section.titleIcon} />
          <span className={section.titleText}>{t('lobby.winners')}</span>
        </h2>
      </div>
      <div
        className={styles.viewport}
        style={{ height: rowHeight * winnerRowsVisible }}
        onMouseEnter={() => paused.current.add('hover')}
        onMouseLeave={() => paused.current.delete('hover')}
        onFocus={() => paused.current.add('focus')}
        onBlur={() => paused.current.delete('focus')}
      >
        {!data && isPending ? null : !data && isError ? (
          <p className={section.empty}>
            {t('lobby.loadError')}
            <button type="button" className={section.retry} onClick={() => void refetch()}>
              {t('lobby.retry')}
            </button>
          </p>
        ) : count === 0 ? (
          <p className={section.empty}>{t('lobby.winnersEmpty')}</p>
        ) : (
          <ol
            className={styles.list}
            style={style}
            data-offset={offset}
            // Focusable so keyboard users can pause it and scroll it like the others can read it.
            tabIndex={0}
            aria-label={t('lobby.winners')}
          >
            {winners.map(({ vo }, i) => (
              <li
                key={`${vo.nodeId}-${vo.customerName}-${i}`}
                className={styles.row}
                data-testid="winner"
              >
                <span className={styles.rank}>{i + 1}</span>
                <img
                  className={styles.icon}
                  src={cdnUrl(vo.iconUrl)}
                  alt=""
                  width={40}
                  height={40}
                  loading="lazy"
                  decoding="async"
                />
                <span className={styles.who}>
                  <span className={styles.name}>{vo.customerName}</span>
                  <span className={styles.game}>{vo.gameName}</span>
                </span>
                <span className={styles.amount}>
                  {currencySymbol}
                  {amountFormat.format(vo.winAmount)}
                </span>
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
