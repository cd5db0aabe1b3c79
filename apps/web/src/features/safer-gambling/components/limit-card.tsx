import { useId, useState, type FormEvent } from 'react';
import type { LimitState } from '@app/contracts/safer-gambling';
import { errorText } from '@/shared/api/error-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { formatDateTime } from '@/shared/lib/date-time';
import { formatMoney } from '@/shared/lib/money-text';
import { FormAlert, TextField } from '@/shared/ui/form-field';
import { useSetLimit, type LimitKind } from '../api/safer-gambling-actions';
import { limitInputProblem } from '../lib/limit-input';
import { depositPeriodKeys, lossPeriodKeys } from '../lib/protection-words';
import styles from './safer-gambling.module.css';

/**
 * One deposit or loss limit (issue 18): what is in force, used and left, a raise or removal
 * waiting out its 24 hours ("from <date time>"), and the change itself: a typed amount (kept,
 * with the server's reason, when refused) or removing the limit. What the server answers is
 * what the card then shows.
 */
export function LimitCard({
  kind,
  limit,
  symbol,
}: {
  kind: LimitKind;
  limit: LimitState;
  symbol: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const setLimit = useSetLimit();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const periodKey = (kind === 'deposit' ? depositPeriodKeys : lossPeriodKeys)[limit.period];
  const money = (amount: number) => formatMoney(amount, symbol);
  const testId = `${kind}-limit-${limit.period}`;

  function savedText(next: LimitState | undefined, removing: boolean): string {
    if (next?.pending)
      return t('saferGambling.limits.savedPending', {
        when: formatDateTime(next.pending.effectiveAt),
      });
    return removing ? t('saferGambling.limits.savedRemoved') : t('saferGambling.limits.savedNow');
  }

  function send(amount: string | null) {
    setProblem(null);
    setSaved(null);
    setLimit.mutate(
      { kind, period: limit.period, amount },
      {
        onSuccess: (state) => {
          const list = kind === 'deposit' ? state.depositLimits : state.lossLimits;
          setSaved(
            savedText(
              list.find((l) => l.period === limit.period),
              amount === null,
            ),
          );
          setEditing(false);
          setText('');
        },
        // What was typed stays; the reason shows under it.
        onError: (error) => setProblem(errorText(error)),
      },
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const local = limitInputProblem(text);
    if (local) {
      setProblem(t(`saferGambling.limits.problem.${local}`));
      return;
    }
    send(text.trim());
  }

  const pending = limit.pending;
  return (
    <article className={styles.card} data-testid={testId} aria-labelledby={`${id}-title`}>
      <div className={styles.cardHead}>
        <h3 id={`${id}-title`} className={styles.cardTitle}>
          {t(periodKey)}
        </h3>
        <span className={styles.cardValue} data-testid={`${testId}-amount`}>
          {limit.amount === null ? (
            <span className={styles.muted}>{t('saferGambling.limits.none')}</span>
          ) : (
            money(limit.amount)
          )}
        </span>
      </div>
      <dl className={styles.figures}>
        <dt>
          {t(kind === 'deposit' ? 'saferGambling.limits.deposited' : 'saferGambling.limits.lost')}
        </dt>
        <dd data-testid={`${testId}-used`}>{money(limit.used)}</dd>
        {limit.remaining !== null && (
          <>
            <dt>{t('saferGambling.limits.remaining')}</dt>
            <dd data-testid={`${testId}-remaining`}>{money(limit.remaining)}</dd>
          </>
        )}
        {limit.resetsAt && (
          <>
            <dt>{t('saferGambling.limits.resets')}</dt>
            <dd>{formatDateTime(limit.resetsAt)}</dd>
          </>
        )}
      </dl>
      {pending && (
        <p className={styles.pending} data-testid={`${testId}-pending`}>
          {pending.amount === null
            ? t('saferGambling.limits.pendingRemoval', {
                when: formatDateTime(pending.effectiveAt),
              })
            : t('saferGambling.limits.pendingRaise', {
                amount: money(pending.amount),
                when: formatDateTime(pending.effectiveAt),
              })}
        </p>
      )}
      <p className={styles.saved} role="status">
        {saved}
      </p>
      {editing ? (
        <form className={styles.limitForm} onSubmit={submit} noValidate>
          <TextField
            id={`${id}-amount`}
            label={t('saferGambling.limits.newAmount')}
            error={problem}
            leading={symbol ? <span className={styles.currency}>{symbol}</span> : undefined}
            input={{
              value: text,
              onChange: (e) => setText(e.target.value),
              inputMode: 'decimal',
              autoComplete: 'off',
              autoFocus: true,
              maxLength: 32,
            }}
          />
          <div className={styles.cardActions}>
            <button type="submit" className={styles.smallPrimary} disabled={setLimit.isPending}>
              {setLimit.isPending ? t('common.loading') : t('saferGambling.limits.save')}
            </button>
            <button
              type="button"
              className={styles.smallButton}
              onClick={() => {
                setEditing(false);
                setProblem(null);
              }}
            >
              {t('common.cancel')}
            </button>
          </div>
        </form>
      ) : (
        <>
          <div className={styles.cardActions}>
            <button
              type="button"
              className={styles.smallButton}
              onClick={() => {
                setEditing(true);
                setSaved(null);
                setProblem(null);
              }}
            >
              {limit.amount === null
                ? t('saferGambling.limits.set')
                : t('saferGambling.limits.change')}
            </button>
            {limit.amount !== null && pending?.amount !== null && (
              <button
                type="button"
                className={styles.smallDanger}
                disabled={setLimit.isPending}
                onClick={() => send(null)}
              >
                {t('saferGambling.limits.remove')}
              </button>
            )}
          </div>
          {!editing && <FormAlert text={problem} />}
        </>
      )}
    </article>
  );
}
