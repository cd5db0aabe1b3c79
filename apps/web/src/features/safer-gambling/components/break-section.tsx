import { useState } from 'react';
import {
  exclusionPeriods,
  timeOutPeriods,
  type ExclusionPeriod,
  type TimeOutPeriod,
} from '@app/contracts/safer-gambling-constants';
import { useTranslation } from '@/shared/i18n/use-translation';
import { exclusionKeys, timeOutKeys } from '../lib/protection-words';
import { BreakSheet, type BreakChoice } from './break-sheet';
import styles from './safer-gambling.module.css';

/**
 * Take a break (time-out: 24 hours, 7 or 30 days) and self-exclusion (6 months, 1 or 5 years,
 * for good), each only when the operator offers it. A choice opens the confirmation sheet: a
 * tap alone never starts one.
 */
export function BreakSection({
  timeOut,
  selfExclusion,
}: {
  timeOut: boolean;
  selfExclusion: boolean;
}) {
  const { t } = useTranslation();
  // The sheet keeps its choice while it closes; each opening is a fresh form (its key).
  const [sheet, setSheet] = useState<{ choice: BreakChoice; open: boolean; seq: number } | null>(
    null,
  );
  const choose = (choice: BreakChoice) =>
    setSheet((last) => ({ choice, open: true, seq: (last?.seq ?? 0) + 1 }));
  return (
    <>
      {timeOut && (
        <section className={styles.section} aria-labelledby="safer-gambling-time-out">
          <h2 id="safer-gambling-time-out" className={styles.sectionTitle}>
            {t('saferGambling.timeOut.title')}
          </h2>
          <p className={styles.sectionHint}>{t('saferGambling.timeOut.hint')}</p>
          <div className={styles.choices} data-testid="time-out-choices">
            {timeOutPeriods.map((period: TimeOutPeriod) => (
              <button
                key={period}
                type="button"
                className={styles.choice}
                aria-haspopup="dialog"
                onClick={() => choose({ kind: 'timeOut', period })}
              >
                {t(timeOutKeys[period])}
              </button>
            ))}
          </div>
        </section>
      )}
      {selfExclusion && (
        <section className={styles.section} aria-labelledby="safer-gambling-exclusion">
          <h2 id="safer-gambling-exclusion" className={styles.sectionTitle}>
            {t('saferGambling.exclusion.title')}
          </h2>
          <p className={styles.sectionHint}>{t('saferGambling.exclusion.hint')}</p>
          <div className={styles.choices} data-testid="exclusion-choices">
            {exclusionPeriods.map((period: ExclusionPeriod) => (
              <button
                key={period}
                type="button"
                className={styles.choice}
                aria-haspopup="dialog"
                onClick={() => choose({ kind: 'selfExclusion', period })}
              >
                {t(exclusionKeys[period])}
              </button>
            ))}
          </div>
        </section>
      )}
      {sheet && (
        <BreakSheet
          key={sheet.seq}
          choice={sheet.choice}
          open={sheet.open}
          onClose={() => setSheet((last) => last && { ...last, open: false })}
        />
      )}
    </>
  );
}
