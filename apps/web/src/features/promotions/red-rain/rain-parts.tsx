import { useEffect, useState } from 'react';
import type { RedRainSession } from '@app/contracts/rewards';
import { useTranslation } from '@/shared/i18n/use-translation';
import { formatDateTime } from '@/shared/lib/date-time';
import { formatMoney } from '@/shared/lib/money-text';
import { ClockIcon } from '@/shared/ui/icons/clock';
import { Countdown } from './countdown';
import { EnvelopeArt } from './envelope-art';
import { sumAmounts, type Opening, type RainEnd } from './use-rain-session';
import styles from './red-rain.module.css';

/** While the countdown has passed and no session shows yet, ask again this often. */
const STARTING_POLL_MS = 3000;

/**
 * The title, the rules and the limit, over every state of the screen; compact while it rains
 * (the rules fold into a disclosure) so the falling envelopes fit a phone's screen.
 */
export function RainHero({
  title,
  summary,
  max,
  live,
}: {
  title: string;
  summary: string;
  max: number;
  live: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section
      className={styles.hero}
      aria-labelledby="red-rain-title"
      data-compact={live || undefined}
    >
      <div className={styles.heroText}>
        <span className={styles.badge} data-live={live || undefined}>
          {live ? t('redRain.badgeLive') : t('redRain.badgeNext')}
        </span>
        <h2 id="red-rain-title" className={styles.heroTitle}>
          {title}
        </h2>
        {live ? (
          // While it rains the envelopes need the room: the rules fold away.
          <details className={styles.rules}>
            <summary>{t('redRain.rules')}</summary>
            <p className={styles.heroSummary}>{summary}</p>
          </details>
        ) : (
          <p className={styles.heroSummary}>{summary}</p>
        )}
        <p className={styles.fact}>{t('redRain.perMember', { max })}</p>
      </div>
      <span className={styles.heroArt} aria-hidden="true">
        <EnvelopeArt className={styles.heroEnvelope} />
        <EnvelopeArt className={styles.heroEnvelope2} />
      </span>
    </section>
  );
}

/**
 * The countdown to the next session, on the server's clock. At zero it asks for the state again
 * (`onReached`), and keeps asking every few seconds until the session shows.
 */
export function NextRain({
  next,
  offsetMs,
  onReached,
}: {
  next: RedRainSession | null;
  offsetMs: number;
  onReached: () => void;
}) {
  const { t } = useTranslation();
  // The start whose countdown reached zero (a new next session counts down afresh).
  const [reachedAt, setReachedAt] = useState<string | null>(null);
  const reached = !!next && reachedAt === next.startsAt;
  useEffect(() => {
    if (!reached) return;
    const timer = setInterval(onReached, STARTING_POLL_MS);
    return () => clearInterval(timer);
  }, [reached, onReached]);

  if (!next)
    return (
      <section className={styles.card} data-testid="red-rain-none">
        <p className={styles.cardBody}>{t('redRain.noneScheduled')}</p>
      </section>
    );
  return (
    <section className={styles.card} aria-labelledby="red-rain-next" data-testid="red-rain-next">
      <h2 id="red-rain-next" className={styles.cardTitle}>
        {t('redRain.nextIn')}
      </h2>
      <Countdown
        target={next.startsAt}
        offsetMs={offsetMs}
        onReached={() => {
          setReachedAt(next.startsAt);
          onReached();
        }}
      />
      <p className={styles.startsAt}>
        <ClockIcon size={16} />
        {reached
          ? t('redRain.starting')
          : t('redRain.startsAt', { time: formatDateTime(next.startsAt) })}
      </p>
    </section>
  );
}

/** What the member opened in a session: the total, the count and each amount. */
export function SessionResult({
  title,
  openings,
  end,
  max,
  currencySymbol,
}: {
  title: string;
  openings: readonly Opening[];
  end: RainEnd | null;
  max: number;
  currencySymbol: string;
}) {
  const { t } = useTranslation();
  const reason =
    end === 'limit'
      ? t('redRain.doneLimit', { max })
      : end === 'empty'
        ? t('redRain.doneEmpty')
        : end === 'closed'
          ? t('redRain.doneClosed')
          : null;
  return (
    <section
      className={styles.result}
      aria-labelledby="red-rain-result-title"
      data-testid="red-rain-result"
      data-end={end ?? undefined}
    >
      <h2 id="red-rain-result-title" className={styles.cardTitle}>
        {title}
      </h2>
      {reason && <p className={styles.cardBody}>{reason}</p>}
      {openings.length === 0 ? (
        <p className={styles.cardBody}>{t('redRain.nothingOpened')}</p>
      ) : (
        <>
          <p className={styles.totalLine}>
            <span className={styles.totalLabel}>{t('redRain.total')}</span>
            <strong className={styles.total} data-testid="red-rain-total">
              {formatMoney(sumAmounts(openings), currencySymbol)}
            </strong>
          </p>
          <p className={styles.cardBody}>{t('redRain.openedCount', { n: openings.length })}</p>
          <ul className={styles.amounts}>
            {openings.map((o, i) => (
              <li key={i} className={styles.amountChip} data-testid="red-rain-amount">
                {formatMoney(o.amount, currencySymbol)}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
