import type { RedRainSession, RedRainState } from '@app/contracts/rewards';
import { useTranslation } from '@/shared/i18n/use-translation';
import { formatMoney } from '@/shared/lib/money-text';
import { EndsIn } from './countdown';
import { EnvelopeGrid } from './envelope-grid';
import { RainField } from './rain-field';
import { NextRain, SessionResult } from './rain-parts';
import { useRainSession, type Opening, type RainEnd } from './use-rain-session';
import styles from './red-rain.module.css';

/**
 * A running session: the counter, the time left, the envelopes (falling, or a still grid when the
 * member asked for reduced motion), the amount each tap drew; then this session's results and the
 * countdown to the next one.
 */
export function RainSessionView({
  session,
  state,
  offsetMs,
  reducedMotion,
  currencySymbol,
  onPayout,
  onEnd,
  onNextReached,
}: {
  session: RedRainSession;
  state: RedRainState;
  offsetMs: number;
  reducedMotion: boolean;
  currencySymbol: string;
  onPayout: (opening: Opening) => void;
  onEnd: (end: RainEnd, openings: readonly Opening[]) => void;
  onNextReached: () => void;
}) {
  const { t } = useTranslation();
  const model = useRainSession({
    session,
    state,
    offsetMs,
    onPayout,
    onEnd,
  });

  if (model.end)
    return (
      <>
        <SessionResult
          title={t('redRain.resultTitle')}
          openings={model.openings}
          end={model.end}
          max={model.max}
          currencySymbol={currencySymbol}
        />
        <NextRain next={state.next} offsetMs={offsetMs} onReached={onNextReached} />
      </>
    );

  return (
    <section className={styles.rain} aria-labelledby="red-rain-live" data-testid="red-rain-live">
      <div className={styles.rainBar}>
        <h2 id="red-rain-live" className={styles.rainTitle}>
          {t('redRain.raining')}
        </h2>
        <span className={styles.counter} data-testid="red-rain-counter">
          {t('redRain.counter', { n: model.opened, max: model.max })}
        </span>
        <EndsIn endsAt={session.endsAt} offsetMs={offsetMs} />
      </div>
      <p className={styles.reveal} role="status" data-testid="red-rain-reveal">
        {model.reveal && (
          <span key={model.reveal.seq} className={styles.revealAmount}>
            {t('redRain.youGot', { amount: formatMoney(model.reveal.amount, currencySymbol) })}
          </span>
        )}
      </p>
      {reducedMotion ? (
        <EnvelopeGrid
          max={model.max}
          openings={model.openings}
          onTap={model.tap}
          stopped={model.exhausted}
          currencySymbol={currencySymbol}
        />
      ) : (
        <RainField onTap={() => model.tap() !== null} stopped={model.exhausted} />
      )}
      <p className={styles.hint}>{reducedMotion ? t('redRain.listHint') : t('redRain.tapHint')}</p>
    </section>
  );
}
