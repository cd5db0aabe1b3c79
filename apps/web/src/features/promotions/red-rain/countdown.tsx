import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { clockText, countdownParts, msUntil } from './server-clock';
import styles from './red-rain.module.css';

/**
 * Milliseconds left until `target` on the server's clock, updated on each whole second (one
 * render a second, never per frame). `onReached` runs once when it reaches zero.
 */
export function useRemaining(target: string, offsetMs: number, onReached?: () => void): number {
  const [left, setLeft] = useState(() => msUntil(target, offsetMs));
  const reached = useRef(onReached);
  useEffect(() => {
    reached.current = onReached;
  });
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let fired = false;
    const tick = () => {
      const ms = msUntil(target, offsetMs);
      setLeft(ms);
      if (ms <= 0) {
        if (!fired) reached.current?.();
        fired = true;
        return;
      }
      // Wake at the next whole second of what is left.
      timer = setTimeout(tick, ms % 1000 || 1000);
    };
    tick();
    return () => clearTimeout(timer);
  }, [target, offsetMs]);
  return left;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The countdown to the next rain: hours, minutes and seconds in boxes. */
export function Countdown({
  target,
  offsetMs,
  onReached,
}: {
  target: string;
  offsetMs: number;
  onReached: () => void;
}) {
  const { t } = useTranslation();
  const left = useRemaining(target, offsetMs, onReached);
  const { hours, minutes, seconds } = countdownParts(left);
  const units = [
    { value: hours, label: t('redRain.hours') },
    { value: minutes, label: t('redRain.minutes') },
    { value: seconds, label: t('redRain.seconds') },
  ];
  return (
    // A timer is not read out each second; its text is there when the member looks.
    <div
      className={styles.countdown}
      role="timer"
      aria-label={`${t('redRain.nextIn')} ${clockText(left)}`}
      data-testid="red-rain-countdown"
      data-left-ms={left}
    >
      {units.map((u, i) => (
        <span key={i} className={styles.unit} aria-hidden="true">
          <span className={styles.digits}>{pad(u.value)}</span>
          <span className={styles.unitLabel}>{u.label}</span>
        </span>
      ))}
    </div>
  );
}

/** "Ends in 09:12" while a rain runs. */
export function EndsIn({ endsAt, offsetMs }: { endsAt: string; offsetMs: number }) {
  const { t } = useTranslation();
  const left = useRemaining(endsAt, offsetMs);
  return (
    <span className={styles.endsIn} data-testid="red-rain-ends-in">
      {t('redRain.endsIn', { time: clockText(left) })}
    </span>
  );
}
