import { rebateGameTypes, type RebateGameType } from '@app/contracts/agent-constants';
import { useTranslation } from '@/shared/i18n/use-translation';
import { percentText, type RateProblems, type RateValues, type Rates } from './rates';
import styles from './team.module.css';

/**
 * One percent field per game type, each with its ceiling (the agent's own rate) and, when
 * changing a downline's rates, its floor; a broken rule shows under its field once `showProblems`
 * (after the first submit).
 */
export function RateFields({
  idPrefix,
  values,
  onChange,
  ceilings,
  floors,
  problems,
  showProblems,
}: {
  idPrefix: string;
  values: RateValues;
  onChange: (type: RebateGameType, text: string) => void;
  ceilings: Rates;
  floors?: Rates;
  problems: RateProblems;
  showProblems: boolean;
}) {
  const { t } = useTranslation();
  const problemText = (type: RebateGameType): string | null => {
    const problem = showProblems ? problems[type] : undefined;
    if (!problem) return null;
    if (problem.kind === 'invalid') return t('agentTeam.rates.invalid');
    if (problem.kind === 'above')
      return t('agentTeam.rates.above', { max: percentText(problem.max) });
    return t('agentTeam.rates.below', { min: percentText(problem.min) });
  };
  return (
    <div className={styles.rateGrid}>
      {rebateGameTypes.map((type) => {
        const id = `${idPrefix}-${type}`;
        const error = problemText(type);
        const floor = floors && floors[type] > 0 ? floors[type] : null;
        return (
          <div key={type} className={styles.rateField}>
            <label htmlFor={id} className={styles.rateLabel}>
              {t(`categories.${type}`)}
            </label>
            <div className={styles.rateControl} data-invalid={error ? true : undefined}>
              <input
                id={id}
                className={styles.rateInput}
                inputMode="decimal"
                autoComplete="off"
                maxLength={6}
                value={values[type]}
                aria-invalid={error !== null}
                aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
                data-testid={`rate-${type}`}
                onChange={(e) => onChange(type, e.target.value)}
              />
              <span className={styles.rateUnit} aria-hidden="true">
                %
              </span>
            </div>
            <span id={`${id}-hint`} className={styles.rateHint}>
              {floor === null
                ? t('agentTeam.rates.max', { max: percentText(ceilings[type]) })
                : t('agentTeam.rates.range', {
                    min: percentText(floor),
                    max: percentText(ceilings[type]),
                  })}
            </span>
            {error && (
              <span id={`${id}-error`} className={styles.rateError}>
                {error}
              </span>
            )}
          </div>
        );
      })}
    </div>
  );
}

/** The rates as a read-only table: the member's, and the agent's own beside them. */
export function RateTable({ rates, ceilings }: { rates: Rates; ceilings?: Rates }) {
  const { t } = useTranslation();
  return (
    <table className={styles.rateTable} data-testid="rate-table">
      <thead>
        <tr>
          <th scope="col">{t('agentTeam.rates.gameType')}</th>
          <th scope="col">{t('agentTeam.rates.rate')}</th>
          {ceilings && <th scope="col">{t('agentTeam.rates.yours')}</th>}
        </tr>
      </thead>
      <tbody>
        {rebateGameTypes.map((type) => (
          <tr key={type}>
            <th scope="row">{t(`categories.${type}`)}</th>
            <td data-testid={`rate-value-${type}`}>{percentText(rates[type])}%</td>
            {ceilings && <td>{percentText(ceilings[type])}%</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
